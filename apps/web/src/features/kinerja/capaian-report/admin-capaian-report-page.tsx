/**
 * `/admin/laporan/capaian_kinerja` (docs/kinerja.md "Laporan capaian"): everyone's capaian of
 * a month or of the whole year (the mean of the months begun), filtered by unit and searched,
 * with the Excel report; 'Lihat' opens a person's year. Period, unit and person live in the URL.
 */
import { Alert, Badge, Button, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { MONTH_NAMES, STAFF_CATEGORY_LABELS, type TCapaianReportRow } from '@sikerja/contracts';
import { IconArrowLeft, IconChartBar } from '@tabler/icons-react';
import { YearInput } from '../../../components/form/year-input.tsx';
import { PageHeader } from '../../../components/page/page-header.tsx';
import {
  DataTable,
  type DataTableColumn,
  useUrlFilter,
} from '../../../platform/data-table/data-table.api.ts';
import { UnitFilter } from '../../../platform/resource-screen/resource-screen.api.ts';
import { CAPAIAN_REPORT_LIST, usePersonCapaianYear } from './capaian-api.ts';
import { CapaianYearView, pct, statusLabel } from './capaian-year-view.tsx';

const PERIOD_OPTIONS = [
  { value: '', label: 'Setahun' },
  ...MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name })),
];

function parse(raw: string | null, min: number, max: number): number | null {
  const n = Number(raw);
  return raw !== null && Number.isInteger(n) && n >= min && n <= max ? n : null;
}

function columns(open: (row: TCapaianReportRow) => void): DataTableColumn<TCapaianReportRow>[] {
  return [
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
      id: 'unit',
      header: 'Jabatan / Unit',
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">{row.position_name}</Text>
          <Text size="xs" c="dimmed">
            {row.unit_name}
          </Text>
        </Stack>
      ),
    },
    { id: 'category', header: 'Kategori', render: (row) => STAFF_CATEGORY_LABELS[row.category] },
    { id: 'utama', header: 'Utama', align: 'right', render: (row) => pct(row.utama) },
    {
      id: 'tambahan',
      header: 'Tambahan',
      align: 'right',
      render: (row) => pct(row.tambahan_counted),
    },
    {
      id: 'rp',
      header: 'Reward/Punishment',
      align: 'right',
      render: (row) => pct(row.reward_punishment),
    },
    { id: 'total', header: 'Total', align: 'right', render: (row) => pct(row.total) },
    {
      id: 'capped_total',
      header: 'Capaian akhir',
      align: 'right',
      render: (row) => <Text fw={600}>{pct(row.capped_total)}</Text>,
    },
    {
      id: 'status',
      header: 'Status',
      render: (row) =>
        row.status !== null ? (
          <Badge variant="light" style={{ whiteSpace: 'nowrap' }}>
            {statusLabel(row.status)}
          </Badge>
        ) : (
          <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
            {row.months_counted} bln · {row.months_confirmed} disetujui
          </Text>
        ),
    },
    {
      id: 'actions',
      header: 'Aksi',
      render: (row) => (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconChartBar size={14} />}
          onClick={() => open(row)}
          aria-label={`Lihat capaian setahun ${row.name}`}
        >
          Lihat
        </Button>
      ),
    },
  ];
}

function PersonYear({
  userId,
  year,
  onBack,
}: {
  userId: number;
  year: number;
  onBack: () => void;
}) {
  const query = usePersonCapaianYear(userId, year);
  return (
    <Stack>
      <Group gap="sm" wrap="wrap">
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
          Kembali ke daftar
        </Button>
        {query.data && (
          <Text fw={600}>
            {query.data.user.name}
            {query.data.user.nip ? ` · ${query.data.user.nip}` : ''} · Tahun {year}
          </Text>
        )}
      </Group>
      {query.isPending && <Loader aria-label="Memuat capaian" />}
      {query.isError && <Alert color="red">Capaian pegawai tidak dapat dimuat.</Alert>}
      {query.isSuccess && <CapaianYearView key={`${userId}-${year}`} data={query.data} />}
    </Stack>
  );
}

export function AdminCapaianReportPage() {
  const [yearParam, setYear] = useUrlFilter('tahun');
  const [monthParam, setMonth] = useUrlFilter('bulan');
  const [unitParam, setUnit] = useUrlFilter('unit');
  const [personParam, setPerson] = useUrlFilter('pegawai');
  const year = parse(yearParam, 2000, 2100) ?? new Date().getFullYear();
  const month = parse(monthParam, 1, 12);
  const unitId = parse(unitParam, 1, 2_147_483_647);
  const person = parse(personParam, 1, 2_147_483_647);

  if (person !== null) {
    return <PersonYear userId={person} year={year} onBack={() => setPerson(null)} />;
  }
  return (
    <>
      <PageHeader description="Capaian kinerja setiap pegawai dengan kontrak kinerja yang disetujui, per bulan atau rata-rata setahun (bulan yang sudah berjalan). Pilih Lihat untuk capaian setahun seorang pegawai." />
      <Group mb="md" gap="sm" wrap="wrap">
        <Select
          aria-label="Periode"
          data={PERIOD_OPTIONS}
          value={month === null ? '' : String(month)}
          onChange={(v) => setMonth(v ? v : null)}
          allowDeselect={false}
          w={150}
        />
        <YearInput value={Number(year)} onChange={(next) => setYear(String(next))} />
        <UnitFilter
          value={unitId}
          onChange={(v) => setUnit(v === null ? null : String(v))}
          w={240}
        />
      </Group>
      <DataTable
        endpoint={CAPAIAN_REPORT_LIST}
        columns={columns((row) => setPerson(String(row.user_id)))}
        rowKey={(row) => row.user_id}
        label="Daftar capaian kinerja"
        filters={{ year, month, unit_id: unitId }}
        searchPlaceholder="Cari nama atau NIP…"
        exportPath="admin/laporan/capaian_kinerja/export"
        exportFileName={`capaian-kinerja-${year}${month ? `-${String(month).padStart(2, '0')}` : ''}.xlsx`}
        minWidth={1100}
        emptyNotice={`Belum ada pegawai dengan kontrak kinerja yang disetujui untuk ${month ? `${MONTH_NAMES[month - 1]} ` : 'tahun '}${year}.`}
      />
    </>
  );
}
