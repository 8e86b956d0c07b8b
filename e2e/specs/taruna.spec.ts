/**
 * `/admin/taruna`: the demo letter with a cadet, the cadet's NIT and the escort beside it,
 * read-only (no drafting buttons); desktop light and dark, and a phone.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { ADMIN, loginThroughApi } from '../lib/accounts.ts';
import { baseUrl, launchBrowser, screenshot, watchPageErrors } from '../lib/browser.ts';

describe('surat tugas taruna', () => {
  let browser: Browser;
  let token: string;
  before(async () => {
    browser = await launchBrowser();
    token = (await loginThroughApi(ADMIN.email)).token;
  });
  after(async () => {
    await browser.close();
  });

  for (const width of [1366, 390]) {
    it(`shows the cadets' letters with their escorts at ${width} px`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      const errors = watchPageErrors(page);
      await page.goto(`${baseUrl()}/?token=${encodeURIComponent(token)}`);
      await page.getByTestId('sub-header').waitFor();
      await page.goto(`${baseUrl()}/admin/taruna`);
      await page
        .getByText(/NIT \d/)
        .first()
        .waitFor();
      assert.equal(await page.getByRole('button', { name: 'Buat Surat Tugas' }).count(), 0);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(wide <= width, `the page is ${wide}px wide`);
      await screenshot(page, `taruna-${width}`);
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('button', { name: 'Tema gelap' }).click();
      await footer.getByRole('button', { name: 'Tema terang' }).waitFor();
      await screenshot(page, `taruna-${width}-dark`);
      await footer.getByRole('button', { name: 'Tema terang' }).click();
      assert.deepEqual(errors, []);
      await page.close();
    });
  }
});
