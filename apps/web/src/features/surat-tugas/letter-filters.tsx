import { Select } from '@mantine/core';
import { SURAT_TUGAS_STATUS_LABELS, SURAT_TUGAS_STATUSES } from '@sikerja/contracts';
import { useState } from 'react';
import { DateField } from '../../components/date-picker/date-field.tsx';

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
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
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
      <DateField
        aria-label="Dari tanggal"
        placeholder="Dari tanggal"
        value={from}
        onChange={(next) => setFrom(next ?? '')}
        clearable
        w={180}
      />
      <DateField
        aria-label="Sampai tanggal"
        placeholder="Sampai tanggal"
        value={to}
        onChange={(next) => setTo(next ?? '')}
        minDate={from || undefined}
        clearable
        w={180}
      />
    </>
  );
  return { filters: { status, from, to }, fields };
}
