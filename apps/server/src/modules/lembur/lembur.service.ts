/**
 * Overtime orders (SPKL, docs/lembur.md): asked by the person or ordered by their superior,
 * decided by the superior and then the authorised official through the approval workflow; the
 * lists each person sees; and the overtime check-in and check-out against an approved order.
 */
import type {
  TAdminLemburListRequest,
  TApprovalLevel,
  TCreateLemburRequest,
  TDecisionBody,
  TLemburListRequest,
  TLemburPunchRequest,
  TLemburRow,
  TLemburToday,
} from '@sikerja/contracts';
import { and, eq, gte, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { approvals } from '../../db/schema/approvals.ts';
import { remoteAttendancePermits } from '../../db/schema/attendance.ts';
import { overtimeOrders } from '../../db/schema/lembur.ts';
import { attendanceLocations } from '../../db/schema/masters-attendance.ts';
import { workUnits } from '../../db/schema/org.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';
import { containsPattern, type PageRequest } from '../../http/paginate.ts';
import { zonedDate } from '../../lib/time.ts';
import { type Actor, writeAudit } from '../../platform/audit/audit.ts';
import { assertPeriodOpen } from '../../platform/period-lock/period-lock.ts';
import { approvalHistory, pendingFor } from '../../platform/workflow/approval.service.ts';
import { pageOfRequests } from '../../platform/workflow/request-list.ts';
import { foundOr404, inFirstView } from '../../platform/workflow/request-lookup.ts';
import { approvalViewer } from '../../platform/workflow/request-row.ts';
import { decidedBy, type RequestView } from '../../platform/workflow/request-view.ts';
import {
  decideRequest,
  submitRequest,
  withdrawRequest,
} from '../../platform/workflow/workflow-request.ts';
import {
  addDays,
  allowedLocations,
  attendanceNow,
  checkFence,
  formatDistance,
  toZonedIso,
  zonedInstant,
} from '../attendance/attendance.api.ts';
import { findSubordinates } from '../organisation/organisation.api.ts';
import { loadSettings } from '../setting/setting.api.ts';
import { LEMBUR_SUBJECT, lemburWorkflow, payrollMonthOf } from './lembur.workflow.ts';

export interface Caller {
  userId: number;
  permissions: ReadonlySet<string>;
  actor: Actor;
}

/** The superior, then the authorised official (PMK 125/2009: the SPKL comes from the head). */
export const LEMBUR_LEVELS: readonly TApprovalLevel[] = ['atasan', 'penjabat'];
/** Overtime check-in opens this long before the planned start. */
const CHECK_IN_LEAD_MS = 60 * 60_000;
/** Overtime check-out is taken until this long after the planned end. */
const CHECK_OUT_GRACE_MS = 6 * 60 * 60_000;

/** A person's orders of a day are one at a time: one SPKL per person and date. */
async function assertNoOpenOrder(tx: DbOrTx, userId: number, date: string) {
  const [open] = await tx
    .select({ id: overtimeOrders.id })
    .from(overtimeOrders)
    .innerJoin(approvals, eq(approvals.id, overtimeOrders.approvalId))
    .where(
      and(
        eq(overtimeOrders.userId, userId),
        eq(overtimeOrders.date, date),
        inArray(approvals.status, ['pending', 'approved']),
      ),
    )
    .limit(1);
  if (open) {
    throw AppError.validation({
      date: ['Sudah ada perintah lembur untuk pegawai ini pada tanggal tersebut'],
    });
  }
}

/**
 * `POST user/presensi_lembur`: a person asks for overtime, or a superior orders it for a
 * subordinate, whose atasan level is then decided by the order itself.
 */
export async function createLembur(
  db: Db,
  input: TCreateLemburRequest,
  caller: Caller,
): Promise<TLemburRow> {
  const id = await db.transaction(async (tx) => {
    const targetId = input.user_id ?? caller.userId;
    const bySuperior = targetId !== caller.userId;
    if (bySuperior) {
      const team = await findSubordinates(tx, caller.userId, input.date);
      if (!team.some((s) => s.user_id === targetId)) {
        throw AppError.validation({
          user_id: ['Anda hanya dapat memerintahkan lembur kepada bawahan langsung'],
        });
      }
    }
    await assertPeriodOpen(tx, 'payroll', payrollMonthOf(input.date));
    // Two requests for the same person and day at once: the second sees the first.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lembur'), ${targetId}::int)`);
    await assertNoOpenOrder(tx, targetId, input.date);
    const { request, approval } = await submitRequest(tx, lemburWorkflow, {
      actor: caller.actor,
      requesterId: targetId,
      levels: LEMBUR_LEVELS,
      orgDate: input.date,
      insert: async (t) => {
        const [created] = await t
          .insert(overtimeOrders)
          .values({
            userId: targetId,
            date: input.date,
            startTime: input.start_time,
            endTime: input.end_time,
            task: input.task,
            orderedBy: bySuperior ? caller.userId : null,
            createdBy: caller.userId,
          })
          .returning();
        if (!created) throw new Error('overtime order insert returned nothing');
        return created;
      },
    });
    // The superior's own order is their decision at the atasan level.
    if (
      bySuperior &&
      approval.currentLevel === 'atasan' &&
      approval.assigneeIds.includes(caller.userId)
    ) {
      await decideRequest(tx, lemburWorkflow, {
        requestId: request.id,
        userId: caller.userId,
        permissions: new Set(),
        actor: caller.actor,
        decision: 'approve',
        note: 'Diperintahkan oleh atasan',
        expectedLevel: 'atasan',
      });
    }
    return request.id;
  });
  return getLembur(
    db,
    id,
    caller,
    input.user_id && input.user_id !== caller.userId ? 'inbox' : 'mine',
  );
}

function visibleTo(caller: Caller, view: RequestView): SQL | undefined {
  if (view === 'admin') return undefined;
  if (view === 'mine') return eq(overtimeOrders.userId, caller.userId);
  return or(
    pendingFor(LEMBUR_SUBJECT, caller.userId, 'atasan'),
    pendingFor(LEMBUR_SUBJECT, caller.userId, 'penjabat'),
    eq(overtimeOrders.orderedBy, caller.userId),
    decidedBy(caller.userId),
  );
}

const orderer = alias(users, 'orderer');

function baseQuery(db: DbOrTx) {
  return db
    .select({
      order: overtimeOrders,
      name: users.name,
      nip: users.nip,
      unitName: workUnits.name,
      ordererName: orderer.name,
      approval: approvals,
    })
    .from(overtimeOrders)
    .innerJoin(users, eq(users.id, overtimeOrders.userId))
    .innerJoin(approvals, eq(approvals.id, overtimeOrders.approvalId))
    .leftJoin(workUnits, eq(workUnits.id, users.unitId))
    .leftJoin(orderer, eq(orderer.id, overtimeOrders.orderedBy))
    .$dynamic();
}

type BaseRow = Awaited<ReturnType<typeof baseQuery>>[number];

/** A timestamptz as the drivers give it, as the institution's wall clock with its offset. */
const zonedIso = (value: string | null, tz: string) =>
  value ? toZonedIso(new Date(value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')), tz) : null;

async function toRows(
  db: DbOrTx,
  rows: BaseRow[],
  caller: Caller,
  view: RequestView,
): Promise<TLemburRow[]> {
  const approvalView = await approvalViewer(db, lemburWorkflow, rows, caller, view, {
    // Not one's own overtime, and never from one's own list: the inbox or the admin screen.
    mayDecide: (r) => r.order.userId !== caller.userId && view !== 'mine',
    // As withdrawRequest checks it: the approval's requester.
    mayWithdraw: (r) => r.approval.requesterId === caller.userId,
  });
  const tz = (await loadSettings(db)).timeZone;
  return rows.map((r) => {
    const o = r.order;
    const checkIn = zonedIso(o.checkInAt, tz);
    const checkOut = zonedIso(o.checkOutAt, tz);
    return {
      id: o.id,
      user: { id: o.userId, name: r.name, nip: r.nip },
      unit_name: r.unitName,
      date: o.date,
      start_time: o.startTime,
      end_time: o.endTime,
      task: o.task,
      ordered_by:
        o.orderedBy !== null && r.ordererName !== null
          ? { id: o.orderedBy, name: r.ordererName }
          : null,
      check_in: checkIn
        ? { at: checkIn, location_name: o.checkInLocation, distance_m: o.checkInDistanceM }
        : null,
      check_out: checkOut
        ? { at: checkOut, location_name: o.checkOutLocation, distance_m: o.checkOutDistanceM }
        : null,
      created_at: new Date(o.createdAt).toISOString(),
      ...approvalView(r),
    };
  });
}

function monthBounds(month: string) {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** The caller's orders ('mine'), those waiting for or decided by them ('inbox'), or all. */
export async function findLembur(
  db: Db,
  page: PageRequest,
  filter: TLemburListRequest | TAdminLemburListRequest,
  caller: Caller,
  view: RequestView,
) {
  const search = filter.search ? containsPattern(filter.search) : null;
  const admin = view === 'admin' ? (filter as TAdminLemburListRequest) : null;
  const range = admin?.month ? monthBounds(admin.month) : null;
  const where = and(
    visibleTo(caller, view),
    filter.status ? eq(approvals.status, filter.status) : undefined,
    search
      ? or(ilike(users.name, search), ilike(users.nip, search), ilike(overtimeOrders.task, search))
      : undefined,
    admin?.unit_id ? eq(users.unitId, admin.unit_id) : undefined,
    range ? gte(overtimeOrders.date, range.from) : undefined,
    range ? lte(overtimeOrders.date, range.to) : undefined,
  );
  return pageOfRequests(db, page, {
    table: overtimeOrders,
    query: baseQuery(db),
    where,
    toRows: (rows) => toRows(db, rows, caller, view),
  });
}

export async function getLembur(
  db: DbOrTx,
  id: number,
  caller: Caller,
  view: RequestView,
): Promise<TLemburRow> {
  const rows = await baseQuery(db).where(and(eq(overtimeOrders.id, id), visibleTo(caller, view)));
  return foundOr404(lemburWorkflow, await toRows(db, rows, caller, view));
}

/** The order in any view the caller has. */
export async function getVisibleLembur(db: DbOrTx, id: number, caller: Caller) {
  return inFirstView(lemburWorkflow, caller, (view) => getLembur(db, id, caller, view));
}

/** A decision from the person's inbox (as atasan or penjabat) or the admin's screen. */
export async function decideLembur(
  db: Db,
  id: number,
  body: TDecisionBody,
  caller: Caller,
  view: 'inbox' | 'admin',
): Promise<TLemburRow> {
  await db.transaction(async (tx) => {
    const decided = await decideRequest(tx, lemburWorkflow, {
      requestId: id,
      userId: caller.userId,
      permissions: view === 'admin' ? caller.permissions : new Set(),
      actor: caller.actor,
      decision: body.decision,
      note: body.note ?? null,
    });
    // The superior who approved at the atasan level is the one who ordered it.
    const atasan = [...(await approvalHistory(tx, [decided.approval.id])).values()][0]?.find(
      (s) => s.level === 'atasan' && s.decision === 'approve',
    );
    if (atasan?.decided_by && body.decision === 'approve') {
      await tx
        .update(overtimeOrders)
        .set({ orderedBy: atasan.decided_by.id })
        .where(and(eq(overtimeOrders.id, id), isNull(overtimeOrders.orderedBy)));
    }
  });
  return getLembur(db, id, caller, view);
}

export async function withdrawLembur(db: Db, id: number, caller: Caller) {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ date: overtimeOrders.date })
      .from(overtimeOrders)
      .where(and(eq(overtimeOrders.id, id), eq(overtimeOrders.userId, caller.userId)));
    if (order) await assertPeriodOpen(tx, 'payroll', payrollMonthOf(order.date));
    await withdrawRequest(tx, lemburWorkflow, {
      requestId: id,
      userId: caller.userId,
      actor: caller.actor,
    });
  });
  return getLembur(db, id, caller, 'mine');
}

