/**
 * The generic master screen against the real API, on /admin/master/pangkat: the full round of
 * create (with the contract's message on a bad value and the server's on a taken code), search,
 * edit, sort, delete, and the Excel report.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { isDeepStrictEqual } from 'node:util';
import type { TPaginated, TPangkatRow } from '@sikerja/contracts';
import ExcelJS from 'exceljs';
import type { Browser, Locator, Page } from 'playwright-core';
import { ADMIN, callApi, loginThroughApi } from '../lib/accounts.ts';
import {
  ARTIFACTS_DIR,
  baseUrl,
  launchBrowser,
  screenshot,
  watchPageErrors,
} from '../lib/browser.ts';

const VIEWPORT = { width: 1366, height: 860 };
const SCREEN = '/admin/master/pangkat';
const API = 'admin/master/pangkat';
const TABLE = 'Daftar Pangkat';

/**
 * Every valid PNS and PPPK code is seeded (codes are unique), so the test frees the highest
 * PPPK grade through the API, creates it again through the screen, and puts the seeded row back
 * at the end. The demo data gives nobody this grade, so the delete is a real delete.
 */
const FREED = { kind: 'pppk', code: 'XVII', name: 'PPPK Golongan XVII', pns_group: 'IV' } as const;
const CREATED_NAME = 'PPPK Golongan XVII Uji';
const EDITED_NAME = 'PPPK Golongan XVII Uji Ubah';

type Page10 = TPaginated<TPangkatRow>;

async function listRanks(token: string, body: Record<string, unknown>): Promise<Page10> {
  const { status, body: page } = await callApi<Page10>('POST', `${API}/list`, { token, body });
  assert.equal(status, 200, `POST ${API}/list answered ${status}`);
  return page;
}

async function findByCode(token: string, code: string): Promise<TPangkatRow | undefined> {
  const page = await listRanks(token, { search: code, per: 100 });
  return page.data.find((row) => row.code === code);
}

/** The table has settled: no request in flight, no 'Processing' overlay. */
async function tableIdle(page: Page) {
  await page.locator(`table[aria-label="${TABLE}"][aria-busy="false"]`).waitFor();
}

/** The Golongan cells of the table body, top to bottom ('No' is the first cell). */
async function shownCodes(page: Page): Promise<string[]> {
  await tableIdle(page);
  return page
    .getByRole('table', { name: TABLE })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => row.querySelectorAll('td')[1]?.textContent?.trim() ?? ''),
    );
}

/**
 * Waits until the table shows these codes: a click on a sort header marks the header at once,
 * and the rows follow when the list answers, so one read may still see the rows before.
 */
