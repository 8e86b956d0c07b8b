/**
 * The monthly overtime list as a workbook (daftar pembayaran uang lembur): one row per person
 * with the orders, hours, gross, final tax and net, a signature column for each recipient, the
 * totals, and the signature blocks of the authorised official and the treasurer.
 */
import { monthName } from '@sikerja/contracts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { loadSettings } from '../setting/setting.api.ts';
import { lemburRekap } from './lembur-pay.service.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const LEMBUR_EXPORT_HEADERS = [
  'No',
  'NIP',
  'Nama',
  'Unit Kerja',
  'Gol.',
  'Jumlah SPKL',
  'Jumlah Jam',
  'Uang Lembur (Rp)',
  'Uang Makan Lembur (Rp)',
  'Jumlah Kotor (Rp)',
  'PPh 21 (%)',
  'PPh 21 (Rp)',
  'Jumlah Bersih (Rp)',
  'Tanda Tangan',
] as const;

export function lemburFileName(year: number, month: number): string {
  return `daftar-lembur-${year}-${String(month).padStart(2, '0')}.xlsx`;
}

export async function lemburWorkbook(
  db: DbOrTx,
  scope: { year: number; month: number; unit_id?: number },
): Promise<Buffer> {
  const rekap = await lemburRekap(db, scope);
  const settings = await loadSettings(db);
  const [official] = settings.authorisedOfficialUserId
    ? await db
        .select({ name: users.name, nip: users.nip })
        .from(users)
        .where(eq(users.id, settings.authorisedOfficialUserId))
    : [];
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Daftar Lembur');
  const period = `${monthName(scope.month)} ${scope.year}`;
  sheet.addRow([`DAFTAR PEMBAYARAN UANG LEMBUR BULAN ${period.toUpperCase()}`]).font = {
    bold: true,
  };
  sheet.addRow([settings.name]);
  sheet.addRow([]);
  const header = sheet.addRow([...LEMBUR_EXPORT_HEADERS]);
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.border = { top: { style: 'thin' }, bottom: { style: 'thin' } };
  });
  rekap.rows.forEach((r, i) => {
    const row = sheet.addRow([
      i + 1,
      r.user.nip ?? '',
      r.user.name,
      r.unit_name ?? '',
      r.pns_group ?? '',
      r.orders,
      r.hours,
      r.overtime_pay,
      r.meal_pay,
      r.gross,
      r.tax_percent,
      r.tax,
      r.net,
      // The recipient signs beside their own number, alternating columns as paper lists do.
      `${i + 1}. ....................`,
    ]);
    row.height = 28;
  });
  const totals = sheet.addRow([
    '',
    '',
    'JUMLAH',
    '',
    '',
    rekap.totals.orders,
    rekap.totals.hours,
    rekap.rows.reduce((s, r) => s + r.overtime_pay, 0),
    rekap.rows.reduce((s, r) => s + r.meal_pay, 0),
    rekap.totals.gross,
    '',
    rekap.totals.tax,
    rekap.totals.net,
    '',
  ]);
  totals.font = { bold: true };
  for (const col of [8, 9, 10, 12, 13]) sheet.getColumn(col).numFmt = '#,##0';
  const widths = [5, 22, 30, 26, 6, 12, 11, 16, 20, 16, 10, 14, 16, 24];
  widths.forEach((w, i) => {
    sheet.getColumn(i + 1).width = w;
  });
  sheet.addRow([]);
  sheet.addRow([]);
  const sign = sheet.addRow([
    '',
    '',
    'Mengetahui,',
    '',
    '',
    '',
    '',
    '',
    '',
    'Bendahara Pengeluaran',
  ]);
  sign.getCell(3).font = { bold: true };
  sheet.addRow(['', '', 'Pejabat Berwenang']);
  sheet.addRow([]);
  sheet.addRow([]);
  sheet.addRow([]);
  sheet.addRow([
    '',
    '',
    official?.name ?? '(........................................)',
    '',
    '',
    '',
    '',
    '',
    '',
    '(........................................)',
  ]);
  sheet.addRow([
    '',
    '',
    `NIP ${official?.nip ?? '..........................'}`,
    '',
    '',
    '',
    '',
    '',
    '',
    'NIP ..........................',
  ]);
  return Buffer.from(await book.xlsx.writeBuffer());
}
