import { ActionIcon, Box, Collapse, Table } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { cellText, readPath } from './cell-value.ts';
import type { DataTableColumn } from './types.ts';

interface DataTableRowProps<Row> {
  row: Row;
  index: number;
  number: number | undefined;
  columns: DataTableColumn<Row>[];
  renderExpanded: ((row: Row) => ReactNode) | undefined;
  columnCount: number;
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
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => setOpen((open) => !open)}
              aria-expanded={isOpen}
              aria-controls={detailsId}
              aria-label={isOpen ? 'Tutup rincian' : 'Lihat rincian'}
            >
              <IconChevronRight
                size={16}
                style={{
                  transform: isOpen ? 'rotate(90deg)' : undefined,
                  transition: 'transform 150ms',
                }}
              />
            </ActionIcon>
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
            {column.render
              ? column.render(row, index)
              : cellText(readPath(row, column.accessor ?? column.id), column.empty ?? '-')}
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
