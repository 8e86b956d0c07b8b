import { Group, Select, Stack } from '@mantine/core';
import type { TCutiReportRow } from '@sikerja/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { YearInput } from '../../components/form/year-input.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { api } from '../../lib/api-client.ts';
import { DataTable, type DataTableColumn } from '../../platform/data-table/data-table.api.ts';
import { ReferenceSelect } from '../../platform/resource-screen/resource-screen.api.ts';
import { reportList } from './api/cuti-admin-api.ts';

const unitField = {
  name: 'unit_id',
  label: 'Unit kerja',
  input: 'reference' as const,
  reference: { path: '/admin/master/unit_kerja' },
};

const ZTypes = z.object({
  data: z.array(z.object({ id: z.number(), code: z.string(), name: z.string() })),
});

/** '/admin/laporan/cuti': balances and leave taken by unit, type and period, with Excel export. */
export function LaporanCutiPage() {
  const [year, setYear] = useState(new Date().getFullYear());
  const [unitId, setUnitId] = useState<number | null>(null);
  const [typeId, setTypeId] = useState<string | null>(null);
  const types = useQuery({
    queryKey: ['cuti', 'jenis-all'],
    queryFn: () => api.post('admin/master/jenis_cuti/list', ZTypes, { per: 100 }),
    select: (r) => r.data,
  });
  const typeCols: DataTableColumn<TCutiReportRow>[] = (types.data ?? []).map((t) => ({
    id: `type_${t.code}`,
    // The type's name without the word every type shares; the code and full name on hover.
    header: <span title={`${t.name} (${t.code})`}>{t.name.replace(/^cuti\s+/i, '')}</span>,
    align: 'right',
    render: (r) => r.by_type[t.code] ?? 0,
  }));
  const columns: DataTableColumn<TCutiReportRow>[] = [
    { id: 'name', header: 'Nama', render: (r) => `${r.name}${r.nip ? ` (${r.nip})` : ''}` },
    { id: 'unit', header: 'Unit', accessor: 'unit_name' },
    { id: 'entitlement', header: 'Hak', accessor: 'entitlement', align: 'right' },
    { id: 'carried', header: 'Sisa lalu', accessor: 'carried_over', align: 'right' },
    { id: 'taken', header: 'Diambil', accessor: 'taken', align: 'right' },
    { id: 'pending', header: 'Diproses', accessor: 'pending', align: 'right' },
    { id: 'remaining', header: 'Sisa', accessor: 'remaining', align: 'right' },
    ...typeCols,
  ];
  const filters = { year, unit_id: unitId, jenis_cuti_id: typeId ? Number(typeId) : null };
  return (
    <Stack>
      <PageHeader description="Saldo cuti tahunan dan cuti yang diambil per pegawai (hari, menurut jenis cuti), untuk satu tahun." />
      <DataTable
        endpoint={reportList}
        filters={filters}
        columns={columns}
        rowKey={(r) => r.user_id}
        label="Laporan cuti"
        exportPath="admin/laporan/cuti/export"
        exportFileName={`laporan-cuti-${year}.xlsx`}
        searchPlaceholder="Cari nama atau NIP…"
        toolbar={
          <Group gap="xs">
            <YearInput value={year} onChange={setYear} />
            <ReferenceSelect
              field={unitField}
              value={unitId}
              onChange={setUnitId}
              placeholder="Semua unit"
              aria-label="Unit kerja"
              w={220}
            />
            <Select
              aria-label="Jenis cuti"
              placeholder="Semua jenis"
              clearable
              w={200}
              data={(types.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
              value={typeId}
              onChange={setTypeId}
            />
          </Group>
        }
      />
    </Stack>
  );
}
