/** The Excel of one meeting's attendance: everyone invited, their status and check-in. */
import type { PassThrough } from 'node:stream';
import { MEETING_ATTENDANCE_STATUS_LABELS } from '@sikerja/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { streamAttendeeWorkbook } from '../attendance/attendance.api.ts';
import { meetingAttendance, type StatusContext } from './rapat-attendance.service.ts';
import type { MeetingRecord } from './rapat-meetings.service.ts';

export const meetingFileName = (m: MeetingRecord) => `presensi-rapat-${m.id}-${m.date}.xlsx`;

export function streamMeetingWorkbook(
  db: DbOrTx,
  meeting: MeetingRecord,
  ctx: StatusContext,
  onError: (error: unknown) => void,
): PassThrough {
  const rows = meetingAttendance(db, meeting, ctx).then((people) =>
    people.map((p) => ({
      ...p,
      status: MEETING_ATTENDANCE_STATUS_LABELS[p.status],
      checked_in_time: p.checked_in_at ? p.checked_in_at.slice(11, 19) : null,
    })),
  );
  return streamAttendeeWorkbook(`Rapat ${meeting.date}`, rows, onError);
}
