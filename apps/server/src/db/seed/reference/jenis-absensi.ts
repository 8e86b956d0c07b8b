/**
 * Attendance codes (jenis absensi).
 *
 * TL1–TL4 and PSW1–PSW4 are the late-arrival and early-leave minute bands of the general
 * pattern descending from PermenPAN-RB 63/2011 (1–30, 31–60, 61–90, ≥ 91 minutes or no record);
 * Kemenhub's own table (PM 46/2023) could not be read, so the deduction percentages live in the
 * pemotongan master, not here (regulations.md 2.1–2.2). A late or early day is still a day
 * present.
 *
 * Uang makan is paid per day present and not on cuti, tugas belajar, unexcused absence, or
 * travel on duty (PMK 32/2025, regulations.md section 4), hence the meal flags below.
 */
export interface JenisAbsensiSeed {
  code: string;
  name: string;
  countsAsPresent: boolean;
  getsMealAllowance: boolean;
  color: string;
  sortOrder: number;
}

const band = (prefix: 'TL' | 'PSW', label: string, color: string) =>
  (['1–30', '31–60', '61–90', '≥ 91'] as const).map((minutes, i) => ({
    code: `${prefix}${i + 1}`,
    name: `${label} ${minutes} menit`,
    countsAsPresent: true,
    getsMealAllowance: true,
    color,
    sortOrder: (prefix === 'TL' ? 10 : 20) + i + 1,
  }));

export const JENIS_ABSENSI_SEED: readonly JenisAbsensiSeed[] = [
  {
    code: 'H',
    name: 'Hadir',
    countsAsPresent: true,
    getsMealAllowance: true,
    color: '#2f9e44',
    sortOrder: 1,
  },
  ...band('TL', 'Terlambat', '#f08c00'),
  ...band('PSW', 'Pulang sebelum waktunya', '#e8590c'),
  {
    code: 'TK',
    name: 'Tanpa keterangan',
    countsAsPresent: false,
    getsMealAllowance: false,
    color: '#e03131',
    sortOrder: 30,
  },
  {
    code: 'CUTI',
    name: 'Cuti',
    countsAsPresent: false,
    getsMealAllowance: false,
    color: '#1971c2',
    sortOrder: 31,
  },
  {
    code: 'DL',
    name: 'Dinas luar',
    countsAsPresent: true,
    getsMealAllowance: false,
    color: '#6741d9',
    sortOrder: 32,
  },
  {
    code: 'IZIN',
    name: 'Izin',
    countsAsPresent: false,
    getsMealAllowance: false,
    color: '#0c8599',
    sortOrder: 33,
  },
  {
    code: 'SAKIT',
    name: 'Sakit',
    countsAsPresent: false,
    getsMealAllowance: false,
    color: '#c2255c',
    sortOrder: 34,
  },
  {
    code: 'TB',
    name: 'Tugas belajar',
    countsAsPresent: false,
    getsMealAllowance: false,
    color: '#5c940d',
    sortOrder: 35,
  },
];

/** Codes the attendance rules look up by name: they may be renamed but not re-coded or deleted. */
export const BUILT_IN_ATTENDANCE_CODES: ReadonlySet<string> = new Set(
  JENIS_ABSENSI_SEED.map((s) => s.code),
);
