import type { CSSProperties, ReactNode } from 'react';

/** One column of a DataTable (SPEC section 3 'Table column': name, data, default, class, style). */
export interface DataTableColumn<Row> {
  /** Unique within the table; also the dotted path read from the row when `accessor` is unset. */
  id: string;
  header: ReactNode;
  /** Dotted path of the value in the row ('unit.name'). */
  accessor?: string;
  /** Custom cell; wins over `accessor`. */
  render?: (row: Row, index: number) => ReactNode;
  /** Shown when the value is empty. @default '-' */
  empty?: ReactNode;
  align?: 'left' | 'center' | 'right';
  /** The server's sort key: the header becomes a button that sorts by it. */
  sortKey?: string;
  width?: number | string;
  className?: string;
  style?: CSSProperties;
}
