import { Select } from '@mantine/core';
import { SURAT_TUGAS_STATUS_LABELS, SURAT_TUGAS_STATUSES } from '@sikerja/contracts';
import { useState } from 'react';
import { PeriodFilter } from '../../components/date-picker/period-filter.tsx';

const STATUS_OPTIONS = SURAT_TUGAS_STATUSES.map((s) => ({
  value: s,
  label: SURAT_TUGAS_STATUS_LABELS[s],
}));

/**
 * The letter lists' filters (status and a period, in the app's Indonesian date field): the
 * values for the list and the export, and the fields for its toolbar.
 */
export function useLetterFilters() {
  const [status, setStatus] = useState<string | null>(null);
  const [period, setPeriod] = useState({ from: '', to: '' });
  const fields = (
    <>
      <Select
        aria-label="Status"
        placeholder="Semua status"
        clearable
        data={STATUS_OPTIONS}
        value={status}
        onChange={setStatus}
        w={190}
      />
      <PeriodFilter from={period.from} to={period.to} onChange={setPeriod} />
    </>
  );
  return { filters: { status, ...period }, fields };
}
