/** The Excel of one meeting's attendance: everyone invited, their status and check-in. */
import type { PassThrough } from 'node:stream';
import { MEETING_ATTENDANCE_STATUS_LABELS } from '@sikerja/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { type ResourceColumn, streamWorkbook } from '../../platform/resource/resource-export.ts';
import { meetingAttendance, type StatusContext } from './rapat-attendance.service.ts';
import type { MeetingRecord } from './rapat-meetings.service.ts';

async function* once(rows: Promise<Record<string, unknown>[]>) {
  yield await rows;
}

export const meetingFileName = (m: MeetingRecord) => `presensi-rapat-${m.id}-${m.date}.xlsx`;

export function streamMeetingWorkbook(
  db: DbOrTx,
  meeting: MeetingRecord,
  ctx: StatusContext,
  onError: (error: unknown) => void,
): PassThrough {
  const columns: ResourceColumn[] = [
    { key: 'no', label: 'No', format: 'number', width: 6 },
    { key: 'nip', label: 'NIP', width: 22 },
    { key: 'name', label: 'Nama', width: 32 },
    { key: 'unit_name', label: 'Unit Kerja', width: 28 },
    { key: 'status', label: 'Status', width: 16 },
    { key: 'covered_by', label: 'Keterangan', width: 14 },
    { key: 'checked_in_at', label: 'Jam Presensi', width: 14 },
    { key: 'location_name', label: 'Lokasi', width: 24 },
    { key: 'code_verified', label: 'Kode QR', width: 10 },
    { key: 'note', label: 'Catatan', width: 30 },
    { key: 'deduction_pct', label: 'Potongan (%)', format: 'number' },
  ];
  const rows = meetingAttendance(db, meeting, ctx).then((people) =>
    people.map((p, i) => ({
      no: i + 1,
      nip: p.user.nip,
      name: p.user.name,
      unit_name: p.unit_name,
      status: MEETING_ATTENDANCE_STATUS_LABELS[p.status],
      covered_by: p.covered_by,
      checked_in_at: p.checked_in_at ? p.checked_in_at.slice(11, 19) : null,
      location_name: p.location_name,
      code_verified: p.code_verified ? 'Ya' : '',
      note: p.note,
      deduction_pct: p.deduction_pct,
    })),
  );
  return streamWorkbook(`Rapat ${meeting.date}`, columns, once(rows), onError);
}
