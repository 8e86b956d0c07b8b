/**
 * Overtime rates and rules, seeded with the reference data at every start; only missing years
 * are added, so an admin's edits survive restarts (docs/lembur.md "Rates").
 *
 * Uang lembur and uang makan lembur per golongan: SBM 2024 (PMK 49/2023), 2025 (PMK 39/2024)
 * and 2026 (PMK 32/2025) carry the same amounts (shared/domain/regulations.md §4,
 * rules-next.md §3.1, both "sure"). Final PPh 21 on overtime of PNS by golongan, I/II 0 %,
 * III 5 %, IV 15 % (PP 80/2010, regulations.md §3.4 "likely", rules-next.md §3.2).
 * The caps are institution policy; the seeded ones are examples (rules-next.md §3.2 and open
 * item 7) and say so.
 */
import type { DbOrTx } from '../../client.ts';
import { overtimeRates, overtimeSettings } from '../../schema/lembur.ts';

const SOURCES: Readonly<Record<number, string>> = {
  2024: 'PMK 49 Tahun 2023 (SBM 2024); PPh 21 final PP 80/2010',
  2025: 'PMK 39 Tahun 2024 (SBM 2025); PPh 21 final PP 80/2010',
  2026: 'PMK 32 Tahun 2025 (SBM 2026); PPh 21 final PP 80/2010',
};

const AMOUNTS = [
  { pnsGroup: 'I', hourlyRate: 18_000, mealRate: 35_000, taxPercent: 0 },
  { pnsGroup: 'II', hourlyRate: 24_000, mealRate: 35_000, taxPercent: 0 },
  { pnsGroup: 'III', hourlyRate: 30_000, mealRate: 37_000, taxPercent: 5 },
  { pnsGroup: 'IV', hourlyRate: 36_000, mealRate: 41_000, taxPercent: 15 },
] as const;

export const OVERTIME_RATE_SEED = Object.entries(SOURCES).flatMap(([year, source]) =>
  AMOUNTS.map((a) => ({ ...a, year: Number(year), source })),
);

export const OVERTIME_SETTINGS_SEED = {
  year: 2024,
  maxHoursWorkday: 3,
  maxHoursHoliday: 8,
  maxHoursMonth: 40,
  mealMinHours: 2,
  holidayPercent: 200,
  source:
    'Batas jam: contoh (SOP instansi, 3 jam per hari kerja); minimal 2 jam untuk uang makan dan 200 % pada hari libur: PMK 125/PMK.05/2009',
};

export async function seedOvertimeReference(tx: DbOrTx): Promise<void> {
  await tx.insert(overtimeRates).values(OVERTIME_RATE_SEED).onConflictDoNothing();
  await tx.insert(overtimeSettings).values(OVERTIME_SETTINGS_SEED).onConflictDoNothing();
}
