import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../client.ts';
import { calendarDays, calendarSeedLog } from '../../schema/calendar.ts';

/**
 * National holidays and cuti bersama for 2025 and 2026 (shared/domain/regulations.md section 8,
 * confidence "sure"; docs/calendar.md). Holidays for everyone come from the SKB 3 Menteri,
 * cuti bersama for ASN from the Keppres. Later years are added by an admin at /admin/harikerja,
 * or by appending here (new keys are seeded once at the next start).
 */
export interface CalendarSeedDay {
  key: string;
  date: string;
  kind: 'libur_nasional' | 'cuti_bersama';
  name: string;
  source: string;
}

// SKB 3 Menteri (Menteri Agama, Menteri Ketenagakerjaan, MenPAN-RB) No. 1017/2024, 2/2024,
// 2/2024, amended by SKB No. 933/2025, 1/2025, 3/2025 (the 18 August cuti bersama);
// cuti bersama for ASN: Keppres 2/2025 (does not reduce cuti tahunan).
const SKB_2025 = 'SKB 3 Menteri No. 1017/2024, 2/2024, 2/2024';
const SKB_2025_AMENDED = 'SKB 3 Menteri No. 933/2025, 1/2025, 3/2025 (perubahan SKB 1017/2024)';
const KEPPRES_2025 = `Keppres 2/2025; ${SKB_2025}`;
// SKB 3 Menteri No. 1497/2025, 2/2025, 5/2025; cuti bersama for ASN: Keppres 42/2025.
const SKB_2026 = 'SKB 3 Menteri No. 1497/2025, 2/2025, 5/2025';
const KEPPRES_2026 = `Keppres 42/2025; ${SKB_2026}`;

const holiday = (key: string, date: string, name: string, source: string): CalendarSeedDay => ({
  key,
  date,
  kind: 'libur_nasional',
  name,
  source,
});
const cutiBersama = (key: string, date: string, name: string, source: string): CalendarSeedDay => ({
  key,
  date,
  kind: 'cuti_bersama',
  name,
  source,
});

