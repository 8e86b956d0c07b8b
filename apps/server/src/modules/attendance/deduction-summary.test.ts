import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, login, loginBuilt, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { type BuiltUser, buildTeam, buildUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { ceremonySessions } from '../../db/schema/apel-senam.ts';
import {
  attendanceDays,
  attendanceExcuses,
  attendancePunches,
} from '../../db/schema/attendance.ts';
import { fingerprintMachines } from '../../db/schema/masters-attendance.ts';
import { eventDeductions } from '../../db/schema/masters-pay.ts';
import { totalOf } from '../../platform/deductions/monthly-deductions.ts';
import { ruleOf } from './rekap.service.ts';

describe('the monthly deduction summary: rules', () => {
  it.each([
    ['per_occurrence', null, { H: 18, TL1: 2, TK: 1 }, 'Per kejadian: TK×1, TL1×2'],
    ['per_occurrence', null, { H: 20, CUTI: 2 }, null],
    ['per_occurrence', null, { TL2: 1, PSW1: 1 }, 'Per kejadian: PSW1×1, TL2×1'],
    ['monthly_minutes', 'TLM2', { TL1: 3, TK: 1 }, 'Akumulasi menit: TLM2, TK×1'],
    ['monthly_minutes', null, { TL1: 1 }, null],
  ])('names the rule: %s with band %s and %o → %s', (mode, band, counts, expected) => {
    expect(ruleOf(mode, band, counts)).toBe(expected);
  });

  it.each([
    [[3, 4, 1], 8],
    [[2.5, 0.25, 0.125], 2.88],
    [[90, 20], 100],
    [[], 0],
  ])('adds the parts %o to %d, at most 100', (parts, total) => {
    expect(totalOf(parts.map((pct) => ({ count: 1, pct, rule: null })))).toBe(total);
  });
});

/**
 * Through the API: a team's month with late and absent days (written directly, so the summary
 * is checked, not the engine) and two apel sessions held for the team, one of which the member
 * missed; the apel deduction comes from pemotongan_apel.
 */
describe('GET admin/absensi/ringkasan', () => {
  const ctx = useTestApp();
  let admin: Session;
  let person: BuiltUser;
  let head: BuiltUser;
  let unitId = 0;

  beforeAll(async () => {
    admin = await loginBuilt(
      ctx.app,
      await buildUser(ctx.app.db, { level: 'admin', systemGroups: ['admin'] }),
    );
    const team = await buildTeam(ctx.app.db);
    person = team.member;
    head = team.head;
    unitId = team.unit.id;
    const day = (
      userId: number,
      date: string,
      values: Partial<typeof attendanceDays.$inferInsert>,
    ) => ({
      userId,
      date,
      isWorkingDay: true,
      code: 'H',
      ...values,
    });
    await ctx.app.db.insert(attendanceDays).values([
      day(person.id, '2026-10-05', {
        checkIn: '2026-10-05T01:10:00Z',
        code: 'TL2',
        lateCode: 'TL2',
        lateMinutes: 40,
        deductionPct: 1,
      }),
      day(person.id, '2026-10-06', { code: 'TK', deductionPct: 5 }),
      day(person.id, '2026-10-12', { code: 'H', checkIn: '2026-10-12T00:10:00Z' }),
      day(head.id, '2026-10-05', { code: 'H', checkIn: '2026-10-05T00:05:00Z' }),
      day(head.id, '2026-10-12', { code: 'CUTI' }),
    ]);
    // What covers a day for apel is the excuse behind it (approved leave here).
    await ctx.app.db.insert(attendanceExcuses).values({
      userId: head.id,
      date: '2026-10-12',
      code: 'CUTI',
      sourceType: 'admin',
      sourceId: 1,
    });
    await ctx.app.db.insert(eventDeductions).values({
      code: 'APEL',
      kind: 'apel',
      description: 'Tidak mengikuti apel tanpa keterangan',
      percentage: 2,
      monthlyCapPercentage: 10,
    });
    const session = (date: string) => ({
      kind: 'apel',
      date,
      name: 'Apel pagi Senin',
      opensAt: '07:00',
      onTimeUntil: '07:30',
      closesAt: '08:00',
      unitIds: [unitId],
    });
    await ctx.app.db
      .insert(ceremonySessions)
      .values([session('2026-10-05'), session('2026-10-12')]);
    // Terminals: one on the ceremony ground, one at the gate, one in an office.
    const machines = await ctx.app.db
      .insert(fingerprintMachines)
      .values([
        { name: 'Lapangan', serialNumber: 'LAP-1', purpose: 'apel' },
        { name: 'Gerbang', serialNumber: 'GRB-1', purpose: 'gerbang' },
        { name: 'Kantor', serialNumber: 'KTR-1', purpose: 'presensi' },
      ])
      .returning({ id: fingerprintMachines.id });
    const [ground, gate, office] = machines.map((m) => m.id);
    const punch = (userId: number, date: string, at: string, machineId: number | undefined) => ({
      userId,
      date,
      at,
      source: 'fingerprint',
      machineId: machineId ?? null,
    });
    await ctx.app.db.insert(attendancePunches).values([
      // 07:10 WIB on the ground: the apel of the 12th attended on time.
      punch(person.id, '2026-10-12', '2026-10-12T00:10:00Z', ground),
      punch(person.id, '2026-10-12', '2026-10-12T00:05:00Z', gate),
      // An office punch inside the window is no apel check-in.
      punch(head.id, '2026-10-05', '2026-10-05T00:05:00Z', office),
    ]);
    await ctx.app.db.insert(eventDeductions).values({
      code: 'GERBANG',
      kind: 'gerbang',
      description: 'Tidak tercatat di mesin gerbang',
      percentage: 0.5,
      monthlyCapPercentage: 5,
    });
  });

  it("gives each person every kind's count, percentage and rule, and the total", async () => {
    const res = await admin.api.get(`admin/absensi/ringkasan?year=2026&month=10&unit_id=${unitId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.kinds.map((k: { kind: string }) => k.kind)).toEqual([
      'presensi',
      'apel',
      'senam',
      'rapat',
      'gerbang',
    ]);
    expect(body.total).toBe(2);
    const row = body.data.find((r: { user: { id: number } }) => r.user.id === person.id);
    expect(row.parts.presensi).toEqual({ count: 2, pct: 6, rule: 'Per kejadian: TK×1, TL2×1' });
    // Two sessions: the 12th attended through the ground's terminal, the 5th missed: 2 %.
    expect(row.parts.apel).toEqual({ count: 1, pct: 2, rule: 'APEL' });
    expect(row.parts.senam).toEqual({ count: 0, pct: 0, rule: null });
    expect(row.parts.rapat).toEqual({ count: 0, pct: 0, rule: null });
    // Came on the 5th and the 12th, through the gate on the 12th only.
    expect(row.parts.gerbang).toEqual({ count: 1, pct: 0.5, rule: 'GERBANG' });
    expect(row.total_pct).toBe(8.5);
    // The head was on leave on the 12th: covered, so one absence only.
    const headRow = body.data.find((r: { user: { id: number } }) => r.user.id === head.id);
    expect(headRow.parts.apel).toEqual({ count: 1, pct: 2, rule: 'APEL' });
    expect(headRow.parts.presensi).toEqual({ count: 0, pct: 0, rule: null });
    expect(headRow.parts.gerbang).toEqual({ count: 1, pct: 0.5, rule: 'GERBANG' });
    expect(headRow.total_pct).toBe(2.5);
  });

  it('pages the people', async () => {
    const res = await admin.api.get(
      `admin/absensi/ringkasan?year=2026&month=10&unit_id=${unitId}&per=5&page=2`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: [], total: 2, current_page: 2 });
  });

  it.each([
    ['month=13&year=2026', 'month'],
    ['month=1&year=1999', 'year'],
    ['month=1&year=2026&unit_id=abc', 'unit_id'],
    ['month=1&year=2026&per=7', 'per'],
  ])('refuses %s with 422 on %s', async (query, field) => {
    const res = await admin.api.get(`admin/absensi/ringkasan?${query}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toBeDefined();
  });

  it('answers a guest with 401 and a person without admin.absensi with 403', async () => {
    const guest = new ApiClient(ctx.app);
    expect((await guest.get('admin/absensi/ringkasan?year=2026&month=10')).statusCode).toBe(401);
    const plain = await buildUser(ctx.app.db);
    const session = await login(ctx.app, plain.email ?? '', TEST_PASSWORD);
    expect((await session.api.get('admin/absensi/ringkasan?year=2026&month=10')).statusCode).toBe(
      403,
    );
  });
});
