import { Anchor, Badge, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import type {
  TKinerjaConfirmRow,
  TKinerjaMonitorKind,
  TKinerjaSuperiorRow,
} from '@sikerja/contracts';
import { PageHeader } from '../../../components/page/page-header.tsx';
import { formatDateTime } from '../../../lib/format/date.ts';
import {
  DataTable,
  type DataTableColumn,
  useUrlFilter,
} from '../../../platform/data-table/data-table.api.ts';
import { UnitFilter } from '../../../platform/resource-screen/resource-screen.api.ts';
import { CONFIRM_LISTS, SUPERIOR_LISTS } from './monitor-api.ts';
import { PeriodFilter, useMonitorPeriod } from './period-filter.tsx';

/** Days waited, turning orange after a week and red after two. */
function WaitBadge({ days }: { days: number }) {
  const color = days > 14 ? 'red' : days > 7 ? 'orange' : 'blue';
  return (
    <Badge variant="light" color={color} style={{ whiteSpace: 'nowrap' }}>
      {days === 0 ? 'Hari ini' : `${days} hari`}
    </Badge>
  );
}

const person = (name: string | null, nip: string | null) => (
  <Stack gap={0}>
    <Text size="sm">{name ?? '-'}</Text>
    <Text size="xs" c="dimmed">
      {nip ?? '-'}
    </Text>
  </Stack>
);

function columns(waiting: boolean): DataTableColumn<TKinerjaConfirmRow>[] {
  return [
    { id: 'name', header: 'Pegawai', render: (row) => person(row.name, row.nip) },
    { id: 'position_name', header: 'Jabatan', accessor: 'position_name' },
    {
      id: 'superior',
      header: 'Atasan',
      render: (row) => person(row.superior_name, row.superior_nip),
    },
    {
      id: 'sent_at',
      header: 'Dikirim',
      render: (row) => (row.sent_at ? formatDateTime(row.sent_at) : '-'),
    },
    waiting
      ? {
          id: 'waiting_days',
          header: 'Menunggu',
          render: (row) =>
            row.waiting_days === null ? '-' : <WaitBadge days={row.waiting_days} />,
        }
      : {
          id: 'decided_at',
          header: 'Disetujui',
          render: (row) => (row.decided_at ? formatDateTime(row.decided_at) : '-'),
        },
  ];
}

const TEXT: Record<TKinerjaMonitorKind, string> = {
  kontrak:
    'Kontrak kinerja yang menunggu persetujuan atasan, berapa lama sudah menunggu, dan yang sudah disetujui.',
  realisasi:
    'Realisasi kinerja bulan yang dipilih yang menunggu konfirmasi atasan, berapa lama sudah menunggu, dan yang sudah dikonfirmasi.',
};

/** '/admin/kontrak/konfirm' and '/admin/realisasi/konfirm' (docs/kinerja.md "Pemantauan"). */
function ConfirmMonitorPage({ kind }: { kind: TKinerjaMonitorKind }) {
  const { period, setYear, setMonth, setUnitId } = useMonitorPeriod(kind === 'realisasi');
  const [tabParam, setTab] = useUrlFilter('tab');
  const [superiorParam, setSuperior] = useUrlFilter('atasan');
  const waiting = tabParam !== 'disetujui';
  const superiorId = Number(superiorParam) > 0 ? Number(superiorParam) : null;
  const filters = {
    year: period.year,
    month: period.month ?? null,
    unit_id: period.unitId,
  };
  const superiorColumns: DataTableColumn<TKinerjaSuperiorRow>[] = [
    {
      id: 'superior',
      header: 'Atasan',
      render: (row) => person(row.superior_name ?? 'Tanpa atasan', row.superior_nip),
    },
    { id: 'waiting', header: 'Menunggu', align: 'right', accessor: 'waiting' },
    {
      id: 'oldest_days',
      header: 'Terlama',
      render: (row) => <WaitBadge days={row.oldest_days} />,
    },
    {
      id: 'show',
      header: 'Aksi',
      render: (row) =>
        row.superior_id ? (
          <Button size="xs" variant="light" onClick={() => setSuperior(String(row.superior_id))}>
            Lihat
          </Button>
        ) : null,
    },
  ];
  return (
    <>
      <PageHeader description={TEXT[kind]} />
      <Group gap="sm" wrap="wrap" mb="md">
        <PeriodFilter period={period} onYear={setYear} onMonth={setMonth} />
        <UnitFilter value={period.unitId} onChange={setUnitId} w={240} />
      </Group>
      <Tabs
        value={waiting ? 'menunggu' : 'disetujui'}
        onChange={(next) => setTab(next === 'disetujui' ? 'disetujui' : null)}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="menunggu">Belum Disetujui</Tabs.Tab>
          <Tabs.Tab value="disetujui">Sudah Disetujui</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Stack gap="lg">
        {waiting && (
          <section>
            <Title order={2} size="h5" mb="xs">
              Menunggu per atasan
            </Title>
            <DataTable
              endpoint={SUPERIOR_LISTS[kind]}
              columns={superiorColumns}
              rowKey={(row) => row.superior_id ?? 0}
              label="Menunggu per atasan"
              filters={filters}
              paramPrefix="a_"
              searchPlaceholder="Cari atasan…"
            />
          </section>
        )}
        <section>
          {superiorId && (
            <Group gap="xs" mb="xs">
              <Text size="sm">Hanya atasan yang dipilih.</Text>
              <Anchor component="button" size="sm" onClick={() => setSuperior(null)}>
                Tampilkan semua
              </Anchor>
            </Group>
          )}
          <DataTable
            endpoint={CONFIRM_LISTS[kind]}
            columns={columns(waiting)}
            rowKey={(row) => row.id}
            label={waiting ? 'Daftar belum disetujui' : 'Daftar sudah disetujui'}
            filters={{
              ...filters,
              tab: waiting ? 'menunggu' : 'disetujui',
              superior_id: superiorId,
            }}
            searchPlaceholder="Cari nama atau NIP…"
          />
        </section>
      </Stack>
    </>
  );
}

export function KontrakKonfirmPage() {
  return <ConfirmMonitorPage kind="kontrak" />;
}

export function RealisasiKonfirmPage() {
  return <ConfirmMonitorPage kind="realisasi" />;
}
