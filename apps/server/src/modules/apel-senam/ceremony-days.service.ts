/**
 * The days apel / senam are held (`/admin/hariapel`, `/admin/harisenam`): generated from the
 * jam_apel / jam_senam windows and the calendar, and changed by an admin with a reason.
 *
 * Generated rows are kept in step with the windows and the calendar from today on: a date
 * that gains a window gets its row, a generated row nobody touched (no check-in, no admin
 * change) that lost its window or became a holiday goes, and one whose window changed its
 * times follows them. Past days stay as they were held. An admin's add, move or cancel makes
 * the row 'manual', which the generator never changes; a moved day leaves a 'moved' row on
 * its old date so the generator does not bring it back.
 */
import {
  CEREMONY_KIND_LABELS,
  datesBetween,
  type TCancelCeremonyDayRequest,
  type TCeremonyDayListRequest,
  type TCeremonyKind,
  type TCeremonySessionRow,
  type TCreateCeremonyDayRequest,
} from '@sikerja/contracts';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { ceremonyAttendance, ceremonySessions } from '../../db/schema/apel-senam.ts';
import { staffTypes } from '../../db/schema/masters.ts';
import {
  attendanceLocations,
  ceremonyWindows,
  exerciseWindows,
} from '../../db/schema/masters-attendance.ts';
import { workUnits } from '../../db/schema/org.ts';
import { AppError } from '../../http/app-error.ts';
import { containsPattern, type PageRequest, paginate } from '../../http/paginate.ts';
import { type Actor, writeAudit } from '../../platform/audit/audit.ts';
import { loadCalendar } from '../calendar/calendar.api.ts';
import { type SessionWindow, windowOn } from './ceremony.rules.ts';

export type SessionRow = typeof ceremonySessions.$inferSelect;

const windowTable = (kind: TCeremonyKind) => (kind === 'apel' ? ceremonyWindows : exerciseWindows);

async function activeWindows(db: DbOrTx, kind: TCeremonyKind): Promise<SessionWindow[]> {
  const t = windowTable(kind);
  const rows = await db
    .select({
      id: t.id,
      name: t.name,
      weekday: t.weekday,
      on_date: t.onDate,
      opens_at: t.opensAt,
      on_time_until: t.onTimeUntil,
      closes_at: t.closesAt,
    })
    .from(t)
    .where(eq(t.isActive, true));
  return rows.map((r) => ({
    ...r,
    opens_at: r.opens_at.slice(0, 5),
    on_time_until: r.on_time_until.slice(0, 5),
    closes_at: r.closes_at.slice(0, 5),
  }));
}

/**
 * Brings the generated days of [from, to] in step with the windows and the calendar. Dates
 * before `keepBefore` (today) are only added to, never changed: the demo history and a past
 * month's first look add what was held.
 */
export async function syncDays(
  db: DbOrTx,
  kind: TCeremonyKind,
  from: string,
  to: string,
  keepBefore: string,
): Promise<void> {
  const windows = await activeWindows(db, kind);
  const calendar = await loadCalendar(db, from, to, null);
  const holidayOf = (date: string) => {
    const row = calendar.everyone.get(date);
    return row && (row.kind === 'libur_nasional' || row.kind === 'cuti_bersama') ? row.kind : null;
  };
  const existing = await db
    .select()
    .from(ceremonySessions)
    .where(
      and(
        eq(ceremonySessions.kind, kind),
        gte(ceremonySessions.date, from),
        lte(ceremonySessions.date, to),
      ),
    );
  const byDate = new Map(existing.map((r) => [r.date, r]));
  const touched = new Set(
    existing.length === 0
      ? []
      : (
          await db
            .selectDistinct({ id: ceremonyAttendance.sessionId })
            .from(ceremonyAttendance)
            .where(
              inArray(
                ceremonyAttendance.sessionId,
                existing.map((r) => r.id),
              ),
            )
        ).map((r) => r.id),
  );
  const inserts: (typeof ceremonySessions.$inferInsert)[] = [];
  for (const date of datesBetween(from, to)) {
    const window = windowOn(date, windows, holidayOf);
    const row = byDate.get(date);
    if (!row) {
      if (window) {
        inserts.push({
          kind,
          date,
          name: window.name,
          opensAt: window.opens_at,
          onTimeUntil: window.on_time_until,
          closesAt: window.closes_at,
          windowId: window.id,
        });
      }
      continue;
    }
    if (date < keepBefore || row.source !== 'generated' || touched.has(row.id)) continue;
    if (!window) {
      await db.delete(ceremonySessions).where(eq(ceremonySessions.id, row.id));
    } else if (
      row.windowId !== window.id ||
      row.name !== window.name ||
      row.opensAt !== window.opens_at ||
      row.onTimeUntil !== window.on_time_until ||
      row.closesAt !== window.closes_at
    ) {
      await db
        .update(ceremonySessions)
        .set({
          windowId: window.id,
          name: window.name,
          opensAt: window.opens_at,
          onTimeUntil: window.on_time_until,
          closesAt: window.closes_at,
        })
        .where(eq(ceremonySessions.id, row.id));
    }
  }
  if (inserts.length > 0) await db.insert(ceremonySessions).values(inserts).onConflictDoNothing();
}

