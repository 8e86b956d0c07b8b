/**
 * The reminder before a meeting: once, for each scheduled meeting starting within the next
 * `REMIND_BEFORE_MINUTES`, an in-app notification and a mail (outbox) to every participant
 * who has not checked in. The meeting is claimed by setting `reminded_at` where it is null, in
 * the notification's transaction, so two processes never remind twice.
 */
import { and, eq, gte, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { meetingParticipants, meetings } from '../../db/schema/rapat.ts';
import { zonedDate } from '../../lib/time.ts';
import { attendanceNow, zonedInstantOf } from '../attendance/attendance.api.ts';
import { notify } from '../notifications/notifications.api.ts';
import { loadSettings } from '../setting/setting.api.ts';
import { describeMeeting, placeName } from './rapat-meetings.service.ts';

export const REMIND_BEFORE_MINUTES = 60;

/** Answers the ids of the meetings reminded. */
export async function sendReminders(db: Db, now = attendanceNow()): Promise<number[]> {
  const { timeZone } = await loadSettings(db);
  const today = zonedDate(now, timeZone);
  const tomorrow = zonedDate(new Date(now.getTime() + 24 * 3600 * 1000), timeZone);
  const candidates = await db
    .select()
    .from(meetings)
    .where(
      and(
        eq(meetings.status, 'scheduled'),
        isNull(meetings.remindedAt),
        gte(meetings.date, today),
        lte(meetings.date, tomorrow),
      ),
    );
  const reminded: number[] = [];
  for (const m of candidates) {
    const start = zonedInstantOf(m.date, m.startsAt, timeZone).getTime();
    const until = start - now.getTime();
    if (until < 0 || until > REMIND_BEFORE_MINUTES * 60_000) continue;
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(meetings)
        .set({ remindedAt: now.toISOString() })
        .where(and(eq(meetings.id, m.id), isNull(meetings.remindedAt)))
        .returning();
      if (!claimed) return;
      const people = await tx
        .select({ userId: meetingParticipants.userId })
        .from(meetingParticipants)
        .where(and(eq(meetingParticipants.meetingId, m.id), isNull(meetingParticipants.status)));
      await notify(
        tx,
        people.map((p) => p.userId),
        {
          title: `Pengingat rapat pukul ${m.startsAt}: ${m.title}`,
          body: describeMeeting(claimed, await placeName(tx, claimed)),
          link: '/user/presensi_rapat',
        },
      );
      reminded.push(m.id);
    });
  }
  return reminded;
}
