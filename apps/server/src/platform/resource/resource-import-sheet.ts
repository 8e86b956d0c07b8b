/**
 * Reading an import workbook back into request values, and writing its template. The file is
 * what the export gives, edited by hand, so the reader undoes the export's formats (Ya/Tidak,
 * rupiah with dots) and forgives what people do in Excel: headers in other case or spacing,
 * numbers typed as text, dates typed as dates.
 */
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import { cellValue, type ResourceColumn } from './resource-export.ts';

type Plain = string | number | boolean | Date;
type Shape = Readonly<Record<string, z.ZodType>>;

/** The fields of an object contract (through refinements and pipes), when it is one. */
export function shapeOf(schema: z.ZodType): Shape | undefined {
  const def = schema._zod.def as { type: string; in?: z.ZodType };
  if (def.type === 'object') return (schema as unknown as { shape: Shape }).shape;
  if (def.type === 'pipe' && def.in) return shapeOf(def.in);
  return undefined;
}

/** The options of an enum field, looking through optional/default/nullable wrappers. */
function enumOptions(schema: z.ZodType | undefined): readonly string[] | undefined {
  for (let current = schema, depth = 0; current && depth < 5; depth++) {
    const def = current._zod.def as { type: string; innerType?: z.ZodType; entries?: object };
    if (def.type === 'enum' && def.entries) return Object.values(def.entries).map(String);
    current = def.innerType;
  }
  return undefined;
}

/** 'PTKP per Tahun (Rp)' and 'ptkp  per tahun rp' compare equal; so do 'sort_order' and 'Sort Order'. */
export function normalizeHeader(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A cell as a plain value: rich text joined, formulas by their result, errors as empty. */
function plain(value: ExcelJS.CellValue): Plain | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value !== 'object') return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) return value.text;
  if ('formula' in value || 'sharedFormula' in value) {
    return plain((value.result ?? null) as ExcelJS.CellValue);
  }
  return null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Excel keeps dates as wall-clock days; exceljs hands them over as UTC midnights. */
function isoDate(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** '14/03/2026' or '14-03-2026' (the Indonesian order) → '2026-03-14'. */
function isoFromText(text: string): string | undefined {
  const match = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(text);
  if (!match) return undefined;
  const [, d = '', m = '', y = ''] = match;
  return `${y}-${pad(Number(m))}-${pad(Number(d))}`;
}

/**
 * Numbers as Indonesians write them: dots group thousands and a comma starts the decimals
 * ('Rp 4.500.000', '2,5'); a lone dot with other than three digits after it is a decimal point.
 */
export function numberFromText(text: string): number | undefined {
  const bare = text.replace(/^rp\.?/i, '').replace(/[\s\u00a0]/g, '');
  let normalized: string | undefined;
  if (/^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(bare))
    normalized = bare.replace(/\./g, '').replace(',', '.');
  else if (/^-?\d+([.,]\d+)?$/.test(bare)) normalized = bare.replace(',', '.');
  if (normalized === undefined) return undefined;
  const n = Number(normalized);
  return Number.isFinite(n) ? n : undefined;
}

const TRUE_WORDS = new Set(['ya', 'y', 'yes', 'true', '1', 'aktif']);
const FALSE_WORDS = new Set(['tidak', 't', 'no', 'false', '0', 'nonaktif', 'tidak aktif']);

/**
 * The readings of one cell, most likely first. The export's format decides for booleans and
 * numbers; otherwise a cell may be meant as text or as a number (a code '1' typed as 1), so
 * the field's own schema picks the first reading it accepts.
 */
function readings(value: Plain, format: ResourceColumn['format']): unknown[] {
  if (value instanceof Date) return [isoDate(value)];
  if (format === 'boolean') {
    if (typeof value === 'boolean') return [value];
    const word = normalizeHeader(String(value));
    if (TRUE_WORDS.has(word)) return [true];
    if (FALSE_WORDS.has(word)) return [false];
    return [String(value)];
  }
  if (format === 'number' || format === 'rupiah') {
    if (typeof value === 'number') return [value];
    return [numberFromText(String(value)) ?? String(value)];
  }
  if (typeof value === 'number') return [value, String(value)];
  if (typeof value === 'boolean') return [value];
  const text = value.trim();
  const found = [text, isoFromText(text), numberFromText(text), text.toLowerCase()];
  return found.filter((v, i) => v !== undefined && found.indexOf(v) === i);
}

/** A cell's value for a field: the first reading its schema accepts, else the first one. */
function convert(value: Plain, column: ResourceColumn, field: z.ZodType | undefined): unknown {
  const options = readings(value, column.format);
  if (!field) return options[0];
  return options.find((option) => field.safeParse(option).success) ?? options[0];
}

export interface SheetRow {
  rowNumber: number;
  /** Only the cells that hold something; a blank cell is absent (docs/masters.md). */
  values: Record<string, unknown>;
}

export interface ReadSheet {
  /** The importable columns the header row has. */
  columns: ResourceColumn[];
  rows: SheetRow[];
}

export class SheetError extends Error {}

/**
 * Reads the first sheet: finds the header row (the first of five that names a column), maps
 * headers to columns, and turns every non-empty row into values.
 */
export async function readSheet(
  bytes: Buffer,
  columns: readonly ResourceColumn[],
  shape: Shape | undefined,
  maxRows: number,
): Promise<ReadSheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new SheetError('unreadable');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new SheetError('unreadable');
  const byHeader = new Map<string, ResourceColumn>();
  for (const column of columns) {
    byHeader.set(normalizeHeader(column.label), column);
    byHeader.set(normalizeHeader(column.key), column);
  }
  let headerRow = 0;
  let found = new Map<number, ResourceColumn>();
  for (let r = 1; r <= Math.min(5, sheet.rowCount) && found.size === 0; r++) {
    const mapped = new Map<number, ResourceColumn>();
    sheet.getRow(r).eachCell((cell, col) => {
      const column = byHeader.get(normalizeHeader(String(plain(cell.value) ?? '')));
      if (column && ![...mapped.values()].includes(column)) mapped.set(col, column);
    });
    if (mapped.size > 0) {
      headerRow = r;
      found = mapped;
    }
  }
  const rows: SheetRow[] = [];
  for (let r = headerRow + 1; headerRow > 0 && r <= sheet.rowCount; r++) {
    const values: Record<string, unknown> = {};
    for (const [col, column] of found) {
      const raw = plain(sheet.getRow(r).getCell(col).value);
      if (raw === null || (typeof raw === 'string' && raw.trim() === '')) continue;
      values[column.key] = convert(raw, column, shape?.[column.key]);
    }
    if (Object.keys(values).length === 0) continue;
    if (rows.length >= maxRows) throw new SheetError('too-many-rows');
    rows.push({ rowNumber: r, values });
  }
  return { columns: [...found.values()], rows };
}

