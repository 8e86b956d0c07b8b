import { ROUTE_BY_NAME, type TMenuItem } from '@sikerja/contracts';
import { and, count, eq, gte, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { lemburRekap } from '../../modules/lembur/lembur.api.ts';
import { menuForUser } from '../../modules/menu/menu.api.ts';
import type { Database } from '../client.ts';
import { groupPermissions, userGroupMembers } from '../schema/access.ts';
import { approvals } from '../schema/approvals.ts';
import { attendanceChanges, attendanceDays, attendanceLocks } from '../schema/attendance.ts';
import { auditLog } from '../schema/audit.ts';
import { cutiRequests } from '../schema/cuti.ts';
import { taskDescriptionPositions } from '../schema/kinerja.ts';
import { overtimeOrders } from '../schema/lembur.ts';
import { taskDescriptions } from '../schema/masters-misc.ts';
import { sbmDomesticAirfares } from '../schema/masters-sbm.ts';
import { positions } from '../schema/org.ts';
import { educationHistory } from '../schema/profile.ts';
import { meetingParticipants, meetings } from '../schema/rapat.ts';
import {
  suratTugas,
  suratTugasTravel,
  suratTugasTravelLines,
  suratTugasTravellers,
} from '../schema/surat-tugas.ts';
import { suratTugasCadetRates } from '../schema/surat-tugas-cadet-rates.ts';
import { suratTugasFlights } from '../schema/surat-tugas-flights.ts';
import { users } from '../schema/users.ts';
import { DEMO_POSITIONS } from './demo-data.ts';
import { runSeeds } from './index.ts';

const TODAY = '2026-11-26';

describe('demo history on a fresh start', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    const result = await runSeeds(database, {
      timeZone: 'Asia/Jakarta',
      seedDemo: true,
      today: TODAY,
    });
    expect(result.demo).toBe('seeded');
  }, 120_000);
  afterAll(async () => {
    await database.close();
  });

  it('gives every person a position, a rank and a PTKP status', async () => {
    const [missing] = await database.db
      .select({ n: count() })
      .from(users)
      .where(or(isNull(users.positionId), isNull(users.rankId), isNull(users.ptkpStatusId)));
    expect(missing?.n).toBe(0);
  });

  // docs/kinerja.md "Realisasi bulanan": monitors, the superior's inbox and capaian have figures.
  it('gives the demo staff realisations: months confirmed, last month waiting, a tanggung renteng', async () => {
    const rows = (
      (await database.db.execute(sql`select m.month, m.status, count(*)::int as n,
          count(m.approval_id)::int as with_approval
        from kinerja_months m group by m.month, m.status order by m.month, m.status`)) as unknown as {
        rows: { month: number; status: string; n: number; with_approval: number }[];
      }
    ).rows;
    const of = (month: number, status: string) =>
      rows.find((r) => Number(r.month) === month && r.status === status);
    expect(Number(of(1, 'confirmed')?.n)).toBeGreaterThanOrEqual(5);
    expect(Number(of(10, 'confirmed')?.n)).toBeGreaterThanOrEqual(3);
    expect(Number(of(10, 'sent')?.with_approval)).toBe(3);
    expect(of(11, 'confirmed')).toBeUndefined();
    const recorded = (
      (await database.db.execute(
        sql`select count(*)::int as n from kinerja_realisations where recorded_by_admin is not null`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(Number(recorded[0]?.n)).toBeGreaterThan(0);
  });

  // docs/kinerja.md "Katalog kegiatan": the contract screen has something to pick.
  it.each(DEMO_POSITIONS.map((p) => [p.name]))(
    'gives %s a menu of 5–10 active uraian, main and additional',
    async (name) => {
      const menu = await database.db
        .select({
          dutyKind: taskDescriptions.dutyKind,
          workHours: taskDescriptions.workHours,
          points: taskDescriptions.points,
        })
        .from(taskDescriptionPositions)
        .innerJoin(positions, eq(positions.id, taskDescriptionPositions.positionId))
        .innerJoin(
          taskDescriptions,
          eq(taskDescriptions.id, taskDescriptionPositions.taskDescriptionId),
        )
        .where(and(eq(positions.name, name), eq(taskDescriptions.isActive, true)));
      expect(menu.length).toBeGreaterThanOrEqual(5);
      expect(menu.length).toBeLessThanOrEqual(10);
      expect([...new Set(menu.map((m) => m.dutyKind))].sort()).toEqual(['mandiri', 'tambahan']);
      for (const row of menu) {
        expect(row.workHours).toBeGreaterThan(0);
        expect(row.points).toBeGreaterThan(0);
      }
    },
  );

  it('gives every person a schooling history', async () => {
    const [row] = await database.db
      .select({ people: sql<number>`count(distinct ${educationHistory.userId})::int` })
      .from(educationHistory);
    const [all] = await database.db.select({ n: count() }).from(users);
    expect(row?.people).toBe(all?.n);
  });

  it('holds three months of days, up to yesterday, with the usual mix of codes', async () => {
    const rows = await database.db
      .select({
        code: attendanceDays.code,
        late: attendanceDays.lateCode,
        early: attendanceDays.earlyCode,
        n: count(),
      })
      .from(attendanceDays)
      .where(and(gte(attendanceDays.date, '2026-09-01'), lt(attendanceDays.date, TODAY)))
      .groupBy(attendanceDays.code, attendanceDays.lateCode, attendanceDays.earlyCode);
    const byCode = new Map<string, number>();
    for (const r of rows) {
      byCode.set(r.code, (byCode.get(r.code) ?? 0) + r.n);
      if (r.late) byCode.set('late', (byCode.get('late') ?? 0) + r.n);
      if (r.early) byCode.set('early', (byCode.get('early') ?? 0) + r.n);
    }
    for (const code of ['H', 'TK', 'CUTI', 'DL', 'IZIN', 'SAKIT', 'late', 'early']) {
      expect(byCode.get(code) ?? 0, code).toBeGreaterThan(0);
    }
    const [first] = await database.db
      .select({
        first: sql<string>`min(${attendanceDays.date})::text`,
        last: sql<string>`max(${attendanceDays.date})::text`,
      })
      .from(attendanceDays);
    expect(first?.first).toBe('2026-09-01');
    expect(first?.last).toBe('2026-11-25');
  });

  it('locks the oldest month', async () => {
    const locks = await database.db.select().from(attendanceLocks);
    expect(locks.map((l) => [l.year, l.month, l.unitId])).toEqual([[2026, 9, null]]);
  });

  it('leaves leave requests approved and waiting', async () => {
    const rows = await database.db
      .select({ status: approvals.status, n: count() })
      .from(cutiRequests)
      .innerJoin(approvals, eq(approvals.id, cutiRequests.approvalId))
      .groupBy(approvals.status);
    const byStatus = Object.fromEntries(rows.map((r) => [r.status, r.n]));
    expect(byStatus.approved).toBeGreaterThanOrEqual(1);
    expect(byStatus.pending).toBeGreaterThanOrEqual(3);
  });

  it('leaves overtime orders approved and worked, one waiting, and a paid month', async () => {
    const rows = await database.db
      .select({ status: approvals.status, n: count() })
      .from(overtimeOrders)
      .innerJoin(approvals, eq(approvals.id, overtimeOrders.approvalId))
      .groupBy(approvals.status);
    const byStatus = Object.fromEntries(rows.map((r) => [r.status, r.n]));
    expect(byStatus.approved).toBeGreaterThanOrEqual(10);
    expect(byStatus.pending).toBe(1);
    expect(byStatus.rejected).toBe(1);
    const [pegawai] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'pegawai@sikerja.test'));
    const theirs = await database.db
      .select({ date: overtimeOrders.date })
      .from(overtimeOrders)
      .where(eq(overtimeOrders.userId, pegawai?.id ?? 0));
    expect(theirs.length).toBe(1);
    expect(theirs.every((o) => o.date < TODAY)).toBe(true);
    const month = await lemburRekap(database.db, { year: 2026, month: 11 });
    expect(month.rows.length).toBeGreaterThan(0);
    expect(month.totals.gross).toBeGreaterThan(0);
  });

  it('holds assignment letters in every state, pegawai@ on a waiting one and one far ahead', async () => {
    const rows = await database.db
      .select({
        id: suratTugas.id,
        status: sql<string>`case when ${suratTugas.cancelledAt} is not null then 'cancelled'
          when ${approvals.status} is null then 'draft' when ${approvals.status} = 'rejected'
          then 'returned' else ${approvals.status} || coalesce(':' || ${approvals.currentLevel}, '') end`,
      })
      .from(suratTugas)
      .leftJoin(approvals, eq(approvals.id, suratTugas.approvalId));
    expect(rows.map((r) => r.status).sort()).toEqual([
      'approved',
      'approved',
      'approved',
      'approved',
      'cancelled',
      'draft',
      'pending:kabag',
      'pending:penjabat',
      'returned',
    ]);
    const [pegawai] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'pegawai@sikerja.test'));
    const theirs = await database.db
      .select({ id: suratTugasTravellers.suratTugasId })
      .from(suratTugasTravellers)
      .where(eq(suratTugasTravellers.userId, pegawai?.id ?? 0));
    expect(theirs.map((t) => rows.find((r) => r.id === t.id)?.status).sort()).toEqual([
      'approved',
      'pending:kabag',
    ]);
  });

  // docs/surat-tugas.md "Persetujuan": the deciders are staff-level accounts; the screen is theirs.
  it.each([
    ['kabagumum@sikerja.test', true],
    ['direktur@sikerja.test', true],
    ['pegawai@sikerja.test', false],
  ])('gives %s (level user) the approval screen in the menu: %s', async (email, shown) => {
    const [person] = await database.db
      .select({ id: users.id, level: users.level })
      .from(users)
      .where(eq(users.email, email));
    expect(person?.level).toBe('user');
    const granted = await database.db
      .select({ permission: groupPermissions.permission })
      .from(userGroupMembers)
      .innerJoin(groupPermissions, eq(groupPermissions.groupId, userGroupMembers.groupId))
      .where(eq(userGroupMembers.userId, person?.id ?? 0));
    const menu = await menuForUser(database.db, {
      userId: person?.id ?? 0,
      permissions: new Set(granted.map((g) => g.permission)),
    });
    const routes = (items: TMenuItem[]): string[] =>
      items.flatMap((i) => [...(i.nm_route ? [i.nm_route] : []), ...routes(i.child)]);
    expect(routes(menu).includes('surattugas.approval')).toBe(shown);
    expect(ROUTE_BY_NAME.get('surattugas.approval')?.levels).toContain('user');
  });

  it('costs the cadets of the approved letters by the demo cadet rates (Tarif Taruna)', async () => {
    const rates = await database.db.select().from(suratTugasCadetRates);
    expect(rates.map((r) => [r.year, r.purpose, r.mode, r.skNumber]).sort()).toEqual([
      [2026, 'lomba', 'uang_saku', 'Contoh data demo'],
      [2026, 'praktik', 'setara_golongan', 'Contoh data demo'],
    ]);
    const lines = await database.db
      .select({
        purpose: suratTugas.cadetPurpose,
        key: suratTugasTravelLines.key,
        rule: suratTugasTravelLines.rule,
      })
      .from(suratTugasTravelLines)
      .innerJoin(suratTugasTravel, eq(suratTugasTravel.id, suratTugasTravelLines.travelId))
      .innerJoin(suratTugasTravellers, eq(suratTugasTravellers.id, suratTugasTravel.travellerId))
      .innerJoin(suratTugas, eq(suratTugas.id, suratTugasTravellers.suratTugasId))
      .where(isNotNull(suratTugasTravellers.cadetId));
    // One cadet on the competition (uang saku, lodging), two on practice (golongan I, Bali).
    expect(lines.filter((l) => l.key === 'uang_saku').map((l) => l.purpose)).toEqual(['lomba']);
    expect(lines.filter((l) => l.key === 'uang_harian').map((l) => l.purpose)).toEqual([
      'praktik',
      'praktik',
    ]);
    expect(lines.every((l) => l.rule.includes('SK Direktur No Contoh data demo'))).toBe(true);
  });

  it('holds flight tickets on the letter to Denpasar, within and over the SBM ceiling', async () => {
    const rows = await database.db
      .select({
        trip: suratTugasFlights.trip,
        status: suratTugasFlights.status,
        city: suratTugas.city,
        price: suratTugasFlights.price,
        fee: suratTugasFlights.rescheduleFee,
      })
      .from(suratTugasFlights)
      .innerJoin(suratTugasTravellers, eq(suratTugasTravellers.id, suratTugasFlights.travellerId))
      .innerJoin(suratTugas, eq(suratTugas.id, suratTugasTravellers.suratTugasId))
      .orderBy(suratTugasFlights.id);
    expect(rows.map((r) => [r.city, r.trip, r.status])).toEqual([
      ['Denpasar', 'pp', 'terbit'],
      ['Denpasar', 'sekali_jalan', 'terbit'],
      ['Denpasar', 'sekali_jalan', 'reschedule'],
    ]);
    // Jakarta–Denpasar economy, SBM 2026: Rp 3,262,000 return, so Rp 1,631,000 one way.
    const [fare] = await database.db
      .select({ economy: sbmDomesticAirfares.economy })
      .from(sbmDomesticAirfares)
      .where(
        and(
          eq(sbmDomesticAirfares.year, 2026),
          eq(sbmDomesticAirfares.origin, 'Jakarta'),
          eq(sbmDomesticAirfares.destination, 'Denpasar'),
        ),
      );
    expect(fare?.economy).toBe(3_262_000);
    const [ret, out, back] = rows;
    expect(ret?.price).toBeLessThanOrEqual(3_262_000);
    expect(out?.price).toBeGreaterThan(1_631_000);
    expect((out?.price ?? 0) + (back?.price ?? 0) + (back?.fee ?? 0)).toBeGreaterThan(3_262_000);
  });

  it('holds past meetings with check-ins, and none coming for pegawai@', async () => {
    const rows = await database.db.select().from(meetings);
    expect(rows.filter((m) => m.date < TODAY)).toHaveLength(4);
    expect(rows.filter((m) => m.date > TODAY)).toHaveLength(1);
    const [staff] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'pegawai@sikerja.test'));
    const mine = await database.db
      .select({ date: meetings.date, status: meetingParticipants.status })
      .from(meetingParticipants)
      .innerJoin(meetings, eq(meetings.id, meetingParticipants.meetingId))
      .where(eq(meetingParticipants.userId, staff?.id ?? 0));
    expect(mine.length).toBeGreaterThanOrEqual(3);
    expect(mine.every((m) => m.date < TODAY && m.status === 'hadir')).toBe(true);
    const [checked] = await database.db
      .select({ n: count() })
      .from(meetingParticipants)
      .where(eq(meetingParticipants.status, 'hadir'));
    expect(checked?.n).toBeGreaterThan(10);
  });

  it('leaves apel and senam change requests waiting and approved, none of pegawai@ waiting', async () => {
    const rows = await database.db
      .select({
        kind: attendanceChanges.kind,
        email: users.email,
        status: approvals.status,
        n: count(),
      })
      .from(attendanceChanges)
      .innerJoin(approvals, eq(approvals.id, attendanceChanges.approvalId))
      .innerJoin(users, eq(users.id, attendanceChanges.userId))
      .groupBy(attendanceChanges.kind, users.email, approvals.status);
    for (const kind of ['apel', 'senam']) {
      const of = rows.filter((r) => r.kind === kind);
      expect(
        of.some((r) => r.status === 'pending'),
        kind,
      ).toBe(true);
      expect(of.some((r) => r.status === 'approved' && r.email === 'pegawai@sikerja.test')).toBe(
        true,
      );
      expect(of.some((r) => r.status === 'pending' && r.email === 'pegawai@sikerja.test')).toBe(
        false,
      );
    }
    const [applied] = await database.db
      .execute<{ n: number }>(
        sql`select count(*)::int as n from ceremony_attendance where source = 'perubahan'`,
      )
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(applied?.n).toBeGreaterThanOrEqual(4);
  });

  it('records the seed in the audit trail', async () => {
    const rows = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'seed.demo_history'));
    expect(rows).toHaveLength(1);
  });
});
