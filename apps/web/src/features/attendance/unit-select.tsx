import type { SelectProps } from '@mantine/core';
import {
  ReferenceSelect,
  type ResourceField,
} from '../../platform/resource-screen/resource-screen.api.ts';

const UNIT_FIELD: ResourceField = {
  name: 'unit_id',
  label: 'Unit Kerja',
  input: 'reference',
  reference: { path: '/admin/master/unit_kerja' },
};

/** The unit filter of the attendance screens: a searchable list of units. */
export function UnitSelect({
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
