import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { attendanceDays } from '../../db/schema/attendance.ts';
import { attendanceDeductions } from '../../db/schema/masters-pay.ts';
import { workUnits } from '../../db/schema/org.ts';
import { institutionSettings } from '../../db/schema/settings.ts';
import { users } from '../../db/schema/users.ts';

/**
 * The monthly recap reads the computed days as they are; the days here are written directly,
 * so the test checks the recap, not the engine.
 */
describe('monthly recap export', () => {
  const ctx = useTestApp({ demo: true });
  let admin: Session;
  let rina = 0;
  let akd = 0;

  const day = (date: string, values: Partial<typeof attendanceDays.$inferInsert>) => ({
    userId: rina,
    date,
    isWorkingDay: true,
    code: 'H',
    ...values,
  });

  beforeAll(async () => {
    admin = await login(ctx.app, 'admin@sikerja.test');
    const [u] = await ctx.app.db
      .select()
      .from(users)
      .where(eq(users.email, 'pegawai@sikerja.test'));
    rina = u?.id ?? 0;
    akd = u?.unitId ?? 0;
    await ctx.app.db.insert(attendanceDays).values([
      day('2026-10-01', { code: 'H' }),
      day('2026-10-02', { code: 'TL2', lateCode: 'TL2', lateMinutes: 40, deductionPct: 1 }),
      day('2026-10-05', {
        code: 'TL1',
        lateCode: 'TL1',
        earlyCode: 'PSW1',
        lateMinutes: 10,
        earlyMinutes: 20,
        deductionPct: 1,
      }),
      day('2026-10-06', { code: 'TK', deductionPct: 5 }),
      day('2026-10-07', { code: 'SAKIT' }),
      day('2026-10-03', { code: 'LIBUR', isWorkingDay: false, dayOffKind: 'weekend' }),
    ]);
  });

  async function download(query: string) {
    const res = await admin.api.get(`admin/absensi/rekap/export?${query}`);
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    const rows: Record<string, unknown>[] = [];
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      const values = (row.values as unknown[]).slice(1);
      rows.push(Object.fromEntries(header.map((h, i) => [h, values[i] ?? null])));
    });
    return { res, header, rows };
  }

  it('writes one row per person, a column per day, the totals and the deduction', async () => {
    const { res, header, rows } = await download(`year=2026&month=10&unit_id=${akd}`);
    const [unit] = await ctx.app.db
      .select({ code: workUnits.code })
      .from(workUnits)
      .where(eq(workUnits.id, akd));
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="rekap-absensi-2026-10-${unit?.code}.xlsx"`,
    );
    expect(header.slice(0, 5)).toEqual(['No', 'NIP', 'Nama', 'Unit Kerja', '1']);
    expect(header).toContain('31');
    expect(header.slice(-3)).toEqual(['Menit Terlambat', 'Menit Pulang Cepat', 'Potongan (%)']);
    const rinaRow = rows.find((r) => r.Nama === 'Rina Kartika Sari');
    expect(rinaRow).toMatchObject({
      '1': 'H',
      '2': 'TL2',
      '3': 'LIBUR',
      '5': 'TL1',
      '6': 'TK',
      '7': 'SAKIT',
      '8': null,
      // The counts under the codes' names, the code in parentheses where it is not the name.
      'Hadir tepat waktu (H)': 1,
      'Terlambat 1–30 menit (TL1)': 1,
      'Terlambat 31–60 menit (TL2)': 1,
      'Pulang cepat 1–30 menit (PSW1)': 1,
      'Tanpa keterangan (TK)': 1,
      Sakit: 1,
      'Menit Terlambat': 50,
      'Menit Pulang Cepat': 20,
      'Potongan (%)': 7,
    });
    // Only the unit (and the units below it).
    expect(rows.every((r) => r['Unit Kerja'] !== null)).toBe(true);
    expect(rows.length).toBeLessThan(40);
  });

  it('takes the monthly-minutes band in that mode, plus the absences, capped at 100', async () => {
    await ctx.app.db
      .update(institutionSettings)
      .set({ attendanceDeductionMode: 'monthly_minutes' });
    await ctx.app.db.insert(attendanceDeductions).values([
      {
        code: 'MM1',
        name: 'Akumulasi 1–60 menit',
        kind: 'late',
        minutesFrom: 1,
        minutesTo: 61,
        percentage: 2,
        mode: 'monthly_minutes',
      },
      {
        code: 'MM2',
        name: 'Akumulasi ≥ 61 menit',
        kind: 'late',
        minutesFrom: 61,
        minutesTo: null,
        percentage: 3.5,
        mode: 'monthly_minutes',
      },
    ]);
    const { rows } = await download('year=2026&month=10');
    const rinaRow = rows.find((r) => r.Nama === 'Rina Kartika Sari');
    // 70 minutes → 3.5 %, plus the days' own deductions (7) as stored.
    expect(rinaRow?.['Potongan (%)']).toBe(10.5);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    await ctx.app.db.update(institutionSettings).set({ attendanceDeductionMode: 'per_occurrence' });
  });

  it('refuses a bad month and an unknown unit', async () => {
    expect((await admin.api.get('admin/absensi/rekap/export?year=2026&month=13')).statusCode).toBe(
      422,
    );
    expect(
      (await admin.api.get('admin/absensi/rekap/export?year=2026&month=1&unit_id=99999'))
        .statusCode,
    ).toBe(422);
  });
});
