import { Button, Group, Select, Stack, Switch, Tabs, Text } from '@mantine/core';
import {
  ABSENSI_CODE_FILTER_LABELS,
  ABSENSI_CODE_FILTERS,
  type TAbsensiDayRow,
} from '@sikerja/contracts';
import { IconFileSpreadsheet, IconPencil, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DateField } from '../../../components/date-picker/date-field.tsx';
import { PageHeader } from '../../../components/page/page-header.tsx';
import { DataTable, type DataTableColumn } from '../../../platform/data-table/data-table.api.ts';
import { UnitFilter } from '../../../platform/resource-screen/resource-screen.api.ts';
import { absensiDayList } from './admin-absensi-api.ts';
import { DayCode } from './day-cells.tsx';
import { EditDayModal } from './edit-day-modal.tsx';
import { ImportModal } from './import-modal.tsx';
import { MonthView } from './month-view.tsx';
import { RecapModal } from './recap-modal.tsx';

const CODE_OPTIONS = ABSENSI_CODE_FILTERS.map((c) => ({
  value: c,
  label: ABSENSI_CODE_FILTER_LABELS[c],
}));

function today(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * '/admin/absensi': everyone's day on a date (filters: unit, code, 'Mencurigakan', search),
 * the day edit, a person's month, the Excel recap and the punch import.
 */
export function AdminAbsensiPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'bulanan' ? 'bulanan' : 'harian';
  const date = params.get('tanggal') ?? today();
  const [unitId, setUnitId] = useState<number | null>(null);
  // The admin home's tiles open the day already filtered ('?kode=TK', '?mencurigakan=1').
  const [code, setCode] = useState<string | null>(() => {
    const wanted = params.get('kode');
    return ABSENSI_CODE_FILTERS.find((c) => c === wanted) ?? null;
  });
  const [isFlagged, setFlagged] = useState(() => params.get('mencurigakan') === '1');
  const [editing, setEditing] = useState<TAbsensiDayRow | null>(null);
  const [isImportOpen, setImportOpen] = useState(false);
  const [isRecapOpen, setRecapOpen] = useState(false);
  const setParam = (key: string, value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const columns: DataTableColumn<TAbsensiDayRow>[] = [
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
    { id: 'unit_name', header: 'Unit Kerja' },
    { id: 'check_in', header: 'Masuk', width: 80, render: (row) => row.check_in_time ?? '-' },
    { id: 'check_out', header: 'Pulang', width: 80, render: (row) => row.check_out_time ?? '-' },
    {
      id: 'late',
      header: 'Terlambat',
      width: 100,
      render: (row) => (row.late_minutes ? `${row.late_minutes} mnt` : '-'),
    },
    { id: 'code', header: 'Kode', render: (row) => <DayCode row={row} /> },
    {
      id: 'actions',
      header: 'Aksi',
      width: 90,
      render: (row) => (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPencil size={14} />}
          onClick={() => setEditing(row)}
        >
          Ubah
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        description="Presensi seluruh pegawai per hari dan per bulan. Perubahan oleh admin disimpan sebagai presensi admin dengan alasan, lalu hari dihitung ulang."
        actions={
          <>
            <Button
              variant="light"
              leftSection={<IconUpload size={16} />}
              onClick={() => setImportOpen(true)}
            >
              Impor Presensi
            </Button>
            <Button
              variant="light"
              color="teal"
              leftSection={<IconFileSpreadsheet size={16} />}
              onClick={() => setRecapOpen(true)}
            >
              Rekap Excel
            </Button>
          </>
        }
      />
      <Tabs
        value={tab}
        onChange={(next) => setParam('tab', next === 'bulanan' ? 'bulanan' : null)}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="harian">Harian</Tabs.Tab>
          <Tabs.Tab value="bulanan">Bulanan</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="harian">
          <DataTable
            endpoint={absensiDayList}
            columns={columns}
            rowKey={(row) => row.user_id}
            label="Presensi harian pegawai"
            filters={{ date, unit_id: unitId, code, flagged: isFlagged ? true : null }}
            searchPlaceholder="Cari nama atau NIP…"
            toolbar={
              <Group gap="sm" wrap="wrap">
                <DateField
                  aria-label="Tanggal"
                  value={date}
                  onChange={(next) => setParam('tanggal', next)}
                  w={180}
                />
                <UnitFilter value={unitId} onChange={setUnitId} w={240} />
                <Select
                  aria-label="Kode"
                  placeholder="Semua kode"
                  clearable
                  data={CODE_OPTIONS}
                  value={code}
                  onChange={setCode}
                  w={230}
                />
                <Switch
                  label="Mencurigakan"
                  checked={isFlagged}
                  onChange={(e) => setFlagged(e.currentTarget.checked)}
                />
              </Group>
            }
          />
        </Tabs.Panel>
        <Tabs.Panel value="bulanan">
          <MonthView initialMonth={date.slice(0, 7)} />
        </Tabs.Panel>
      </Tabs>
      <EditDayModal row={editing} onClose={() => setEditing(null)} />
      <ImportModal opened={isImportOpen} onClose={() => setImportOpen(false)} />
      <RecapModal
        opened={isRecapOpen}
        onClose={() => setRecapOpen(false)}
        initialMonth={date.slice(0, 7)}
      />
    </>
  );
}
