/**
 * Leave end to end (docs/cuti.md): pegawai@ asks for annual leave in next month's second week,
 * seeing the working-day count and the balance after; kepegawaian@, atasan@, kabag@ and
 * direktur@ confirm in turn from their own logins; pegawai@ downloads the letter (a real PDF
 * of one page with their name); admin@ exports the leave report. Screenshots light and dark.
 */

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { formatIndonesianDate } from '@sikerja/contracts';
import type { Browser } from 'playwright-core';
import { ADMIN, callApi, loginThroughApi, loginThroughForm, STAFF } from '../lib/accounts.ts';
import {
  ARTIFACTS_DIR,
  baseUrl,
  launchBrowser,
  screenshot,
  useDarkTheme,
  watchPageErrors,
} from '../lib/browser.ts';
import { pickDate } from '../lib/dates.ts';
import { isPdf, pdfPageCount, pdfText } from '../lib/pdf.ts';

const VIEWPORT = { width: 1366, height: 900 };
const APPROVERS = [
  ['kepegawaian@sikerja.test', 'kepegawaian'],
  ['atasan@sikerja.test', 'atasan'],
  ['kabag@sikerja.test', 'kabag'],
  ['direktur@sikerja.test', 'penjabat'],
] as const;

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** Monday to Wednesday of the second full week of next month: clear of the month's edges. */
function nextMonthWeek(today: Date): [Date, Date] {
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
  const monday = new Date(first);
  monday.setUTCDate(1 + ((8 - first.getUTCDay()) % 7) + 7);
  const wednesday = new Date(monday);
  wednesday.setUTCDate(monday.getUTCDate() + 2);
  return [monday, wednesday];
}