export const CALENDAR_SEED: readonly CalendarSeedDay[] = [
  // 2025: 17 national holidays (regulations.md 8.1).
  holiday('2025-ln-tahun-baru', '2025-01-01', 'Tahun Baru 2025 Masehi', SKB_2025),
  holiday('2025-ln-isra-mikraj', '2025-01-27', 'Isra Mikraj Nabi Muhammad SAW', SKB_2025),
  holiday('2025-ln-imlek', '2025-01-29', 'Tahun Baru Imlek 2576 Kongzili', SKB_2025),
  holiday('2025-ln-nyepi', '2025-03-29', 'Hari Suci Nyepi Tahun Baru Saka 1947', SKB_2025),
  holiday('2025-ln-idul-fitri-1', '2025-03-31', 'Idul Fitri 1446 H', SKB_2025),
  holiday('2025-ln-idul-fitri-2', '2025-04-01', 'Idul Fitri 1446 H', SKB_2025),
  holiday('2025-ln-wafat-yesus', '2025-04-18', 'Wafat Yesus Kristus', SKB_2025),
  holiday('2025-ln-paskah', '2025-04-20', 'Kebangkitan Yesus Kristus (Paskah)', SKB_2025),
  holiday('2025-ln-hari-buruh', '2025-05-01', 'Hari Buruh Internasional', SKB_2025),
  holiday('2025-ln-waisak', '2025-05-12', 'Hari Raya Waisak 2569 BE', SKB_2025),
  holiday('2025-ln-kenaikan', '2025-05-29', 'Kenaikan Yesus Kristus', SKB_2025),
  holiday('2025-ln-pancasila', '2025-06-01', 'Hari Lahir Pancasila', SKB_2025),
  holiday('2025-ln-idul-adha', '2025-06-06', 'Idul Adha 1446 H', SKB_2025),
  holiday('2025-ln-muharam', '2025-06-27', 'Tahun Baru Islam 1447 H (1 Muharam)', SKB_2025),
  holiday('2025-ln-kemerdekaan', '2025-08-17', 'Kemerdekaan', SKB_2025),
  holiday('2025-ln-maulid', '2025-09-05', 'Maulid Nabi Muhammad SAW', SKB_2025),
  holiday('2025-ln-natal', '2025-12-25', 'Hari Raya Natal', SKB_2025),
  // 2025: 10 cuti bersama (Keppres 2/2025) + 18 August (SKB amendment of August 2025).
  cutiBersama('2025-cb-imlek', '2025-01-28', 'Cuti bersama Tahun Baru Imlek', KEPPRES_2025),
  cutiBersama('2025-cb-nyepi', '2025-03-28', 'Cuti bersama Hari Suci Nyepi', KEPPRES_2025),
  cutiBersama('2025-cb-idul-fitri-1', '2025-04-02', 'Cuti bersama Idul Fitri', KEPPRES_2025),
  cutiBersama('2025-cb-idul-fitri-2', '2025-04-03', 'Cuti bersama Idul Fitri', KEPPRES_2025),
  cutiBersama('2025-cb-idul-fitri-3', '2025-04-04', 'Cuti bersama Idul Fitri', KEPPRES_2025),
  cutiBersama('2025-cb-idul-fitri-4', '2025-04-07', 'Cuti bersama Idul Fitri', KEPPRES_2025),
  cutiBersama('2025-cb-waisak', '2025-05-13', 'Cuti bersama Hari Raya Waisak', KEPPRES_2025),
  cutiBersama(
    '2025-cb-kenaikan',
    '2025-05-30',
    'Cuti bersama Kenaikan Yesus Kristus',
    KEPPRES_2025,
  ),
  cutiBersama('2025-cb-idul-adha', '2025-06-09', 'Cuti bersama Idul Adha', KEPPRES_2025),
  cutiBersama(
    '2025-cb-kemerdekaan',
    '2025-08-18',
    'Cuti bersama Hari Kemerdekaan',
    SKB_2025_AMENDED,
  ),
  cutiBersama('2025-cb-natal', '2025-12-26', 'Cuti bersama Hari Raya Natal', KEPPRES_2025),
  // 2026: 17 national holidays (regulations.md 8.2).
  holiday('2026-ln-tahun-baru', '2026-01-01', 'Tahun Baru 2026 Masehi', SKB_2026),
  holiday('2026-ln-isra-mikraj', '2026-01-16', 'Isra Mikraj Nabi Muhammad SAW', SKB_2026),
  holiday('2026-ln-imlek', '2026-02-17', 'Tahun Baru Imlek 2577 Kongzili', SKB_2026),
  holiday('2026-ln-nyepi', '2026-03-19', 'Hari Suci Nyepi Tahun Baru Saka 1948', SKB_2026),
  holiday('2026-ln-idul-fitri-1', '2026-03-21', 'Idul Fitri 1447 H', SKB_2026),
  holiday('2026-ln-idul-fitri-2', '2026-03-22', 'Idul Fitri 1447 H', SKB_2026),
  holiday('2026-ln-wafat-yesus', '2026-04-03', 'Wafat Yesus Kristus', SKB_2026),
  holiday('2026-ln-paskah', '2026-04-05', 'Kebangkitan Yesus Kristus (Paskah)', SKB_2026),
  holiday('2026-ln-hari-buruh', '2026-05-01', 'Hari Buruh Internasional', SKB_2026),
  holiday('2026-ln-kenaikan', '2026-05-14', 'Kenaikan Yesus Kristus', SKB_2026),
  holiday('2026-ln-idul-adha', '2026-05-27', 'Idul Adha 1447 H', SKB_2026),
  holiday('2026-ln-waisak', '2026-05-31', 'Hari Raya Waisak 2570 BE', SKB_2026),
  holiday('2026-ln-pancasila', '2026-06-01', 'Hari Lahir Pancasila', SKB_2026),
  holiday('2026-ln-muharam', '2026-06-16', 'Tahun Baru Islam 1448 H (1 Muharam)', SKB_2026),
  holiday('2026-ln-kemerdekaan', '2026-08-17', 'Kemerdekaan', SKB_2026),
  holiday('2026-ln-maulid', '2026-08-25', 'Maulid Nabi Muhammad SAW', SKB_2026),
  holiday('2026-ln-natal', '2026-12-25', 'Hari Raya Natal', SKB_2026),
  // 2026: 8 cuti bersama (Keppres 42/2025).
  cutiBersama('2026-cb-imlek', '2026-02-16', 'Cuti bersama Tahun Baru Imlek', KEPPRES_2026),
  cutiBersama('2026-cb-nyepi', '2026-03-18', 'Cuti bersama Hari Suci Nyepi', KEPPRES_2026),
  cutiBersama('2026-cb-idul-fitri-1', '2026-03-20', 'Cuti bersama Idul Fitri', KEPPRES_2026),
  cutiBersama('2026-cb-idul-fitri-2', '2026-03-23', 'Cuti bersama Idul Fitri', KEPPRES_2026),
  cutiBersama('2026-cb-idul-fitri-3', '2026-03-24', 'Cuti bersama Idul Fitri', KEPPRES_2026),
  cutiBersama(
    '2026-cb-kenaikan',
    '2026-05-15',
    'Cuti bersama Kenaikan Yesus Kristus',
    KEPPRES_2026,
  ),
  cutiBersama('2026-cb-idul-adha', '2026-05-28', 'Cuti bersama Idul Adha', KEPPRES_2026),
  cutiBersama('2026-cb-natal', '2026-12-24', 'Cuti bersama Hari Raya Natal', KEPPRES_2026),
];

/**
 * Adds each seeded day once, ever (calendar_seed_log): a day an admin moved, renamed, switched
 * off or deleted is not brought back at the next start, and a date an admin already filled for
 * everyone is left alone.
 */
export async function seedCalendar(tx: DbOrTx): Promise<void> {
  const done = await tx
    .select({ key: calendarSeedLog.seedKey })
    .from(calendarSeedLog)
    .where(
      inArray(
        calendarSeedLog.seedKey,
        CALENDAR_SEED.map((d) => d.key),
      ),
    );
  const seen = new Set(done.map((d) => d.key));
  const missing = CALENDAR_SEED.filter((d) => !seen.has(d.key));
  if (missing.length === 0) return;
  const taken = await tx
    .select({ date: calendarDays.date })
    .from(calendarDays)
    .where(
      and(
        isNull(calendarDays.unitId),
        eq(calendarDays.isActive, true),
        inArray(
          calendarDays.date,
          missing.map((d) => d.date),
        ),
      ),
    );
  const takenDates = new Set(taken.map((t) => t.date));
  const rows = missing.filter((d) => !takenDates.has(d.date)).map(({ key: _key, ...day }) => day);
  if (rows.length > 0) await tx.insert(calendarDays).values(rows);
  await tx
    .insert(calendarSeedLog)
    .values(missing.map((d) => ({ seedKey: d.key })))
    .onConflictDoNothing();
}
