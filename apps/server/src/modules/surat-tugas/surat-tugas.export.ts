/** The letters of the list's filters as a workbook: one row per letter. */
import {
  CADET_PURPOSE_LABELS,
  SURAT_TUGAS_STATUS_LABELS,
  type TSuratTugasListRequest,
} from '@sikerja/contracts';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client.ts';
import { allLetters, type Caller } from './surat-tugas.service.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const SURAT_TUGAS_EXPORT_HEADERS = [
  'No',
  'Nomor',
  'Unit',
  'Tanggal Surat',
  'Mulai',
  'Selesai',
  'Tujuan',
  'Untuk',
  'Pelaksana',
  'Kendaraan',
  'Penanda Tangan',
  'Status',
] as const;

export async function lettersWorkbook(
  db: Db,
  filters: TSuratTugasListRequest,
  caller: Caller,
  view: 'admin' | 'taruna' = 'admin',
): Promise<Buffer> {
  const rows = await allLetters(db, filters, caller, view);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Surat Tugas');
  // /admin/taruna's workbook adds the kind of cadet trip, which picks the cadets' rate.
  const cadetColumn = view === 'taruna';
  const header = sheet.addRow([
    ...SURAT_TUGAS_EXPORT_HEADERS,
    ...(cadetColumn ? ['Jenis Kegiatan Taruna'] : []),
  ]);
  header.font = { bold: true };
  rows.forEach((r, i) => {
    sheet.addRow([
      i + 1,
      r.number,
      r.unit.code,
      r.letter_date,
      r.start_date,
      r.end_date,
      r.destination,
      r.purpose,
      r.travellers.map((t) => t.name).join(', '),
      r.transport,
      r.signer.name,
      SURAT_TUGAS_STATUS_LABELS[r.status],
      ...(cadetColumn ? [r.cadet_purpose ? CADET_PURPOSE_LABELS[r.cadet_purpose] : '-'] : []),
    ]);
  });
  [5, 28, 12, 14, 12, 12, 28, 40, 40, 16, 28, 20, 26].forEach((w, i) => {
    sheet.getColumn(i + 1).width = w;
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
