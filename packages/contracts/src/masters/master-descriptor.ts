/**
 * What a master's columns are called and how its list may be ordered, said once (docs/masters.md
 * "Declaring a master"). The server derives its accepted sort keys, its default order and its
 * Excel columns from it; the web derives its table's headers and sortable columns. Before, the
 * contract, the server resource and the web config each kept their own list, and the labels
 * drifted apart ('Setara Golongan PNS' in the export, 'Setara Gol. PNS' on screen).
 */
import type { z } from 'zod';

/** How the Excel export writes a value and the import reads it back. */
export type MasterValueFormat = 'text' | 'number' | 'boolean' | 'rupiah';

export type SortDirection = 'asc' | 'desc';

export interface MasterField<K extends string = string> {
  /** The row's key (the row schema's; also the table's column name where it has one). */
  field: K;
  /** Indonesian header: the web table's and the export's, and the name in 'X sudah terdaftar'. */
  label: string;
  /** The list may be ordered by it; its sort key is the field's name. */
  sortable?: boolean;
  /** A column of the Excel export (and so of the import's template). @default true */
  exported?: boolean;
  /** @default 'text' */
  format?: MasterValueFormat;
  /** The export column's width in characters; by default it fits the header. */
  exportWidth?: number;
  /**
   * For a list value (an array of names): what joins it into one cell, and what the import
   * splits a cell at. @default ', '
   */
  listSeparator?: string;
}

/** K: the fields it names; S: the sortable ones. */
export interface MasterDescriptor<K extends string = string, S extends string = string> {
  row: z.ZodObject;
  /** In export order. */
  fields: readonly MasterField<K>[];
  /** The fields marked sortable: the list's and the export's `sort` values. */
  sortKeys: readonly [S, ...S[]];
  /** The order of a list that names no sort. */
  defaultSort: readonly (readonly [S, SortDirection])[];
}

type RowKey<R extends z.ZodObject> = Extract<keyof R['shape'], string>;
type SortableField<F extends readonly MasterField[]> = Extract<
  F[number],
  { sortable: true }
>['field'];

/**
 * A master's descriptor, checked against its row schema: a field the row lacks, or a default
 * sort on a field not marked sortable, fails the typecheck.
 */
export function defineMasterDescriptor<
  R extends z.ZodObject,
  const F extends readonly MasterField<RowKey<R>>[],
>(
  row: R,
  spec: { fields: F; defaultSort: readonly (readonly [SortableField<F>, SortDirection])[] },
): MasterDescriptor<F[number]['field'], SortableField<F>> {
  const sortable = spec.fields.filter(
    (f): f is Extract<F[number], { sortable: true }> => f.sortable === true,
  );
  const [first, ...rest] = sortable.map((f) => f.field);
  if (first === undefined) throw new Error('a master descriptor needs a sortable field');
  return { row, fields: spec.fields, sortKeys: [first, ...rest], defaultSort: spec.defaultSort };
}

/** The 'is_active' column every master ends with. */
export const ACTIVE_FIELD = { field: 'is_active', label: 'Aktif', format: 'boolean' } as const;

/** The fields the export writes, in order. */
export function exportedFields<K extends string>(
  descriptor: MasterDescriptor<K>,
): readonly MasterField<K>[] {
  return descriptor.fields.filter((f) => f.exported !== false);
}
