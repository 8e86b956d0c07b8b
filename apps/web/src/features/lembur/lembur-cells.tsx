import { Badge, Stack, Text } from '@mantine/core';
import { APPROVAL_STATUS_LABELS, type TApprovalStatus, type TLemburRow } from '@sikerja/contracts';
import { formatIsoDate } from '../../lib/format/date.ts';
import { ApprovalHistory } from '../../platform/approval/approval.api.ts';
import type { DataTableColumn } from '../../platform/data-table/data-table.api.ts';

const STATUS_COLORS: Record<TApprovalStatus, string> = {
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
  deferred: 'gray',
  withdrawn: 'gray',
};

export function StatusBadge({ status }: { status: TApprovalStatus }) {
  return (
    <Badge variant="light" color={STATUS_COLORS[status]}>
      {APPROVAL_STATUS_LABELS[status]}
    </Badge>
  );
}

/** 'HH:MM' of a zoned time the server sends ('2026-12-01T19:10:00+07:00'): the institution's clock. */
const clock = (iso: string) => iso.slice(11, 16);

/** The overtime check-in and check-out recorded on an order. */
export function PunchesCell({ row }: { row: TLemburRow }) {
  if (!row.check_in) {
    return (
      <Text size="xs" c="dimmed">
        Belum presensi
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      <Text size="xs">Masuk {clock(row.check_in.at)}</Text>
      <Text size="xs">{row.check_out ? `Pulang ${clock(row.check_out.at)}` : 'Belum pulang'}</Text>
    </Stack>
  );
}

export const dateColumn: DataTableColumn<TLemburRow> = {
  id: 'date',
  header: 'Tanggal',
  width: 150,
  render: (row) => (
    <Stack gap={0}>
      <Text size="sm">{formatIsoDate(row.date)}</Text>
      <Text size="xs" c="dimmed">
        {row.start_time}–{row.end_time}
      </Text>
    </Stack>
  ),
};

export const personColumn: DataTableColumn<TLemburRow> = {
  id: 'user',
  header: 'Pegawai',
  render: (row) => (
    <Stack gap={0}>
      <Text size="sm">{row.user.name}</Text>
      <Text size="xs" c="dimmed">
        {row.user.nip ?? '-'}
        {row.unit_name ? ` · ${row.unit_name}` : ''}
      </Text>
    </Stack>
  ),
};

export const taskColumn: DataTableColumn<TLemburRow> = {
  id: 'task',
  header: 'Uraian Pekerjaan',
  render: (row) => (
    <Stack gap={2}>
      <Text size="sm">{row.task}</Text>
      {row.ordered_by && (
        <Text size="xs" c="dimmed">
          Diperintahkan oleh {row.ordered_by.name}
        </Text>
      )}
    </Stack>
  ),
};

export const punchColumn: DataTableColumn<TLemburRow> = {
  id: 'punch',
  header: 'Presensi Lembur',
  width: 140,
  render: (row) => <PunchesCell row={row} />,
};

export const statusColumn: DataTableColumn<TLemburRow> = {
  id: 'status',
  header: 'Status',
  width: 120,
  render: (row) => <StatusBadge status={row.approval.status} />,
};

export const historyColumn: DataTableColumn<TLemburRow> = {
  id: 'history',
  header: 'Riwayat',
  render: (row) => <ApprovalHistory steps={row.history} variant="lines" />,
};
