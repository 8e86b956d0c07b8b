import { Select } from '@mantine/core';
import {
  SURAT_TUGAS_STATUS_LABELS,
  SURAT_TUGAS_STATUSES,
  ZSuratTugasUnitsResponse,
} from '@sikerja/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PeriodFilter } from '../../components/date-picker/period-filter.tsx';
import { api } from '../../lib/api-client.ts';

const STATUS_OPTIONS = SURAT_TUGAS_STATUSES.map((s) => ({
  value: s,
  label: SURAT_TUGAS_STATUS_LABELS[s],
}));

/**
 * The unit filter of the surat tugas lists (the letter's unit), its options from the screen's own
 * `<base>/units`, so it needs no other screen's permission.
 */
export function LetterUnitSelect({
  base,
  value,
  onChange,
  w = 220,
}: {
  base: string;
  value: number | null;
  onChange: (value: number | null) => void;
  w?: number;
}) {
  const units = useQuery({
    queryKey: ['surat-tugas', 'units', base],
    queryFn: ({ signal }) => api.get(`${base}/units`, ZSuratTugasUnitsResponse, { signal }),
    staleTime: 5 * 60_000,
  });
  return (
    <Select
      aria-label="Unit"
      placeholder={units.isLoading ? 'Memuat unit…' : 'Semua unit'}
      clearable
      searchable
      data={(units.data?.data ?? []).map((u) => ({
        value: String(u.id),
        label: `${u.code} — ${u.name}`,
      }))}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
      nothingFoundMessage={units.isError ? 'Unit gagal dimuat' : 'Tidak ada unit yang cocok'}
      w={w}
    />
  );
}

/**
 * The letter lists' filters (status, the letter's unit and, unless `period` is false, a period
 * in the app's Indonesian date field): the values for the list and the export, and the fields for
 * its toolbar. `base` is the list's path, whose `units` the unit select offers; the travel lists
 * pass their own statuses.
 */
export function useLetterFilters(
  base: string,
  options: { statuses?: { value: string; label: string }[]; period?: boolean } = {},
) {
  const [status, setStatus] = useState<string | null>(null);
  const [unitId, setUnitId] = useState<number | null>(null);
  const [period, setPeriod] = useState({ from: '', to: '' });
  const withPeriod = options.period ?? true;
  const fields = (
    <>
      <Select
        aria-label="Status"
        placeholder="Semua status"
        clearable
        data={options.statuses ?? STATUS_OPTIONS}
        value={status}
        onChange={setStatus}
        w={options.statuses ? 220 : 190}
      />
      <LetterUnitSelect base={base} value={unitId} onChange={setUnitId} />
      {withPeriod && <PeriodFilter from={period.from} to={period.to} onChange={setPeriod} />}
    </>
  );
  const filters = { status, unit_id: unitId, ...(withPeriod ? period : {}) };
  return { filters, fields };
}