/** `GET user/presensi_lembur/bawahan`: whom the caller may order overtime for, today. */
export async function subordinatesOf(db: DbOrTx, caller: Caller) {
  const today = zonedDate(attendanceNow(), (await loadSettings(db)).timeZone);
  const rows = await findSubordinates(db, caller.userId, today);
  return rows.map((r) => ({ user_id: r.user_id, name: r.name, nip: r.nip }));
}

async function fenceOf(tx: DbOrTx, userId: number, date: string) {
  const [person] = await tx
    .select({ unitId: users.unitId, anywhere: users.mayWorkAnywhere })
    .from(users)
    .where(eq(users.id, userId));
  const [permit] = await tx
    .select({ id: remoteAttendancePermits.id })
    .from(remoteAttendancePermits)
    .where(
      and(
        eq(remoteAttendancePermits.userId, userId),
        eq(remoteAttendancePermits.isActive, true),
        lte(remoteAttendancePermits.startDate, date),
        or(isNull(remoteAttendancePermits.endDate), gte(remoteAttendancePermits.endDate, date)),
      ),
    )
    .limit(1);
  const rows = await tx
    .select({
      id: attendanceLocations.id,
      name: attendanceLocations.name,
      latitude: attendanceLocations.latitude,
      longitude: attendanceLocations.longitude,
      radius_m: attendanceLocations.radiusM,
      unit_ids: attendanceLocations.unitIds,
    })
    .from(attendanceLocations)
    .where(eq(attendanceLocations.isActive, true));
  return {
    remote: Boolean(person?.anywhere) || permit !== undefined,
    locations: allowedLocations(rows, person?.unitId ?? null),
  };
}

