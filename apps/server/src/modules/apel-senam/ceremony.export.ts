/**
 * The apel / senam workbooks: one session (everyone expected, their status and check-in), and a
 * month (one row per person, one column per session, the counts and the capped deduction).
 */
import type { PassThrough } from 'node:stream';
import {
  CEREMONY_KIND_LABELS,
  CEREMONY_STATUS_LABELS,
  type TCeremonyKind,
  type TCeremonyStatus,
} from '@sikerja/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { type ResourceColumn, streamWorkbook } from '../../platform/resource/resource-export.ts';
import { streamAttendeeWorkbook, toZonedIso } from '../attendance/attendance.api.ts';
import { monthOf, type StatusContext, sessionAttendance } from './ceremony-attendance.service.ts';
import type { SessionRow } from './ceremony-days.service.ts';

const SHORT: Record<TCeremonyStatus, string> = {
  hadir: 'H',
  terlambat: 'T',
  tidak_hadir: 'TH',
  berhalangan: 'B',
  belum: '-',
};

async function* once(rows: Promise<Record<string, unknown>[]>) {
  yield await rows;
}

export function streamSessionWorkbook(
  db: DbOrTx,
  session: SessionRow,
  ctx: StatusContext,
  onError: (error: unknown) => void,
): PassThrough {
  const rows = sessionAttendance(db, session, ctx).then((people) =>
    people.map((p) => ({
      ...p,
      status: CEREMONY_STATUS_LABELS[p.status],
      checked_in_time: p.checked_in_at
        ? toZonedIso(new Date(p.checked_in_at), ctx.timeZone).slice(11, 19)
        : null,
    })),
  );
  return streamAttendeeWorkbook(
    `${CEREMONY_KIND_LABELS[session.kind as TCeremonyKind]} ${session.date}`,
    rows,
    onError,
  );
}

/** The month's workbook; its columns are the month's sessions, so they are read first. */
export async function streamMonthWorkbook(
  db: DbOrTx,
  kind: TCeremonyKind,
  year: number,
  month: number,
  ctx: StatusContext,
  unitId: number | undefined,
  onError: (error: unknown) => void,
): Promise<PassThrough> {
  const pad = String(month).padStart(2, '0');
  const { sessions, rows } = await monthOf(db, kind, year, month, ctx, unitId);
  const statuses: TCeremonyStatus[] = ['hadir', 'terlambat', 'tidak_hadir', 'berhalangan'];
  const columns: ResourceColumn[] = [
    { key: 'no', label: 'No', format: 'number', width: 6 },
    { key: 'nip', label: 'NIP', width: 22 },
    { key: 'name', label: 'Nama', width: 32 },
    { key: 'unit_name', label: 'Unit Kerja', width: 28 },
    ...sessions.map((s) => ({ key: `s${s.id}`, label: s.date.slice(8, 10), width: 6 })),
    ...statuses.map((st) => ({
      key: `n_${st}`,
      label: CEREMONY_STATUS_LABELS[st],
      format: 'number' as const,
      width: 12,
    })),
    { key: 'deduction_pct', label: 'Potongan (%)', format: 'number' },
  ];
  const out = rows.map((r, i) => {
    const counts = Object.fromEntries(statuses.map((st) => [`n_${st}`, 0]));
    for (const st of r.statuses.values()) {
      const key = `n_${st}`;
      if (key in counts) counts[key] = (counts[key] ?? 0) + 1;
    }
    return {
      no: i + 1,
      nip: r.nip,
      name: r.name,
      unit_name: r.unit,
      ...Object.fromEntries(
        sessions.map((s) => {
          const st = r.statuses.get(s.id);
          return [`s${s.id}`, st ? SHORT[st] : ''];
        }),
      ),
      ...counts,
      deduction_pct: r.pct,
    };
  });
  return streamWorkbook(
    `${CEREMONY_KIND_LABELS[kind]} ${year}-${pad}`,
    columns,
    once(Promise.resolve(out)),
    onError,
  );
}

export function sessionFileName(kind: TCeremonyKind, date: string): string {
  return `absensi-${kind}-${date}.xlsx`;
}

export function monthFileName(kind: TCeremonyKind, year: number, month: number): string {
  return `absensi-${kind}-${year}-${String(month).padStart(2, '0')}.xlsx`;
}