describe('cuti: request, four confirmations, letter, report', () => {
  let browser: Browser;
  const today = new Date();
  const [start, end] = nextMonthWeek(today);
  let expectedDays = 0;

  before(async () => {
    browser = await launchBrowser();
    const { token } = await loginThroughApi(STAFF.email);
    const types = await callApi<{ data: { id: number; code: string }[] }>(
      'GET',
      'user/cuti/jenis',
      { token },
    );
    const ct = types.body.data.find((t) => t.code === 'CT');
    assert.ok(ct, 'cuti tahunan is offered to pegawai@');
    const preview = await callApi<{ data: { days: number } }>(
      'GET',
      `user/cuti/hitung?jenis_cuti_id=${ct.id}&start_date=${iso(start)}&end_date=${iso(end)}`,
      { token },
    );
    expectedDays = preview.body.data.days;
    assert.ok(expectedDays > 0);
  });

  after(async () => {
    await browser.close();
  });

  it('pegawai@ asks for annual leave and sees the count and the balance after', async () => {
    const page = await (await browser.newContext({ viewport: VIEWPORT })).newPage();
    const errors = watchPageErrors(page);
    await loginThroughForm(page, STAFF.email, { home: '/user' });
    await page.goto(`${baseUrl()}/user/cuti`);
    await page.getByLabel('Saldo cuti tahunan').getByText('Sisa', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Ajukan Cuti' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajukan Cuti' });
    await dialog.getByRole('combobox', { name: /^Jenis cuti/ }).click();
    await page.getByRole('option', { name: 'Cuti Tahunan' }).click();
    await pickDate(page, dialog.getByRole('button', { name: /^Tanggal mulai/ }), iso(start));
    // The end date follows the start, so its picker opens on the start's month.
    await pickDate(page, dialog.getByRole('button', { name: /^Tanggal selesai/ }), iso(end));
    const figures = dialog.getByLabel('Perhitungan cuti');
    await figures.getByText(`${expectedDays} hari kerja`).waitFor();
    await figures.getByText('setelah pengajuan ini').waitFor();
    await dialog.getByLabel(/^Alasan cuti/).fill('Mengunjungi orang tua');
    await dialog.getByLabel(/^Alamat selama/).fill('Jl. Diponegoro 12, Yogyakarta');
    await dialog.getByLabel(/^Nomor telepon/).fill('081234567890');
    await screenshot(page, 'cuti-form-light');
    await dialog.getByRole('button', { name: 'Kirim Pengajuan' }).click();
    await page.getByText('Pengajuan cuti dikirim dan menunggu konfirmasi.').waitFor();
    const table = page.getByRole('table', { name: 'Daftar pengajuan cuti' });
    await table.getByText('Menunggu Kepegawaian').waitFor();
    await screenshot(page, 'cuti-list-light');
    await useDarkTheme(page);
    await screenshot(page, 'cuti-list-dark');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  for (const [email, level] of APPROVERS) {
    it(`${email} confirms at ${level}`, async () => {
      const page = await (await browser.newContext({ viewport: VIEWPORT })).newPage();
      const errors = watchPageErrors(page);
      await loginThroughForm(page, email, { home: '/user' });
      await page.goto(`${baseUrl()}/user/cuti/konfirm_${level}`);
      const row = page.getByRole('row').filter({ hasText: STAFF.name });
      await row.getByRole('button', { name: 'Setujui' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(STAFF.name).waitFor();
      if (level === 'atasan') await screenshot(page, 'cuti-konfirm-atasan-dialog-light');
      await dialog.getByLabel('Catatan').fill(`Disetujui ${level}`);
      await dialog.getByRole('button', { name: 'Simpan Keputusan' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await row.waitFor({ state: 'detached' });
      if (level === 'penjabat') {
        await page.getByRole('tab', { name: 'Sudah diputuskan' }).click();
        // This request's row: the demo history holds other decided leave of pegawai@.
        await page
          .getByRole('row')
          .filter({ hasText: STAFF.name })
          .filter({ hasText: formatIndonesianDate(iso(start)) })
          .getByText('Disetujui')
          .waitFor();
        await useDarkTheme(page);
        await screenshot(page, 'cuti-konfirm-penjabat-dark');
      }
      assert.deepEqual(errors, []);
      await page.context().close();
    });
  }

  it('pegawai@ downloads the letter: a one-page PDF with their name', async () => {
    const page = await (
      await browser.newContext({ viewport: VIEWPORT, acceptDownloads: true })
    ).newPage();
    const errors = watchPageErrors(page);
    await loginThroughForm(page, STAFF.email, { home: '/user' });
    await page.goto(`${baseUrl()}/user/cuti`);
    const row = page
      .getByRole('row')
      .filter({ hasText: 'Cuti Tahunan' })
      .filter({ hasText: 'Disetujui' });
    await row.getByRole('button', { name: /^Aksi cuti/ }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Unduh surat cuti' }).click();
    const download = await downloading;
    assert.match(download.suggestedFilename(), /^surat-cuti-Rina-Kartika-Sari-.*\.pdf$/);
    const saved = join(ARTIFACTS_DIR, download.suggestedFilename());
    await download.saveAs(saved);
    const pdf = readFileSync(saved);
    assert.ok(isPdf(pdf), 'a PDF');
    const text = pdfText(pdf);
    assert.match(text, /Rina Kartika Sari/);
    assert.match(text, /FORMULIR PERMINTAAN DAN PEMBERIAN CUTI/);
    // One page: the page objects of the PDF's page tree (issue 15: it spilled onto three).
    assert.equal(pdfPageCount(pdf), 1, 'the letter fits one page');
    await row.getByRole('button', { name: /^Aksi cuti/ }).waitFor();
    await screenshot(page, 'cuti-approved-light');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('admin@ exports the leave report', async () => {
    const page = await (
      await browser.newContext({ viewport: VIEWPORT, acceptDownloads: true })
    ).newPage();
    const errors = watchPageErrors(page);
    await loginThroughForm(page, ADMIN.email);
    await page.goto(`${baseUrl()}/admin/laporan/cuti`);
    await page.getByPlaceholder('Cari nama atau NIP…').fill('Rina');
    await page.getByPlaceholder('Cari nama atau NIP…').press('Enter');
    await page.getByRole('table', { name: 'Laporan cuti' }).getByText(STAFF.name).waitFor();
    // Leave types head their columns by name, not by code.
    await page
      .getByRole('table', { name: 'Laporan cuti' })
      .getByRole('columnheader', { name: 'Tahunan', exact: true })
      .waitFor();
    await screenshot(page, 'laporan-cuti-light');
    await page.getByRole('button', { name: 'Download Excel' }).click();
    const question = page.getByRole('dialog', { name: 'Apakah Anda Yakin?' });
    const downloading = page.waitForEvent('download');
    await question.getByRole('button', { name: 'Download Sekarang!' }).click();
    const download = await downloading;
    assert.match(download.suggestedFilename(), /^laporan-cuti-\d{4}-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const saved = join(ARTIFACTS_DIR, download.suggestedFilename());
    await download.saveAs(saved);
    assert.equal(readFileSync(saved).subarray(0, 2).toString(), 'PK');
    await page.goto(`${baseUrl()}/admin/cuti_setting`);
    await page.getByText('Parameter Cuti Tahunan').waitFor();
    await screenshot(page, 'cuti-setting-light');
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});
