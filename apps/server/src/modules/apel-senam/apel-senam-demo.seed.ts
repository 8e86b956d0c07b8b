/**
 * The demo's apel and senam (docs/demo-data.md): the days of the last two months and this one
 * from the demo windows (jam_apel Monday and the dated ceremonies, jam_senam Friday), and for
 * the days already past a check-in of most people: on time (about 80 %), late (8 %), the rest
 * none (absent unless their day is covered). Deterministic: a hash of person and session.
 * Change requests of each kind, through the real workflow: the admin's own for the last two past
 * sessions (one waiting, one approved by the superior) and, for the quiet people (pegawai@, whose
 * lists the browser tests walk), one approved; those people have no check-in on those sessions.
 */
import { addDays, CEREMONY_KINDS, type TCeremonyKind } from '@sikerja/contracts';
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { ceremonyAttendance, ceremonySessions } from '../../db/schema/apel-senam.ts';
import { attendanceChanges } from '../../db/schema/attendance.ts';
import { nextDemoDecider } from '../../platform/workflow/demo-decider.ts';
import { createPerubahan, decidePerubahan, zonedInstantOf } from '../attendance/attendance.api.ts';
import { loadSettings } from '../setting/setting.api.ts';
import { monthBounds, syncDays } from './ceremony-days.service.ts';
import { ceremonyPerubahan } from './ceremony-perubahan.service.ts';

const hash = (a: number, b: number) => ((a * 2_654_435_761) ^ (b * 40_503)) >>> 0;

const actorOf = (userId: number) => ({ userId, actingAsUserId: null });

export interface DemoApelSenamRefs {
  today: string;
  userIds: readonly number[];
  /** Asks one change per kind that stays waiting and one that is approved. */
  adminId: number;
  /** Ask one change per kind, approved: nothing of theirs waits. */
  quietIds: readonly number[];
}

/** One change request through the workflow, approved by the requester's superior when asked. */
async function askChange(
  tx: DbOrTx,
  kind: TCeremonyKind,
  userId: number,
  date: string,
  approve: boolean,
) {
  const perubahan = ceremonyPerubahan(kind);
  const caller = { userId, permissions: new Set<string>(), actor: actorOf(userId) };
  const row = await createPerubahan(
    tx as Db,
    perubahan,
    {
      date,
      reason_kind: 'lupa_presensi',
      reason: `Hadir ${kind} tetapi lupa melakukan presensi di aplikasi`,
    },
    caller,
  );
  if (!approve) return;
  const [change] = await tx
    .select({ approvalId: attendanceChanges.approvalId })
    .from(attendanceChanges)
    .where(eq(attendanceChanges.id, row.id));
  const next = await nextDemoDecider(tx, change?.approvalId ?? null);
  if (!next) return;
  const decider = {
    userId: next.userId,
    permissions: new Set<string>(),
    actor: actorOf(next.userId),
  };
  await decidePerubahan(
    tx as Db,
    perubahan,
    row.id,
    { decision: 'approve', note: 'Benar, yang bersangkutan hadir' },
    decider,
    'inbox',
  );
}

export async function seedDemoApelSenam(
  tx: DbOrTx,
  { today, userIds, adminId, quietIds }: DemoApelSenamRefs,
): Promise<void> {
  const [y = 0, m = 1] = today.split('-').map(Number);
  const back = new Date(Date.UTC(y, m - 3, 1)).toISOString().slice(0, 10);
  const end = monthBounds(today.slice(0, 7)).to;
  const { timeZone } = await loadSettings(tx);
  for (const kind of CEREMONY_KINDS) {
    await syncDays(tx, kind, back, end, addDays(end, 1));
    const past = await tx
      .select()
      .from(ceremonySessions)
      .where(
        and(
          eq(ceremonySessions.kind, kind),
          eq(ceremonySessions.status, 'held'),
          gte(ceremonySessions.date, back),
          lt(ceremonySessions.date, today),
        ),
      )
      .orderBy(desc(ceremonySessions.date));
    // The last two past sessions: the ones the change requests are about.
    const [latest, before] = past;
    const asks = new Map<number, number[]>();
    if (latest) asks.set(latest.id, [adminId]);
    if (before) asks.set(before.id, [adminId, ...quietIds]);
    const rows: (typeof ceremonyAttendance.$inferInsert)[] = [];
    for (const session of past) {
      for (const userId of userIds) {
        const h = hash(userId, session.id) % 100;
        if (h >= 88 || asks.get(session.id)?.includes(userId)) continue;
        const late = h >= 80;
        const opens = zonedInstantOf(
          session.date,
          late ? session.onTimeUntil : session.opensAt,
          timeZone,
        );
        const at = new Date(opens.getTime() + (60 + (h % 20) * 45) * 1000);
        rows.push({
          sessionId: session.id,
          userId,
          status: late ? 'terlambat' : 'hadir',
          source: 'presensi',
          checkedInAt: at.toISOString(),
        });
      }
    }
    for (let i = 0; i < rows.length; i += 500) {
      await tx
        .insert(ceremonyAttendance)
        .values(rows.slice(i, i + 500))
        .onConflictDoNothing();
    }
    if (latest) await askChange(tx, kind, adminId, latest.date, false);
    if (before) {
      await askChange(tx, kind, adminId, before.date, true);
      for (const userId of quietIds) await askChange(tx, kind, userId, before.date, true);
    }
  }
}