async function expectCodes(page: Page, expected: string[]) {
  const deadline = Date.now() + 10_000;
  let shown = await shownCodes(page);
  while (!isDeepStrictEqual(shown, expected) && Date.now() < deadline) {
    await page.waitForTimeout(100);
    shown = await shownCodes(page);
  }
  assert.deepEqual(shown, expected);
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

async function search(page: Page, term: string) {
  const box = page.getByRole('searchbox', { name: 'Cari' });
  await box.fill(term);
  await box.press('Enter');
  await tableIdle(page);
}

/** Picks `option` in the Mantine select labelled `label` inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('master screen: pangkat', () => {
  let browser: Browser;
  let token: string;

  before(async () => {
    browser = await launchBrowser();
    token = (await loginThroughApi(ADMIN.email)).token;
    const seeded = await findByCode(token, FREED.code);
    if (seeded) {
      const { status, body } = await callApi<{ data: { deactivated: boolean } }>(
        'DELETE',
        `${API}/${seeded.id}`,
        { token },
      );
      assert.equal(status, 200);
      assert.equal(body.data.deactivated, false, 'the freed grade must not be in use');
    }
  });

  after(async () => {
    // Put the seeded grade back as the seed has it, whatever the test left behind.
    const left = await findByCode(token, FREED.code);
    const seeded = { ...FREED, sort_order: 117, is_active: true };
    const restored = left
      ? await callApi('PUT', `${API}/${left.id}`, { token, body: seeded })
      : await callApi('POST', API, { token, body: seeded });
    assert.ok(restored.status < 300, `restoring ${FREED.code} answered ${restored.status}`);
    await browser.close();
  });

  async function openScreen() {
    const page = await browser.newPage({ viewport: VIEWPORT, acceptDownloads: true });
    const errors = watchPageErrors(page);
    await page.goto(`${baseUrl()}/?token=${encodeURIComponent(token)}`);
    await page.getByTestId('sub-header').waitFor();
    await page.goto(`${baseUrl()}${SCREEN}`);
    await page.getByText(/^Showing 1 to 10 of \d+ entries$/).waitFor();
    await tableIdle(page);
    return { page, errors };
  }

  it('creates, validates, finds, edits, sorts and deletes a rank', async () => {
    const { page, errors } = await openScreen();
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/api/v1/${API}`) && ['POST', 'PUT'].includes(request.method())) {
        const path = new URL(request.url()).pathname;
        if (!path.endsWith('/list')) writes.push(`${request.method()} ${path}`);
      }
    });

    // Create: a code the contract refuses is caught before any request, and what was typed stays.
    await page.getByRole('button', { name: 'Tambah', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Tambah Pangkat' });
    await choose(page, drawer, 'Jenis', 'PPPK');
    await drawer.getByRole('textbox', { name: 'Golongan', exact: true }).fill('XVIII');
    await drawer.getByRole('textbox', { name: 'Nama pangkat' }).fill(CREATED_NAME);
    await choose(page, drawer, 'Setara golongan PNS', 'Golongan IV');
    await drawer.getByLabel('Urutan', { exact: true }).fill('117');
    await drawer.getByRole('button', { name: 'Simpan' }).click();
    await drawer.getByText('Golongan PPPK ditulis I … XVII').waitFor();
    assert.deepEqual(writes, [], 'an invalid form must not be sent');
    assert.equal(
      await drawer.getByRole('textbox', { name: 'Golongan', exact: true }).inputValue(),
      'XVIII',
    );
    assert.equal(
      await drawer.getByRole('textbox', { name: 'Nama pangkat' }).inputValue(),
      CREATED_NAME,
    );
    assert.equal(await drawer.getByLabel('Urutan', { exact: true }).inputValue(), '117');
    await fullHeightScreenshot(page, 'masters-form');
    // A code another rank holds passes the contract; the server's 422 lands under the field.
    await drawer.getByRole('textbox', { name: 'Golongan', exact: true }).fill('XVI');
    await drawer.getByRole('button', { name: 'Simpan' }).click();
    await drawer.getByText('Golongan sudah terdaftar').waitFor();
    assert.equal(writes.length, 1);
    assert.equal(
      await drawer.getByRole('textbox', { name: 'Nama pangkat' }).inputValue(),
      CREATED_NAME,
    );

    await drawer.getByRole('textbox', { name: 'Golongan', exact: true }).fill(FREED.code);
    await drawer.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Pangkat berhasil disimpan.').waitFor();
    await drawer.waitFor({ state: 'detached' });
    const created = await findByCode(token, FREED.code);
    assert.deepEqual(created && { ...created, id: 0 }, {
      id: 0,
      kind: 'pppk',
      code: 'XVII',
      name: CREATED_NAME,
      pns_group: 'IV',
      sort_order: 117,
      is_active: true,
    });
    // Search finds it and only it.
    await search(page, 'Uji');
    await page.getByText('Showing 1 to 1 of 1 entries').waitFor();
    assert.deepEqual(await shownCodes(page), ['XVII']);
    const table = page.getByRole('table', { name: TABLE });
    await table.getByRole('cell', { name: CREATED_NAME, exact: true }).waitFor();
    await table.getByRole('cell', { name: 'PPPK', exact: true }).waitFor();
    // Edit: the drawer opens on what is stored.
    await page.getByRole('button', { name: `Ubah XVII ${CREATED_NAME}`, exact: true }).click();
    const editor = page.getByRole('dialog', { name: 'Ubah Pangkat' });
    const name = editor.getByRole('textbox', { name: 'Nama pangkat' });
    await editor.getByRole('button', { name: 'Simpan' }).waitFor();
    assert.equal(
      await editor.getByRole('textbox', { name: 'Golongan', exact: true }).inputValue(),
      'XVII',
    );
    assert.equal(await name.inputValue(), CREATED_NAME);
    await name.fill(EDITED_NAME);
    await editor.getByRole('button', { name: 'Simpan' }).click();
    await editor.waitFor({ state: 'detached' });
    await table.getByRole('cell', { name: EDITED_NAME, exact: true }).waitFor();
    assert.equal((await findByCode(token, FREED.code))?.name, EDITED_NAME);
    // Sort by the Golongan header: ascending, then descending, as the API orders them.
    await search(page, '');
    const header = table.getByRole('columnheader', { name: /Golongan/ });
    await header.getByRole('button').click();
    await page.locator('th[aria-sort="ascending"]', { hasText: 'Golongan' }).waitFor();
    const ascending = await listRanks(token, { search: '', per: 10, sort: 'code', order: 'asc' });
    await expectCodes(
      page,
      ascending.data.map((row) => row.code),
    );
    assert.ok(new URL(page.url()).searchParams.get('sort') === 'code');
    await header.getByRole('button').click();
    await page.locator('th[aria-sort="descending"]', { hasText: 'Golongan' }).waitFor();
    const descending = await listRanks(token, { search: '', per: 10, sort: 'code', order: 'desc' });
    await expectCodes(
      page,
      descending.data.map((row) => row.code),
    );
    assert.notDeepEqual(ascending.data[0]?.code, descending.data[0]?.code);
    // Delete: asked first, then the server's message, and the row is gone.
    await search(page, 'Uji');
    await page.getByRole('button', { name: `Hapus XVII ${EDITED_NAME}`, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Hapus Pangkat?' });
    await confirm.getByText(`"XVII ${EDITED_NAME}" akan dihapus.`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Hapus', exact: true }).click();
    await page.getByText('Pangkat berhasil dihapus.').waitFor();
    await confirm.waitFor({ state: 'detached' });
    await page.getByText('No result found').waitFor();
    assert.equal(await findByCode(token, FREED.code), undefined);
    // The only failures the page logged are the 422 the test asked for.
    const unexpected = errors.filter((e) => !/status of 422/.test(e));
    assert.deepEqual(unexpected, []);
    await page.close();
  });

  it('downloads the list as an Excel report with the rank rows', async () => {
    const { page, errors } = await openScreen();
    await page.getByRole('button', { name: 'Download Excel' }).click();
    const question = page.getByRole('dialog', { name: 'Apakah Anda Yakin?' });
    await question.getByText('Laporan Excel mungkin membutuhkan beberapa detik').waitFor();
    const downloading = page.waitForEvent('download');
    await question.getByRole('button', { name: 'Download Sekarang!' }).click();
    const download = await downloading;
    await page.getByText('File Berhasil Di Download.').waitFor();

    const fileName = download.suggestedFilename();
    assert.match(fileName, /^pangkat-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const saved = join(ARTIFACTS_DIR, `masters-${fileName}`);
    await download.saveAs(saved);

    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(saved);
    const sheet = book.worksheets[0];
    assert.ok(sheet, 'the workbook has a sheet');
    const rows: string[][] = [];
    sheet.eachRow((row) => {
      // row.values is sparse and 1-based; empty cells are holes.
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      rows.push(Array.from(values, (value) => String(value ?? '')));
    });
    const [headers, ...data] = rows;
    assert.deepEqual(headers?.slice(0, 3), ['Jenis', 'Golongan', 'Pangkat']);
    const all = await listRanks(token, { search: '', per: 100 });
    assert.equal(data.length, all.total, 'every rank, not only the first page');
    const byCode = new Map(data.map((row) => [row[1], row]));
    assert.deepEqual(byCode.get('III/a')?.slice(0, 4), ['pns', 'III/a', 'Penata Muda', 'III']);
    assert.deepEqual(byCode.get('IV/e')?.slice(0, 3), ['pns', 'IV/e', 'Pembina Utama']);
    assert.deepEqual(byCode.get('IX')?.slice(0, 4), ['pppk', 'IX', 'PPPK Golongan IX', 'III']);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('reads well in the light and the dark theme', async () => {
    const { page, errors } = await openScreen();
    await screenshot(page, 'masters-pangkat-light');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Tema gelap' }).click();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Tema terang' }).waitFor();
    const scheme = await page.evaluate(() =>
      document.documentElement.getAttribute('data-mantine-color-scheme'),
    );
    assert.equal(scheme, 'dark');
    // A fresh page, as a person returning would see it: the toggle's click left the page
    // scrolled to the footer, which a full-page shot draws with the sticky header mid-page.
    await page.reload();
    await page.getByText(/^Showing 1 to 10 of \d+ entries$/).waitFor();
    await tableIdle(page);
    await screenshot(page, 'masters-pangkat-dark');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Tema terang' }).click();
    assert.deepEqual(errors, []);
    await page.close();
  });
});
