/** The admin's contract list as a workbook: the same rows as the list for the same filters. */
import {
  PREDIKAT_LABELS,
  SKP_CONTRACT_STATUS_LABELS,
  type TSkpAdminListRequest,
} from '@sikerja/contracts';
import ExcelJS from 'exceljs';
import type { DbOrTx } from '../../db/client.ts';
import { adminSkpList } from './skp.service.ts';

export const SKP_EXPORT_HEADERS = [
  'No',
  'Tahun',
  'NIP',
  'Nama',
  'Jabatan',
  'Unit Kerja',
  'Atasan',
  'Periode',
  'Status',
  'Predikat',
] as const;

/** The most rows one file holds; a bigger institution filters by year or unit. */
const MAX_ROWS = 20_000;

export function skpListFileName(filter: TSkpAdminListRequest): string {
  return `kontrak-kerja${filter.year ? `-${filter.year}` : ''}.xlsx`;
}

export async function skpListWorkbook(
  db: DbOrTx,
  filter: TSkpAdminListRequest,
  today: string,
): Promise<Buffer> {
  const page = await adminSkpList(db, { page: 1, per: MAX_ROWS, path: '' }, filter, today);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Kontrak Kerja');
  sheet.addRow([`LAPORAN KONTRAK KERJA${filter.year ? ` TAHUN ${filter.year}` : ''}`]).font = {
    bold: true,
  };
  sheet.addRow([]);
  sheet.addRow([...SKP_EXPORT_HEADERS]).font = { bold: true };
  page.data.forEach((r, i) => {
    sheet.addRow([
      i + 1,
      r.year,
      r.nip ?? '',
      r.name,
      r.position_name ?? '',
      r.unit_name ?? '',
      r.superior_name ?? '',
      `${r.period_start} s/d ${r.period_end}`,
      SKP_CONTRACT_STATUS_LABELS[r.status],
      r.predikat ? PREDIKAT_LABELS[r.predikat] : '',
    ]);
  });
  [5, 8, 22, 30, 30, 30, 30, 24, 16, 18].forEach((w, i) => {
    sheet.getColumn(i + 1).width = w;
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
