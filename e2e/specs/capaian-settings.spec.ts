/**
 * The two capaian settings screens (docs/kinerja.md) against the real API: the demo rows show
 * ('Default' for the rows without a month), the tugas-tambahan form refuses a main-duty minimum
 * left empty before any request, then saves a month. Screenshots light and dark, desktop and
 * 390 px.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { TPaginated, TTugasTambahanRow } from '@sikerja/contracts';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, callApi, loginThroughApi } from '../lib/accounts.ts';
import { baseUrl, launchBrowser, screenshot, watchPageErrors } from '../lib/browser.ts';

const VIEWPORT = { width: 1366, height: 860 };
const PHONE = { width: 390, height: 844 };
const MONTHS_API = 'admin/setting_tugas_tambahan';
const YEAR = 2035;

async function tableIdle(page: Page, label: string) {
  await page.locator(`table[aria-label="${label}"][aria-busy="false"]`).waitFor();
}

async function darkTheme(page: Page) {
  await page.getByRole('contentinfo').getByRole('button', { name: 'Tema gelap' }).click();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Tema terang' }).waitFor();
}

async function lightTheme(page: Page) {
  const button = page.getByRole('contentinfo').getByRole('button', { name: 'Tema terang' });
  if (await button.isVisible()) {
    await button.click();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Tema gelap' }).waitFor();
  }
}

async function rowsOfYear(token: string): Promise<TTugasTambahanRow[]> {
  const { body } = await callApi<TPaginated<TTugasTambahanRow>>('POST', `${MONTHS_API}/list`, {
    token,
    body: { year: YEAR, per: 100 },
  });
  return body.data;
}

describe('capaian settings screens', () => {
  let browser: Browser;
  let token: string;

  before(async () => {
    browser = await launchBrowser();
    token = (await loginThroughApi(ADMIN.email)).token;
  });

  after(async () => {
    for (const row of await rowsOfYear(token)) {
      await callApi('DELETE', `${MONTHS_API}/${row.id}`, { token });
    }
    await browser.close();
  });

  async function open(path: string, table: string, viewport = VIEWPORT) {
    const page = await browser.newPage({ viewport });
    const errors = watchPageErrors(page);
    await page.goto(`${baseUrl()}/?token=${encodeURIComponent(token)}`);
    await page.getByTestId('sub-header').waitFor();
    await page.goto(`${baseUrl()}${path}`);
    await tableIdle(page, table);
    return { page, errors };
  }

  it('shows the category caps with their defaults', async () => {
    const table = 'Daftar Persentase Capaian';
    const { page, errors } = await open('/admin/setting_persentase_capaian', table);
    const body = page.getByRole('table', { name: table }).locator('tbody');
    for (const category of ['Direktur', 'Dosen', 'Pegawai']) {
      await body.getByRole('cell', { name: category, exact: true }).first().waitFor();
    }
    await body.getByRole('cell', { name: 'Default', exact: true }).first().waitFor();
    await lightTheme(page);
    await screenshot(page, 'capaian-persentase');
    await darkTheme(page);
    await screenshot(page, 'capaian-persentase-dark');
    await lightTheme(page);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('refuses a missing main-duty minimum in the form, then saves a month', async () => {
    const table = 'Daftar Pengaturan Tugas Tambahan';
    const { page, errors } = await open('/admin/setting_tugas_tambahan', table);
    const writes: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith(`/api/v1/${MONTHS_API}`) && !path.endsWith('/list')) {
        if (request.method() === 'POST') writes.push(path);
      }
    });

    await page.getByRole('button', { name: 'Tambah', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Tambah Pengaturan Tugas Tambahan' });
    await drawer.getByRole('combobox', { name: 'Bulan', exact: true }).click();
    await page.getByRole('option', { name: 'November', exact: true }).click();
    await drawer.getByLabel('Tahun', { exact: true }).fill(String(YEAR));
    await drawer.getByLabel('Maks. persentase tugas tambahan').fill('25');
    await drawer.getByLabel('Harus memenuhi tugas utama').check();
    await drawer.getByLabel('Batas kirim realisasi (tanggal)').fill('7');
    await drawer.getByLabel('Reward kirim tepat waktu').fill('2');
    await drawer.getByRole('button', { name: 'Simpan' }).click();
    await drawer.getByText('Wajib diisi bila tugas utama harus terpenuhi').waitFor();
    assert.deepEqual(writes, [], 'an invalid form must not be sent');
    await lightTheme(page);
    await screenshot(page, 'capaian-tugas-tambahan-form');

    await drawer.getByLabel('Min. persentase tugas utama').fill('75');
    await drawer.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Pengaturan berhasil disimpan.').waitFor();
    await drawer.waitFor({ state: 'detached' });
    const [saved] = await rowsOfYear(token);
    assert.deepEqual(
      saved && {
        month: saved.month,
        additional_max_percent: saved.additional_max_percent,
        main_required: saved.main_required,
        main_min_percent: saved.main_min_percent,
        deadline_day: saved.deadline_day,
        reward_percent: saved.reward_percent,
      },
      {
        month: 11,
        additional_max_percent: 25,
        main_required: true,
        main_min_percent: 75,
        deadline_day: 7,
        reward_percent: 2,
      },
    );
    await tableIdle(page, table);
    await screenshot(page, 'capaian-tugas-tambahan');
    await darkTheme(page);
    await screenshot(page, 'capaian-tugas-tambahan-dark');
    await lightTheme(page);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('fits a phone', async () => {
    // phone.spec.ts checks every menu screen for sideways scrolling; this keeps a picture.
    const page = await browser.newPage({ viewport: PHONE });
    const errors = watchPageErrors(page);
    await page.goto(`${baseUrl()}/?token=${encodeURIComponent(token)}`);
    await page.getByTestId('sub-header').waitFor();
    await page.goto(`${baseUrl()}/admin/setting_tugas_tambahan`);
    await page.getByText('Semua bulan').first().waitFor();
    await screenshot(page, 'capaian-tugas-tambahan-phone');
    assert.deepEqual(errors, []);
    await page.close();
  });
});
