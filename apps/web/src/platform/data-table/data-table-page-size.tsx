import { Group, Select, Text } from '@mantine/core';
import { PAGE_SIZES } from '@sikerja/contracts';
import { useId } from 'react';
import { isPageSize, type PageSize } from './list-endpoint.ts';

const options = PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }));

/** Page-size selector: 5, 10, 25, 50, 100 (SPEC section 5). */
export function DataTablePageSize({
  value,
  onChange,
}: {
  value: PageSize;
  onChange: (per: PageSize) => void;
}) {
  const id = useId();
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed" component="label" htmlFor={id}>
        Tampilkan
      </Text>
      <Select
        id={id}
        data={options}
        value={String(value)}
        onChange={(next) => {
          const per = Number(next);
          if (isPageSize(per)) onChange(per);
        }}
        allowDeselect={false}
        w={76}
        size="sm"
        comboboxProps={{ withinPortal: true }}
        aria-label="Jumlah baris per halaman"
      />
      <Text size="sm" c="dimmed">
        baris
      </Text>
    </Group>
  );
}
