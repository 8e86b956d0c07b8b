/**
 * Overtime end to end (docs/lembur.md): pegawai@ asks for overtime today around the current
 * time; atasan@ and direktur@ approve it from their inboxes in the shared decision dialog;
 * pegawai@ checks in and out at the campus; admin@ downloads the month's overtime list, opened
 * here with exceljs, and finds pegawai@'s row with the figures the screen shows. Light and dark
 * screenshots.
 */

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { ADMIN, loginThroughForm, STAFF } from '../lib/accounts.ts';
import {
  ARTIFACTS_DIR,
  baseUrl,
  launchBrowser,
  screenshot,
  useDarkTheme,
  watchPageErrors,
} from '../lib/browser.ts';
import { pickDate } from '../lib/dates.ts';

const VIEWPORT = { width: 1366, height: 900 };
/** The demo campus (DEMO_ATTENDANCE_LOCATION), radius 200 m. */
const CAMPUS = { latitude: -6.2891, longitude: 106.5693, accuracy: 12 };
const TASK = 'Uji lembur: menyiapkan bahan rapat pimpinan';

/** Now on the institution's clock (WIB): the date and minutes since midnight. */
function wibNow(): { date: string; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Jakarta',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date());
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    minutes: Number(get('hour')) * 60 + Number(get('minute')),
  };
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

