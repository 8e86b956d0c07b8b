/**
 * The profile against the real API (docs/profile.md): a staff member fills their biodata, adds a
 * child with a PDF document, opens it, and an admin sees that person's children through
 * `?user_id=`. Screenshots of the biodata and the list, light and dark.
 */

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { TBiodata, TChildRow, TPaginated } from '@sikerja/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { ADMIN, callApi, loginThroughApi, loginThroughForm, STAFF } from '../lib/accounts.ts';
import { baseUrl, launchBrowser, screenshot, watchPageErrors } from '../lib/browser.ts';

const VIEWPORT = { width: 1366, height: 860 };
const BIODATA = '/user/profile/biodata';
const CHILDREN = '/user/profile/riwayat_anak';
const TABLE = 'Daftar Anak';
const CHILD = 'Nadia Putri Sari';
const BIRTH_DATE = '5 Januari 2015';
/** A one-page PDF, small and valid, as a scanned certificate would be uploaded. */
const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Picks `option` in the Mantine select labelled `label` inside `scope`. */
async function choose(page: Page, scope: Locator | Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function tableIdle(page: Page) {
  await page.locator(`table[aria-label="${TABLE}"][aria-busy="false"]`).waitFor();
}

/** The browser's theme toggle in the footer; a reload shows the page as a returning person would. */
async function useTheme(page: Page, theme: 'dark' | 'light') {
  const target = theme === 'dark' ? 'Tema gelap' : 'Tema terang';
  const next = theme === 'dark' ? 'Tema terang' : 'Tema gelap';
  await page.getByRole('contentinfo').getByRole('button', { name: target }).click();
  await page.getByRole('contentinfo').getByRole('button', { name: next }).waitFor();
  await page.reload();
}

/**
 * screenshot() takes the full page, but the drawer is fixed to the viewport: stretch the
 * viewport over the whole page first so the drawer covers it as it would on a tall screen.
 */
async function fullHeightScreenshot(page: Page, name: string) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: VIEWPORT.width, height: Math.max(height, VIEWPORT.height) });
  await screenshot(page, name);
  await page.setViewportSize(VIEWPORT);
}

