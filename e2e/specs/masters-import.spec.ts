/**
 * Excel import on a master screen, against the real API: the SBM daily allowances
 * (/admin/master/sbm/uang_harian_dalam_negeri). A wrong file type is refused in the browser;
 * a file with one bad row gets a per-row report naming the reason; cancelling writes nothing;
 * confirming saves the good rows, which then show in the list.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { TPaginated, TUangHarianDalamNegeriRow } from '@sikerja/contracts';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, callApi, loginThroughApi } from '../lib/accounts.ts';
import { baseUrl, launchBrowser, screenshot, watchPageErrors } from '../lib/browser.ts';

const VIEWPORT = { width: 1366, height: 900 };
const SCREEN = '/admin/master/sbm/uang_harian_dalam_negeri';
const API = 'admin/master/sbm/uang_harian_dalam_negeri';
/** A budget year no seed has, so every row of the file is new. */
const YEAR = 2099;

async function rowsOfYear(token: string): Promise<TUangHarianDalamNegeriRow[]> {
  const { status, body } = await callApi<TPaginated<TUangHarianDalamNegeriRow>>(
    'POST',
    `${API}/list`,
    { token, body: { year: YEAR, per: 100 } },
  );
  assert.equal(status, 200);
  return body.data;
}

/** The file an admin would fill in: the template's headers, amounts typed with dots. */
async function writeImportFile(dir: string): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Uang harian');
  sheet.addRow(['Tahun', 'Provinsi', 'Luar kota', 'Dalam kota > 8 jam', 'Diklat', 'Aktif']);
  sheet.addRow([YEAR, 'Aceh', '360.000', '140.000', '110.000', 'Ya']);
  // In-city above outside-city: the PMK never does that, so the contract refuses the row.
  sheet.addRow([YEAR, 'Sumatera Utara', '370.000', '500.000', '110.000', 'Ya']);
  sheet.addRow([YEAR, 'Bali', 480000, 190000, 140000, 'Ya']);
  const path = join(dir, 'uang-harian.xlsx');
  writeFileSync(path, Buffer.from(await workbook.xlsx.writeBuffer()));
  return path;
}

