/**
 * The activity catalogue on the position map (docs/kinerja.md "Katalog kegiatan"): an admin
 * picks a position, sees its menu of uraian from the demo catalogue, adds one with the
 * searchable multi-select and removes it again after a confirmation. Screenshots desktop and
 * 390 px, light and dark (`katalog-peta-*`).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, loginThroughForm } from '../lib/accounts.ts';
import { baseUrl, launchBrowser, screenshot, watchPageErrors } from '../lib/browser.ts';

const DESKTOP = { width: 1366, height: 860 };
const PHONE = { width: 390, height: 844 };
const POSITION = 'Dosen Lektor';
const TABLE = `Uraian tugas ${POSITION}`;
const ADDED = 'Menyusun laporan keuangan BLU bulanan';

async function tableIdle(page: Page) {
  await page.locator(`[aria-label="${TABLE}"][aria-busy="false"]`).first().waitFor();
}

async function openMenu(page: Page) {
  await page.goto(`${baseUrl()}/admin/master/jabatan/peta`);
  await page.getByRole('heading', { name: 'Menu Uraian Tugas Jabatan' }).waitFor();
  const select = page.getByRole('combobox', { name: 'Jabatan', exact: true });
  await select.click();
  await select.fill('Dosen');
  await page.getByRole('option', { name: new RegExp(`^${POSITION}`) }).click();
  await tableIdle(page);
}

async function theme(page: Page, dark: boolean) {
  const footer = page.getByRole('contentinfo');
  const to = footer.getByRole('button', { name: dark ? 'Tema gelap' : 'Tema terang' });
  if (await to.isVisible()) await to.click();
  await footer.getByRole('button', { name: dark ? 'Tema terang' : 'Tema gelap' }).waitFor();
}

describe('katalog: the menu of uraian of a position', () => {
  let browser: Browser;

  before(async () => {
    browser = await launchBrowser();
  });

  after(async () => {
    await browser.close();
  });

  it('adds an uraian to a position and removes it again', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await loginThroughForm(page, ADMIN.email);
    await openMenu(page);
    await page.getByText('Showing 1 to 8 of 8 entries').waitFor();
    await page.getByText('Melaksanakan perkuliahan teori').waitFor();

    await page.getByRole('button', { name: 'Tambah Uraian' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tambah Uraian Tugas' });
    const picker = dialog.getByRole('combobox', { name: 'Uraian tugas' });
    await picker.fill('laporan keuangan');
    await page.getByRole('option', { name: `${ADDED} (Mandiri)` }).click();
    // Close the dropdown without Escape, which would close the dialog too.
    await dialog.getByText('Pilih uraian tugas aktif', { exact: false }).click();
    await screenshot(page, 'katalog-peta-tambah-light');
    await dialog.getByRole('button', { name: 'Tambahkan' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Showing 1 to 9 of 9 entries').waitFor();
    await tableIdle(page);
    const rows = page.getByRole('table', { name: TABLE }).locator('tbody tr');
    assert.match((await rows.allTextContents()).join('\n'), new RegExp(ADDED));
    await screenshot(page, 'katalog-peta-light');

    // Only the additional duties.
    const kind = (name: string) =>
      page.locator('.mantine-SegmentedControl-label', { hasText: name }).click();
    await kind('Tambahan');
    await page.getByText('Showing 1 to 2 of 2 entries').waitFor();
    await kind('Semua');
    await page.getByText('Showing 1 to 9 of 9 entries').waitFor();

    await theme(page, true);
    await tableIdle(page);
    await screenshot(page, 'katalog-peta-dark');
    await theme(page, false);

    await page.getByRole('button', { name: `Hapus ${ADDED}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Hapus dari jabatan?' });
    await confirm.getByText('Kontrak yang sudah dibuat tidak berubah.', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Hapus' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.getByText('Showing 1 to 8 of 8 entries').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('shows the menu on a phone, light and dark', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await loginThroughForm(page, ADMIN.email);
    await openMenu(page);
    await page.getByText('Melaksanakan perkuliahan teori').first().waitFor();
    await screenshot(page, 'katalog-peta-phone-light');
    await theme(page, true);
    await tableIdle(page);
    await screenshot(page, 'katalog-peta-phone-dark');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
