/**
 * `/admin/cuti_setting` (docs/cuti.md "Settings"): the year's annual-leave parameters, opening
 * balances for people whose history starts mid-year, and the people who worked on a cuti
 * bersama day. Every write is audited with before and after.
 */
import type {
  TBersamaDuty,
  TBersamaDutyRow,
  TCutiSetting,
  TOpeningBalance,
  TOpeningBalanceRow,
  TPaginated,
} from '@sikerja/contracts';
import { and, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { calendarDays } from '../../db/schema/calendar.ts';
import { cutiBersamaDuties, cutiOpeningBalances, cutiSettings } from '../../db/schema/cuti.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';
import { containsPattern, paginate } from '../../http/paginate.ts';
import { type Actor, writeAudit } from '../../platform/audit/audit.ts';
import { DEFAULT_PARAMS } from './balance.rules.ts';

export async function getCutiSetting(db: DbOrTx, year: number) {
  const [row] = await db.select().from(cutiSettings).where(eq(cutiSettings.year, year));
  return {
    year,
    entitlement: row?.entitlement ?? DEFAULT_PARAMS.entitlement,
    max_carry_per_year: row?.maxCarryPerYear ?? DEFAULT_PARAMS.maxCarryPerYear,
    max_total: row?.maxTotal ?? DEFAULT_PARAMS.maxTotal,
    max_total_long: row?.maxTotalLong ?? DEFAULT_PARAMS.maxTotalLong,
    note: row?.note ?? null,
    saved: row !== undefined,
  };
}

export async function saveCutiSetting(db: Db, actor: Actor, input: TCutiSetting) {
  if (input.max_total < input.entitlement || input.max_total_long < input.max_total) {
    throw AppError.validation({
      max_total: ['Jumlah paling banyak harus ≥ hak cuti dan ≤ jumlah bila 2 tahun tidak diambil.'],
    });
  }
  return db.transaction(async (tx) => {
    const before = await getCutiSetting(tx, input.year);
    const values = {
      year: input.year,
      entitlement: input.entitlement,
      maxCarryPerYear: input.max_carry_per_year,
      maxTotal: input.max_total,
      maxTotalLong: input.max_total_long,
      note: input.note ?? null,
      updatedBy: actor.userId,
    };
    await tx
      .insert(cutiSettings)
      .values(values)
      .onConflictDoUpdate({ target: cutiSettings.year, set: values });
    const after = await getCutiSetting(tx, input.year);
    await writeAudit(tx, actor, {
      action: 'cuti_setting.save',
      tableName: 'cuti_settings',
      rowId: input.year,
      before,
      after,
    });
    return after;
  });
}

const page = (a: { page: number; per: number; path: string }) => a;

export async function findOpeningBalances(
  db: DbOrTx,
  args: { page: number; per: number; path: string; year: number; search: string },
): Promise<TPaginated<TOpeningBalanceRow>> {
  const where = and(
    eq(cutiOpeningBalances.year, args.year),
    args.search
      ? or(
          ilike(users.name, containsPattern(args.search)),
          ilike(users.nip, containsPattern(args.search)),
        )
      : undefined,
  );
  return paginate(
    page(args),
    async () => {
      const [r] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(cutiOpeningBalances)
        .innerJoin(users, eq(users.id, cutiOpeningBalances.userId))
        .where(where);
      return r?.n ?? 0;
    },
    async (limit, offset) => {
      const rows = await db
        .select({ o: cutiOpeningBalances, name: users.name, nip: users.nip })
        .from(cutiOpeningBalances)
        .innerJoin(users, eq(users.id, cutiOpeningBalances.userId))
        .where(where)
        .orderBy(users.name)
        .limit(limit)
        .offset(offset);
      return rows.map(({ o, name, nip }) => ({
        id: o.id,
        user_id: o.userId,
        user_name: name,
        nip,
        year: o.year,
        carried_over: o.carriedOver,
        taken: o.taken,
        note: o.note,
      }));
    },
  );
}

/** Records (or replaces) one person's opening balance for a year. */
export async function saveOpeningBalance(db: Db, actor: Actor, input: TOpeningBalance) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(cutiOpeningBalances)
      .where(
        and(
          eq(cutiOpeningBalances.userId, input.user_id),
          eq(cutiOpeningBalances.year, input.year),
        ),
      );
    const values = {
      userId: input.user_id,
      year: input.year,
      carriedOver: input.carried_over,
      taken: input.taken,
      note: input.note ?? null,
      createdBy: actor.userId,
    };
    const [after] = await tx
      .insert(cutiOpeningBalances)
      .values(values)
      .onConflictDoUpdate({
        target: [cutiOpeningBalances.userId, cutiOpeningBalances.year],
        set: values,
      })
      .returning();
    await writeAudit(tx, actor, {
      action: 'cuti_opening_balance.save',
      tableName: 'cuti_opening_balances',
      rowId: after?.id,
      before: before ?? null,
      after,
    });
  });
}

