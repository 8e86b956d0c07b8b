/**
 * The staff home (/user): today's check-in card, the month so far with its deduction, the leave
 * balance, requests waiting, the latest notifications; at desktop and phone width (no sideways
 * scroll), light and dark. Screenshots home-staff-*.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, loginThroughForm, STAFF } from '../lib/accounts.ts';
import { baseUrl, launchBrowser, screenshot, watchPageErrors } from '../lib/browser.ts';

async function darkTheme(page: Page) {
  await page.getByRole('contentinfo').getByRole('button', { name: 'Tema gelap' }).click();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Tema terang' }).waitFor();
}

/** How far the page scrolls sideways; 0 when everything fits the width. */
function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

describe('the staff home', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  for (const viewport of [
    { name: 'desktop', width: 1280, height: 900 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    it(`shows what a person comes for, at ${viewport.name} width`, async () => {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        geolocation: { latitude: -6.2, longitude: 106.8, accuracy: 15 },
        permissions: ['geolocation'],
      });
      const page = await context.newPage();
      const errors = watchPageErrors(page);
      await loginThroughForm(page, STAFF.email, { home: '/user' });
      assert.equal(new URL(page.url()).pathname, '/user');

      // Today's card with its buttons, the month, the leave balance, requests, notifications.
      await page.getByRole('button', { name: /Presensi Masuk/ }).waitFor();
      const month = page.getByLabel('Presensi bulan ini');
      await month.getByText('Potongan presensi', { exact: true }).waitFor();
      await month.getByText(/^\d+(,\d+)?%$/).waitFor();
      const leave = page.getByLabel('Sisa cuti tahunan');
      await leave.getByText(/hari tersisa|belum berhak/).waitFor();
      const requests = page.getByLabel('Permohonan');
      await requests.getByText('Menunggu keputusan Anda', { exact: true }).waitFor();
      await requests.getByText('Pengajuan Anda yang sedang diproses', { exact: true }).waitFor();
      await page.getByLabel('Notifikasi terbaru').waitFor();

      assert.equal(await sidewaysScroll(page), 0, 'the home page fits the width');
      await screenshot(page, `home-staff-${viewport.name}`);
      await darkTheme(page);
      await screenshot(page, `home-staff-${viewport.name}-dark`);

      // The links lead to the screens behind the figures.
      await month.getByRole('link', { name: 'Lihat riwayat presensi' }).click();
      await page.waitForURL('**/user/presensi');
      await page.goto(`${baseUrl()}/user`);
      await page.getByLabel('Sisa cuti tahunan').getByRole('link').click();
      await page.waitForURL('**/user/cuti');
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  it("opens the admin home's counts as the lists behind them, filtered", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await loginThroughForm(page, ADMIN.email);
    const today = page.getByLabel('Presensi hari ini');
    await today.getByText('Tanpa keterangan').click();
    await page.waitForURL(/\/admin\/absensi\?tanggal=\d{4}-\d{2}-\d{2}&kode=TK$/);
    assert.equal(
      await page.locator('input[aria-label="Kode"]').inputValue(),
      'Tanpa keterangan (TK)',
    );
    await page.goBack();
    await today.getByText('Mencurigakan').click();
    await page.waitForURL(/mencurigakan=1$/);
    assert.equal(await page.getByRole('switch', { name: 'Mencurigakan' }).isChecked(), true);
    await page.close();
  });
});
