/**
 * SKP reports and the annual evaluation (docs/kinerja.md "SKP dan evaluasi tahunan"): the
 * lists of contracts for a person, a superior and the admin, who may read a contract's SKP,
 * and the superior's yearly rating of an approved contract.
 *
 * Access is in the query: a person reads their own contracts, a superior those whose
 * `superior_user_id` is theirs; anything else is "not found", never "forbidden".
 */
import {
  BERAKHLAK,
  type EkspektasiRating,
  PREDIKAT_LABELS,
  type Predikat,
  predikatOf,
  skpEvaluationDeadline,
  type TSkpAdminListRequest,
  type TSkpContractStatus,
  type TSkpEvaluasiRequest,
  type TSkpRow,
  type TSkpUserListRequest,
} from '@sikerja/contracts';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { kinerjaContracts } from '../../db/schema/kinerja.ts';
import { positions, workUnits } from '../../db/schema/org.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';
import { containsPattern, type PageRequest, paginate } from '../../http/paginate.ts';
import { type Actor, writeAudit } from '../../platform/audit/audit.ts';
import { notify } from '../notifications/notifications.api.ts';

const superior = alias(users, 'skp_superior');

const rowColumns = {
  c: kinerjaContracts,
  nip: users.nip,
  name: users.name,
  positionName: positions.name,
  unitName: workUnits.name,
  superiorName: superior.name,
};

type Joined = {
  c: typeof kinerjaContracts.$inferSelect;
  nip: string | null;
  name: string;
  positionName: string | null;
  unitName: string | null;
  superiorName: string | null;
};

function baseQuery(db: DbOrTx) {
  return db
    .select(rowColumns)
    .from(kinerjaContracts)
    .innerJoin(users, eq(users.id, kinerjaContracts.userId))
    .leftJoin(positions, eq(positions.id, kinerjaContracts.positionId))
    .leftJoin(workUnits, eq(workUnits.id, kinerjaContracts.unitId))
    .leftJoin(superior, eq(superior.id, kinerjaContracts.superiorUserId));
}

function countQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ n: count() })
    .from(kinerjaContracts)
    .innerJoin(users, eq(users.id, kinerjaContracts.userId))
    .where(where);
}

/** Whether `callerId` may rate the contract on `today`. */
export function mayEvaluate(
  c: Pick<typeof kinerjaContracts.$inferSelect, 'status' | 'superiorUserId' | 'year'>,
  callerId: number | null,
  today: string,
): boolean {
  return (
    callerId !== null &&
    c.superiorUserId === callerId &&
    c.status === 'approved' &&
    today <= skpEvaluationDeadline(c.year)
  );
}

function toRow(r: Joined, callerId: number | null, today: string): TSkpRow {
  const c = r.c;
  return {
    id: c.id,
    year: c.year,
    user_id: c.userId,
    nip: r.nip,
    name: r.name,
    position_name: r.positionName,
    unit_name: r.unitName,
    superior_name: r.superiorName,
    period_start: c.periodStart,
    period_end: c.periodEnd,
    status: c.status as TSkpContractStatus,
    result_rating: (c.resultRating as EkspektasiRating | null) ?? null,
    behaviour_rating: (c.behaviourRating as EkspektasiRating | null) ?? null,
    behaviour_notes: c.behaviourNotes ?? null,
    predikat: (c.predikat as Predikat | null) ?? null,
    evaluated_at: c.evaluatedAt ? c.evaluatedAt.toISOString() : null,
    can_evaluate: mayEvaluate(c, callerId, today),
    evaluation_deadline: skpEvaluationDeadline(c.year),
  };
}

function searchWhere(search: string): SQL | undefined {
  if (!search) return undefined;
  const p = containsPattern(search);
  return or(ilike(users.name, p), ilike(users.nip, p));
}

const order = [
  desc(kinerjaContracts.year),
  asc(users.name),
  asc(kinerjaContracts.periodStart),
  asc(kinerjaContracts.id),
];

/** The caller's own contracts (saya) or those they are the superior of (bawahan). */
export function userSkpList(
  db: DbOrTx,
  callerId: number,
  page: PageRequest,
  filter: TSkpUserListRequest,
  today: string,
) {
  const where = and(
    filter.scope === 'saya'
      ? eq(kinerjaContracts.userId, callerId)
      : eq(kinerjaContracts.superiorUserId, callerId),
    filter.year === undefined ? undefined : eq(kinerjaContracts.year, filter.year),
    searchWhere(filter.search),
  );
  return paginate(
    page,
    async () => (await countQuery(db, where))[0]?.n ?? 0,
    async (limit, offset) =>
      (
        await baseQuery(db)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset)
      ).map((r) => toRow(r, callerId, today)),
  );
}

