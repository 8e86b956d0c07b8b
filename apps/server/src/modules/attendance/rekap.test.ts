import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginBuilt, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { type BuiltUser, buildTeam, buildUser } from '../../../test/factories.ts';
import { attendanceDays } from '../../db/schema/attendance.ts';
import { attendanceDeductions } from '../../db/schema/masters-pay.ts';
import { workUnits } from '../../db/schema/org.ts';
import { institutionSettings } from '../../db/schema/settings.ts';

/**
 * The monthly recap reads the computed days as they are; the days here are written directly,
 * so the test checks the recap, not the engine. They belong to a team built for the file; the
 * demo institution is there too, untouched, so the whole-institution export has everyone.
 */
describe('monthly recap export', () => {
  const ctx = useTestApp({ demo: true });
  let admin: Session;
  let person: BuiltUser;
  let head: BuiltUser;
  let unitId = 0;

  const day = (date: string, values: Partial<typeof attendanceDays.$inferInsert>) => ({
    userId: person.id,
    date,
    isWorkingDay: true,
    code: 'H',
    ...values,
  });

  beforeAll(async () => {
    admin = await loginBuilt(
      ctx.app,
      await buildUser(ctx.app.db, { level: 'admin', systemGroups: ['admin'] }),
    );
    const team = await buildTeam(ctx.app.db);
    person = team.member;
    head = team.head;
    unitId = team.unit.id;
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
    const { res, header, rows } = await download(`year=2026&month=10&unit_id=${unitId}`);
    const [unit] = await ctx.app.db
      .select({ code: workUnits.code })
      .from(workUnits)
      .where(eq(workUnits.id, unitId));
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="rekap-absensi-2026-10-${unit?.code}.xlsx"`,
    );
    expect(header.slice(0, 5)).toEqual(['No', 'NIP', 'Nama', 'Unit Kerja', '1']);
    expect(header).toContain('31');
    expect(header.slice(-12)).toEqual([
      'Menit Terlambat',
      'Menit Pulang Cepat',
      'Potongan (%)',
      // The monthly deduction summary's other kinds, and the month's total.
      'Apel (tidak hadir)',
      'Potongan Apel (%)',
      'Senam (tidak hadir)',
      'Potongan Senam (%)',
      'Rapat (tidak hadir)',
      'Potongan Rapat (%)',
      'Gerbang (hari tanpa punch gerbang)',
      'Potongan Gerbang (%)',
      'Total Potongan (%)',
    ]);
    const personRow = rows.find((r) => r.Nama === person.name);
    expect(personRow).toMatchObject({
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
      'Apel (tidak hadir)': 0,
      'Total Potongan (%)': 7,
    });
    // Only the unit (and the units below it): its head and its member.
    expect(rows.map((r) => r.Nama).sort()).toEqual([head.name, person.name].sort());
    expect(rows.every((r) => r['Unit Kerja'] !== null)).toBe(true);
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
    const personRow = rows.find((r) => r.Nama === person.name);
    // 70 minutes → 3.5 %, plus the days' own deductions (7) as stored.
    expect(personRow?.['Potongan (%)']).toBe(10.5);
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
