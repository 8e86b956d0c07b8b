/**
 * Travel administration and payment in the browser (docs/surat-tugas.md "Administrasi
 * perjalanan", "Pembayaran"): pegawai@ reports the hotel cost of their approved demo letter
 * (four months ahead) with its receipt; admin@ settles the trip on /admin/pembayaran_surat_tugas
 * after the confirmation, and the kuitansi is a PDF with the traveller's name. Screenshots of the
 * two admin screens and the traveller's modal, desktop and 390 px, light and dark. admin@ reports a
 * cadet's lodging cost through 'Isi Biaya Riil' (cadets have no login).
 */

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { ADMIN, callApi, loginThroughApi, loginThroughForm, STAFF } from '../lib/accounts.ts';
import {
  baseUrl,
  launchBrowser,
  screenshot,
  useDarkTheme,
  watchPageErrors,
} from '../lib/browser.ts';
import { isPdf, pdfLines } from '../lib/pdf.ts';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

describe('surat tugas: travel costs, settlement, kuitansi', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('pegawai@ reports the hotel cost with its receipt', async () => {
    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    const errors = watchPageErrors(page);
    await loginThroughForm(page, STAFF.email, { home: '/user' });
    await page.goto(`${baseUrl()}/user/administrasi_surat_tugas`);
    // The demo letter to Jakarta Pusat (surat-tugas-journey.spec.ts gives pegawai@ another one).
    const demoTrip = page
      .getByRole('row')
      .filter({ hasText: 'Jakarta Pusat' })
      .getByRole('button', { name: /^Biaya dan dokumen/ })
      .first();
    await demoTrip.click();
    const dialog = page.getByRole('dialog', { name: 'Biaya dan Dokumen Perjalanan' });
    await dialog.getByText('Yang masih perlu dilengkapi').waitFor();
    await dialog.getByLabel('Biaya riil (Rp)').fill('1250000');
    const uploaded = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/upload') && r.request().method() === 'POST',
    );
    await dialog
      .locator('input.filepond--browser')
      .first()
      .setInputFiles({ name: 'tagihan-hotel.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
    assert.equal((await uploaded).status(), 200);
    await dialog.getByText('Unggahan selesai', { exact: true }).first().waitFor();
    await dialog.getByRole('button', { name: 'Simpan biaya riil' }).click();
    await page.getByText('Biaya riil disimpan.').waitFor();
    await dialog.getByText('bukti sudah diunggah', { exact: false }).waitFor();
    await screenshot(page, 'surat-tugas-biaya-saya-light');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await useDarkTheme(page);
    await demoTrip.click();
    await dialog.getByText('bukti sudah diunggah', { exact: false }).waitFor();
    await screenshot(page, 'surat-tugas-biaya-saya-dark');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('admin@ settles the trip and the kuitansi is a PDF with the traveller name', async () => {
    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    const errors = watchPageErrors(page);
    await loginThroughForm(page, ADMIN.email);
    await page.goto(`${baseUrl()}/admin/pembayaran_surat_tugas`);
    await page.getByPlaceholder('Cari nomor, keperluan atau pelaksana…').fill(STAFF.name);
    await page
      .getByRole('button', { name: `Bayar ${STAFF.name}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Pembayaran Perjalanan Dinas' });
    await dialog.getByText('Rp 1.250.000').first().waitFor();
    // PPh: 0 by default (a civil servant's travel costs are not PPh 21 objects).
    assert.equal(await dialog.getByLabel('PPh dipotong (Rp)').inputValue(), '0');
    await screenshot(page, 'surat-tugas-pembayaran-form-light');
    await dialog.getByRole('button', { name: 'Selesaikan SPJ' }).click();
    await page
      .getByRole('dialog', { name: 'Selesaikan SPJ' })
      .getByRole('button', { name: 'Simpan' })
      .click();
    await page.getByText('Pembayaran dicatat.').waitFor();
    await dialog.getByText('Perjalanan ini sudah lunas.').waitFor();
    await dialog.getByRole('button', { name: /^Kuitansi KW-ST\// }).waitFor();
    await screenshot(page, 'surat-tugas-pembayaran-dialog-light');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await screenshot(page, 'surat-tugas-pembayaran-light');
    await useDarkTheme(page);
    await screenshot(page, 'surat-tugas-pembayaran-dark');
    assert.deepEqual(errors, []);
    await page.context().close();

    const session = await loginThroughApi(ADMIN.email);
    const list = await callApi<{ data: { travel_id: number; name: string; status: string }[] }>(
      'POST',
      'admin/pembayaran_surat_tugas/list',
      { token: session.token, body: { search: STAFF.name } },
    );
    const trip = list.body.data.find((r) => r.name === STAFF.name && r.status === 'lunas');
    assert.ok(trip, 'the settled trip is listed');
    const detail = await callApi<{ data: { payments: { id: number; receipt_number: string }[] } }>(
      'GET',
      `admin/pembayaran_surat_tugas/${trip.travel_id}`,
      { token: session.token },
    );
    const payment = detail.body.data.payments.at(-1);
    assert.ok(payment, 'a payment was recorded');
    const pdf = await fetch(
      `${baseUrl()}/api/v1/admin/pembayaran_surat_tugas/payments/${payment.id}/kuitansi`,
      {
        headers: {
          authorization: `Bearer ${session.token}`,
          'x-requested-with': 'XMLHttpRequest',
        },
      },
    );
    assert.equal(pdf.status, 200);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    assert.ok(isPdf(bytes), 'a PDF');
    const lines = pdfLines(bytes);
    assert.ok(
      lines.some((l) => l.includes(STAFF.name)),
      'the traveller name is on the kuitansi',
    );
    assert.ok(
      lines.some((l) => l.includes(payment.receipt_number)),
      'the kuitansi number is on it',
    );
    assert.ok(
      lines.some((l) => /rupiah$/.test(l)),
      'the amount in words is on it',
    );
  });

  it("admin@ reports a cadet's lodging cost (Isi Biaya Riil)", async () => {
    // The table rows are there at desktop width; the open form is then shown at 390 px too.
    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    const errors = watchPageErrors(page);
    await loginThroughForm(page, ADMIN.email);
    await page.goto(`${baseUrl()}/admin/administrasi_surat_tugas`);
    const cadetRow = page
      .getByRole('row')
      .filter({ hasText: /Taruna · NIT/ })
      .first()
      .getByRole('button', { name: 'Rincian Biaya' });
    await cadetRow.click();
    const dialog = page.getByRole('dialog', { name: 'Rincian Biaya Perjalanan Dinas' });
    await dialog.getByRole('button', { name: 'Isi Biaya Riil' }).click();
    await dialog.getByLabel('Biaya riil (Rp)').first().fill('300000');
    await dialog.getByRole('button', { name: 'Simpan biaya riil' }).first().click();
    await page.getByText('Biaya riil disimpan.').waitFor();
    await dialog.getByText('bukti', { exact: false }).first().waitFor();
    await screenshot(page, 'surat-tugas-biaya-riil-taruna-desktop-light');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await useDarkTheme(page);
    await cadetRow.click();
    await dialog.getByRole('button', { name: 'Isi Biaya Riil' }).click();
    await dialog.getByLabel('Biaya riil (Rp)').first().waitFor();
    await page.setViewportSize(PHONE);
    await screenshot(page, 'surat-tugas-biaya-riil-taruna-390-dark');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['390', PHONE],
  ] as const) {
    it(`renders the administration screen (${name})`, async () => {
      const page = await (await browser.newContext({ viewport })).newPage();
      const errors = watchPageErrors(page);
      await loginThroughForm(page, ADMIN.email);
      await page.goto(`${baseUrl()}/admin/administrasi_surat_tugas`);
      await page
        .getByText(/ST-\d+\//)
        .first()
        .waitFor();
      await screenshot(page, `surat-tugas-administrasi-${name}-light`);
      await useDarkTheme(page);
      await screenshot(page, `surat-tugas-administrasi-${name}-dark`);
      const wide = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      assert.equal(wide, false, 'no sideways scroll');
      assert.deepEqual(errors, []);
      await page.context().close();
    });
  }
});
