/**
 * The admin's laporan capaian kinerja (docs/kinerja.md "Laporan capaian") against the real API:
 * admin@ opens /admin/laporan/capaian_kinerja, sees a row per person with an approved contract
 * this year (the demo gives everyone one; the figures may be 0 while no realisation is
 * confirmed), finds pegawai@, downloads the Excel (opened with exceljs: an xlsx holding the
 * person's name), and opens the person's year (chart and months, then a month). Light, dark
 * and 390 px screenshots; the page never scrolls sideways on a phone.
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

const TABLE = 'Daftar capaian kinerja';

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

async function idle(page: Page) {
  await page.locator(`table[aria-label="${TABLE}"][aria-busy="false"]`).waitFor();
}

async function sideways(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

describe('admin capaian report', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('lists everyone, downloads the Excel and opens a person’s year', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const errors = watchPageErrors(page);
    await loginThroughForm(page, ADMIN.email);
    await openInApp(page, '/admin/laporan/capaian_kinerja');
    await idle(page);
    await page.getByText(/^Showing 1 to \d+ of \d+ entries$/).waitFor();
    assert.equal(await page.getByText('Fitur ini sedang disiapkan').count(), 0);
    await screenshot(page, 'capaian-admin');

    const search = page.getByRole('searchbox', { name: 'Cari' });
    await search.fill(STAFF.name);
    await search.press('Enter');
    const row = page.getByRole('table', { name: TABLE }).getByText(STAFF.name, { exact: true });
    await row.waitFor();
    await search.fill('');
    await search.press('Enter');
    await idle(page);

    const year = new Date().getFullYear();
    await page.getByRole('button', { name: 'Download Excel' }).click();
    const question = page.getByRole('dialog', { name: 'Apakah Anda Yakin?' });
    const downloading = page.waitForEvent('download');
    await question.getByRole('button', { name: 'Download Sekarang!' }).click();
    const download = await downloading;
    assert.equal(download.suggestedFilename(), `capaian-kinerja-${year}.xlsx`);
    const file = join(ARTIFACTS_DIR, download.suggestedFilename());
    await download.saveAs(file);
    const bytes = await readFile(file);
    assert.equal(bytes.subarray(0, 2).toString('latin1'), 'PK', 'an xlsx is a zip');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    assert.ok(sheet, 'the workbook has a sheet');
    assert.equal(
      sheet.getRow(1).getCell(1).value,
      `LAPORAN CAPAIAN KINERJA TAHUN ${year} (RATA-RATA BULAN BERJALAN)`,
    );
    const names: unknown[] = [];
    sheet.eachRow((r, n) => {
      if (n > 3) names.push(r.getCell(3).value);
    });
    assert.ok(names.includes(STAFF.name), `the Excel holds ${STAFF.name}`);

    // A month of the year: still a row per person.
    await page.getByRole('combobox', { name: 'Periode' }).click();
    await page.getByRole('option', { name: 'Januari' }).click();
    await idle(page);
    await page.getByText(/^Showing 1 to \d+ of \d+ entries$/).waitFor();

    await search.fill(STAFF.name);
    await search.press('Enter');
    await page.getByRole('button', { name: `Lihat capaian setahun ${STAFF.name}` }).click();
    await page.getByRole('button', { name: 'Kembali ke daftar' }).waitFor();
    await page.getByText(`${STAFF.name}`, { exact: false }).first().waitFor();
    await page.getByRole('img', { name: /Grafik capaian akhir per bulan/ }).waitFor();
    await page.getByRole('columnheader', { name: 'Capaian akhir' }).waitFor();
    await screenshot(page, 'capaian-admin-person');
    await darkTheme(page);
    await screenshot(page, 'capaian-admin-person-dark');
    await lightTheme(page);
    await page.getByText('Bulanan', { exact: true }).click();
    await page.getByRole('combobox', { name: 'Bulan' }).waitFor();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByText('Tahunan', { exact: true }).click();
    await page.getByRole('img', { name: /Grafik capaian akhir per bulan/ }).waitFor();
    assert.equal(await sideways(page), 0, 'the person’s year fits 390 px');
    await screenshot(page, 'capaian-admin-person-phone');
    await page.getByRole('button', { name: 'Kembali ke daftar' }).click();
    // On a phone the table is a list of cards.
    await page.getByText(/^Showing 1 to \d+ of \d+ entries$/).waitFor();
    assert.equal(await sideways(page), 0, 'the list fits 390 px');
    await screenshot(page, 'capaian-admin-phone');
    assert.deepEqual(errors, []);
    await page.close();
  });
});