describe('master screen: Excel import', () => {
  let browser: Browser;
  let token: string;
  let dir: string;

  before(async () => {
    browser = await launchBrowser();
    token = (await loginThroughApi(ADMIN.email)).token;
    dir = mkdtempSync(join(tmpdir(), 'sikerja-import-'));
    assert.deepEqual(await rowsOfYear(token), [], `no SBM row may exist for ${YEAR} yet`);
  });

  after(async () => {
    for (const row of await rowsOfYear(token)) {
      await callApi('DELETE', `${API}/${row.id}`, { token });
    }
    await browser.close();
  });

  async function openScreen(): Promise<{ page: Page; errors: string[] }> {
    const page = await browser.newPage({ viewport: VIEWPORT, acceptDownloads: true });
    const errors = watchPageErrors(page);
    await page.goto(`${baseUrl()}/?token=${encodeURIComponent(token)}`);
    await page.getByTestId('sub-header').waitFor();
    await page.goto(`${baseUrl()}${SCREEN}`);
    await page.getByText(/^Showing 1 to \d+ of \d+ entries$/).waitFor();
    return { page, errors };
  }

  it('reports the bad row with its reason, writes nothing on cancel, saves the good rows on confirm', async () => {
    const { page, errors } = await openScreen();
    const file = await writeImportFile(dir);
    const wrongType = join(dir, 'catatan.txt');
    writeFileSync(wrongType, 'bukan excel');

    await page.getByRole('button', { name: 'Import Excel' }).click();
    const modal = page.getByRole('dialog', { name: 'Import Excel Uang Harian' });
    await modal.getByRole('button', { name: 'Unduh template' }).waitFor();

    // The template downloads through the API with the session's token.
    const download = page.waitForEvent('download');
    await modal.getByRole('button', { name: 'Unduh template' }).click();
    assert.equal(
      (await download).suggestedFilename(),
      'template-impor-uang_harian_dalam_negeri.xlsx',
    );

    // Not an Excel file: refused before any request, with the spec's message.
    await modal.getByLabel('File Excel', { exact: true }).setInputFiles(wrongType);
    await modal.getByRole('alert').getByText('File is of invalid type').waitFor();
    // An Excel file over 2 MB: refused before any request too.
    const tooLarge = join(dir, 'besar.xlsx');
    writeFileSync(tooLarge, Buffer.alloc(2 * 1024 * 1024 + 1));
    await modal.getByLabel('File Excel', { exact: true }).setInputFiles(tooLarge);
    await modal.getByRole('alert').getByText('Ukuran file maksimal 2MB.').waitFor();

    // The file: two good rows, one refused with the contract's reason, nothing written yet.
    await modal.getByLabel('File Excel', { exact: true }).setInputFiles(file);
    const report = modal.getByRole('table', { name: 'Laporan impor' });
    await report.waitFor();
    const rows = await report
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) =>
          Array.from(tr.querySelectorAll('td')).map((td) => td.textContent?.trim() ?? ''),
        ),
      );
    assert.deepEqual(rows, [
      ['2', 'Tambah', `${YEAR} / Aceh`, 'Data baru'],
      [
        '3',
        'Ditolak',
        `${YEAR} / Sumatera Utara`,
        'Dalam kota > 8 jam: Tidak boleh melebihi uang harian luar kota',
      ],
      ['4', 'Tambah', `${YEAR} / Bali`, 'Data baru'],
    ]);
    await modal.getByText('1 baris yang ditolak tidak ikut disimpan.').waitFor();
    await screenshot(page, 'masters-import-report');
    assert.deepEqual(await rowsOfYear(token), [], 'the preview must write nothing');

    await modal.getByRole('button', { name: 'Batal' }).click();
    await modal.waitFor({ state: 'detached' });
    assert.deepEqual(await rowsOfYear(token), [], 'cancelling must write nothing');

    // Again, and confirm this time.
    await page.getByRole('button', { name: 'Import Excel' }).click();
    await modal.getByLabel('File Excel', { exact: true }).setInputFiles(file);
    await report.waitFor();
    await modal.getByRole('button', { name: 'Simpan 2 data' }).click();
    await page.getByText('2 data ditambahkan, 0 data diubah.').waitFor();
    await modal.waitFor({ state: 'detached' });

    const saved = await rowsOfYear(token);
    assert.deepEqual(
      saved
        .map((r) => [r.province, r.outside_city, r.in_city_over_8h, r.training, r.is_active])
        .sort(),
      [
        ['Aceh', 360_000, 140_000, 110_000, true],
        ['Bali', 480_000, 190_000, 140_000, true],
      ],
    );

    // The list refreshed: the newest year comes first, so the imported rows lead page 1.
    const table = page.getByRole('table', { name: 'Daftar Uang Harian' });
    await table
      .locator('tbody tr', { hasText: String(YEAR) })
      .first()
      .waitFor();
    await page.locator('table[aria-label="Daftar Uang Harian"][aria-busy="false"]').waitFor();
    const shown = await table.locator('tbody tr').evaluateAll((trs) =>
      trs.map((tr) =>
        Array.from(tr.querySelectorAll('td'))
          .slice(1, 3)
          .map((td) => td.textContent?.trim() ?? ''),
      ),
    );
    assert.deepEqual(shown.slice(0, 2), [
      [String(YEAR), 'Aceh'],
      [String(YEAR), 'Bali'],
    ]);
    assert.notEqual(shown[2]?.[0], String(YEAR), 'the refused row must not be saved');
    await screenshot(page, 'masters-import-done');

    // Imported again with Aceh's outside-city rate raised: the report says what changes.
    const raised = new ExcelJS.Workbook();
    const sheet = raised.addWorksheet('Uang harian');
    sheet.addRow(['Tahun', 'Provinsi', 'Luar kota', 'Dalam kota > 8 jam', 'Diklat', 'Aktif']);
    sheet.addRow([YEAR, 'Aceh', '370.000', '140.000', '110.000', 'Ya']);
    sheet.addRow([YEAR, 'Bali', 480000, 190000, 140000, 'Ya']);
    const raisedPath = join(dir, 'uang-harian-naik.xlsx');
    writeFileSync(raisedPath, Buffer.from(await raised.xlsx.writeBuffer()));
    await page.getByRole('button', { name: 'Import Excel' }).click();
    await modal.getByLabel('File Excel', { exact: true }).setInputFiles(raisedPath);
    await report.waitFor();
    await report
      .getByRole('list', { name: 'Perubahan baris 2' })
      .getByText('Luar kota: 360.000 → 370.000')
      .waitFor();
    await report.getByText('Tidak ada perubahan').waitFor();
    await screenshot(page, 'masters-import-changes');
    await modal.getByRole('button', { name: 'Batal' }).click();
    await modal.waitFor({ state: 'detached' });
    assert.deepEqual(errors, []);
    await page.close();
  });
});
