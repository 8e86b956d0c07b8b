/**
 * Attendance corrections and monitoring end to end: pegawai@ asks to correct a day (machine
 * failure, both times), atasan@ approves it from 'Menunggu Persetujuan Saya', admin@ finds the
 * day in /admin/absensi and downloads the month's Excel recap, opened here with exceljs.
 * Screenshots light and dark of the request list, the inbox, the day view with its edit dialog,
 * the admin's request list and the lock screen.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, loginThroughApi, STAFF } from '../lib/accounts.ts';
import { baseUrl, launchBrowser, screenshot, watchPageErrors } from '../lib/browser.ts';
import { pickDate, pickMonth } from '../lib/dates.ts';

const VIEWPORT = { width: 1366, height: 900 };
const SUPERIOR = 'atasan@sikerja.test';
const REASON = 'Mesin fingerprint lobi mati (uji e2e)';

/** A Tuesday at least a week back (a working day, in the past, not a Friday's longer hours). */
function pastTuesday(): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - 7);
  while (d.getUTCDay() !== 2) d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

async function openAs(browser: Browser, login: string): Promise<{ page: Page; errors: string[] }> {
  const { token } = await loginThroughApi(login);
  const page = await browser.newPage({ viewport: VIEWPORT, acceptDownloads: true });
  const errors = watchPageErrors(page);
  await page.goto(`${baseUrl()}/?token=${encodeURIComponent(token)}`);
  await page.getByTestId('sub-header').waitFor();
  return { page, errors };
}

async function tableIdle(page: Page, label: string) {
  await page.locator(`table[aria-label="${label}"][aria-busy="false"]`).waitFor();
}

async function darkTheme(page: Page) {
  await page.getByRole('contentinfo').getByRole('button', { name: 'Tema gelap' }).click();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Tema terang' }).waitFor();
}

async function lightTheme(page: Page) {
  const button = page.getByRole('contentinfo').getByRole('button', { name: 'Tema terang' });
  if (await button.isVisible()) {
    await button.click();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Tema gelap' }).waitFor();
  }
}

