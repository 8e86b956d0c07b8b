/**
 * Realisasi kinerja end to end (docs/kinerja.md "Realisasi bulanan"): pegawai@ fills this
 * month of their approved contract (the demo leaves the current month empty), attaches an
 * evidence file and sends it; atasan@ adjusts an approved value and confirms it from
 * /user/persetujuan/realisasi; pegawai@ sees the month confirmed with its capaian.
 * Screenshots desktop and 390 px, light and dark.
 */

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { loginThroughForm, STAFF } from '../lib/accounts.ts';
import { baseUrl, launchBrowser, screenshot, watchPageErrors } from '../lib/browser.ts';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const ATASAN = 'atasan@sikerja.test';
const MONTHS = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];
const now = new Date();
const BULAN = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
const MONTH_NAME = MONTHS[now.getMonth()] ?? '';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function themes(page: Page, name: string) {
  await screenshot(page, `${name}-light`);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Tema gelap' }).click();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Tema terang' }).waitFor();
  await screenshot(page, `${name}-dark`);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Tema terang' }).click();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Tema gelap' }).waitFor();
}

async function sideways(page: Page) {
  return page.evaluate(() => {
    const over = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    if (over <= 0) return '';
    const wide = Array.from(document.querySelectorAll('main *'))
      .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .slice(0, 5)
      .map(
        (e) => `${e.tagName}.${String(e.className).slice(0, 60)} ${e.textContent?.slice(0, 40)}`,
      );
    return `+${over}px: ${wide.join(' | ')}`;
  });
}

describe('realisasi kinerja: fill, evidence, send, adjust, confirm, capaian', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('pegawai@ fills this month with evidence and sends it', async () => {
    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    const errors = watchPageErrors(page);
    await loginThroughForm(page, STAFF.email, { home: '/user' });
    await page.goto(`${baseUrl()}/user/kinerja/realisasi?bulan=${BULAN}`);
    await page.getByRole('heading', { name: 'Tugas Utama' }).waitFor();
    const inputs = page.getByRole('textbox', { name: /^Realisasi / });
    const count = await inputs.count();
    assert.ok(count > 0, 'the month has lines to fill');
    for (let i = 0; i < count; i += 1) {
      await inputs.nth(i).fill('2');
      await page
        .getByRole('textbox', { name: /^Kualitas / })
        .nth(i)
        .fill('90');
    }
    const saved = page.waitForResponse(
      (r) => r.url().includes('/user/kinerja/realisasi/values') && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    assert.equal((await saved).status(), 200);

    await page.getByRole('button', { name: 'Bukti' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Tambah Bukti Dukung' });
    const uploaded = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/upload') && r.request().method() === 'POST',
    );
    await dialog.locator('input.filepond--browser').setInputFiles({
      name: 'bukti-realisasi.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    assert.equal((await uploaded).status(), 200);
    await dialog.getByRole('button', { name: 'Simpan Bukti' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'bukti-realisasi.pdf', exact: true }).waitFor();
    await themes(page, 'realisasi-form');

    await page.getByRole('button', { name: 'Kirim ke Atasan' }).click();
    const send = page.getByRole('dialog', { name: 'Kirim ke Atasan' });
    await send.getByRole('textbox', { name: /Catatan untuk atasan/ }).fill('Bukti terlampir.');
    await send.getByRole('button', { name: 'Kirim', exact: true }).click();
    await send.waitFor({ state: 'detached' });
    await page.getByText('Menunggu konfirmasi atasan').first().waitFor();
    assert.equal(await page.getByRole('textbox', { name: /^Realisasi / }).count(), 0);
    await page.setViewportSize(PHONE);
    await page.getByRole('heading', { name: 'Tugas Utama' }).waitFor();
    // The shell settles after the resize (the sidebar folds, toasts move): give it a moment.
    await page
      .waitForFunction(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        undefined,
        { timeout: 5000 },
      )
      .catch(() => undefined);
    assert.equal(await sideways(page), '', 'no sideways scroll at 390 px');
    await themes(page, 'realisasi-sent-phone');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('atasan@ adjusts an approved value and confirms', async () => {
    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    const errors = watchPageErrors(page);
    await loginThroughForm(page, ATASAN, { home: '/user' });
    await page.goto(`${baseUrl()}/user/persetujuan/realisasi`);
    await page.getByRole('row').filter({ hasText: STAFF.name }).first().waitFor();
    await themes(page, 'realisasi-persetujuan-list');
    const row = page
      .getByRole('row')
      .filter({ hasText: STAFF.name })
      .filter({ hasText: MONTH_NAME });
    await row.getByRole('button', { name: 'Tanggapi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Realisasi Kinerja Bawahan' });
    const approved = dialog.getByRole('textbox', { name: /^Disetujui / });
    await approved.first().waitFor();
    assert.equal(await approved.first().inputValue(), '2');
    await dialog
      .getByText(/Usulan: 2/)
      .first()
      .waitFor();
    await approved.first().fill('1');
    await screenshot(page, 'realisasi-persetujuan-light');
    const adjusted = page.waitForResponse(
      (r) => r.url().includes('/approved') && r.request().method() === 'PUT',
    );
    await dialog.getByRole('button', { name: 'Konfirmasi Realisasi' }).click();
    assert.equal((await adjusted).status(), 200);
    const decision = page.getByRole('dialog', { name: 'Konfirmasi Realisasi' });
    await decision.getByRole('button', { name: 'Konfirmasi', exact: true }).click();
    await page.getByText('Realisasi kinerja dikonfirmasi.').waitFor();
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('pegawai@ sees the month confirmed and its capaian', async () => {
    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    await loginThroughForm(page, STAFF.email, { home: '/user' });
    await page.goto(`${baseUrl()}/user/kinerja/realisasi?bulan=${BULAN}`);
    await page.getByText('Dikonfirmasi', { exact: true }).first().waitFor();
    await page
      .getByText(/Disetujui: 1 /)
      .first()
      .waitFor();
    await page.goto(`${baseUrl()}/user/laporan/capaian_kinerja`);
    const row = page.getByRole('row').filter({ hasText: new RegExp(`^${MONTH_NAME}`) });
    await row.getByText('Disetujui').waitFor();
    const cells = await row.getByRole('cell').allInnerTexts();
    assert.ok(
      cells.some((c) => /^[1-9][\d.,]*%$/.test(c.trim())),
      `capaian shown: ${cells}`,
    );
    await screenshot(page, 'realisasi-capaian-light');
    await page.context().close();
  });
});
