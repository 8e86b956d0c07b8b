/**
 * The kinerja monitors (docs/kinerja.md "Pemantauan"): admin@ opens the admin home's kinerja
 * count and lands on the contract monitor for the year, finds a person, reminds everyone in
 * the list who has not sent and sees when, downloads the list (opened with exceljs), and
 * looks at the confirmation monitors. Light, dark and 390 px screenshots.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, loginThroughForm, STAFF } from '../lib/accounts.ts';
import { ARTIFACTS_DIR, launchBrowser, screenshot, watchPageErrors } from '../lib/browser.ts';
import { openInApp } from '../lib/walk.ts';

async function darkTheme(page: Page) {
  await page.getByRole('contentinfo').getByRole('button', { name: 'Tema gelap' }).click();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Tema terang' }).waitFor();
}

/** The table has settled: no request in flight. */
async function idle(page: Page, label: string) {
  await page.locator(`table[aria-label="${label}"][aria-busy="false"]`).waitFor();
}

describe('kinerja monitors', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('lists who has not sent the contract, reminds them and downloads the list', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const errors = watchPageErrors(page);
    await loginThroughForm(page, ADMIN.email);
    const year = new Date().getFullYear();
    const tile = page.getByLabel('Kinerja').getByText(`Belum kirim kontrak ${year}`);
    await tile.click();
    await page.waitForURL(`**/admin/kontrak/kirim?tahun=${year}`);

    const table = 'Daftar belum kirim';
    await idle(page, table);
    const search = page.getByRole('searchbox', { name: 'Cari' });
    await search.fill(STAFF.name);
    await search.press('Enter');
    await page
      .getByRole('table', { name: table })
      .getByText(STAFF.name, { exact: true })
      .or(page.getByText('No result found'))
      .first()
      .waitFor();
    await search.fill('');
    await search.press('Enter');
    await idle(page, table);
    await page.getByText(/^Showing 1 to \d+ of \d+ entries$/).waitFor();
    await screenshot(page, 'kinerja-kontrak-kirim');

    await page.getByRole('button', { name: 'Kirim Pengingat' }).click();
    const confirm = page.getByRole('dialog', { name: 'Kirim pengingat?' });
    await confirm.getByText(`kontrak kinerja tahun ${year}`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Kirim Pengingat' }).click();
    await page.getByText(/^Pengingat dikirim kepada \d+ pegawai\.$/).waitFor();
    await page
      .getByTestId('pengingat-terakhir')
      .getByText(`oleh ${ADMIN.name}`, { exact: false })
      .waitFor();

    await page.getByRole('button', { name: 'Download Excel' }).click();
    const question = page.getByRole('dialog', { name: 'Apakah Anda Yakin?' });
    const downloading = page.waitForEvent('download');
    await question.getByRole('button', { name: 'Download Sekarang!' }).click();
    const download = await downloading;
    assert.equal(download.suggestedFilename(), `kontrak-belum-kirim-${year}.xlsx`);
    const file = join(ARTIFACTS_DIR, download.suggestedFilename());
    await download.saveAs(file);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await readFile(file)) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    assert.equal(sheet?.getRow(1).getCell(1).value, `BELUM MENGIRIM KONTRAK KINERJA TAHUN ${year}`);
    assert.ok((sheet?.rowCount ?? 0) > 3, 'the list has people');

    await page.getByRole('tab', { name: 'Sudah Kirim' }).click();
    await idle(page, 'Daftar sudah kirim');
    await darkTheme(page);
    await screenshot(page, 'kinerja-kontrak-kirim-dark');
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('shows what waits for which superior, on a phone too', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const errors = watchPageErrors(page);
    await loginThroughForm(page, ADMIN.email);
    await openInApp(page, '/admin/realisasi/konfirm');
    await page.getByRole('heading', { name: 'Menunggu per atasan' }).waitFor();
    await page.getByRole('combobox', { name: 'Bulan' }).waitFor();
    await idle(page, 'Daftar belum disetujui');
    await screenshot(page, 'kinerja-realisasi-konfirm');
    await page.getByRole('tab', { name: 'Sudah Disetujui' }).click();
    await idle(page, 'Daftar sudah disetujui');
    await page.getByRole('heading', { name: 'Menunggu per atasan' }).waitFor({ state: 'detached' });

    await page.setViewportSize({ width: 390, height: 844 });
    await openInApp(page, '/admin/kontrak/konfirm');
    await page.getByRole('heading', { name: 'Menunggu per atasan' }).waitFor();
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.equal(sideways, 0, 'the monitor fits 390 px');
    await screenshot(page, 'kinerja-kontrak-konfirm-phone');
    assert.deepEqual(errors, []);
    await page.close();
  });
});
