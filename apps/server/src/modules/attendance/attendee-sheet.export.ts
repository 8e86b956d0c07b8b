/**
 * The workbook of one event's attendees (an apel or senam session, a meeting): everyone
 * expected, their status and check-in, one row each.
 */
import type { PassThrough } from 'node:stream';
import { type ResourceColumn, streamWorkbook } from '../../platform/resource/resource-export.ts';

export interface AttendeeSheetRow {
  user: { nip: string | null; name: string };
  unit_name: string | null;
  /** The status as the screen labels it. */
  status: string;
  covered_by: string | null;
  /** 'HH:MM:SS' on the institution's clock. */
  checked_in_time: string | null;
  location_name: string | null;
  code_verified: boolean;
  note: string | null;
  deduction_pct: number | string | null;
}

const COLUMNS: ResourceColumn[] = [
  { key: 'no', label: 'No', format: 'number', width: 6 },
  { key: 'nip', label: 'NIP', width: 22 },
  { key: 'name', label: 'Nama', width: 32 },
  { key: 'unit_name', label: 'Unit Kerja', width: 28 },
  { key: 'status', label: 'Status', width: 16 },
  { key: 'covered_by', label: 'Keterangan', width: 14 },
  { key: 'checked_in_at', label: 'Jam Presensi', width: 14 },
  { key: 'location_name', label: 'Lokasi', width: 28 },
  { key: 'code_verified', label: 'Kode QR', width: 10 },
  { key: 'note', label: 'Catatan', width: 30 },
  { key: 'deduction_pct', label: 'Potongan (%)', format: 'number' },
];

async function* once(rows: Promise<AttendeeSheetRow[]>) {
  const people = await rows;
  yield people.map((p, i) => ({
    no: i + 1,
    nip: p.user.nip,
    name: p.user.name,
    unit_name: p.unit_name,
    status: p.status,
    covered_by: p.covered_by,
    checked_in_at: p.checked_in_time,
    location_name: p.location_name,
    code_verified: p.code_verified ? 'Ya' : '',
    note: p.note,
    deduction_pct: p.deduction_pct,
  }));
}

export function streamAttendeeWorkbook(
  title: string,
  rows: Promise<AttendeeSheetRow[]>,
  onError: (error: unknown) => void,
): PassThrough {
  return streamWorkbook(title, COLUMNS, once(rows), onError);
}
