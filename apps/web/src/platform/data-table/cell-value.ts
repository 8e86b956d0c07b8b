import type { ReactNode } from 'react';
import type { DataTableColumn } from './types.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads a dotted path ('unit.name') from a row, as the spec's column `data` allows. */
export function readPath(row: unknown, path: string): unknown {
  let value: unknown = row;
  for (const part of path.split('.')) {
    if (!isRecord(value)) return undefined;
    value = value[part];
  }
  return value;
}

/** Text of a plain cell; `empty` when there is nothing to show (the spec's column `default`). */
export function cellText(value: unknown, empty: ReactNode): ReactNode {
  if (value === null || value === undefined || value === '') return empty;
  if (typeof value === 'boolean') return value ? 'Ya' : 'Tidak';
  if (typeof value === 'string' || typeof value === 'number') return value;
  return JSON.stringify(value);
}

/** A column's cell for a row: its own renderer, else the value at its path as text. */
export function renderCell<Row>(column: DataTableColumn<Row>, row: Row, index: number): ReactNode {
  return column.render
    ? column.render(row, index)
    : cellText(readPath(row, column.accessor ?? column.id), column.empty ?? '-');
}
