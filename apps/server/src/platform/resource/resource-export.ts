/**
 * Excel export of a master list: the rows the list would show for the same search, filters and
 * sort (every page), written with exceljs's streaming writer so memory stays flat however many
 * rows there are.
 */
import { PassThrough } from 'node:stream';
import { exportedFields, type MasterDescriptor } from '@sikerja/contracts';
import ExcelJS from 'exceljs';
import { zonedParts } from '../../lib/time.ts';

/** One column of the export (and the label a unique-violation message names the field by). */
export interface ResourceColumn {
  /** The row's field. */
  key: string;
  /** Indonesian header, e.g. 'Kode'. */
  label: string;
  /** How the cell shows: booleans as Ya/Tidak, rupiah with thousand separators. */
  format?: 'text' | 'number' | 'boolean' | 'rupiah';
  width?: number;
  /** What joins a list value into one cell (default ', '); the import splits at it. */
  separator?: string;
}

/** A master's export columns: its descriptor's exported fields, in order. */
export function exportColumns(descriptor: MasterDescriptor): ResourceColumn[] {
  return exportedFields(descriptor).map((f) => ({
    key: f.field,
    label: f.label,
    ...(f.format ? { format: f.format } : {}),
    ...(f.exportWidth ? { width: f.exportWidth } : {}),
    ...(f.listSeparator ? { separator: f.listSeparator } : {}),
  }));
}

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** '<name>-2026-03-14.xlsx', dated in the institution's time zone. */
export function exportFileName(name: string, timeZone: string, now = new Date()): string {
  const { y, m, d } = zonedParts(now, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${name}-${y}-${pad(m)}-${pad(d)}.xlsx`;
}

/** A value as the export writes it (also the template's example). */
export function cellValue(column: ResourceColumn, value: unknown): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (column.format === 'boolean') return value ? 'Ya' : 'Tidak';
  // A list (the unit names a location serves) reads as one cell.
  if (Array.isArray(value)) return value.join(column.separator ?? ', ');
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') {
    return value;
  }
  return String(value);
}

/**
 * Starts writing the workbook and returns the stream to send. A failure half-way destroys the
 * stream (the download breaks rather than ending as a silently truncated file) and is reported.
 */
export function streamWorkbook(
  sheetName: string,
  columns: readonly ResourceColumn[],
  chunks: AsyncIterable<Record<string, unknown>[]>,
  onError: (error: unknown) => void,
): PassThrough {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((c) => ({
    header: c.label,
    key: c.key,
    width: c.width ?? Math.max(12, c.label.length + 4),
    style: c.format === 'rupiah' ? { numFmt: '#,##0' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  // A header longer than its column (the recap's code names) wraps instead of being cut off.
  sheet.getRow(1).alignment = { wrapText: true, vertical: 'top' };
  (async () => {
    for await (const rows of chunks) {
      for (const row of rows) {
        sheet
          .addRow(Object.fromEntries(columns.map((c) => [c.key, cellValue(c, row[c.key])])))
          .commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => {
    onError(error);
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return stream;
}
