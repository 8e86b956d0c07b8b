import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useChosenOptions, useReferenceOptions } from '../api/reference-options.ts';
import type { ResourceField } from '../resource-config.ts';

type ReferenceSelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  field: ResourceField;
  value: number | null;
  onChange: (value: number | null) => void;
};

/** A searchable select of another master's rows; the value is the row's id. */
export function ReferenceSelect({ field, value, onChange, ...props }: ReferenceSelectProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const selected = value === null ? null : String(value);
  const options = useReferenceOptions(field, debounced);
  const chosen = useChosenOptions(field, selected ? [selected] : [], options.data);
  const data = [...chosen, ...(options.data ?? [])];
  return (
    <Select
      {...props}
      searchable
      clearable
      data={data}
      value={selected}
      onChange={(next) => onChange(next ? Number(next) : null)}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={options.isFetching ? 'Memuat…' : 'Tidak ada data'}
      placeholder={props.placeholder ?? 'Pilih'}
    />
  );
}