export async function deleteOpeningBalance(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(cutiOpeningBalances)
      .where(eq(cutiOpeningBalances.id, id))
      .returning();
    if (!row) throw AppError.notFound();
    await writeAudit(tx, actor, {
      action: 'cuti_opening_balance.delete',
      tableName: 'cuti_opening_balances',
      rowId: id,
      before: row,
    });
  });
}

export async function findBersamaDuties(
  db: DbOrTx,
  args: { page: number; per: number; path: string; year: number; search: string },
): Promise<TPaginated<TBersamaDutyRow>> {
  const where = and(
    eq(cutiBersamaDuties.year, args.year),
    args.search ? ilike(users.name, containsPattern(args.search)) : undefined,
  );
  return paginate(
    page(args),
    async () => {
      const [r] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(cutiBersamaDuties)
        .innerJoin(users, eq(users.id, cutiBersamaDuties.userId))
        .where(where);
      return r?.n ?? 0;
    },
    async (limit, offset) => {
      const rows = await db
        .select({ d: cutiBersamaDuties, name: users.name, nip: users.nip })
        .from(cutiBersamaDuties)
        .innerJoin(users, eq(users.id, cutiBersamaDuties.userId))
        .where(where)
        .orderBy(desc(cutiBersamaDuties.date), users.name)
        .limit(limit)
        .offset(offset);
      return rows.map(({ d, name, nip }) => ({
        id: d.id,
        user_id: d.userId,
        user_name: name,
        nip,
        date: d.date,
        note: d.note,
      }));
    },
  );
}

/** Records that a person worked on a cuti bersama day (the day must be one, for everyone). */
export async function addBersamaDuty(db: Db, actor: Actor, input: TBersamaDuty) {
  await db.transaction(async (tx) => {
    const [day] = await tx
      .select({ id: calendarDays.id })
      .from(calendarDays)
      .where(
        and(
          eq(calendarDays.date, input.date),
          eq(calendarDays.kind, 'cuti_bersama'),
          eq(calendarDays.isActive, true),
          isNull(calendarDays.unitId),
        ),
      );
    if (!day) {
      throw AppError.validation({
        date: ['Tanggal ini bukan hari cuti bersama di kalender kerja.'],
      });
    }
    const [row] = await tx
      .insert(cutiBersamaDuties)
      .values({
        userId: input.user_id,
        date: input.date,
        year: Number(input.date.slice(0, 4)),
        note: input.note ?? null,
        createdBy: actor.userId,
      })
      .onConflictDoNothing()
      .returning();
    if (!row)
      throw AppError.validation({
        date: ['Pegawai ini sudah tercatat bertugas pada tanggal itu.'],
      });
    await writeAudit(tx, actor, {
      action: 'cuti_bersama_duty.create',
      tableName: 'cuti_bersama_duties',
      rowId: row.id,
      after: row,
    });
  });
}

export async function deleteBersamaDuty(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(cutiBersamaDuties)
      .where(eq(cutiBersamaDuties.id, id))
      .returning();
    if (!row) throw AppError.notFound();
    await writeAudit(tx, actor, {
      action: 'cuti_bersama_duty.delete',
      tableName: 'cuti_bersama_duties',
      rowId: id,
      before: row,
    });
  });
}
