/**
 * Staff types (jenis pegawai) and the pay components each receives by default.
 *
 * - PNS and CPNS receive tunjangan kinerja (Perpres 119/2018 for Kemenhub; CPNS at 80 %) and
 *   uang makan per day present (PMK 32/2025, SBM 2026) — regulations.md sections 2.3 and 4.
 * - PPPK receive the same allowances as PNS (Perpres 98/2020 Pasal 4), including tukin; uang
 *   makan for PPPK follows the PNS-group equivalence (regulations.md 4, marked "verify").
 * - Non-ASN BLU staff and permanent non-PNS lecturers are paid under their contract or the
 *   BLU's remunerasi rules (regulations.md 1.3, 6.1), so nothing is assumed for them.
 * Institutions differ, so these are defaults an admin edits, not rules in code.
 */
export interface JenisPegawaiSeed {
  code: string;
  name: string;
  isAsn: boolean;
  receivesTukin: boolean;
  receivesMealAllowance: boolean;
  sortOrder: number;
}

export const JENIS_PEGAWAI_SEED: readonly JenisPegawaiSeed[] = [
  {
    code: 'PNS',
    name: 'Pegawai Negeri Sipil',
    isAsn: true,
    receivesTukin: true,
    receivesMealAllowance: true,
    sortOrder: 1,
  },
  {
    code: 'CPNS',
    name: 'Calon Pegawai Negeri Sipil',
    isAsn: true,
    receivesTukin: true,
    receivesMealAllowance: true,
    sortOrder: 2,
  },
  {
    code: 'PPPK',
    name: 'Pegawai Pemerintah dengan Perjanjian Kerja',
    isAsn: true,
    receivesTukin: true,
    receivesMealAllowance: true,
    sortOrder: 3,
  },
  {
    code: 'NON_ASN',
    name: 'Pegawai Non-ASN (BLU)',
    isAsn: false,
    receivesTukin: false,
    receivesMealAllowance: false,
    sortOrder: 4,
  },
  {
    code: 'DTNP',
    name: 'Dosen Tetap Non-PNS',
    isAsn: false,
    receivesTukin: false,
    receivesMealAllowance: false,
    sortOrder: 5,
  },
];
