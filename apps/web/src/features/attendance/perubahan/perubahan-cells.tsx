import { Anchor, Badge, Stack, Text } from '@mantine/core';
import {
  APPROVAL_STATUS_LABELS,
  PERUBAHAN_REASON_LABELS,
  PERUBAHAN_SCREENS,
  type TApprovalStatus,
  type TPerubahanRow,
} from '@sikerja/contracts';
import { formatIsoDate } from '../../../lib/format/date.ts';
import { ApprovalHistory } from '../../../platform/approval/approval.api.ts';
import type { DataTableColumn } from '../../../platform/data-table/data-table.api.ts';
import { openApiFile } from '../../../platform/resource-screen/resource-screen.api.ts';

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

/** Opens the evidence in a new tab (served with the token, so not a plain link). */
function openEvidence(row: TPerubahanRow) {
  const path = `${PERUBAHAN_SCREENS[row.kind].user.slice(1)}/${row.id}/file`;
  return openApiFile(path, 'bukti', 'Bukti tidak dapat dibuka');
}

function times(row: TPerubahanRow): string {
  if (!row.check_in && !row.check_out) return '-';
  return `${row.check_in ?? '--:--'} – ${row.check_out ?? '--:--'}`;
}

/** What was asked: the reason kind, the times (or the session), the explanation and the evidence. */
export function RequestCell({ row }: { row: TPerubahanRow }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        {PERUBAHAN_REASON_LABELS[row.reason_kind]}
      </Text>
      {row.kind === 'presensi' ? (
        <Text size="xs" c="dimmed">
          Jam: {times(row)}
        </Text>
      ) : (
        row.session_name && (
          <Text size="xs" c="dimmed">
            {row.session_name}
          </Text>
        )
      )}
      <Text size="xs">{row.reason}</Text>
      {row.file_id && (
        <Anchor component="button" type="button" size="xs" onClick={() => void openEvidence(row)}>
          Lihat bukti
        </Anchor>
      )}
    </Stack>
  );
}

export const dateColumn: DataTableColumn<TPerubahanRow> = {
  id: 'date',
  header: 'Tanggal',
  width: 130,
  render: (row) => formatIsoDate(row.date),
};

export const personColumn: DataTableColumn<TPerubahanRow> = {
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

export const requestColumn: DataTableColumn<TPerubahanRow> = {
  id: 'request',
  header: 'Perubahan',
  render: (row) => <RequestCell row={row} />,
};

export const statusColumn: DataTableColumn<TPerubahanRow> = {
  id: 'status',
  header: 'Status',
  width: 120,
  render: (row) => <StatusBadge status={row.approval.status} />,
};

export const historyColumn: DataTableColumn<TPerubahanRow> = {
  id: 'history',
  header: 'Riwayat',
  render: (row) => <ApprovalHistory steps={row.history} variant="lines" />,
};
