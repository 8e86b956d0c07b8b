import { Box, Card, Collapse, Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { renderCell } from './cell-value.ts';
import { DetailsToggle } from './data-table-row.tsx';
import type { DataTableColumn } from './types.ts';

/** The column holding a row's buttons and menu: on a phone it sits at the card's top. */
const ACTIONS = 'actions';

interface DataTableCardsProps<Row> {
  rows: Row[];
  rowKey: (row: Row) => string | number;
  columns: DataTableColumn<Row>[];
  label: string;
  firstNumber: number | undefined;
  renderExpanded: ((row: Row) => ReactNode) | undefined;
  busy: boolean;
  empty: ReactNode;
}

/**
 * A table on a phone: one card per row, every column as a label and its value, the row's
 * actions at the top right, so nothing sits off the screen (issue 15: tables ran off 390 px
 * and hid the status and the row menu).
 */
export function DataTableCards<Row>({
  rows,
  rowKey,
  columns,
  label,
  firstNumber,
  renderExpanded,
  busy,
  empty,
}: DataTableCardsProps<Row>) {
  return (
    <Stack gap="sm" role="list" aria-label={label} aria-busy={busy}>
      {rows.map((row, index) => (
        <RowCard
          key={rowKey(row)}
          row={row}
          index={index}
          number={firstNumber === undefined ? undefined : firstNumber + index}
          columns={columns}
          renderExpanded={renderExpanded}
        />
      ))}
      {rows.length === 0 && empty}
    </Stack>
  );
}

function RowCard<Row>({
  row,
  index,
  number,
  columns,
  renderExpanded,
}: {
  row: Row;
  index: number;
  number: number | undefined;
  columns: DataTableColumn<Row>[];
  renderExpanded: ((row: Row) => ReactNode) | undefined;
}) {
  const [isOpen, setOpen] = useState(false);
  const detailsId = useId();
  const actions = columns.find((c) => c.id === ACTIONS);
  const fields = columns.filter((c) => c.id !== ACTIONS);
  return (
    <Card withBorder padding="sm" radius="md" role="listitem">
      <Group justify="space-between" wrap="nowrap" gap="xs" mb={4} mih={28}>
        <Group gap={4} wrap="nowrap">
          {renderExpanded && (
            <DetailsToggle
              isOpen={isOpen}
              onToggle={() => setOpen((open) => !open)}
              controls={detailsId}
            />
          )}
          {number !== undefined && (
            <Text size="xs" c="dimmed">
              No {number}
            </Text>
          )}
        </Group>
        {actions && <Box>{renderCell(actions, row, index)}</Box>}
      </Group>
      <Stack gap={6}>
        {fields.map((column) => (
          <Group key={column.id} justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Text size="xs" c="dimmed" fw={600} style={{ flexShrink: 0, maxWidth: '42%' }}>
              {column.header}
            </Text>
            <Box ta="right" fz="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {renderCell(column, row, index)}
            </Box>
          </Group>
        ))}
      </Stack>
      {renderExpanded && (
        <Collapse expanded={isOpen} id={detailsId}>
          <Box pt="sm">{isOpen && renderExpanded(row)}</Box>
        </Collapse>
      )}
    </Card>
  );
}