/** What a column expects, for the template's notes. */
function columnHint(
  column: ResourceColumn,
  field: z.ZodType | undefined,
  isKey: boolean,
  own?: string,
): string {
  const options = enumOptions(field);
  const hint = own
    ? own
    : column.format === 'boolean'
      ? 'Ya atau Tidak.'
      : column.format === 'rupiah'
        ? 'Angka rupiah; boleh dengan titik ribuan (4.500.000).'
        : column.format === 'number'
          ? 'Angka.'
          : options
            ? `Salah satu dari: ${options.join(', ')}.`
            : 'Teks.';
  const optional = field ? field.safeParse(undefined).success : false;
  return [
    hint,
    isKey ? 'Kunci: baris dengan nilai kunci yang sudah ada akan mengubah data tersebut.' : '',
    optional ? 'Boleh kosong.' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The template: the data sheet with the import's headers (key columns marked), and a notes
 * sheet saying what each column takes, with a stored row as the example when there is one.
 */
export async function writeTemplate(
  sheetName: string,
  columns: readonly ResourceColumn[],
  keys: readonly string[],
  shape: Shape | undefined,
  example: Record<string, unknown> | undefined,
  /** A column's own note (a lookup's), instead of the one its format gives. */
  hints: ReadonlyMap<string, string> = new Map(),
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((c) => ({
    header: c.label,
    key: c.key,
    width: c.width ?? Math.max(14, c.label.length + 4),
    style: c.format === 'rupiah' ? { numFmt: '#,##0' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const [index, column] of columns.entries()) {
    if (!keys.includes(column.key)) continue;
    sheet.getRow(1).getCell(index + 1).fill = {
      type: 'pattern',
      pattern: 'solid',
      fgColor: { argb: 'FFFFF2CC' },
    };
  }
  const notes = workbook.addWorksheet('Petunjuk');
  notes.columns = [
    { header: 'Kolom', key: 'label', width: 28 },
    { header: 'Isi', key: 'hint', width: 80 },
    { header: 'Contoh', key: 'example', width: 28 },
  ];
  notes.getRow(1).font = { bold: true };
  for (const column of columns) {
    notes.addRow({
      label: column.label,
      hint: columnHint(
        column,
        shape?.[column.key],
        keys.includes(column.key),
        hints.get(column.key),
      ),
      example: example ? cellValue(column, example[column.key]) : null,
    });
  }
  notes.addRow({});
  notes.addRow({
    label: 'Cara mengisi',
    hint: `Isi data mulai baris 2 pada sheet "${sheet.name}"; jangan ubah baris judul. Sel kosong: data baru memakai nilai bawaan, data lama tidak diubah. Tanggal ditulis YYYY-MM-DD atau DD/MM/YYYY. Maksimal 2MB.`,
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