/** A month 'YYYY-MM' as a range. */
export function monthBounds(month: string): { from: string; to: string } {
  const [y = 0, m = 1] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

async function audienceNames(db: DbOrTx, rows: readonly SessionRow[]) {
  const unitIds = [...new Set(rows.flatMap((r) => r.unitIds))];
  const typeIds = [...new Set(rows.flatMap((r) => r.staffTypeIds))];
  const units = unitIds.length
    ? await db
        .select({ id: workUnits.id, name: workUnits.name })
        .from(workUnits)
        .where(inArray(workUnits.id, unitIds))
    : [];
  const types = typeIds.length
    ? await db
        .select({ id: staffTypes.id, name: staffTypes.name })
        .from(staffTypes)
        .where(inArray(staffTypes.id, typeIds))
    : [];
  const unitName = new Map(units.map((u) => [u.id, u.name]));
  const typeName = new Map(types.map((t) => [t.id, t.name]));
  return (row: SessionRow) => {
    if (row.unitIds.length === 0 && row.staffTypeIds.length === 0) return 'Semua pegawai';
    const parts: string[] = [];
    if (row.unitIds.length) {
      parts.push(`Unit: ${row.unitIds.map((id) => unitName.get(id) ?? `#${id}`).join(', ')}`);
    }
    if (row.staffTypeIds.length) {
      parts.push(
        `Jenis pegawai: ${row.staffTypeIds.map((id) => typeName.get(id) ?? `#${id}`).join(', ')}`,
      );
    }
    return parts.join('; ');
  };
}

export async function toSessionRows(
  db: DbOrTx,
  rows: readonly SessionRow[],
): Promise<TCeremonySessionRow[]> {
  const audience = await audienceNames(db, rows);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as TCeremonyKind,
    date: r.date,
    name: r.name,
    opens_at: r.opensAt,
    on_time_until: r.onTimeUntil,
    closes_at: r.closesAt,
    status: r.status as TCeremonySessionRow['status'],
    source: r.source as TCeremonySessionRow['source'],
    moved_from: r.movedFrom,
    moved_to: r.movedTo,
    reason: r.reason,
    requires_code: r.requiresCode,
    unit_ids: r.unitIds,
    staff_type_ids: r.staffTypeIds,
    location_ids: r.locationIds,
    audience: audience(r),
  }));
}

/** `POST admin/hariapel/list`: a month's days (brought in step first), or all of them. */
export async function findDays(
  db: Db,
  kind: TCeremonyKind,
  page: PageRequest,
  filter: TCeremonyDayListRequest,
  today: string,
) {
  if (filter.month) {
    const { from, to } = monthBounds(filter.month);
    await db.transaction((tx) => syncDays(tx, kind, from, to, today));
  }
  const range = filter.month ? monthBounds(filter.month) : null;
  const search = filter.search ? containsPattern(filter.search) : null;
  const where = and(
    eq(ceremonySessions.kind, kind),
    range ? gte(ceremonySessions.date, range.from) : undefined,
    range ? lte(ceremonySessions.date, range.to) : undefined,
    filter.status ? eq(ceremonySessions.status, filter.status) : undefined,
    search
      ? sql`(${ilike(ceremonySessions.name, search)} or ${ceremonySessions.date}::text like ${search} or ${ilike(ceremonySessions.reason, search)})`
      : undefined,
  );
  return paginate(
    page,
    async () => (await db.select({ n: count() }).from(ceremonySessions).where(where))[0]?.n ?? 0,
    async (limit, offset) =>
      toSessionRows(
        db,
        await db
          .select()
          .from(ceremonySessions)
          .where(where)
          .orderBy(range ? asc(ceremonySessions.date) : desc(ceremonySessions.date))
          .limit(limit)
          .offset(offset),
      ),
  );
}

