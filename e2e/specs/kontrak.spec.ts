/**
 * Kontrak kinerja end to end (docs/kinerja.md): pegawai@ builds next year's contract from their
 * position's catalogue, breaks each line down by month and sends it; atasan@ returns it with a
 * note from /user/persetujuan; pegawai@ answers and resends; atasan@ approves. Next year, so
 * the demo's contract of this year stays as it is. Screenshots desktop and 390 px, light and dark.
 */

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { loginThroughForm, STAFF } from '../lib/accounts.ts';
import {
  baseUrl,
  launchBrowser,
  screenshot,
  useDarkTheme,
  watchPageErrors,
} from '../lib/browser.ts';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const YEAR = new Date().getFullYear() + 1;
const ATASAN = 'atasan@sikerja.test';
const LINES = [
  { name: 'Mengagendakan surat masuk dan surat keluar', quantity: '12', weight: '60' },
  { name: 'Menyiapkan bahan dan notula rapat', quantity: '24', weight: '40' },
];

async function openOwn(page: Page) {
  await page.goto(`${baseUrl()}/user/kinerja?tahun=${YEAR}`);
}

/** atasan@'s review dialog of pegawai@'s contract of YEAR. */
async function openReview(page: Page) {
  await page.goto(`${baseUrl()}/user/persetujuan`);
  await page.getByRole('combobox', { name: 'Tahun' }).first().click();
  await page.getByRole('option', { name: String(YEAR), exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: STAFF.name });
  await row.getByRole('button', { name: 'Tanggapi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kontrak Kinerja Bawahan' });
  await dialog
    .getByText(LINES[0]?.name ?? '')
    .first()
    .waitFor();
  return dialog;
}

describe('kontrak kinerja: build, send, return, resend, approve', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('pegawai@ builds a contract from the catalogue, breaks it down and sends it', async () => {
    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    const errors = watchPageErrors(page);
    await loginThroughForm(page, STAFF.email, { home: '/user' });
    await openOwn(page);
    await page.getByRole('button', { name: `Buat Kontrak ${YEAR}` }).click();
    await page.getByText(`Kontrak Kinerja Tahun ${YEAR}`).waitFor();
    for (const line of LINES) {
      await page.getByRole('button', { name: 'Tambah Uraian' }).click();
      const dialog = page.getByRole('dialog', { name: 'Tambah Uraian Kegiatan' });
      await dialog.getByRole('combobox', { name: 'Uraian kegiatan' }).click();
      await page.getByRole('option', { name: new RegExp(`^${line.name}`) }).click();
      await dialog.getByRole('textbox', { name: /^Kuantitas/ }).fill(line.quantity);
      await dialog.getByRole('textbox', { name: /^Bobot/ }).fill(line.weight);
      if (line === LINES[0]) await screenshot(page, 'kontrak-uraian-form-light');
      await dialog.getByRole('button', { name: 'Simpan' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page
        .getByRole('cell', { name: new RegExp(line.name) })
        .first()
        .waitFor();
    }
    for (const line of LINES) {
      await page.getByRole('button', { name: `Target bulanan ${line.name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Target Bulanan' });
      await dialog.getByRole('button', { name: 'Set Otomatis (rata)' }).click();
      await dialog.getByText(`Jumlah ${line.quantity} dari ${line.quantity}`).waitFor();
      if (line === LINES[0]) await screenshot(page, 'kontrak-breakdown-light');
      await dialog.getByRole('button', { name: 'Simpan Target' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    await page.getByText('Total Bobot = 100 %').waitFor();
    assert.equal(await page.getByText('LENGKAP', { exact: true }).count(), 2);
    await screenshot(page, 'kontrak-draft-light');
    await page.getByRole('button', { name: 'KIRIM KE ATASAN' }).click();
    const confirm = page.getByRole('dialog', { name: 'Kirim ke atasan?' });
    await confirm
      .getByText(
        'Apakah Anda yakin? Anda tidak bisa mengubah data hingga atasan Anda memberi tanggapan!',
      )
      .waitFor();
    await confirm.getByRole('button', { name: 'KIRIM KE ATASAN' }).click();
    await page.getByText('Menunggu persetujuan atasan', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Tambah Uraian' }).waitFor({ state: 'detached' });
    await useDarkTheme(page);
    await screenshot(page, 'kontrak-sent-dark');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('atasan@ returns it with a note', async () => {
    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    const errors = watchPageErrors(page);
    await loginThroughForm(page, ATASAN, { home: '/user' });
    const dialog = await openReview(page);
    await screenshot(page, 'kontrak-persetujuan-light');
    await dialog.getByRole('button', { name: 'Kembalikan (Revisi)' }).click();
    const decision = page.getByRole('dialog', { name: 'Kembalikan Kontrak untuk Revisi' });
    await decision.getByLabel(/Catatan revisi/).fill('Target laporan per triwulan dirinci lagi');
    await decision.getByRole('button', { name: 'Kembalikan' }).click();
    await page.getByText('Kontrak dikembalikan untuk revisi.').waitFor();
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('pegawai@ reads the note and resends (390 px)', async () => {
    const page = await (await browser.newContext({ viewport: PHONE })).newPage();
    const errors = watchPageErrors(page);
    await loginThroughForm(page, STAFF.email, { home: '/user' });
    await openOwn(page);
    await page.getByText('Target laporan per triwulan dirinci lagi').first().waitFor();
    await screenshot(page, 'kontrak-returned-phone-light');
    await page.getByRole('button', { name: 'KIRIM KE ATASAN' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kirim Ulang Kontrak' });
    await dialog.getByLabel('Catatan untuk atasan').fill('Sudah dirinci per triwulan');
    await dialog.getByRole('button', { name: 'KIRIM KE ATASAN' }).click();
    await page.getByText('Kontrak kinerja dikirim ulang ke atasan.').waitFor();
    await page.getByText('Menunggu persetujuan atasan', { exact: true }).waitFor();
    await useDarkTheme(page);
    await screenshot(page, 'kontrak-resent-phone-dark');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('atasan@ approves', async () => {
    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    const errors = watchPageErrors(page);
    await loginThroughForm(page, ATASAN, { home: '/user' });
    const dialog = await openReview(page);
    await dialog.getByText('Sudah dirinci per triwulan').first().waitFor();
    await dialog.getByRole('button', { name: 'Setujui Kontrak' }).click();
    const decision = page.getByRole('dialog', { name: 'Setujui Kontrak' });
    await decision.getByRole('button', { name: 'Setujui' }).click();
    await page.getByText('Kontrak kinerja disetujui.').waitFor();
    await screenshot(page, 'kontrak-persetujuan-approved-light');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('pegawai@ sees the approved contract', async () => {
    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    await loginThroughForm(page, STAFF.email, { home: '/user' });
    await openOwn(page);
    await page.getByText('Disetujui', { exact: true }).first().waitFor();
    await screenshot(page, 'kontrak-approved-light');
    await useDarkTheme(page);
    await screenshot(page, 'kontrak-approved-dark');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'kontrak-approved-phone-dark');
    await page.context().close();
  });
});