describe('lembur: order, two approvals, check-in and out, the month list', () => {
  let browser: Browser;
  const now = wibNow();
  // A window around now on today's date, never across midnight.
  const start = clock(Math.max(0, now.minutes - 60));
  const end = clock(Math.min(23 * 60 + 59, now.minutes + 120));

  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('pegawai@ asks for overtime today', async () => {
    const page = await (await browser.newContext({ viewport: VIEWPORT })).newPage();
    const errors = watchPageErrors(page);
    await loginThroughForm(page, STAFF.email, { home: '/user' });
    await page.goto(`${baseUrl()}/user/presensi_lembur`);
    await page.getByText('Lembur Hari Ini').waitFor();
    await page.getByRole('button', { name: 'Ajukan Lembur' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajukan Lembur (SPKL)' });
    await pickDate(page, dialog.getByRole('button', { name: /^Tanggal/ }), now.date);
    await dialog.getByLabel(/^Jam mulai/).fill(start);
    await dialog.getByLabel(/^Jam selesai/).fill(end);
    await dialog.getByLabel(/^Uraian pekerjaan/).fill(TASK);
    await screenshot(page, 'lembur-form-light');
    await dialog.getByRole('button', { name: 'Kirim' }).click();
    await page.getByText('Pengajuan lembur telah dikirim ke atasan.').waitFor();
    const row = page.getByRole('row').filter({ hasText: TASK });
    await row.getByText('Menunggu').waitFor();
    await screenshot(page, 'lembur-saya-light');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  for (const [email, level] of [
    ['atasan@sikerja.test', 'atasan'],
    ['direktur@sikerja.test', 'penjabat'],
  ] as const) {
    it(`${email} approves as ${level}`, async () => {
      const page = await (await browser.newContext({ viewport: VIEWPORT })).newPage();
      const errors = watchPageErrors(page);
      await loginThroughForm(page, email, { home: '/user' });
      await page.goto(`${baseUrl()}/user/presensi_lembur?tab=persetujuan`);
      const row = page.getByRole('row').filter({ hasText: TASK });
      await row.getByRole('button', { name: 'Setujui' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(STAFF.name).waitFor();
      if (level === 'atasan') await screenshot(page, 'lembur-setujui-dialog-light');
      await dialog.getByLabel('Catatan').fill(`Disetujui ${level}`);
      await dialog.getByRole('button', { name: 'Setujui' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await row.getByRole('button', { name: 'Setujui' }).waitFor({ state: 'detached' });
      if (level === 'penjabat') {
        await row.getByText('Disetujui', { exact: true }).first().waitFor();
        await useDarkTheme(page);
        await screenshot(page, 'lembur-persetujuan-dark');
      }
      assert.deepEqual(errors, []);
      await page.context().close();
    });
  }

  it('pegawai@ checks in and out at the campus', async () => {
    const context = await browser.newContext({
      viewport: VIEWPORT,
      geolocation: CAMPUS,
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await loginThroughForm(page, STAFF.email, { home: '/user' });
    await page.goto(`${baseUrl()}/user/presensi_lembur`);
    const card = page.locator('[data-testid^="lembur-order-"]').filter({ hasText: TASK });
    await card.getByRole('button', { name: 'Masuk Lembur' }).click();
    await page.getByText('Presensi masuk lembur tercatat.').waitFor();
    await card.getByText(/^Masuk \d{2}[.:]\d{2}/).waitFor();
    await card.getByRole('button', { name: 'Pulang Lembur' }).click();
    await page.getByText('Presensi pulang lembur tercatat.').waitFor();
    await card.getByText(/^Pulang \d{2}[.:]\d{2}/).waitFor();
    await screenshot(page, 'lembur-presensi-light');
    await useDarkTheme(page);
    await screenshot(page, 'lembur-presensi-dark');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("admin@ downloads the month's overtime list and finds pegawai@'s row", async () => {
    const page = await (
      await browser.newContext({ viewport: VIEWPORT, acceptDownloads: true })
    ).newPage();
    const errors = watchPageErrors(page);
    await loginThroughForm(page, ADMIN.email);
    await page.goto(`${baseUrl()}/admin/lembur`);
    await page.getByRole('table', { name: 'Perintah lembur' }).getByText(TASK).waitFor();
    await screenshot(page, 'admin-lembur-light');
    await page.getByRole('tab', { name: 'Daftar Lembur Bulanan' }).click();
    const table = page.getByRole('table', { name: 'Daftar lembur bulanan' });
    const row = table.getByRole('row').filter({ hasText: STAFF.name });
    await row.waitFor();
    const cells = await row.getByRole('cell').allInnerTexts();
    await screenshot(page, 'admin-lembur-daftar-light');
    await useDarkTheme(page);
    await screenshot(page, 'admin-lembur-daftar-dark');

    await page.getByRole('button', { name: 'Download Excel' }).click();
    const question = page.getByRole('dialog', { name: 'Apakah Anda Yakin?' });
    const downloading = page.waitForEvent('download');
    await question.getByRole('button', { name: 'Download Sekarang!' }).click();
    const download = await downloading;
    assert.match(download.suggestedFilename(), /^daftar-lembur-\d{4}-\d{2}\.xlsx$/);
    const path = join(ARTIFACTS_DIR, download.suggestedFilename());
    await download.saveAs(path);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(path)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    assert.ok(sheet, 'the workbook has a sheet');
    const header = (sheet.getRow(4).values as unknown[]).map((v) => (v == null ? '' : String(v)));
    for (const name of [
      'NIP',
      'Nama',
      'Jumlah SPKL',
      'Jumlah Jam',
      'PPh 21 (Rp)',
      'Tanda Tangan',
    ]) {
      assert.ok(header.includes(name), `column ${name}`);
    }
    let found: unknown[] | undefined;
    sheet.eachRow((r) => {
      if ((r.values as unknown[]).includes(STAFF.name)) found = r.values as unknown[];
    });
    assert.ok(found, "pegawai@'s row is in the workbook");
    const at = (name: string) => found?.[header.indexOf(name)];
    // Today's order and the demo's earlier evening of this month, if it fell in this month.
    assert.ok(Number(at('Jumlah SPKL')) >= 1);
    // The screen's SPKL, hours and net figures (cells 2, 3 and 8) are the workbook's.
    assert.equal(String(at('Jumlah SPKL')), cells[2]);
    assert.equal(String(at('Jumlah Jam')), cells[3]);
    assert.equal(String(at('Jumlah Bersih (Rp)')), (cells[8] ?? '').replace(/\D/g, ''));
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});
