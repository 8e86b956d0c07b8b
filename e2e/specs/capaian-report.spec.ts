/**
 * The user capaian kinerja report (docs/kinerja.md "Capaian: dari data ke angka") against the
 * real API: pegawai@ opens /user/laporan/capaian_kinerja and sees the year's months (one
 * request to the year endpoint), or the empty state when the year has no approved contract.
 * Screenshots light and dark, desktop and 390 px.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { loginThroughApi, STAFF } from '../lib/accounts.ts';
import { baseUrl, launchBrowser, screenshot, watchPageErrors } from '../lib/browser.ts';

const VIEWPORT = { width: 1366, height: 860 };
const PHONE = { width: 390, height: 844 };

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

describe('user capaian report', () => {
  let browser: Browser;
  let token: string;

  before(async () => {
    browser = await launchBrowser();
    token = (await loginThroughApi(STAFF.email)).token;
  });

  after(async () => {
    await browser.close();
  });

  for (const [name, viewport] of [
    ['capaian-report', VIEWPORT],
    ['capaian-report-phone', PHONE],
  ] as const) {
    it(`shows the year's months or the empty state (${name})`, async () => {
      const page = await browser.newPage({ viewport });
      const errors = watchPageErrors(page);
      await page.goto(`${baseUrl()}/?token=${encodeURIComponent(token)}`);
      await page.getByTestId('sub-header').waitFor();
      await page.goto(`${baseUrl()}/user/laporan/capaian_kinerja`);
      await page.getByRole('textbox', { name: 'Tahun' }).waitFor();
      const empty = page.getByText('Belum ada kontrak kinerja yang disetujui pada tahun');
      const table = page.getByRole('columnheader', { name: 'Capaian akhir' });
      await empty.or(table).first().waitFor();
      assert.equal(await page.getByText('Fitur ini sedang disiapkan').count(), 0);
      await lightTheme(page);
      await screenshot(page, name);
      await darkTheme(page);
      await screenshot(page, `${name}-dark`);
      await lightTheme(page);
      // One request for the year: no month's 404 to log any more.
      assert.deepEqual(errors, []);
      await page.close();
    });
  }
});
