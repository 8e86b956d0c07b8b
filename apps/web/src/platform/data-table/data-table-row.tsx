import { ActionIcon, Box, Collapse, Table } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { renderCell } from './cell-value.ts';
import type { DataTableColumn } from './types.ts';

interface DataTableRowProps<Row> {
  row: Row;
  index: number;
  number: number | undefined;
  columns: DataTableColumn<Row>[];
  renderExpanded: ((row: Row) => ReactNode) | undefined;
  columnCount: number;
}

/** The chevron that opens a row's details (in the table and on a phone's card). */
export function DetailsToggle({
  isOpen,
  onToggle,
  controls,
}: {
  isOpen: boolean;
  onToggle: () => void;
  controls: string;
}) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      onClick={onToggle}
      aria-expanded={isOpen}
      aria-controls={controls}
      aria-label={isOpen ? 'Tutup rincian' : 'Lihat rincian'}
    >
      <IconChevronRight
        size={16}
        style={{ transform: isOpen ? 'rotate(90deg)' : undefined, transition: 'transform 150ms' }}
      />
    </ActionIcon>
  );
}

/** One row of a DataTable, with its optional details row. */
export function DataTableRow<Row>({
  row,
  index,
  number,
  columns,
  renderExpanded,
  columnCount,
}: DataTableRowProps<Row>) {
  const [isOpen, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <>
      <Table.Tr>
        {renderExpanded && (
          <Table.Td>
            <DetailsToggle
              isOpen={isOpen}
              onToggle={() => setOpen((open) => !open)}
              controls={detailsId}
            />
          </Table.Td>
        )}
        {number !== undefined && <Table.Td c="dimmed">{number}</Table.Td>}
        {columns.map((column) => (
          <Table.Td
            key={column.id}
            ta={column.align}
            className={column.className}
            style={column.style}
          >
            {renderCell(column, row, index)}
          </Table.Td>
        ))}
      </Table.Tr>
      {renderExpanded && (
        <Table.Tr id={detailsId} hidden={!isOpen}>
          <Table.Td colSpan={columnCount} p={0}>
            <Collapse expanded={isOpen}>
              <Box p="md">{isOpen && renderExpanded(row)}</Box>
            </Collapse>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
