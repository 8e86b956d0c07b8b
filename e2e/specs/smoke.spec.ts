import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, screenshot, watchPageErrors } from '../lib/browser.ts';

describe('first page', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('sends a guest to the login page, under the content security policy', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchPageErrors(page);
    await page.goto(baseUrl());
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Masuk' }).waitFor();
    // The site title comes from GET setting, which proves the API answers.
    await page.getByTestId('site-name').getByText('Politeknik').waitFor();
    assert.match(await page.title(), /^Masuk - Politeknik/);
    await screenshot(page, 'first-page-light');
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('serves a deep history-mode path from index.html', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${baseUrl()}/admin/master/user_group?page=2`);
    assert.equal(response?.status(), 200);
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Masuk' }).waitFor();
    await page.close();
  });

  it('shows the not-found page for an unknown path, and the forbidden page', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/tidak/ada/halaman/ini`);
    await page.getByRole('heading', { name: 'Halaman tidak ditemukan' }).waitFor();
    assert.match(await page.title(), /^Halaman tidak ditemukan - /);
    await page.goto(`${baseUrl()}/403`);
    await page.getByRole('heading', { name: 'Akses Ditolak' }).waitFor();
    await page.close();
  });

  it('keeps the dark theme across a reload, applied before first paint', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('button', { name: 'Tema gelap' }).click();
    await page.reload();
    // Read before React runs: the attribute comes from theme-init.js alone.
    const scheme = await page.evaluate(() =>
      document.documentElement.getAttribute('data-mantine-color-scheme'),
    );
    assert.equal(scheme, 'dark');
    await page.getByRole('button', { name: 'Tema terang' }).waitFor();
    await screenshot(page, 'first-page-dark');
    await page.close();
  });
});
