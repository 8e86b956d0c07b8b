import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatIsoDate } from '../../../lib/format/date.ts';
import { formatNumber, formatPercent, formatRupiah } from '../../../lib/format/number.ts';
import { type DataTableColumn, readPath } from '../../data-table/data-table.api.ts';
import type { ResourceColumn } from '../resource-config.ts';
import { DocumentLink } from './document-link.tsx';

function isEmpty(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

function cell(column: ResourceColumn, row: unknown): ReactNode {
  const value = readPath(row, column.key);
  if (column.format === 'file') {
    const name = column.fileName ? readPath(row, column.fileName) : null;
    return (
      <DocumentLink
        fileId={typeof value === 'string' ? value : null}
        name={typeof name === 'string' ? name : null}
      />
    );
  }
  if (isEmpty(value)) return column.empty ?? '-';
  if (column.cell) {
    const Cell = column.cell;
    return <Cell value={value} row={row} />;
  }
  switch (column.format) {
    case 'boolean':
      if (column.key === 'is_active') {
        return (
          <Badge variant="light" color={value ? 'teal' : 'gray'}>
            {value ? 'Aktif' : 'Nonaktif'}
          </Badge>
        );
      }
      return value ? 'Ya' : 'Tidak';
    case 'money':
      return typeof value === 'number' ? formatRupiah(value) : String(value);
    case 'number':
      return typeof value === 'number' ? formatNumber(value) : String(value);
    case 'percent':
      return typeof value === 'number' ? formatPercent(value) : String(value);
    case 'date':
      return typeof value === 'string' ? formatIsoDate(value) : String(value);
    case 'option': {
      const values = Array.isArray(value) ? value : [value];
      return values
        .map((v) => column.options?.find((o) => o.value === String(v))?.label ?? String(v))
        .join(', ');
    }
    default:
      return Array.isArray(value) ? value.join(', ') : String(value);
  }
}

const NUMERIC = new Set(['money', 'number', 'percent']);

/** A master's column as a DataTable column: the value formatted the Indonesian way. */
export function toTableColumn<Row>(column: ResourceColumn): DataTableColumn<Row> {
  return {
    id: column.key,
    header: column.label,
    render: (row) => cell(column, row),
    align: column.align ?? (NUMERIC.has(column.format ?? '') ? 'right' : undefined),
    width: column.width,
    sortKey: column.sortKey,
  };
}
