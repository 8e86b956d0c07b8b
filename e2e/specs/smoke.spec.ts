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

  it('renders under the content security policy and reaches the API', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchPageErrors(page);
    await page.goto(baseUrl());
    await page.getByRole('heading', { name: 'Sikerja' }).waitFor();
    await page.getByText('Layanan aktif').waitFor();
    assert.equal(await page.title(), 'Sikerja');
    await screenshot(page, 'first-page-light');
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('serves a deep history-mode path from index.html', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${baseUrl()}/admin/master/pangkat`);
    assert.equal(response?.status(), 200);
    await page.getByRole('heading', { name: 'Sikerja' }).waitFor();
    await page.close();
  });

  it('keeps the dark theme across a reload, applied before first paint', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(baseUrl());
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
