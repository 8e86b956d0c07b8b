/**
 * Default working hours for everyone, from Perpres 21/2023 (Hari Kerja dan Jam Kerja Instansi
 * Pemerintah dan Pegawai ASN; regulations.md section 9): 37 h 30 min a week from 07:30,
 * breaks 60 min Mon–Thu and 90 min Fri, so 07:30–16:00 Mon–Thu and 07:30–16:30 Fri. In Ramadan
 * 32 h 30 min from 08:00, breaks 30 min Mon–Thu and 60 min Fri: 08:00–15:00 and 08:00–15:30.
 *
 * Ramadan 1447 H dates: regulations.md 8.2 puts Idul Fitri on 21 Mar 2026, so fasting ends on
 * 20 Mar. Its first day is not in regulations.md; 19 Feb 2026 is the government's (Kemenag
 * isbat) date — verify, and an admin corrects the row if the institution's decree differs.
 * Later Ramadans are added by an admin each year (the dates are set by isbat, not computable).
 */
export interface JamKerjaSeed {
  name: string;
  weekdays: number[];
  startTime: string;
  endTime: string;
  breakMinutes: number;
  validFrom: string | null;
  validTo: string | null;
}

export const RAMADAN_2026 = { from: '2026-02-19', to: '2026-03-20' } as const;

export const JAM_KERJA_SEED: readonly JamKerjaSeed[] = [
  {
    name: 'Jam kerja Senin–Kamis',
    weekdays: [1, 2, 3, 4],
    startTime: '07:30',
    endTime: '16:00',
    breakMinutes: 60,
    validFrom: null,
    validTo: null,
  },
  {
    name: 'Jam kerja Jumat',
    weekdays: [5],
    startTime: '07:30',
    endTime: '16:30',
    breakMinutes: 90,
    validFrom: null,
    validTo: null,
  },
  {
    name: 'Jam kerja Ramadan 1447 H Senin–Kamis',
    weekdays: [1, 2, 3, 4],
    startTime: '08:00',
    endTime: '15:00',
    breakMinutes: 30,
    validFrom: RAMADAN_2026.from,
    validTo: RAMADAN_2026.to,
  },
  {
    name: 'Jam kerja Ramadan 1447 H Jumat',
    weekdays: [5],
    startTime: '08:00',
    endTime: '15:30',
    breakMinutes: 60,
    validFrom: RAMADAN_2026.from,
    validTo: RAMADAN_2026.to,
  },
];