/** `GET user/presensi_lembur/today`: yesterday's and today's approved orders, and the fence. */
export async function lemburToday(db: Db, caller: Caller): Promise<TLemburToday> {
  const tz = (await loadSettings(db)).timeZone;
  const now = attendanceNow();
  const today = zonedDate(now, tz);
  const rows = await baseQuery(db)
    .where(
      and(
        eq(overtimeOrders.userId, caller.userId),
        eq(approvals.status, 'approved'),
        gte(overtimeOrders.date, addDays(today, -1)),
        lte(overtimeOrders.date, today),
      ),
    )
    .orderBy(overtimeOrders.date, overtimeOrders.startTime);
  const open = rows.filter(
    (r) =>
      zonedInstant(r.order.date, r.order.endTime, tz).getTime() + CHECK_OUT_GRACE_MS >
      now.getTime(),
  );
  const { locations } = await fenceOf(db, caller.userId, today);
  return {
    server_time: toZonedIso(now, tz),
    time_zone: tz,
    orders: await toRows(db, open, caller, 'mine'),
    locations: locations.map(({ unit_ids: _u, ...l }) => l),
  };
}

const hhmm = (instant: Date, tz: string) =>
  new Intl.DateTimeFormat('id-ID', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: tz,
  })
    .format(instant)
    .replace('.', ':');

