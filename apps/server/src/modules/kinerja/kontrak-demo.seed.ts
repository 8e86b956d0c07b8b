/**
 * The demo institution's contracts (docs/demo-data.md, docs/kinerja.md): this year's contract
 * for staff, built and decided through the service and the workflow like a person's own, so
 * the superiors' inboxes, notifications and audit rows are real. Most are approved; one was
 * returned with a note, one waits for its superior, one is still a draft. pegawai@ gets an
 * approved contract for this year (the realisation screen needs one) and nothing else: the
 * browser test builds its own for next year.
 *
 * Lines come from the position's uraian (`task_description_positions`) when the catalogue has
 * them; a position without a menu yet gets proposed activities instead.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { kinerjaContracts } from '../../db/schema/kinerja.ts';
import { measurementUnits } from '../../db/schema/masters.ts';
import { users } from '../../db/schema/users.ts';
import { nextDemoDecider } from '../../platform/workflow/demo-decider.ts';
import {
  addLine,
  type Caller,
  createKontrak,
  decideKontrak,
  sendKontrak,
  spreadLine,
  uraianOfPosition,
} from './kontrak.service.ts';

export interface DemoKontrakRefs {
  today: string;
  /** Staff who are not demo accounts the browser tests drive. */
  staffIds: readonly number[];
  /** pegawai@: one approved contract for this year only. */
  quietIds: readonly number[];
}

const callerOf = (userId: number): Caller => ({
  userId,
  permissions: new Set(),
  actor: { userId, actingAsUserId: null },
});

const PROPOSED = [
  { name: 'Menyusun laporan kegiatan bulanan unit', quantity: 12 },
  { name: 'Mengelola arsip dan persuratan unit', quantity: 240 },
  { name: 'Menyiapkan bahan rapat koordinasi', quantity: 24 },
];
const WEIGHTS: Record<number, number[]> = { 1: [100], 2: [60, 40], 3: [40, 30, 30] };

type Outcome = 'approved' | 'returned' | 'sent' | 'draft';

/** One person's contract of the year, left in `outcome`. Null when they cannot have one. */
async function buildOne(db: Db, userId: number, year: number, outcome: Outcome) {
  const [person] = await db
    .select({ positionId: users.positionId })
    .from(users)
    .where(eq(users.id, userId));
  if (!person?.positionId) return null;
  const caller = callerOf(userId);
  let k = await createKontrak(db, year, caller);
  const menu = (await uraianOfPosition(db, person.positionId)).filter(
    (u) => u.dutyKind !== 'tambahan',
  );
  if (menu.length > 0) {
    const picked = menu.slice(0, 3);
    const weights = WEIGHTS[picked.length] ?? [];
    for (const [i, u] of picked.entries()) {
      k = await addLine(
        db,
        k.id,
        {
          task_description_id: u.id,
          proposed_name: null,
          quantity: u.defaultQuantity > 0 ? u.defaultQuantity : 12,
          weight: weights[i] ?? 0,
        },
        caller,
      );
    }
  } else {
    const [unit] = await db
      .select({ id: measurementUnits.id })
      .from(measurementUnits)
      .orderBy(asc(measurementUnits.id))
      .limit(1);
    if (!unit) return null;
    const weights = WEIGHTS[3] ?? [];
    for (const [i, p] of PROPOSED.entries()) {
      k = await addLine(
        db,
        k.id,
        {
          task_description_id: null,
          proposed_name: p.name,
          measurement_unit_id: unit.id,
          quantity: p.quantity,
          weight: weights[i] ?? 0,
          work_hours: p.quantity * 2,
        },
        caller,
      );
    }
  }
  for (const [i, line] of k.lines.entries()) {
    k = await spreadLine(db, line.id, { mode: i % 2 === 0 ? 'even' : 'working_days' }, caller);
  }
  if (outcome === 'draft') return k.id;
  k = await sendKontrak(db, k.id, null, caller);
  if (outcome === 'sent' || k.status === 'approved') return k.id;
  const [row] = await db
    .select({ approvalId: kinerjaContracts.approvalId })
    .from(kinerjaContracts)
    .where(eq(kinerjaContracts.id, k.id));
  const decider = await nextDemoDecider(db, row?.approvalId ?? null);
  if (!decider) return k.id;
  await decideKontrak(
    db,
    k.id,
    outcome === 'returned'
      ? { decision: 'reject', note: 'Mohon sesuaikan target dengan rencana kerja unit.' }
      : { decision: 'approve', note: null },
    { ...callerOf(decider.userId) },
  );
  return k.id;
}

export async function seedDemoKontrak(tx: DbOrTx, refs: DemoKontrakRefs): Promise<void> {
  const db = tx as Db;
  const year = Number(refs.today.slice(0, 4));
  const outcomes: Outcome[] = ['returned', 'sent', 'draft'];
  for (const [i, userId] of refs.staffIds.entries()) {
    await buildOne(db, userId, year, outcomes[i] ?? 'approved');
  }
  for (const userId of refs.quietIds) await buildOne(db, userId, year, 'approved');
}
