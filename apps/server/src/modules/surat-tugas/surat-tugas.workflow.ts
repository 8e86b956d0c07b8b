/**
 * The approval of an assignment letter (docs/surat-tugas.md "Persetujuan"): the levels of
 * `surat_tugas_levels` in order, each decided by whoever answers for the level's position on
 * the letter date (its Plt/Plh, or a delegate). Approve moves on; reject returns the letter to
 * its drafter, who revises it and submits it again (a new approval). On the final approval every
 * staff traveller's working days of the period become DL through the attendance write port (a
 * locked month answers 409 and the approval is rolled back), unless a traveller is away on leave
 * or another letter on those days and the approver gave no override reason (409).
 */
import type { TApprovalLevel } from '@sikerja/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { suratTugas, suratTugasLevels, suratTugasTravellers } from '../../db/schema/surat-tugas.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';
import type { Holder } from '../../platform/workflow/approval.service.ts';
import type { RequestWorkflow } from '../../platform/workflow/workflow-request.ts';
import { recordExcuses, removeExcuses } from '../attendance/attendance.api.ts';
import { datesBetween, isWorkingDay, loadCalendar } from '../calendar/calendar.api.ts';
import { notify } from '../notifications/notifications.api.ts';
import { findPositionHolder } from '../organisation/organisation.api.ts';
import { findConflicts } from './surat-tugas-conflicts.service.ts';

export const SURAT_TUGAS_SUBJECT = 'surat_tugas';
export const DL_SOURCE = 'surat_tugas';

export type LetterRow = typeof suratTugas.$inferSelect;

/** The configured levels, in order. */
export async function loadLevels(tx: DbOrTx) {
  return tx.select().from(suratTugasLevels).orderBy(asc(suratTugasLevels.step));
}

async function letterOf(tx: DbOrTx, id: number): Promise<LetterRow> {
  const [row] = await tx.select().from(suratTugas).where(eq(suratTugas.id, id)).for('update');
  if (!row) throw new Error(`surat tugas ${id} missing`);
  return row;
}

/** The staff travellers of a letter with their unit (whose calendar says which days count). */
export async function staffTravellers(tx: DbOrTx, letterId: number) {
  return tx
    .select({ userId: users.id, unitId: users.unitId, name: users.name })
    .from(suratTugasTravellers)
    .innerJoin(users, eq(users.id, suratTugasTravellers.userId))
    .where(eq(suratTugasTravellers.suratTugasId, letterId));
}

/** Writes DL on each staff traveller's working days of the period (the port checks the lock). */
export async function markDl(tx: DbOrTx, letter: LetterRow): Promise<void> {
  const people = await staffTravellers(tx, letter.id);
  if (people.length === 0) return;
  const excuses = [];
  for (const unitId of new Set(people.map((p) => p.unitId))) {
    const calendar = await loadCalendar(tx, letter.startDate, letter.endDate, unitId);
    const days = datesBetween(letter.startDate, letter.endDate).filter((d) =>
      isWorkingDay(d, unitId, calendar),
    );
    for (const p of people.filter((x) => x.unitId === unitId)) {
      for (const date of days) {
        excuses.push({
          userId: p.userId,
          date,
          code: 'DL',
          sourceType: DL_SOURCE,
          sourceId: letter.id,
          note: letter.number,
        });
      }
    }
  }
  await recordExcuses(tx, excuses, {
    from: letter.startDate,
    to: letter.endDate,
    userIds: people.map((p) => p.userId),
  });
}

/** Takes the letter's DL days off again (a cancelled letter). */
export async function unmarkDl(tx: DbOrTx, letter: LetterRow): Promise<void> {
  const people = await staffTravellers(tx, letter.id);
  if (people.length === 0) return;
  await removeExcuses(
    tx,
    { sourceType: DL_SOURCE, sourceId: letter.id },
    { from: letter.startDate, to: letter.endDate, userIds: people.map((p) => p.userId) },
  );
}

/** Details an approval carries: the reason to approve despite conflicts. */
export interface DecisionDetails {
  override_reason?: string;
  conflicts?: unknown[];
}

export const suratTugasWorkflow: RequestWorkflow = {
  subjectType: SURAT_TUGAS_SUBJECT,
  label: 'Surat tugas',
  table: suratTugas,
  notFoundMessage: 'Surat tugas tidak ditemukan.',
  inboxLink: () => '/surattugas/approval',
  requesterLink: '/admin/surattugas',
  decisions: ['approve', 'reject'],
  async describe(tx, approval) {
    const [row] = await tx
      .select({ number: suratTugas.number, purpose: suratTugas.purpose })
      .from(suratTugas)
      .where(eq(suratTugas.id, approval.subjectId));
    return row ? `Surat tugas ${row.number}` : 'Surat tugas';
  },
  async holdersOf(tx, level: TApprovalLevel, approval): Promise<Holder | null> {
    const [row] = await tx.select().from(suratTugasLevels).where(eq(suratTugasLevels.level, level));
    const onBehalfOf = new Map<number, number>();
    if (!row) return { ids: [], onBehalfOf };
    const holder = await findPositionHolder(tx, row.positionId, approval.orgDate);
    if (!holder) return { ids: [], onBehalfOf };
    if (holder.on_behalf_of) onBehalfOf.set(holder.user_id, holder.on_behalf_of.user_id);
    return { ids: [holder.user_id], onBehalfOf };
  },
  async onDecided(tx, event) {
    if (event.decision !== 'approve') return;
    const letter = await letterOf(tx, event.approval.subjectId);
    const details = (event.details ?? {}) as DecisionDetails;
    const conflicts = await findConflicts(tx, {
      start_date: letter.startDate,
      end_date: letter.endDate,
      letterId: letter.id,
    });
    if (conflicts.length > 0 && !details.override_reason) {
      throw AppError.conflict(
        `Bentrok jadwal: ${conflicts
          .map((c) => `${c.name} — ${c.label}`)
          .join('; ')}. Isi alasan untuk tetap menyetujui.`,
      );
    }
    if (!(event.final && event.approval.status === 'approved')) return;
    await markDl(tx, letter);
    const people = await staffTravellers(tx, letter.id);
    if (people.length > 0) {
      await notify(
        tx,
        people.map((p) => p.userId),
        {
          title: 'Surat tugas disetujui',
          body: `Anda ditugaskan dengan surat tugas ${letter.number} (${letter.city}), ${letter.startDate} s.d. ${letter.endDate}.`,
          link: '/user/administrasi_surat_tugas',
        },
      );
    }
  },
};

/** The staff user ids on a set of letters. */
export async function travellerUserIds(tx: DbOrTx, letterIds: number[]) {
  if (letterIds.length === 0) return [];
  const rows = await tx
    .select({ userId: suratTugasTravellers.userId })
    .from(suratTugasTravellers)
    .where(inArray(suratTugasTravellers.suratTugasId, letterIds));
  return rows.map((r) => r.userId).filter((id): id is number => id !== null);
}
