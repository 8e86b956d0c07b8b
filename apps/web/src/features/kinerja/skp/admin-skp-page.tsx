import { Group, NumberInput, Select } from '@mantine/core';
import {
  SKP_CONTRACT_STATUS_LABELS,
  SKP_CONTRACT_STATUSES,
  type TSkpRow,
} from '@sikerja/contracts';
import { PageHeader } from '../../../components/page/page-header.tsx';
import {
  DataTable,
  type DataTableColumn,
  useUrlFilter,
} from '../../../platform/data-table/data-table.api.ts';
import { UnitFilter } from '../../../platform/resource-screen/resource-screen.api.ts';
import { ADMIN_SKP_LIST } from './skp-api.ts';
import { CONTRACT_COLUMNS, DownloadSkpButton, PERSON_COLUMN } from './skp-columns.tsx';

const STATUS_OPTIONS = SKP_CONTRACT_STATUSES.map((s) => ({
  value: s,
  label: SKP_CONTRACT_STATUS_LABELS[s],
}));

function parseInt32(raw: string | null, min: number, max: number): number | null {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n >= min && n <= max ? n : null;
}

/** '/admin/laporan/kontrak_kerja': every contract, with its SKP and the list in Excel. */
export function AdminSkpPage() {
  const [yearParam, setYear] = useUrlFilter('tahun');
  const [unitParam, setUnit] = useUrlFilter('unit');
  const [statusParam, setStatus] = useUrlFilter('status');
  const year = parseInt32(yearParam, 2000, 2100);
  const unitId = parseInt32(unitParam, 1, 2_147_483_647);
  const status = STATUS_OPTIONS.some((o) => o.value === statusParam) ? statusParam : null;

  const columns: DataTableColumn<TSkpRow>[] = [
    PERSON_COLUMN,
    ...CONTRACT_COLUMNS,
    {
      id: 'actions',
      header: '',
      render: (row) => <DownloadSkpButton area="admin" row={row} />,
    },
  ];

  return (
    <>
      <PageHeader description="Semua kontrak kinerja (SKP) pegawai dengan status dan predikat evaluasi tahunan. Unduh SKP dalam format resmi atau daftar dalam Excel." />
      <Group mb="md" gap="sm" wrap="wrap" align="flex-end">
        <NumberInput
          label="Tahun"
          placeholder="Semua tahun"
          min={2000}
          max={2100}
          w={140}
          value={year ?? ''}
          onChange={(v) => setYear(typeof v === 'number' ? String(v) : null)}
        />
        <UnitFilter
          value={unitId}
          onChange={(v) => setUnit(v === null ? null : String(v))}
          w={240}
        />
        <Select
          label="Status"
          placeholder="Semua status"
          clearable
          w={200}
          data={STATUS_OPTIONS}
          value={status}
          onChange={setStatus}
        />
      </Group>
      <DataTable
        endpoint={ADMIN_SKP_LIST}
        columns={columns}
        rowKey={(row) => String(row.id)}
        label="Daftar kontrak kerja"
        filters={{ year, unit_id: unitId, status }}
        searchPlaceholder="Cari nama atau NIP…"
        exportPath="admin/laporan/kontrak_kerja/export"
      />
    </>
  );
}
