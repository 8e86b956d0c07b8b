import type { SelectProps } from '@mantine/core';
import { ReferenceSelect } from './components/reference-select.tsx';
import type { ResourceField } from './resource-config.ts';

const UNIT_FIELD: ResourceField = {
  name: 'unit_id',
  label: 'Unit Kerja',
  input: 'reference',
  reference: { path: '/admin/master/unit_kerja' },
};

/** The unit filter of admin lists: a searchable list of units. */
export function UnitFilter({
  value,
  onChange,
  ...props
}: Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  return (
    <ReferenceSelect
      aria-label="Unit kerja"
      placeholder="Semua unit"
      field={UNIT_FIELD}
      value={value}
      onChange={onChange}
      {...props}
    />
  );
}
