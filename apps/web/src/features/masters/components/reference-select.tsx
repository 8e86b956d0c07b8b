import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { readPath } from '../../../components/data-table/cell-value.ts';
import { api } from '../../../lib/api-client.ts';
import { useReferenceOptions } from '../api/reference-options.ts';
import type { MasterField, MasterOption } from '../master-config.ts';

const ZAnyRow = z.object({ data: z.record(z.string(), z.unknown()) });

/** The label of the chosen row, which the first page of options may not hold. */
function useChosenOption(field: MasterField, value: string | null): MasterOption | undefined {
  const path = (field.reference?.path ?? '').replace(/^\//, '');
  const chosen = useQuery({
    queryKey: ['master', path, 'detail', Number(value)],
    queryFn: ({ signal }) => api.get(`${path}/${value}`, ZAnyRow, { signal }),
    enabled: Boolean(value) && path !== '',
    staleTime: 60_000,
  });
  const row = chosen.data?.data;
  if (!row || !value) return undefined;
  const label = field.reference?.label ?? 'name';
  // A dotted label ('unit.name') reads like the options do (reference-options.ts).
  const text =
    typeof label === 'function' ? label(row) : String(readPath(row, label) ?? `#${value}`);
  return { value, label: text };
}

type ReferenceSelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  field: MasterField;
  value: number | null;
  onChange: (value: number | null) => void;
};

/** A searchable select of another master's rows; the value is the row's id. */
export function ReferenceSelect({ field, value, onChange, ...props }: ReferenceSelectProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const selected = value === null ? null : String(value);
  const options = useReferenceOptions(field, debounced);
  const chosen = useChosenOption(field, selected);
  const data = [...(options.data ?? [])];
  if (chosen && !data.some((o) => o.value === chosen.value)) data.unshift(chosen);
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
