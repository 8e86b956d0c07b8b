/**
 * The installable app: a manifest that opens on /user/presensi with icons that load, a service
 * worker, and a shell that opens offline saying there is no connection (an API answer is never
 * served from the store). Screenshot pwa-offline.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { loginThroughForm, STAFF } from '../lib/accounts.ts';
import { baseUrl, launchBrowser, screenshot } from '../lib/browser.ts';

describe('the installable app', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('offers a manifest that opens on the check-in, with icons that load', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/login`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    assert.equal(href, '/manifest.webmanifest');
    const manifest = (await (await fetch(`${baseUrl()}${href}`)).json()) as {
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    assert.equal(manifest.start_url, '/user/presensi');
    assert.equal(manifest.display, 'standalone');
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((i) => i.sizes === size && i.type === 'image/png');
      assert.ok(icon, `a ${size} PNG icon`);
      const response = await fetch(`${baseUrl()}${icon.src}`);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-type'), 'image/png');
    }
    await page.close();
  });

  it('opens offline with the shell and says there is no connection', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await loginThroughForm(page, STAFF.email, { home: '/user' });
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The page that registered the worker is not yet controlled by it; the next one is.
    await page.reload();
    await page.getByRole('heading', { name: STAFF.name, exact: true }).waitFor();

    await context.setOffline(true);
    await page.goto(`${baseUrl()}/user/presensi`);
    const banner = page.getByRole('alert').filter({ hasText: 'Tidak ada koneksi' });
    await banner.waitFor();
    await screenshot(page, 'pwa-offline');

    await context.setOffline(false);
    await banner.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /Presensi Masuk/ }).waitFor();
    await context.close();
  });
});
