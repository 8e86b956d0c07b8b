/**
 * Surat tugas in the browser (docs/surat-tugas.md): admin@ drafts a letter for two staff with the
 * form (basis from the master, destination, travellers searched by name), sends it for approval
 * after the confirmation, and the letter's PDF carries its number; the approval queue and
 * pegawai@'s own letters render. Screenshots desktop and 390 px, light and dark.
 *
 * The decisions by the staff-level deciders (kabagumum@, direktur@), the return and the fix,
 * DL, the receipt and the kuitansi are the journey of surat-tugas-journey.spec.ts.
 */

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { ADMIN, callApi, loginThroughApi, loginThroughForm, STAFF } from '../lib/accounts.ts';
import {
  baseUrl,
  launchBrowser,
  pickPerson,
  screenshot,
  useDarkTheme,
  watchPageErrors,
} from '../lib/browser.ts';
import { pickDate } from '../lib/dates.ts';
import { isPdf, pdfLines } from '../lib/pdf.ts';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const PURPOSE = 'Uji e2e: koordinasi kurikulum praktik laut';
/** Today on the institution's clock (WIB). */
const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
const addDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('surat tugas: draft, send, PDF', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('admin@ drafts a letter for two staff and sends it', async () => {
    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    const errors = watchPageErrors(page);
    await loginThroughForm(page, ADMIN.email);
    await page.goto(`${baseUrl()}/admin/surattugas`);
    await page.getByRole('button', { name: 'Buat Surat Tugas' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buat Surat Tugas' });
    await dialog.getByRole('combobox', { name: /^Unit/ }).click();
    await page.getByRole('option').first().click();
    await dialog.getByRole('combobox', { name: /^Dasar dari master/ }).click();
    await page.getByRole('option').first().click();
    await dialog.getByLabel(/^Untuk/).fill(PURPOSE);
    await pickDate(page, dialog.getByRole('button', { name: /^Tanggal surat/ }), TODAY);
    await pickDate(page, dialog.getByRole('button', { name: /^Mulai tugas/ }), addDays(TODAY, 60));
    await pickDate(
      page,
      dialog.getByRole('button', { name: /^Selesai tugas/ }),
      addDays(TODAY, 61),
    );
    await dialog.getByRole('combobox', { name: /^Provinsi/ }).click();
    await page.getByRole('option', { name: 'Jawa Timur' }).click();
    await dialog.getByLabel(/^Kota/).fill('Surabaya');
    await dialog.getByLabel(/^Kendaraan/).fill('Pesawat udara');
    const travellers = dialog.getByLabel(/^Pelaksana/);
    await pickPerson(page, travellers, 'Ahmad Fauzi');
    await pickPerson(page, travellers, 'Tri Wahyuningsih');
    await dialog.getByRole('combobox', { name: /^Penanda tangan/ }).click();
    await page
      .getByRole('option', { name: /Direktur/ })
      .first()
      .click();
    await screenshot(page, 'surat-tugas-form-light');
    await dialog.getByRole('button', { name: 'Simpan Draf' }).click();
    await page.getByText('Draf surat tugas dibuat.').waitFor();
    const row = page.getByRole('row').filter({ hasText: PURPOSE });
    await row.getByText('Draf').waitFor();
    await row.getByRole('button', { name: 'Ajukan' }).click();
    await page
      .getByRole('dialog', { name: 'Ajukan Surat Tugas' })
      .getByRole('button', { name: 'Ajukan' })
      .click();
    await page.getByText('Surat tugas diajukan.').waitFor();
    await row.getByText('Menunggu persetujuan').waitFor();
    await screenshot(page, 'surat-tugas-admin-light');
    await useDarkTheme(page);
    await screenshot(page, 'surat-tugas-admin-dark');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('the letter PDF carries its number', async () => {
    const session = await loginThroughApi(ADMIN.email);
    const list = await callApi<{ data: { id: number; number: string }[] }>(
      'POST',
      'admin/surattugas/list',
      { token: session.token, body: { search: 'Uji e2e' } },
    );
    const letter = list.body.data[0];
    assert.ok(letter, 'the drafted letter is listed');
    const pdf = await fetch(`${baseUrl()}/api/v1/admin/surattugas/${letter.id}/pdf`, {
      headers: { authorization: `Bearer ${session.token}`, 'x-requested-with': 'XMLHttpRequest' },
    });
    assert.equal(pdf.status, 200);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    assert.ok(isPdf(bytes), 'a PDF');
    const lines = pdfLines(bytes);
    assert.ok(
      lines.some((l) => l.includes(letter.number)),
      `the number ${letter.number} is in the PDF`,
    );
  });

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['390', PHONE],
  ] as const) {
    it(`renders the approval queue and pegawai@'s letters (${name})`, async () => {
      const admin = await (await browser.newContext({ viewport })).newPage();
      const errors = watchPageErrors(admin);
      await loginThroughForm(admin, ADMIN.email);
      await admin.goto(`${baseUrl()}/surattugas/approval`);
      await admin.getByRole('tab', { name: 'Semua Surat Diajukan' }).waitFor();
      await admin
        .getByText(/ST-\d+\//)
        .first()
        .waitFor();
      await screenshot(admin, `surat-tugas-approval-${name}-light`);
      await useDarkTheme(admin);
      await screenshot(admin, `surat-tugas-approval-${name}-dark`);
      await admin.context().close();

      const staff = await (await browser.newContext({ viewport })).newPage();
      await loginThroughForm(staff, STAFF.email, { home: '/user' });
      await staff.goto(`${baseUrl()}/user/administrasi_surat_tugas`);
      await staff
        .getByText(/ST-\d+\//)
        .first()
        .waitFor();
      await staff.getByText('Dokumen perjalanan').waitFor();
      await screenshot(staff, `surat-tugas-saya-${name}-light`);
      await useDarkTheme(staff);
      await screenshot(staff, `surat-tugas-saya-${name}-dark`);
      await staff.context().close();
      assert.deepEqual(errors, []);
    });
  }
});
