import { Select } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useUrlFilter } from '../../data-table/data-table.api.ts';
import type { ResourceFilter } from '../resource-config.ts';
import { ReferenceSelect } from './reference-select.tsx';

/** One list filter kept in the URL, like the table's page and search. */
function FilterSelect({ filter }: { filter: ResourceFilter }) {
  const [value, setValue] = useUrlFilter(filter.name);
  if (filter.reference) {
    return (
      <ReferenceSelect
        aria-label={filter.label}
        placeholder={`${filter.label}: semua`}
        field={{
          name: filter.name,
          label: filter.label,
          input: 'reference',
          reference: filter.reference,
        }}
        value={value ? Number(value) : null}
        onChange={(next) => setValue(next === null ? null : String(next))}
        w={240}
        // Long unit and position names read in full in the list, not only the first words.
        comboboxProps={{ width: 380, position: 'bottom-start' }}
      />
    );
  }
  return (
    <Select
      aria-label={filter.label}
      placeholder={`${filter.label}: semua`}
      data={[...(filter.options ?? [])]}
      value={value}
      onChange={setValue}
      clearable
      w={180}
    />
  );
}

export function ResourceFilters({ filters }: { filters: readonly ResourceFilter[] }) {
  return filters.map((filter) => <FilterSelect key={filter.name} filter={filter} />);
}

/** The current filter values from the URL, as the list request and the export send them. */
export function useResourceFilterValues(
  filters: readonly ResourceFilter[],
): Record<string, string> {
  const [searchParams] = useSearchParams();
  const values: Record<string, string> = {};
  for (const filter of filters) {
    const value = searchParams.get(filter.name);
    if (value) values[filter.name] = value;
  }
  return values;
}
