/**
 * The laporan capaian kinerja as a workbook: the same people and figures as the list for the
 * same filters; for the whole year also each month's final capaian (Jan–Des).
 */
import {
  CAPAIAN_STATUS_LABELS,
  MONTH_NAMES,
  monthName,
  STAFF_CATEGORY_LABELS,
  type TCapaianReportFilter,
} from '@sikerja/contracts';
import ExcelJS from 'exceljs';
import type { DbOrTx } from '../../db/client.ts';
import { capaianReportPage } from './capaian-report.service.ts';

export const CAPAIAN_EXPORT_HEADERS = [
  'No',
  'NIP',
  'Nama',
  'Jabatan',
  'Unit Kerja',
  'Kategori',
  'Utama (%)',
  'Tambahan (%)',
  'Tambahan Dihitung (%)',
  'Reward/Punishment (%)',
  'Total (%)',
  'Capaian Akhir (%)',
] as const;

/** The most rows one file holds; a bigger institution filters by unit. */
const MAX_ROWS = 20_000;

export function capaianReportFileName(filter: TCapaianReportFilter): string {
  const period = filter.month
    ? `${filter.year}-${String(filter.month).padStart(2, '0')}`
    : `${filter.year}`;
  return `capaian-kinerja-${period}.xlsx`;
}

export async function capaianReportWorkbook(
  db: DbOrTx,
  filter: TCapaianReportFilter & { search?: string },
): Promise<Buffer> {
  const page = await capaianReportPage(db, { page: 1, per: MAX_ROWS, path: '' }, filter);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Capaian Kinerja');
  const period = filter.month
    ? `${monthName(filter.month).toUpperCase()} ${filter.year}`
    : `TAHUN ${filter.year} (RATA-RATA BULAN BERJALAN)`;
  sheet.addRow([`LAPORAN CAPAIAN KINERJA ${period}`]).font = { bold: true };
  sheet.addRow([]);
  const extra = filter.month
    ? ['Status']
    : ['Bulan Dihitung', 'Bulan Disetujui', ...MONTH_NAMES.map((m) => `${m} (%)`)];
  sheet.addRow([...CAPAIAN_EXPORT_HEADERS, ...extra]).font = { bold: true };
  page.data.forEach(({ row, months }, i) => {
    const figures = [
      row.utama,
      row.tambahan,
      row.tambahan_counted,
      row.reward_punishment,
      row.total,
      row.capped_total,
    ].map((n) => n ?? '');
    const tail = filter.month
      ? [CAPAIAN_STATUS_LABELS[row.status ?? ''] ?? row.status ?? '']
      : [
          row.months_counted,
          row.months_confirmed,
          ...Array.from({ length: 12 }, (_, m) => months.get(m + 1)?.capped_total ?? ''),
        ];
    sheet.addRow([
      i + 1,
      row.nip ?? '',
      row.name,
      row.position_name,
      row.unit_name,
      STAFF_CATEGORY_LABELS[row.category],
      ...figures,
      ...tail,
    ]);
  });
  const widths = [5, 22, 32, 32, 32, 12, 12, 12, 14, 14, 12, 14];
  for (const [i, width] of widths.entries()) sheet.getColumn(i + 1).width = width;
  for (let i = widths.length + 1; i <= widths.length + extra.length; i++) {
    sheet.getColumn(i).width = 14;
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
