/**
 * The 'Surat Tugas' section of /admin/setting (docs/surat-tugas.md "Nomor", "Administrasi
 * perjalanan"): admin@ edits the automatic number's pattern and sees the live preview (and the
 * message for a bad pattern), picks the PPK and saves; the SPD PDF then carries the PPK's name.
 * Screenshots light and dark at 1366 and 390 px. The pattern and the PPK are put back at the
 * end, so the other specs see the demo's numbers.
 */

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { ADMIN, callApi, loginThroughApi, loginThroughForm } from '../lib/accounts.ts';
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
const PPK = 'Capt. Agus Wibowo';
const year = new Date().getFullYear();

interface Setting {
  name: string;
  time_zone: string;
  authorised_official_user_id: number | null;
  surat_tugas_number_pattern: string;
  ppk: { name: string } | null;
}

describe('surat tugas settings: number pattern and PPK', () => {
  let browser: Browser;
  let token: string;
  let original: Setting;
  before(async () => {
    browser = await launchBrowser();
    token = (await loginThroughApi(ADMIN.email)).token;
    original = (await callApi<{ data: Setting }>('GET', 'admin/setting', { token })).body.data;
  });
  after(async () => {
    await callApi('PUT', 'admin/setting', {
      token,
      body: {
        name: original.name,
        time_zone: original.time_zone,
        authorised_official_user_id: original.authorised_official_user_id,
        maintenance_enabled: false,
        surat_tugas_number_pattern: original.surat_tugas_number_pattern,
        ppk_user_id: null,
      },
    });
    await browser.close();
  });

  it('edits the pattern with a live preview, picks the PPK, and the SPD prints the PPK', async () => {
    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    const errors = watchPageErrors(page);
    await loginThroughForm(page, ADMIN.email);
    await page.goto(`${baseUrl()}/admin/setting`);
    const pattern = page.getByLabel('Pola nomor otomatis');
    await pattern.waitFor();
    const preview = page.getByTestId('pola-nomor-contoh');
    assert.equal(await pattern.inputValue(), 'ST-{nomor}/{unit}/{bulan_romawi}/{tahun}');
    await preview.getByText(new RegExp(`^ST-12/BAUK/[IVX]+/${year}$`)).waitFor();

    await pattern.fill('{nomor}/ST/{kode}/{tahun}');
    await preview.getByText('Penanda {kode} tidak dikenal', { exact: false }).waitFor();
    await pattern.fill('ST/{unit}');
    await preview.getByText('Pola nomor wajib memuat {nomor} (nomor urut)').waitFor();
    await pattern.fill('{nomor}/ST/{unit}/{bulan}/{tahun}');
    await preview.getByText(new RegExp(`^12/ST/BAUK/\\d{2}/${year}$`)).waitFor();

    const ppk = page.getByRole('combobox', { name: 'Pejabat Pembuat Komitmen (PPK)' });
    await ppk.click();
    await ppk.fill('Agus');
    await page.getByRole('option', { name: new RegExp(PPK.replace('.', '\\.')) }).click();
    await page.getByRole('button', { name: 'Simpan pengaturan' }).click();
    await page.getByText('Pengaturan berhasil disimpan.').waitFor();
    await page.getByRole('heading', { name: 'Surat Tugas', exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, 'surat-tugas-setting-1366-light');
    await useDarkTheme(page);
    await screenshot(page, 'surat-tugas-setting-1366-dark');
    assert.deepEqual(errors, []);
    await page.context().close();

    const saved = (await callApi<{ data: Setting }>('GET', 'admin/setting', { token })).body.data;
    assert.equal(saved.surat_tugas_number_pattern, '{nomor}/ST/{unit}/{bulan}/{tahun}');
    assert.equal(saved.ppk?.name, PPK);

    const list = await callApi<{ data: { traveller_id: number }[] }>(
      'POST',
      'admin/administrasi_surat_tugas/list',
      { token, body: {} },
    );
    const traveller = list.body.data[0];
    assert.ok(traveller, 'an approved letter has a traveller');
    const spd = await fetch(
      `${baseUrl()}/api/v1/admin/administrasi_surat_tugas/${traveller.traveller_id}/spd`,
      { headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' } },
    );
    assert.equal(spd.status, 200);
    const bytes = Buffer.from(await spd.arrayBuffer());
    assert.ok(isPdf(bytes), 'a PDF');
    const lines = pdfLines(bytes);
    assert.ok(
      lines.filter((l) => l.includes(PPK)).length >= 3,
      'the PPK on lembar I (row and signature) and lembar II',
    );
  });

  it('fits a phone (390 px) without sideways scroll, light and dark', async () => {
    const page = await (await browser.newContext({ viewport: PHONE })).newPage();
    const errors = watchPageErrors(page);
    await loginThroughForm(page, ADMIN.email);
    await page.goto(`${baseUrl()}/admin/setting`);
    await page.getByLabel('Pola nomor otomatis').scrollIntoViewIfNeeded();
    await page.getByTestId('pola-nomor-contoh').waitFor();
    await screenshot(page, 'surat-tugas-setting-390-light');
    await useDarkTheme(page);
    await screenshot(page, 'surat-tugas-setting-390-dark');
    const wide = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    assert.equal(wide, false, 'no sideways scroll');
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});
