import { Badge, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  KINERJA_SEND_STATUS_LABELS,
  monthName,
  type TKinerjaMonitorKind,
  type TKinerjaSendRow,
  type TKinerjaSendStatus,
} from '@sikerja/contracts';
import { IconBellRinging } from '@tabler/icons-react';
import { confirmAction } from '../../../components/confirm/confirm-action.tsx';
import { PageHeader } from '../../../components/page/page-header.tsx';
import { formatDateTime } from '../../../lib/format/date.ts';
import {
  DataTable,
  type DataTableColumn,
  useUrlFilter,
} from '../../../platform/data-table/data-table.api.ts';
import { UnitFilter } from '../../../platform/resource-screen/resource-screen.api.ts';
import { SEND_LISTS, useLastReminder, useSendReminder } from './monitor-api.ts';
import { PeriodFilter, useMonitorPeriod } from './period-filter.tsx';

const STATUS_COLORS: Record<TKinerjaSendStatus, string> = {
  belum_dibuat: 'gray',
  draft: 'yellow',
  returned: 'orange',
  sent: 'blue',
  approved: 'teal',
  confirmed: 'teal',
};

const COLUMNS: DataTableColumn<TKinerjaSendRow>[] = [
  {
    id: 'name',
    header: 'Pegawai',
    render: (row) => (
      <Stack gap={0}>
        <Text size="sm">{row.name}</Text>
        <Text size="xs" c="dimmed">
          {row.nip ?? '-'}
        </Text>
      </Stack>
    ),
  },
  {
    id: 'position',
    header: 'Jabatan / Unit',
    render: (row) => (
      <Stack gap={0}>
        <Text size="sm">{row.position_name ?? '-'}</Text>
        <Text size="xs" c="dimmed">
          {row.unit_name ?? '-'}
        </Text>
      </Stack>
    ),
  },
  { id: 'superior_name', header: 'Atasan', accessor: 'superior_name' },
  {
    id: 'status',
    header: 'Status',
    render: (row) => (
      <Badge variant="light" color={STATUS_COLORS[row.status]} style={{ whiteSpace: 'nowrap' }}>
        {KINERJA_SEND_STATUS_LABELS[row.status]}
      </Badge>
    ),
  },
  {
    id: 'updated_at',
    header: 'Update Terakhir',
    render: (row) => (row.updated_at ? formatDateTime(row.updated_at) : '-'),
  },
];

const TEXT: Record<TKinerjaMonitorKind, { what: string; description: string }> = {
  kontrak: {
    what: 'kontrak kinerja',
    description:
      'Pegawai yang sudah dan belum mengirim kontrak kinerja tahun ini ke atasan. Kirim pengingat kepada yang belum melalui notifikasi dan email.',
  },
  realisasi: {
    what: 'realisasi kinerja',
    description:
      'Pegawai dengan kontrak kinerja yang disetujui, dan apakah realisasi bulan yang dipilih sudah dikirim ke atasan. Kirim pengingat kepada yang belum.',
  },
};

/** '/admin/kontrak/kirim' and '/admin/realisasi/kirim' (docs/kinerja.md "Pemantauan"). */
function SendMonitorPage({ kind }: { kind: TKinerjaMonitorKind }) {
  const { period, setYear, setMonth, setUnitId } = useMonitorPeriod(kind === 'realisasi');
  const [tabParam, setTab] = useUrlFilter('tab');
  const tab = tabParam === 'sudah' ? 'sudah' : 'belum';
  const scope = { year: period.year, month: period.month, unit_id: period.unitId ?? undefined };
  const last = useLastReminder(kind, scope);
  const remind = useSendReminder(kind);
  const periodText =
    period.month === undefined
      ? `tahun ${period.year}`
      : `${monthName(period.month)} ${period.year}`;

  const askReminder = () =>
    confirmAction({
      title: 'Kirim pengingat?',
      message: `Semua pegawai${period.unitId ? ' di unit yang dipilih' : ''} yang belum mengirim ${TEXT[kind].what} ${periodText} akan menerima notifikasi dan email.`,
      confirmLabel: 'Kirim Pengingat',
      onConfirm: async () => {
        const result = await remind.mutateAsync(scope);
        notifications.show({ color: 'teal', message: result.data.message });
      },
    });

  return (
    <>
      <PageHeader description={TEXT[kind].description} />
      <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="wrap">
          <PeriodFilter period={period} onYear={setYear} onMonth={setMonth} />
          <UnitFilter value={period.unitId} onChange={setUnitId} w={240} />
        </Group>
        <Group gap="sm" wrap="wrap">
          {last.data && (
            <Text size="xs" c="dimmed" data-testid="pengingat-terakhir">
              Pengingat terakhir {formatDateTime(last.data.at)}
              {last.data.by_name ? ` oleh ${last.data.by_name}` : ' (otomatis)'} kepada{' '}
              {last.data.count} pegawai
            </Text>
          )}
          <Button
            leftSection={<IconBellRinging size={16} />}
            variant="light"
            color="orange"
            onClick={askReminder}
          >
            Kirim Pengingat
          </Button>
        </Group>
      </Group>
      <Tabs value={tab} onChange={(next) => setTab(next === 'sudah' ? 'sudah' : null)}>
        <Tabs.List mb="md">
          <Tabs.Tab value="belum">Belum Kirim</Tabs.Tab>
          <Tabs.Tab value="sudah">Sudah Kirim</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <DataTable
        endpoint={SEND_LISTS[kind]}
        columns={COLUMNS}
        rowKey={(row) => `${row.user_id}-${row.status}`}
        label={tab === 'sudah' ? 'Daftar sudah kirim' : 'Daftar belum kirim'}
        filters={{ year: period.year, month: period.month ?? null, unit_id: period.unitId, tab }}
        searchPlaceholder="Cari nama atau NIP…"
        exportPath={`admin/${kind}/kirim/export`}
      />
    </>
  );
}

export function KontrakKirimPage() {
  return <SendMonitorPage kind="kontrak" />;
}

export function RealisasiKirimPage() {
  return <SendMonitorPage kind="realisasi" />;
}
