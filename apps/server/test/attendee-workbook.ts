/** Reads an attendee workbook (an apel/senam session, a meeting) the way an admin opens it. */
import ExcelJS from 'exceljs';
import { expect } from 'vitest';

export const ATTENDEE_SHEET_HEADER = [
  'No',
  'NIP',
  'Nama',
  'Unit Kerja',
  'Status',
  'Keterangan',
  'Jam Presensi',
  'Lokasi',
  'Kode QR',
  'Catatan',
  'Potongan (%)',
];

/** The header is the sheet's, and someone's check-in time is on the clock ('HH:MM:SS'). */
export async function expectAttendeeWorkbook(payload: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(ATTENDEE_SHEET_HEADER);
  const rows = sheet.getSheetValues().slice(2) as unknown[][];
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.some((r) => /^\d{2}:\d{2}:\d{2}$/.test(String(r[7] ?? '')))).toBe(true);
  return rows;
}
