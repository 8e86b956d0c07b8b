/** The kirim monitor as a workbook: the same rows as the list for the same tab and filters. */
import {
  KINERJA_SEND_STATUS_LABELS,
  monthName,
  type TKinerjaMonitorKind,
  type TKinerjaSendListRequest,
} from '@sikerja/contracts';
import ExcelJS from 'exceljs';
import type { DbOrTx } from '../../db/client.ts';
import { sendList } from './monitor.service.ts';

export const SEND_EXPORT_HEADERS = [
  'No',
  'NIP',
  'Nama',
  'Jabatan',
  'Unit Kerja',
  'Atasan',
  'Status',
] as const;

/** The most rows one file holds; a bigger institution filters by unit. */
const MAX_ROWS = 20_000;

export function sendListFileName(kind: TKinerjaMonitorKind, filter: TKinerjaSendListRequest) {
  const period =
    kind === 'kontrak'
      ? `${filter.year}`
      : `${filter.year}-${String(filter.month).padStart(2, '0')}`;
  return `${kind}-${filter.tab === 'sudah' ? 'sudah' : 'belum'}-kirim-${period}.xlsx`;
}

export async function sendListWorkbook(
  db: DbOrTx,
  kind: TKinerjaMonitorKind,
  filter: TKinerjaSendListRequest,
): Promise<Buffer> {
  const page = await sendList(db, kind, { page: 1, per: MAX_ROWS, path: '' }, filter);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(filter.tab === 'sudah' ? 'Sudah Kirim' : 'Belum Kirim');
  const what = kind === 'kontrak' ? 'KONTRAK KINERJA' : 'REALISASI KINERJA';
  const period =
    kind === 'kontrak'
      ? `TAHUN ${filter.year}`
      : `${monthName(filter.month ?? 1).toUpperCase()} ${filter.year}`;
  sheet.addRow([`${filter.tab === 'sudah' ? 'SUDAH' : 'BELUM'} MENGIRIM ${what} ${period}`]).font =
    { bold: true };
  sheet.addRow([]);
  const header = sheet.addRow([...SEND_EXPORT_HEADERS]);
  header.font = { bold: true };
  page.data.forEach((row, i) => {
    sheet.addRow([
      i + 1,
      row.nip ?? '',
      row.name,
      row.position_name ?? '',
      row.unit_name ?? '',
      row.superior_name ?? '',
      KINERJA_SEND_STATUS_LABELS[row.status],
    ]);
  });
  for (const [i, width] of [5, 22, 32, 32, 32, 32, 18].entries()) {
    sheet.getColumn(i + 1).width = width;
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