export async function loadSession(
  db: DbOrTx,
  kind: TCeremonyKind,
  id: number,
): Promise<SessionRow> {
  const [row] = await db
    .select()
    .from(ceremonySessions)
    .where(and(eq(ceremonySessions.id, id), eq(ceremonySessions.kind, kind)));
  if (!row)
    throw AppError.notFound(`Hari ${CEREMONY_KIND_LABELS[kind].toLowerCase()} tidak ditemukan.`);
  return row;
}

async function assertReferences(db: DbOrTx, input: TCreateCeremonyDayRequest) {
  const check = async (
    ids: readonly number[] | undefined,
    table: typeof workUnits | typeof staffTypes | typeof attendanceLocations,
    field: string,
  ) => {
    if (!ids?.length) return;
    const found = await db
      .select({ id: table.id })
      .from(table)
      .where(inArray(table.id, [...ids]));
    if (found.length !== new Set(ids).size) {
      throw AppError.validation({ [field]: ['Pilihan tidak valid'] });
    }
  };
  await check(input.unit_ids, workUnits, 'unit_ids');
  await check(input.staff_type_ids, staffTypes, 'staff_type_ids');
  await check(input.location_ids, attendanceLocations, 'location_ids');
}

function taken(kind: TCeremonyKind, date: string): AppError {
  return AppError.validation({
    date: [`Sudah ada hari ${CEREMONY_KIND_LABELS[kind].toLowerCase()} pada tanggal ${date}`],
  });
}

function auditRow(row: SessionRow) {
  return {
    kind: row.kind,
    date: row.date,
    name: row.name,
    opens_at: row.opensAt,
    on_time_until: row.onTimeUntil,
    closes_at: row.closesAt,
    status: row.status,
    reason: row.reason,
    requires_code: row.requiresCode,
    unit_ids: row.unitIds,
    staff_type_ids: row.staffTypeIds,
    location_ids: row.locationIds,
  };
}

/** `POST admin/hariapel`: a day added by hand. */
export async function addDay(
  db: Db,
  kind: TCeremonyKind,
  input: TCreateCeremonyDayRequest,
  actor: Actor,
): Promise<TCeremonySessionRow> {
  const row = await db.transaction(async (tx) => {
    await assertReferences(tx, input);
    const [existing] = await tx
      .select()
      .from(ceremonySessions)
      .where(and(eq(ceremonySessions.kind, kind), eq(ceremonySessions.date, input.date)));
    if (existing && existing.status === 'held') throw taken(kind, input.date);
    // A cancelled or moved-away day on that date is replaced by the new one.
    if (existing) await tx.delete(ceremonySessions).where(eq(ceremonySessions.id, existing.id));
    const [created] = await tx
      .insert(ceremonySessions)
      .values({
        kind,
        date: input.date,
        name: input.name,
        opensAt: input.opens_at,
        onTimeUntil: input.on_time_until,
        closesAt: input.closes_at,
        status: 'held',
        source: 'manual',
        reason: input.reason,
        requiresCode: input.requires_code ?? false,
        unitIds: input.unit_ids ?? [],
        staffTypeIds: input.staff_type_ids ?? [],
        locationIds: input.location_ids ?? [],
        updatedBy: actor.userId,
      })
      .returning();
    if (!created) throw new Error('ceremony session insert returned nothing');
    await writeAudit(tx, actor, {
      action: 'create',
      tableName: 'ceremony_sessions',
      rowId: created.id,
      before: existing ? auditRow(existing) : null,
      after: auditRow(created),
    });
    return created;
  });
  const [out] = await toSessionRows(db, [row]);
  if (!out) throw new Error('unreachable');
  return out;
}