describe('profile: biodata and riwayat anak', () => {
  let browser: Browser;
  let staffId: number;
  let staffToken: string;
  let adminToken: string;

  before(async () => {
    browser = await launchBrowser();
    const staff = await loginThroughApi(STAFF.email);
    staffId = staff.user.id;
    staffToken = staff.token;
    adminToken = (await loginThroughApi(ADMIN.email)).token;
  });

  after(async () => {
    await browser.close();
  });

  it('lets a staff member fill their biodata, and keeps it', async () => {
    const page = await browser.newPage({ viewport: VIEWPORT });
    const errors = watchPageErrors(page);
    await loginThroughForm(page, STAFF.email, { home: '/user' });
    await page.goto(`${baseUrl()}${BIODATA}`);
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Simpan biodata' }) });
    await form.waitFor();
    // The staff register's fields are shown, not offered for editing.
    const record = page.getByRole('region', { name: 'Data kepegawaian' });
    await record.getByText(STAFF.name).waitFor();
    assert.equal(await form.getByRole('textbox', { name: 'NIP' }).count(), 0);

    await form.getByRole('textbox', { name: 'Tempat lahir' }).fill('Bandung');
    // A religion the demo seed gives nobody, so choosing it changes the value.
    await choose(page, form, 'Agama', 'Buddha');
    await choose(page, form, 'Golongan darah', 'AB');
    // A wrong NIK is caught under its field before anything is sent; what was typed stays.
    await form.getByRole('textbox', { name: 'NIK' }).fill('3273');
    await form.getByRole('button', { name: 'Simpan biodata' }).click();
    await form.getByText('NIK harus 16 digit angka').waitFor();
    assert.equal(await form.getByRole('textbox', { name: 'Tempat lahir' }).inputValue(), 'Bandung');
    await form.getByRole('textbox', { name: 'NIK' }).fill('3273015204880002');
    await form.getByRole('button', { name: 'Simpan biodata' }).click();
    await page.getByText('Biodata berhasil disimpan.').waitFor();

    const stored = await callApi<{ data: TBiodata }>('GET', 'user/profile/biodata', {
      token: staffToken,
    });
    assert.equal(stored.body.data.birth_place, 'Bandung');
    assert.equal(stored.body.data.religion, 'buddha');
    assert.equal(stored.body.data.blood_type, 'AB');
    assert.equal(stored.body.data.nik, '3273015204880002');

    await page.reload();
    await form.getByRole('button', { name: 'Simpan biodata' }).waitFor();
    assert.equal(await form.getByRole('textbox', { name: 'Tempat lahir' }).inputValue(), 'Bandung');
    assert.equal(
      await form.getByRole('combobox', { name: 'Agama', exact: true }).inputValue(),
      'Buddha',
    );
    assert.equal(
      await form.getByRole('combobox', { name: 'Golongan darah', exact: true }).inputValue(),
      'AB',
    );
    await screenshot(page, 'profile-biodata-light');
    await useTheme(page, 'dark');
    await form.getByRole('button', { name: 'Simpan biodata' }).waitFor();
    await screenshot(page, 'profile-biodata-dark');
    await useTheme(page, 'light');
    const unexpected = errors.filter((e) => !/status of 422/.test(e));
    assert.deepEqual(unexpected, []);
    await page.close();
  });

  it('lets them add a child with a PDF document, listed with the document', async () => {
    const page = await browser.newPage({ viewport: VIEWPORT });
    const errors = watchPageErrors(page);
    await loginThroughForm(page, STAFF.email, { home: '/user' });
    await page.goto(`${baseUrl()}${BIODATA}`);
    // The tabs lead between the profile's pages.
    await page.getByRole('tab', { name: 'Anak', exact: true }).click();
    await page.waitForURL(`**${CHILDREN}`);
    await page.getByText('No result found').waitFor();

    await page.getByRole('button', { name: 'Tambah', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Tambah Anak' });
    await drawer.getByRole('textbox', { name: 'Nama anak' }).fill(CHILD);
    await choose(page, drawer, 'Jenis kelamin', 'Perempuan');
    await drawer.getByRole('textbox', { name: 'Tempat lahir' }).fill('Jakarta');
    // The birth date on the Indonesian calendar: up to the decade, back one, then 2015, Jan, 5.
    await drawer.getByRole('button', { name: /Tanggal lahir/ }).click();
    // The header's level controls are named in Indonesian (DATE_ARIA), whatever they show.
    await page.getByRole('button', { name: 'Pilih bulan', exact: true }).click();
    await page.getByRole('button', { name: 'Pilih tahun', exact: true }).click();
    await page.locator('[data-direction="previous"]').first().click();
    await page.getByRole('button', { name: '2015', exact: true }).click();
    await page.getByRole('button', { name: 'Jan', exact: true }).click();
    await page.getByRole('button', { name: BIRTH_DATE, exact: true }).click();
    await drawer
      .getByRole('button', { name: /Tanggal lahir/ })
      .getByText(BIRTH_DATE)
      .waitFor();
    await drawer.locator('input[type="file"]').setInputFiles({
      name: 'akta-kelahiran.pdf',
      mimeType: 'application/pdf',
      buffer: TINY_PDF,
    });
    await drawer.getByText('Unggahan selesai', { exact: true }).waitFor();
    await fullHeightScreenshot(page, 'profile-anak-form');
    await drawer.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Data anak berhasil disimpan.').waitFor();
    await drawer.waitFor({ state: 'detached' });

    await tableIdle(page);
    const table = page.getByRole('table', { name: TABLE });
    await table.getByRole('cell', { name: CHILD, exact: true }).waitFor();
    await table.getByRole('cell', { name: BIRTH_DATE, exact: true }).waitFor();
    const link = table.getByRole('button', { name: 'Lihat dokumen akta-kelahiran.pdf' });
    await link.waitFor();
    // The document opens in a new tab, fetched with the session (a bare link would be refused).
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await popup.waitForURL(/^blob:/);
    await popup.close();

    const list = await callApi<TPaginated<TChildRow>>('POST', 'user/profile/riwayat_anak/list', {
      token: staffToken,
      body: {},
    });
    assert.equal(list.body.total, 1);
    assert.equal(list.body.data[0]?.name, CHILD);
    assert.equal(list.body.data[0]?.file_name, 'akta-kelahiran.pdf');

    await screenshot(page, 'profile-anak-light');
    await useTheme(page, 'dark');
    await tableIdle(page);
    await table.getByRole('cell', { name: CHILD, exact: true }).waitFor();
    await screenshot(page, 'profile-anak-dark');
    await useTheme(page, 'light');
    assert.deepEqual(errors, []);
    await page.close();
  });

  it("shows an admin that person's children through user_id", async () => {
    const page = await browser.newPage({ viewport: VIEWPORT });
    const errors = watchPageErrors(page);
    await page.goto(`${baseUrl()}/?token=${encodeURIComponent(adminToken)}`);
    await page.getByTestId('sub-header').waitFor();
    await page.goto(`${baseUrl()}${CHILDREN}?user_id=${staffId}`);
    await page.getByText(`Anda melihat profil ${STAFF.name}`, { exact: false }).waitFor();
    await tableIdle(page);
    const table = page.getByRole('table', { name: TABLE });
    await table.getByRole('cell', { name: CHILD, exact: true }).waitFor();
    await page.getByText('Showing 1 to 1 of 1 entries').waitFor();
    await screenshot(page, 'profile-anak-admin');
    // Without user_id the admin is in their own (empty) profile.
    await page.getByRole('link', { name: 'Kembali ke profil saya' }).click();
    await page.getByText('No result found').waitFor();
    // And a staff member cannot do the same.
    const refused = await callApi('POST', 'user/profile/riwayat_anak/list', {
      token: staffToken,
      body: { user_id: staffId + 1 },
    });
    assert.equal(refused.status, 403);
    assert.deepEqual(errors, []);
    await page.close();
  });
});
