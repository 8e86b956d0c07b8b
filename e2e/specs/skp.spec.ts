/**
 * The SKP report screens (docs/kinerja.md "SKP dan evaluasi tahunan") against the real API:
 * the admin's list with its year, unit and status filters and Excel button, and the staff
 * member's two tabs (own contracts, subordinates'). Screenshots light and dark, desktop and
 * 390 px. The admin downloads the SKP of an approved demo contract: a PDF with the person's
 * name. The superior's evaluation is tested over HTTP in skp.test.ts and in its dialog's test.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, loginThroughApi, STAFF } from '../lib/accounts.ts';
import { baseUrl, launchBrowser, screenshot, watchPageErrors } from '../lib/browser.ts';
import { isPdf, pdfText } from '../lib/pdf.ts';

const VIEWPORT = { width: 1366, height: 860 };
const PHONE = { width: 390, height: 844 };

async function tableIdle(page: Page, label: string) {
  // A table on a desktop, a list of cards on a phone; both say when they are loading.
  await page.locator(`[aria-label="${label}"][aria-busy="false"]`).waitFor();
}

async function theme(page: Page, dark: boolean) {
  const footer = page.getByRole('contentinfo');
  const toggle = footer.getByRole('button', { name: dark ? 'Tema gelap' : 'Tema terang' });
  if (await toggle.isVisible()) {
    await toggle.click();
    await footer.getByRole('button', { name: dark ? 'Tema terang' : 'Tema gelap' }).waitFor();
  }
}

describe('SKP report screens', () => {
  let browser: Browser;

  before(async () => {
    browser = await launchBrowser();
  });

  after(async () => {
    await browser.close();
  });

  async function open(email: string, path: string, table: string, viewport = VIEWPORT) {
    const { token } = await loginThroughApi(email);
    const page = await browser.newPage({ viewport });
    const errors = watchPageErrors(page);
    await page.goto(`${baseUrl()}/?token=${encodeURIComponent(token)}`);
    await page.getByTestId('sub-header').waitFor();
    await page.goto(`${baseUrl()}${path}`);
    await tableIdle(page, table);
    return { page, errors };
  }

  it("downloads the SKP of an approved contract as a PDF with the person's name", async () => {
    const { token } = await loginThroughApi(ADMIN.email);
    const context = await browser.newContext({ viewport: VIEWPORT, acceptDownloads: true });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${baseUrl()}/?token=${encodeURIComponent(token)}`);
    await page.getByTestId('sub-header').waitFor();
    await page.goto(`${baseUrl()}/admin/laporan/kontrak_kerja`);
    await tableIdle(page, 'Daftar kontrak kerja');
    const row = page.getByRole('row').filter({ hasText: 'Disetujui' }).first();
    const button = row.getByRole('button', { name: /^Unduh SKP \(PDF\)/ });
    const label = (await button.getAttribute('aria-label')) ?? '';
    // 'Unduh SKP (PDF) <name> <year>'
    const name = label.replace(/^Unduh SKP \(PDF\) /, '').replace(/ \d{4}$/, '');
    assert.ok(name.length > 0, `a person's name in '${label}'`);
    const downloading = page.waitForEvent('download');
    await button.click();
    const download = await downloading;
    const path = await download.path();
    const pdf = readFileSync(path);
    assert.ok(isPdf(pdf), 'a PDF');
    assert.match(pdfText(pdf), new RegExp(name));
    assert.match(pdfText(pdf), /SASARAN KINERJA PEGAWAI/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  for (const [viewport, suffix] of [
    [VIEWPORT, ''],
    [PHONE, '-390'],
  ] as const) {
    it(`shows the admin every contract with filters and Excel${suffix}`, async () => {
      const table = 'Daftar kontrak kerja';
      const { page, errors } = await open(
        ADMIN.email,
        '/admin/laporan/kontrak_kerja',
        table,
        viewport,
      );
      await page.getByRole('textbox', { name: 'Tahun' }).waitFor();
      await page.getByRole('combobox', { name: 'Status' }).waitFor();
      await page.getByText('Fitur ini sedang disiapkan').waitFor({ state: 'detached' });
      await theme(page, false);
      await screenshot(page, `skp-admin${suffix}`);
      await theme(page, true);
      await screenshot(page, `skp-admin${suffix}-dark`);
      await theme(page, false);
      assert.deepEqual(errors, []);
      await page.close();
    });

    it(`shows a staff member their contracts and their subordinates'${suffix}`, async () => {
      const { page, errors } = await open(
        STAFF.email,
        '/user/laporan/kontrak_kerja',
        'Kontrak kerja saya',
        viewport,
      );
      await page.getByRole('tab', { name: 'Kontrak Bawahan' }).click();
      await tableIdle(page, 'Kontrak kerja bawahan');
      assert.match(page.url(), /tab=bawahan/);
      await theme(page, false);
      await screenshot(page, `skp-user${suffix}`);
      await theme(page, true);
      await screenshot(page, `skp-user${suffix}-dark`);
      await theme(page, false);
      assert.deepEqual(errors, []);
      await page.close();
    });
  }
});