/**
 * `PUT admin/hariapel/:id`: changes a day; a new date moves it (check-ins stay with it) and
 * leaves a 'moved' row on the old date.
 */
export async function updateDay(
  db: Db,
  kind: TCeremonyKind,
  id: number,
  input: TCreateCeremonyDayRequest,
  actor: Actor,
): Promise<TCeremonySessionRow> {
  const row = await db.transaction(async (tx) => {
    const before = await loadSession(tx, kind, id);
    if (before.status !== 'held') {
      throw AppError.validation({
        date: ['Hari yang dibatalkan atau dipindahkan tidak dapat diubah'],
      });
    }
    await assertReferences(tx, input);
    const moved = input.date !== before.date;
    if (moved) {
      const [clash] = await tx
        .select()
        .from(ceremonySessions)
        .where(and(eq(ceremonySessions.kind, kind), eq(ceremonySessions.date, input.date)));
      if (clash && clash.status === 'held') throw taken(kind, input.date);
      if (clash) await tx.delete(ceremonySessions).where(eq(ceremonySessions.id, clash.id));
    }
    const [after] = await tx
      .update(ceremonySessions)
      .set({
        date: input.date,
        name: input.name,
        opensAt: input.opens_at,
        onTimeUntil: input.on_time_until,
        closesAt: input.closes_at,
        source: 'manual',
        reason: input.reason,
        requiresCode: input.requires_code ?? false,
        unitIds: input.unit_ids ?? [],
        staffTypeIds: input.staff_type_ids ?? [],
        locationIds: input.location_ids ?? [],
        movedFrom: moved ? (before.movedFrom ?? before.date) : before.movedFrom,
        updatedBy: actor.userId,
      })
      .where(eq(ceremonySessions.id, id))
      .returning();
    if (!after) throw new Error('ceremony session update returned nothing');
    if (moved) {
      await tx.insert(ceremonySessions).values({
        kind,
        date: before.date,
        name: before.name,
        opensAt: before.opensAt,
        onTimeUntil: before.onTimeUntil,
        closesAt: before.closesAt,
        status: 'moved',
        source: 'manual',
        windowId: before.windowId,
        movedTo: input.date,
        reason: input.reason,
        updatedBy: actor.userId,
      });
    }
    await writeAudit(tx, actor, {
      action: moved ? 'move' : 'update',
      tableName: 'ceremony_sessions',
      rowId: id,
      before: auditRow(before),
      after: auditRow(after),
    });
    return after;
  });
  const [out] = await toSessionRows(db, [row]);
  if (!out) throw new Error('unreachable');
  return out;
}

/** `POST admin/hariapel/:id/cancel`: the day is not held; its check-ins stay, not counted. */
export async function cancelDay(
  db: Db,
  kind: TCeremonyKind,
  id: number,
  input: TCancelCeremonyDayRequest,
  actor: Actor,
): Promise<TCeremonySessionRow> {
  const row = await db.transaction(async (tx) => {
    const before = await loadSession(tx, kind, id);
    if (before.status !== 'held') {
      throw AppError.validation({ reason: ['Hari ini sudah dibatalkan atau dipindahkan'] });
    }
    const [after] = await tx
      .update(ceremonySessions)
      .set({ status: 'cancelled', source: 'manual', reason: input.reason, updatedBy: actor.userId })
      .where(eq(ceremonySessions.id, id))
      .returning();
    if (!after) throw new Error('ceremony session update returned nothing');
    await writeAudit(tx, actor, {
      action: 'cancel',
      tableName: 'ceremony_sessions',
      rowId: id,
      before: auditRow(before),
      after: auditRow(after),
    });
    return after;
  });
  const [out] = await toSessionRows(db, [row]);
  if (!out) throw new Error('unreachable');
  return out;
}

/** Today's held session of a kind (brought in step first), or null. */
export async function todaysSession(
  db: DbOrTx,
  kind: TCeremonyKind,
  today: string,
): Promise<SessionRow | null> {
  await syncDays(db, kind, today, today, today);
  const [row] = await db
    .select()
    .from(ceremonySessions)
    .where(
      and(
        eq(ceremonySessions.kind, kind),
        eq(ceremonySessions.date, today),
        eq(ceremonySessions.status, 'held'),
      ),
    );
  return row ?? null;
}