describe('attendance corrections and monitoring', () => {
  let browser: Browser;
  const date = pastTuesday();
  const day = Number(date.slice(8, 10));

  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('pegawai@ asks for a correction with both times', async () => {
    const { page, errors } = await openAs(browser, STAFF.email);
    await page.goto(`${baseUrl()}/user/presensi/perubahan`);
    const table = 'Pengajuan perubahan presensi saya';
    await tableIdle(page, table);
    await page.getByRole('button', { name: 'Ajukan Perubahan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajukan Perubahan Presensi' });
    await pickDate(page, dialog.getByRole('button', { name: /^Tanggal/ }), date);
    await dialog.getByRole('combobox', { name: 'Alasan' }).click();
    await page.getByRole('option', { name: 'Gangguan mesin / aplikasi' }).click();
    await dialog.getByLabel('Jam masuk').fill('06:50');
    await dialog.getByLabel('Jam pulang').fill('17:30');
    await dialog.getByLabel(/Keterangan/).fill(REASON);
    await dialog.getByRole('button', { name: 'Kirim' }).click();
    await page.getByText('Pengajuan perubahan presensi telah dikirim ke atasan.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: REASON });
    await row.getByText('Menunggu').waitFor();
    await page.mouse.move(0, 0);
    await screenshot(page, 'absensi-perubahan-light');
    await darkTheme(page);
    await screenshot(page, 'absensi-perubahan-dark');
    await lightTheme(page);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('atasan@ approves it from the inbox tab', async () => {
    const { page, errors } = await openAs(browser, SUPERIOR);
    await page.goto(`${baseUrl()}/user/presensi/perubahan?tab=persetujuan`);
    const table = 'Perubahan presensi menunggu persetujuan saya';
    await tableIdle(page, table);
    const row = page.getByRole('row').filter({ hasText: REASON });
    await row.getByText(STAFF.name).waitFor();
    await screenshot(page, 'absensi-persetujuan-light');
    await row.getByRole('button', { name: 'Setujui' }).click();
    const dialog = page.getByRole('dialog', { name: 'Setujui Perubahan Presensi' });
    await dialog.getByLabel(/Catatan/).fill('Benar, mesin mati');
    await dialog.getByRole('button', { name: 'Setujui' }).click();
    await page.getByText('Pengajuan disetujui; presensi telah diperbarui.').waitFor();
    await row.getByText('Disetujui', { exact: true }).waitFor();
    await darkTheme(page);
    await screenshot(page, 'absensi-persetujuan-dark');
    await lightTheme(page);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('admin@ sees the day and downloads the month recap', async () => {
    const { page, errors } = await openAs(browser, ADMIN.email);
    await page.goto(`${baseUrl()}/admin/absensi?tanggal=${date}`);
    const table = 'Presensi harian pegawai';
    await tableIdle(page, table);
    const search = page.getByPlaceholder('Cari nama atau NIP…');
    await search.fill(STAFF.name);
    await search.press('Enter');
    await tableIdle(page, table);
    const row = page.getByRole('row').filter({ hasText: STAFF.name });
    // Earlier and later than the demo history's punches of that day, so the day shows them.
    await row.getByRole('cell', { name: '06:50' }).waitFor();
    await row.getByRole('cell', { name: '17:30' }).waitFor();
    await page.mouse.move(0, 0);
    await screenshot(page, 'absensi-harian-light');

    await row.getByRole('button', { name: 'Ubah' }).click();
    const edit = page.getByRole('dialog', { name: 'Ubah Presensi' });
    await edit
      .getByText(/Perubahan #\d+/)
      .first()
      .waitFor();
    await screenshot(page, 'absensi-ubah-light');
    await edit.getByRole('button', { name: 'Batal' }).click();
    await darkTheme(page);
    await screenshot(page, 'absensi-harian-dark');
    await lightTheme(page);

    // The recap of the month, opened as a workbook.
    await page.getByRole('button', { name: 'Rekap Excel' }).click();
    const recap = page.getByRole('dialog', { name: 'Rekap Presensi Bulanan' });
    await pickMonth(page, recap.getByRole('button', { name: 'Bulan' }), date.slice(0, 7));
    await recap.getByRole('button', { name: 'Download Excel' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Sekarang!' }).click();
    const download = await downloading;
    assert.equal(download.suggestedFilename(), `rekap-absensi-${date.slice(0, 7)}.xlsx`);
    const path = await download.path();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(path)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    assert.ok(sheet, 'the workbook has a sheet');
    const header = (sheet.getRow(1).values as unknown[]).map((v) => (v == null ? '' : String(v)));
    const nameColumn = header.indexOf('Nama');
    const dayColumn = header.indexOf(String(day));
    let code: unknown;
    sheet.eachRow((r) => {
      if (r.getCell(nameColumn).value === STAFF.name) code = r.getCell(dayColumn).value;
    });
    assert.equal(code, 'H', `Rina's code on ${date} in the recap`);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('admin@ screens: all requests and the month lock', async () => {
    const { page, errors } = await openAs(browser, ADMIN.email);
    await page.goto(`${baseUrl()}/admin/absensi/perubahan`);
    await tableIdle(page, 'Perubahan presensi');
    await page.mouse.move(0, 0);
    await screenshot(page, 'absensi-admin-perubahan-light');
    await page.goto(`${baseUrl()}/admin/lock`);
    await tableIdle(page, 'Periode terkunci');
    await page.getByRole('button', { name: 'Kunci Periode' }).click();
    await page.getByRole('dialog', { name: 'Kunci Periode Presensi' }).waitFor();
    await screenshot(page, 'absensi-lock-light');
    await page.getByRole('dialog').getByRole('button', { name: 'Batal' }).click();
    await darkTheme(page);
    await screenshot(page, 'absensi-lock-dark');
    await page.goto(`${baseUrl()}/admin`);
    await page.getByRole('region', { name: 'Presensi hari ini' }).waitFor();
    await screenshot(page, 'absensi-admin-home-dark');
    await lightTheme(page);
    assert.deepEqual(errors, []);
    await page.close();
  });
});
