import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useChosenOptions, useReferenceOptions } from '../api/reference-options.ts';
import type { ResourceField } from '../resource-config.ts';

type ReferenceMultiSelectProps = Omit<MultiSelectProps, 'data' | 'value' | 'onChange'> & {
  field: ResourceField;
  value: readonly number[];
  onChange: (value: number[]) => void;
};

/**
 * Several rows of another master, searched on the server as the person types (like
 * ReferenceSelect); the value is their ids. Chosen rows stay labelled while a search hides them.
 */
export function ReferenceMultiSelect({
  field,
  value,
  onChange,
  ...props
}: ReferenceMultiSelectProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const selected = value.map(String);
  const options = useReferenceOptions(field, debounced);
  const chosen = useChosenOptions(field, selected, options.data);
  const data = [...chosen, ...(options.data ?? [])];
  return (
    <MultiSelect
      {...props}
      searchable
      clearable
      data={data}
      value={selected}
      onChange={(next) => onChange(next.map(Number))}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={options.isFetching ? 'Memuat…' : 'Tidak ada data'}
      placeholder={selected.length > 0 ? undefined : (props.placeholder ?? 'Pilih')}
    />
  );
}