/**
 * `POST user/presensi_lembur/:id/absen`: the overtime check-in ('masuk', once: a second answers
 * the first) or check-out ('pulang', the last one counts), inside the order's window and the
 * geofence, serialised per order by its row lock.
 */
export async function punchLembur(
  db: Db,
  id: number,
  input: TLemburPunchRequest,
  caller: Caller,
): Promise<TLemburRow> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(overtimeOrders)
      .where(and(eq(overtimeOrders.id, id), eq(overtimeOrders.userId, caller.userId)))
      .for('update');
    if (!order) throw AppError.notFound('Perintah lembur tidak ditemukan.');
    const [approval] = await tx
      .select({ status: approvals.status })
      .from(approvals)
      .where(eq(approvals.id, order.approvalId ?? 0));
    if (approval?.status !== 'approved') {
      throw AppError.conflict(
        'Perintah lembur ini belum disetujui; presensi lembur belum dapat dilakukan.',
      );
    }
    await assertPeriodOpen(tx, 'payroll', payrollMonthOf(order.date));
    const tz = (await loadSettings(tx)).timeZone;
    const now = attendanceNow();
    const start = zonedInstant(order.date, order.startTime, tz).getTime();
    const end = zonedInstant(order.date, order.endTime, tz).getTime();
    if (input.type === 'masuk') {
      if (order.checkInAt) return;
      if (now.getTime() < start - CHECK_IN_LEAD_MS) {
        throw AppError.validation({
          type: [
            `Presensi masuk lembur dibuka pukul ${hhmm(new Date(start - CHECK_IN_LEAD_MS), tz)}`,
          ],
        });
      }
      if (now.getTime() > end) {
        throw AppError.validation({ type: ['Waktu lembur pada perintah ini sudah berakhir'] });
      }
    } else {
      if (!order.checkInAt) {
        throw AppError.validation({ type: ['Lakukan presensi masuk lembur terlebih dahulu'] });
      }
      if (now.getTime() > end + CHECK_OUT_GRACE_MS) {
        throw AppError.validation({ type: ['Batas presensi pulang lembur sudah lewat'] });
      }
    }
    const fence = await fenceOf(tx, caller.userId, order.date);
    let place: { name: string | null; distance: number | null } = { name: null, distance: null };
    if (!fence.remote) {
      const result = checkFence(input, fence.locations);
      if (!result.inside || !result.nearest) {
        throw AppError.validation({
          latitude: [
            result.nearest && result.distanceM !== null
              ? `Anda berada di luar area presensi. Jarak ke lokasi terdekat (${result.nearest.name}) ${formatDistance(result.distanceM)}, radius ${formatDistance(result.nearest.radius_m)}.`
              : 'Belum ada lokasi presensi yang berlaku untuk unit Anda. Hubungi admin kepegawaian.',
          ],
        });
      }
      place = { name: result.nearest.name, distance: result.distanceM };
    }
    const at = now.toISOString();
    const side =
      input.type === 'masuk'
        ? {
            checkInAt: at,
            checkInLatitude: input.latitude,
            checkInLongitude: input.longitude,
            checkInDistanceM: place.distance,
            checkInLocation: place.name,
          }
        : {
            checkOutAt: at,
            checkOutLatitude: input.latitude,
            checkOutLongitude: input.longitude,
            checkOutDistanceM: place.distance,
            checkOutLocation: place.name,
          };
    await tx.update(overtimeOrders).set(side).where(eq(overtimeOrders.id, id));
    await writeAudit(tx, caller.actor, {
      action: input.type === 'masuk' ? 'lembur.check_in' : 'lembur.check_out',
      tableName: 'overtime_orders',
      rowId: id,
      before: { check_in_at: order.checkInAt, check_out_at: order.checkOutAt },
      after: { at, location: place.name, distance_m: place.distance },
    });
  });
  return getLembur(db, id, caller, 'mine');
}