/** Every contract, for the admin, filtered by year, unit, status and name/NIP. */
export function adminSkpList(
  db: DbOrTx,
  page: PageRequest,
  filter: TSkpAdminListRequest,
  today: string,
) {
  const where = and(
    filter.year === undefined ? undefined : eq(kinerjaContracts.year, filter.year),
    filter.unit_id === undefined ? undefined : eq(kinerjaContracts.unitId, filter.unit_id),
    filter.status === undefined ? undefined : eq(kinerjaContracts.status, filter.status),
    searchWhere(filter.search),
  );
  return paginate(
    page,
    async () => (await countQuery(db, where))[0]?.n ?? 0,
    async (limit, offset) =>
      (
        await baseQuery(db)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset)
      ).map((r) => toRow(r, null, today)),
  );
}

/** Throws 404 unless the caller is the contract's person or its superior. */
export async function assertSkpReader(db: DbOrTx, id: number, callerId: number): Promise<void> {
  const [row] = await db
    .select({ id: kinerjaContracts.id })
    .from(kinerjaContracts)
    .where(
      and(
        eq(kinerjaContracts.id, id),
        or(eq(kinerjaContracts.userId, callerId), eq(kinerjaContracts.superiorUserId, callerId)),
      ),
    );
  if (!row) throw AppError.notFound('Kontrak kinerja tidak ditemukan.');
}

/** Keeps the notes of known BerAKHLAK values that are not blank, in the values' order. */
function cleanNotes(notes: TSkpEvaluasiRequest['behaviour_notes']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const b of BERAKHLAK) {
    const note = notes[b.code]?.trim();
    if (note) out[b.code] = note;
  }
  return out;
}

/**
 * The superior rates the approved contract `id`: hasil kerja and perilaku kerja, the predikat
 * from the grid, notes per BerAKHLAK value. 404 for anyone but its superior; 409 when it is not
 * approved or the deadline has passed. Audited and the person notified in the same transaction.
 */
export async function evaluateSkp(
  db: DbOrTx,
  id: number,
  callerId: number,
  input: TSkpEvaluasiRequest,
  actor: Actor,
  today: string,
): Promise<TSkpRow> {
  return db.transaction(async (tx) => {
    const [c] = await tx
      .select()
      .from(kinerjaContracts)
      .where(and(eq(kinerjaContracts.id, id), eq(kinerjaContracts.superiorUserId, callerId)))
      .for('update');
    if (!c) throw AppError.notFound('Kontrak kinerja tidak ditemukan.');
    if (c.status !== 'approved') {
      throw AppError.conflict('Evaluasi tahunan hanya untuk kontrak kinerja yang sudah disetujui.');
    }
    const deadline = skpEvaluationDeadline(c.year);
    if (today > deadline) {
      throw AppError.conflict(
        `Evaluasi tahunan ${c.year} hanya dapat diberikan atau diubah sampai ${deadline}.`,
      );
    }
    const predikat = predikatOf(input.result_rating, input.behaviour_rating);
    const after = {
      resultRating: input.result_rating,
      behaviourRating: input.behaviour_rating,
      behaviourNotes: cleanNotes(input.behaviour_notes),
      predikat,
      evaluatedBy: callerId,
      evaluatedAt: new Date(),
    };
    await tx.update(kinerjaContracts).set(after).where(eq(kinerjaContracts.id, id));
    await writeAudit(tx, actor, {
      action: c.predikat ? 'kinerja.evaluasi.update' : 'kinerja.evaluasi.create',
      tableName: 'kinerja_contracts',
      rowId: id,
      before: {
        resultRating: c.resultRating,
        behaviourRating: c.behaviourRating,
        behaviourNotes: c.behaviourNotes,
        predikat: c.predikat,
      },
      after: { ...after, evaluatedAt: after.evaluatedAt.toISOString() },
    });
    await notify(tx, [c.userId], {
      title: `Evaluasi tahunan SKP ${c.year}`,
      body: `Atasan Anda memberikan predikat kinerja ${PREDIKAT_LABELS[predikat]} untuk SKP tahun ${c.year}.`,
      link: '/user/laporan/kontrak_kerja',
    });
    const [row] = await baseQuery(tx).where(eq(kinerjaContracts.id, id));
    if (!row) throw AppError.notFound('Kontrak kinerja tidak ditemukan.');
    return toRow(row, callerId, today);
  });
}
