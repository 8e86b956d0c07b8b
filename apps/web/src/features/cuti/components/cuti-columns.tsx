import { Stack, Text } from '@mantine/core';
import type { TCutiRow } from '@sikerja/contracts';
import { formatIsoDate } from '../../../lib/format/date.ts';
import type { DataTableColumn } from '../../../platform/data-table/data-table.api.ts';
import { CutiStatusBadge } from './status-badge.tsx';

function period(row: TCutiRow) {
  const unit = row.jenis_cuti.unit === 'working_days' ? 'hari kerja' : 'hari';
  return (
    <Stack gap={0}>
      <Text size="sm">
        {formatIsoDate(row.start_date)}
        {row.end_date !== row.start_date ? ` – ${formatIsoDate(row.end_date)}` : ''}
      </Text>
      <Text size="xs" c="dimmed">
        {row.days} {unit}
        {row.cancelled_from && row.status === 'approved'
          ? ` · dibatalkan mulai ${formatIsoDate(row.cancelled_from)}`
          : ''}
      </Text>
    </Stack>
  );
}

export const typeColumn: DataTableColumn<TCutiRow> = {
  id: 'jenis',
  header: 'Jenis Cuti',
  accessor: 'jenis_cuti.name',
};
export const periodColumn: DataTableColumn<TCutiRow> = {
  id: 'period',
  header: 'Tanggal',
  render: period,
};
export const statusColumn: DataTableColumn<TCutiRow> = {
  id: 'status',
  header: 'Status',
  width: 230,
  render: (row) => <CutiStatusBadge status={row.status} level={row.current_level} />,
};
export const personColumn: DataTableColumn<TCutiRow> = {
  id: 'person',
  header: 'Pegawai',
  render: (row) => (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {row.user.name}
      </Text>
      <Text size="xs" c="dimmed">
        {row.user.nip ?? '-'} · {row.unit_name ?? '-'}
      </Text>
    </Stack>
  ),
};
