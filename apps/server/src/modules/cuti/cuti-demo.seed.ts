/**
 * Demo leave (docs/demo-data.md): opening balances carried over from last year, and requests
 * in the states a personnel office sees — approved by every level, waiting at the first level,
 * and approved then cancelled — made and decided through the workflow itself, so the letters,
 * inboxes, notifications and outbox are those of real requests.
 */
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { cutiCancellations, cutiRequests } from '../../db/schema/cuti.ts';
import { leaveTypes } from '../../db/schema/masters-attendance.ts';
import { SYSTEM_ACTOR } from '../../platform/audit/audit.ts';
import { nextDemoDecider } from '../../platform/workflow/demo-decider.ts';
import { addDays } from '../attendance/attendance.api.ts';
import { createCuti, decideCuti } from './cuti.service.ts';
import { createCancellation, decideCancellation } from './cuti-cancel.service.ts';
import { saveOpeningBalance } from './cuti-setting.service.ts';

export interface DemoCutiRefs {
  today: string;
  /** Given an approved leave ahead, one waiting, and a cancelled one (the admin). */
  ownerId: number;
  /** Each with one request waiting at the first level. */
  waitingIds: readonly number[];
  /**
   * People whose lists should not be empty but whose coming weeks the browser tests use
   * (pegawai@): a day of sick leave in the past and a leave months ahead, both approved, the
   * latter cancelled, so neither their balance nor their coming weeks change.
   */
  quietIds: readonly number[];
  /** People given an opening balance for this year. */
  balanceIds: readonly number[];
}

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The first Monday at least `days` from today (negative: back), so leave falls on working days. */
function mondayFrom(today: string, days: number): string {
  let date = addDays(today, days);
  while (weekday(date) !== 1) date = addDays(date, 1);
  return date;
}

const actorOf = (userId: number) => ({ userId, actingAsUserId: null });
const APPROVE = { decision: 'approve' as const, note: 'Disetujui' };

async function approveCuti(db: Db, cutiId: number): Promise<void> {
  for (let step = 0; step < 6; step++) {
    const [row] = await db
      .select({ approvalId: cutiRequests.approvalId })
      .from(cutiRequests)
      .where(eq(cutiRequests.id, cutiId));
    const next = await nextDemoDecider(db, row?.approvalId ?? null);
    if (!next) return;
    await decideCuti(db, {
      id: cutiId,
      level: next.level as Parameters<typeof decideCuti>[1]['level'],
      userId: next.userId,
      permissions: new Set(),
      actor: actorOf(next.userId),
      body: APPROVE,
    });
  }
}

async function cancelCuti(db: Db, userId: number, cutiId: number): Promise<void> {
  const id = await createCancellation(db, userId, actorOf(userId), {
    cuti_id: cutiId,
    reason: 'Kegiatan keluarga diundur',
  });
  for (let step = 0; step < 4; step++) {
    const [row] = await db
      .select({ approvalId: cutiCancellations.approvalId })
      .from(cutiCancellations)
      .where(eq(cutiCancellations.id, id));
    const next = await nextDemoDecider(db, row?.approvalId ?? null);
    if (!next) return;
    await decideCancellation(db, {
      id,
      level: next.level as 'atasan' | 'penjabat',
      userId: next.userId,
      permissions: new Set(),
      actor: actorOf(next.userId),
      body: APPROVE,
    });
  }
}

export async function seedDemoCuti(tx: DbOrTx, refs: DemoCutiRefs): Promise<void> {
  const db = tx as Db;
  const year = Number(refs.today.slice(0, 4));
  for (const [i, userId] of refs.balanceIds.entries()) {
    await saveOpeningBalance(db, SYSTEM_ACTOR, {
      user_id: userId,
      year,
      carried_over: [6, 4, 2, 6, 3][i % 5] ?? 0,
      taken: [3, 5, 2, 0, 4][i % 5] ?? 0,
      note: 'Saldo dari aplikasi lama (SIMPEG) per 1 Januari',
    });
  }
  const types = await db.select({ id: leaveTypes.id, code: leaveTypes.code }).from(leaveTypes);
  const typeId = (code: string) => types.find((t) => t.code === code)?.id ?? 0;
  const ask = (userId: number, code: string, start: string, days: number, reason: string) =>
    createCuti(db, userId, actorOf(userId), {
      jenis_cuti_id: typeId(code),
      start_date: start,
      end_date: addDays(start, days - 1),
      reason,
      address: 'Jl. Raya Curug No. 12, Tangerang, Banten',
      phone: '081234567890',
    });

  const owner = refs.ownerId;
  await approveCuti(
    db,
    await ask(
      owner,
      'CT',
      mondayFrom(refs.today, 14),
      3,
      'Menghadiri pernikahan saudara di luar kota',
    ),
  );
  await ask(owner, 'CT', mondayFrom(refs.today, 35), 2, 'Keperluan keluarga');
  for (const userId of [owner, ...refs.quietIds]) {
    const cancelled = await ask(userId, 'CT', mondayFrom(refs.today, 120), 2, 'Liburan keluarga');
    await approveCuti(db, cancelled);
    await cancelCuti(db, userId, cancelled);
  }
  for (const userId of refs.quietIds) {
    // A Tuesday well inside the history, the only day of a short illness.
    await approveCuti(
      db,
      await ask(
        userId,
        'CS',
        addDays(mondayFrom(refs.today, -20), 1),
        1,
        'Demam, istirahat sesuai anjuran dokter',
      ),
    );
  }
  for (const [i, userId] of refs.waitingIds.entries()) {
    await ask(userId, 'CT', mondayFrom(refs.today, 21 + 7 * i), 2 + (i % 3), 'Urusan keluarga');
  }
}
