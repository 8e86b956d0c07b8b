/**
 * Reading a fingerprint export (.xlsx or .csv) into (identifier, date, time) rows. Terminal
 * software writes these in many shapes, so the reader finds its columns by their headers:
 * 'PIN', 'NIP' or 'ID' for the person; one date-time column ('Waktu', 'Tanggal Jam'), or a
 * date column and a time column ('Tanggal' and 'Jam').
 */
import ExcelJS from 'exceljs';
import { normalizeHeader } from '../../platform/resource/resource-import-sheet.ts';

export interface PunchLine {
  /** The row number in the file (1 = the header). */
  row: number;
  /** 'pin', 'nip', or 'any' when the column does not say ('ID'). */
  idKind: 'pin' | 'nip' | 'any';
  id: string;
  /** 'YYYY-MM-DD HH:MM:SS' on the wall clock, or null with the reason. */
  local: string | null;
  raw: string;
}

export class PunchFileError extends Error {}

type Cell = string | number | Date | null;
const pad = (n: number) => String(n).padStart(2, '0');

function cellOf(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return String(value);
  if ('richText' in value) return value.richText.map((p) => p.text).join('');
  if ('text' in value) return String(value.text);
  if ('result' in value) return cellOf((value.result ?? null) as ExcelJS.CellValue);
  return null;
}

// Excel keeps wall-clock values; exceljs hands them over as UTC instants.
const datePart = (d: Date) =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const timePart = (d: Date) =>
  `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;

/** '2026-03-02', '02/03/2026' or '02-03-2026' → '2026-03-02'. */
function parseDate(text: string): string | null {
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (m) return `${m[1]}-${pad(Number(m[2]))}-${pad(Number(m[3]))}`;
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (m) return `${m[3]}-${pad(Number(m[2]))}-${pad(Number(m[1]))}`;
  return null;
}

/** '7:05', '07:05:09' or '07.05' → '07:05:00'/'07:05:09'. */
function parseTime(text: string): string | null {
  const m = /^(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?$/.exec(text);
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59 || Number(m[3] ?? 0) > 59) return null;
  return `${pad(Number(m[1]))}:${m[2]}:${m[3] ?? '00'}`;
}

function validDate(iso: string): boolean {
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso;
}

function dateOf(cell: Cell): string | null {
  if (cell instanceof Date) return datePart(cell);
  return typeof cell === 'string' ? parseDate(cell.trim()) : null;
}

function timeOf(cell: Cell): string | null {
  if (cell instanceof Date) return timePart(cell);
  // A time typed as a fraction of a day.
  if (typeof cell === 'number' && cell >= 0 && cell < 1) {
    const s = Math.round(cell * 86_400);
    return `${pad(Math.floor(s / 3600))}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`;
  }
  return typeof cell === 'string' ? parseTime(cell.trim()) : null;
}

function dateTimeOf(cell: Cell): string | null {
  if (cell instanceof Date) return `${datePart(cell)} ${timePart(cell)}`;
  if (typeof cell !== 'string') return null;
  const [d = '', t = ''] = cell.trim().split(/\s+|T/);
  const date = parseDate(d);
  const time = parseTime(t);
  return date && time ? `${date} ${time}` : null;
}

function splitCsvLine(line: string, sep: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === sep) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out.map((c) => c.trim());
}

function readCsv(bytes: Buffer): Cell[][] {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const lines = text.split(/\r?\n/);
  const first = lines[0] ?? '';
  const sep = [';', '\t', ','].find((s) => first.includes(s)) ?? ',';
  return lines.map((l) => (l.trim() === '' ? [] : splitCsvLine(l, sep)));
}

async function readXlsx(bytes: Buffer): Promise<Cell[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new PunchFileError('File Excel tidak dapat dibaca.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new PunchFileError('File Excel tidak berisi lembar kerja.');
  const rows: Cell[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, n) => {
    const values = row.values as ExcelJS.CellValue[];
    rows[n - 1] = values.slice(1).map(cellOf);
  });
  return Array.from(rows, (r) => r ?? []);
}

interface Columns {
  id: number;
  idKind: PunchLine['idKind'];
  dateTime?: number;
  date?: number;
  time?: number;
}

function findColumns(header: Cell[]): Columns | null {
  const names = header.map((c) => normalizeHeader(String(c ?? '')));
  const find = (test: (n: string) => boolean) => names.findIndex(test);
  const pin = find((n) => /\bpin\b/.test(n));
  const nip = find((n) => /\bnip\b/.test(n));
  const anyId = find((n) => /^(id|no id|user id|ac no|no absen)$/.test(n));
  const id = pin >= 0 ? pin : nip >= 0 ? nip : anyId;
  if (id < 0) return null;
  const idKind = pin >= 0 && pin === id ? (nip === id ? 'any' : 'pin') : nip === id ? 'nip' : 'any';
  const dateTime = find(
    (n) => /waktu|date ?time|tanggal ?jam|scan|check ?time/.test(n) && !/^jam$/.test(n),
  );
  const date = find((n) => /^(tanggal|tgl|date)$/.test(n));
  const time = find((n) => /^(jam|time|pukul)$/.test(n));
  if (dateTime >= 0) return { id, idKind, dateTime };
  if (date >= 0 && time >= 0) return { id, idKind, date, time };
  return null;
}

/** The punch lines of a file; throws PunchFileError when its columns cannot be found. */
export async function readPunchFile(bytes: Buffer, fileName: string): Promise<PunchLine[]> {
  const rows = /\.csv$/i.test(fileName) ? readCsv(bytes) : await readXlsx(bytes);
  const headerIndex = rows.findIndex((r) => findColumns(r) !== null);
  const header = rows[headerIndex];
  const columns = header ? findColumns(header) : null;
  if (!columns) {
    throw new PunchFileError(
      "Kolom tidak dikenali: file harus berisi kolom 'PIN' atau 'NIP' dan kolom 'Waktu' (atau 'Tanggal' dan 'Jam').",
    );
  }
  const lines: PunchLine[] = [];
  rows.forEach((cells, i) => {
    if (i <= headerIndex || cells.every((c) => c === null || c === '')) return;
    const idCell = cells[columns.id];
    const id = idCell === null || idCell === undefined ? '' : String(idCell).trim();
    let local: string | null;
    let raw: string;
    if (columns.dateTime !== undefined) {
      const cell = cells[columns.dateTime] ?? null;
      local = dateTimeOf(cell);
      raw = cell instanceof Date ? cell.toISOString() : String(cell ?? '');
    } else {
      const d = dateOf(cells[columns.date ?? 0] ?? null);
      const t = timeOf(cells[columns.time ?? 0] ?? null);
      local = d && t ? `${d} ${t}` : null;
      raw = `${String(cells[columns.date ?? 0] ?? '')} ${String(cells[columns.time ?? 0] ?? '')}`;
    }
    if (local && !validDate(local.slice(0, 10))) local = null;
    lines.push({ row: i + 1, idKind: columns.idKind, id, local, raw });
  });
  return lines;
}
