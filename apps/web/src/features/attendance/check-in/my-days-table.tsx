import { Group, Text, Tooltip } from '@mantine/core';
import { DAY_OFF_LABELS, type DayOffKind, type TAttendanceDay } from '@sikerja/contracts';
import { IconFlag } from '@tabler/icons-react';
import { formatIsoDate } from '../../../lib/format/date.ts';
import { DataTable, type DataTableColumn } from '../../../platform/data-table/data-table.api.ts';
import { myDaysList } from './api/my-days.ts';
import { CodeBadge } from './code-badge.tsx';
import { hhmm } from './server-clock.ts';

const columns: DataTableColumn<TAttendanceDay>[] = [
  { id: 'date', header: 'Tanggal', width: 150, render: (row) => formatIsoDate(row.date) },
  {
    id: 'schedule',
    header: 'Jadwal',
    render: (row) =>
      row.is_working_day
        ? `${hhmm(row.scheduled_in)} – ${hhmm(row.scheduled_out)}`
        : (DAY_OFF_LABELS[row.day_off_kind as DayOffKind] ?? 'Libur'),
  },
  { id: 'check_in', header: 'Masuk', render: (row) => hhmm(row.check_in) },
  { id: 'check_out', header: 'Pulang', render: (row) => hhmm(row.check_out) },
  { id: 'late_minutes', header: 'Terlambat (menit)', align: 'right' },
  { id: 'early_minutes', header: 'Pulang Cepat (menit)', align: 'right' },
  {
    id: 'code',
    header: 'Status',
    render: (row) => (
      <Group gap={6} wrap="nowrap">
        <CodeBadge code={row.code} size="sm" />
        {row.late_code && row.early_code && (
          <Text size="xs" c="dimmed">
            {row.late_code}/{row.early_code}
          </Text>
        )}
        {row.flagged && (
          <Tooltip label="Ada presensi yang ditandai untuk diperiksa admin" withinPortal={false}>
            <IconFlag size={14} color="var(--mantine-color-orange-6)" aria-label="Ditandai" />
          </Tooltip>
        )}
      </Group>
    ),
  },
  {
    id: 'deduction_pct',
    header: 'Potongan (%)',
    align: 'right',
    render: (row) => row.deduction_pct.toLocaleString('id-ID', { maximumFractionDigits: 4 }),
  },
];

/** The person's own days in the generic data table. */
export function MyDaysTable() {
  return (
    <DataTable
      endpoint={myDaysList}
      columns={columns}
      rowKey={(row) => row.date}
      label="Riwayat presensi"
      searchPlaceholder="Cari kode status atau tanggal…"
    />
  );
}
