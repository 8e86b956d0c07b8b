import { Group, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { DataTableColumn } from './types.ts';
import type { TableParams } from './use-table-params.ts';

type SortState = 'ascending' | 'descending' | 'none' | undefined;

/** The column's aria-sort: undefined for a column that does not sort. */
export function sortStateOf<Row>(
  column: DataTableColumn<Row>,
  params: Pick<TableParams, 'sort' | 'order'>,
): SortState {
  if (!column.sortKey) return undefined;
  if (params.sort !== column.sortKey) return 'none';
  return params.order === 'desc' ? 'descending' : 'ascending';
}

/** A sortable header: click for ascending, again for descending, again for the default. */
export function SortButton<Row>({
  column,
  state,
  onSort,
}: {
  column: DataTableColumn<Row>;
  state: SortState;
  onSort: (key: string) => void;
}) {
  const Icon =
    state === 'ascending'
      ? IconSortAscending
      : state === 'descending'
        ? IconSortDescending
        : IconArrowsSort;
  return (
    <UnstyledButton
      onClick={() => column.sortKey && onSort(column.sortKey)}
      fw={700}
      fz="sm"
      style={{ display: 'inline-flex' }}
    >
      <Group gap={4} wrap="nowrap">
        {column.header}
        <Icon size={14} stroke={1.8} opacity={state === 'none' ? 0.45 : 1} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}
