import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  OFFICE_HOURS_LABEL,
  type TMyShiftPattern,
  type TShiftPatternRequestRow,
  type TWorkPatternAssignmentStatus,
  WORK_PATTERN_ASSIGNMENT_STATUS_LABELS,
} from '@sikerja/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { confirmAction } from '../../components/confirm/confirm-action.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { formatDateTime, formatIsoDate } from '../../lib/format/date.ts';
import { DataTable, type DataTableColumn } from '../../platform/data-table/data-table.api.ts';
import {
  myRequestsEndpoint,
  useMyShiftPattern,
  useWithdrawShiftPattern,
} from './api/shift-pattern.ts';
import { CycleChips } from './cycle-chips.tsx';
import { PatternDays } from './pattern-days.tsx';
import { RequestForm } from './request-form.tsx';

const STATUS_COLORS: Record<TWorkPatternAssignmentStatus, string> = {
  effective: 'teal',
  pending: 'yellow',
  rejected: 'red',
  withdrawn: 'gray',
};

const BASE_COLUMNS: DataTableColumn<TShiftPatternRequestRow>[] = [
  { id: 'created_at', header: 'Diajukan', render: (r) => formatDateTime(r.created_at), width: 150 },
  {
    id: 'pattern_name',
    header: 'Pola Kerja',
    render: (r) => (
      <Stack gap={4}>
        <Text size="sm">{r.pattern_name ?? OFFICE_HOURS_LABEL}</Text>
        {r.pattern_cycle && <CycleChips cycle={r.pattern_cycle} />}
      </Stack>
    ),
  },
  { id: 'start_date', header: 'Mulai', render: (r) => formatIsoDate(r.start_date), width: 140 },
  { id: 'reason', header: 'Alasan' },
  {
    id: 'status',
    header: 'Status',
    render: (r) => (
      <Badge variant="light" color={STATUS_COLORS[r.status]}>
        {WORK_PATTERN_ASSIGNMENT_STATUS_LABELS[r.status]}
      </Badge>
    ),
    width: 190,
  },
  { id: 'note', header: 'Catatan Admin' },
];

/** The request list with 'Tarik' on a request still waiting (asks first). */
function useRequestColumns(): DataTableColumn<TShiftPatternRequestRow>[] {
  const withdraw = useWithdrawShiftPattern();
  return [
    ...BASE_COLUMNS,
    {
      id: 'actions',
      header: 'Aksi',
      width: 110,
      render: (r) =>
        r.status === 'pending' ? (
          <Button
            size="compact-xs"
            variant="light"
            color="red"
            onClick={() =>
              confirmAction({
                title: 'Tarik permintaan?',
                message: 'Permintaan pola kerja ini dibatalkan dan tidak akan diputuskan admin.',
                confirmLabel: 'Tarik',
                color: 'red',
                onConfirm: () => withdraw.mutateAsync(r.id),
              })
            }
          >
            Tarik
          </Button>
        ) : null,
    },
  ];
}

function CurrentPattern({ data }: { data: TMyShiftPattern }) {
  const pattern = data.current?.pattern ?? null;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          Pola kerja saat ini
        </Text>
        {pattern ? (
          <>
            <Group gap="sm">
              <Title order={3}>
                {pattern.code} {pattern.name}
              </Title>
              <Badge variant="light">{pattern.cycle.length} hari per siklus</Badge>
            </Group>
            <CycleChips cycle={pattern.cycle} />
            <Text size="sm" c="dimmed">
              Hari pertama siklus: {formatIsoDate(data.current?.start_date ?? '')}
            </Text>
          </>
        ) : (
          <>
            <Title order={3}>Jam kantor</Title>
            <Text size="sm" c="dimmed">
              Anda bekerja sesuai jam kerja kantor
              {data.current ? ` sejak ${formatIsoDate(data.current.start_date)}` : ''}.
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}

/** '/user/shiftpolakerja' ('Shift & Pola Kerja'): my pattern, my next 14 days, my requests. */
export function ShiftPatternPage() {
  const query = useMyShiftPattern();
  const columns = useRequestColumns();
  const data = query.data?.data;
  if (query.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
        <Group justify="space-between">
          <Text size="sm">{errorMessage(query.error)}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => query.refetch()}>
            Coba lagi
          </Button>
        </Group>
      </Alert>
    );
  }
  if (!data) {
    return (
      <Stack aria-busy="true">
        <Skeleton h={120} />
        <Skeleton h={160} />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <PageHeader description="Jadwal shift Anda dan permintaan perubahan pola kerja. Perubahan berlaku setelah disetujui admin." />
      <CurrentPattern data={data} />
      <Stack gap="xs">
        <Title order={4}>14 Hari ke Depan</Title>
        <PatternDays days={data.days} today={data.today} />
      </Stack>
      <RequestForm patterns={data.patterns} today={data.today} />
      <Stack gap="xs">
        <Title order={4}>Permintaan Saya</Title>
        <DataTable
          endpoint={myRequestsEndpoint}
          columns={columns}
          rowKey={(r) => r.id}
          label="Daftar permintaan pola kerja"
          paramPrefix="req_"
        />
      </Stack>
    </Stack>
  );
}
