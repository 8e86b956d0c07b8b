/**
 * The costs and payments of a period as a workbook (`GET admin/pembayaran_surat_tugas/export`):
 * sheet 'Biaya', one row per trip with a plan whose letter overlaps the period; sheet
 * 'Pembayaran', every payment made in the period with its gross, PPh withheld and net. Both
 * follow the list's unit filter (the letter's unit).
 */
import {
  TRAVEL_PAYMENT_LABELS,
  TRAVEL_STATUS_LABELS,
  type TTravelListRequest,
} from '@sikerja/contracts';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client.ts';
import { allTravel, paymentsBetween } from './travel.service.ts';

export const TRAVEL_COST_HEADERS = [
  'No',
  'Nomor Surat Tugas',
  'Pelaksana',
  'NIP',
  'Tujuan',
  'Mulai',
  'Selesai',
  'Rincian Biaya',
  'Uang Muka',
  'Dibayar (SPJ)',
  'Selisih',
  'Batas SPJ',
  'Kode Anggaran',
  'Status',
] as const;
export const TRAVEL_PAYMENT_HEADERS = [
  'No',
  'Tanggal',
  'Nomor Kuitansi',
  'Jenis',
  'Nomor Surat Tugas',
  'Pelaksana',
  'NIP',
  'Jumlah Bruto',
  'PPh Dipotong',
  'Jumlah Neto',
  'Kode Anggaran',
] as const;

export async function travelWorkbook(db: Db, filters: Partial<TTravelListRequest>) {
  const book = new ExcelJS.Workbook();
  const costs = book.addWorksheet('Biaya');
  costs.addRow([...TRAVEL_COST_HEADERS]).font = { bold: true };
  (await allTravel(db, filters)).forEach((r, i) => {
    costs.addRow([
      i + 1,
      r.number,
      r.name,
      r.nip ?? '',
      r.destination,
      r.start_date,
      r.end_date,
      r.plan_total ?? 0,
      r.advance,
      r.settled_total ?? '',
      r.balance ?? '',
      r.spj_due_date ?? '',
      r.budget_account ?? '',
      TRAVEL_STATUS_LABELS[r.status],
    ]);
  });
  const payments = book.addWorksheet('Pembayaran');
  payments.addRow([...TRAVEL_PAYMENT_HEADERS]).font = { bold: true };
  (await paymentsBetween(db, filters.from, filters.to, filters.unit_id)).forEach((p, i) => {
    payments.addRow([
      i + 1,
      p.payment.paidAt,
      p.payment.receiptNumber,
      TRAVEL_PAYMENT_LABELS[p.payment.kind as 'uang_muka'],
      p.number,
      p.name,
      p.nip ?? '',
      p.payment.amount,
      p.payment.pph,
      p.payment.amount - p.payment.pph,
      `${p.account} ${p.accountName}`,
    ]);
  });
  for (const sheet of [costs, payments]) {
    sheet.columns.forEach((c) => {
      c.width = 18;
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
