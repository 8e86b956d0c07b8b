import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TAdminSetting } from '@sikerja/contracts';
import { useMemo, useState } from 'react';
import { useOfficialCandidates } from '../api/find-official-candidates.ts';

type Official = NonNullable<TAdminSetting['authorised_official']>;

interface OfficialSelectProps {
  value: number | null;
  onChange: (value: number | null) => void;
  /** The official saved now, shown even when not among the search results. */
  current: Official | null;
  error?: React.ReactNode;
  /** @default 'Pejabat berwenang' */
  label?: string;
  /** @default 'Penjabat yang menyetujui cuti dan surat tugas' */
  description?: string;
}

const labelOf = (person: { name: string; nip: string | null }) =>
  person.nip ? `${person.name} (${person.nip})` : person.name;

/**
 * Searchable picker of a staff member a setting names (the authorised official, the PPK, the
 * bendahara), searching the staff list on the server.
 */
export function OfficialSelect({
  value,
  onChange,
  current,
  error,
  label = 'Pejabat berwenang',
  description = 'Penjabat yang menyetujui cuti dan surat tugas',
}: OfficialSelectProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const candidates = useOfficialCandidates(debounced);

  const options = useMemo(() => {
    const rows = candidates.data?.data ?? [];
    const list = rows.map((row) => ({ value: row.id, label: labelOf(row) }));
    if (current && !list.some((o) => o.value === current.id)) {
      list.unshift({ value: current.id, label: labelOf(current) });
    }
    return list;
  }, [candidates.data, current]);

  return (
    <Select<number>
      label={label}
      description={description}
      placeholder="Pilih"
      data={options}
      value={value}
      onChange={(next) => onChange(next)}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={candidates.isFetching ? 'Mencari…' : 'Tidak ada pegawai yang cocok'}
      rightSection={candidates.isFetching ? <Loader size={14} /> : undefined}
      error={error}
    />
  );
}
