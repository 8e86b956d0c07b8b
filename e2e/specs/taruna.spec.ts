/**
 * `/admin/taruna`: the demo letter with a cadet, the cadet's NIT and the escort beside it,
 * read-only (no drafting buttons); desktop light and dark, and a phone. Then 'Tarif Taruna': the
 * demo rates, the competition rate edited through the form, and the cadet's cost plan on
 * `/admin/administrasi_surat_tugas` recomputed from it (the uang saku line names the SK).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { TCadetRateRow, TPaginated, TTravelDetail, TTravelRow } from '@sikerja/contracts';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, callApi, loginThroughApi } from '../lib/accounts.ts';
import { baseUrl, launchBrowser, screenshot, watchPageErrors } from '../lib/browser.ts';

describe('surat tugas taruna', () => {
  let browser: Browser;
  let token: string;
  before(async () => {
    browser = await launchBrowser();
    token = (await loginThroughApi(ADMIN.email)).token;
  });
  after(async () => {
    await browser.close();
  });

  for (const width of [1366, 390]) {
    it(`shows the cadets' letters with their escorts at ${width} px`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      const errors = watchPageErrors(page);
      await page.goto(`${baseUrl()}/?token=${encodeURIComponent(token)}`);
      await page.getByTestId('sub-header').waitFor();
      await page.goto(`${baseUrl()}/admin/taruna`);
      await page
        .getByText(/NIT \d/)
        .first()
        .waitFor();
      assert.equal(await page.getByRole('button', { name: 'Buat Surat Tugas' }).count(), 0);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(wide <= width, `the page is ${wide}px wide`);
      await screenshot(page, `taruna-${width}`);
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('button', { name: 'Tema gelap' }).click();
      await footer.getByRole('button', { name: 'Tema terang' }).waitFor();
      await screenshot(page, `taruna-${width}-dark`);
      await footer.getByRole('button', { name: 'Tema terang' }).click();
      assert.deepEqual(errors, []);
      await page.close();
    });
  }

  async function open(width: number, path: string) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    const errors = watchPageErrors(page);
    await page.goto(`${baseUrl()}/?token=${encodeURIComponent(token)}`);
    await page.getByTestId('sub-header').waitFor();
    await page.goto(`${baseUrl()}${path}`);
    return { page, errors };
  }
  async function themed(page: Page, name: string) {
    await screenshot(page, name);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Tema gelap' }).click();
    await footer.getByRole('button', { name: 'Tema terang' }).waitFor();
    await screenshot(page, `${name}-dark`);
    await footer.getByRole('button', { name: 'Tema terang' }).click();
  }

  for (const width of [1366, 390]) {
    it(`shows the cadet rates (Tarif Taruna) at ${width} px`, async () => {
      const { page, errors } = await open(width, '/admin/taruna');
      await page.getByRole('tab', { name: 'Tarif Taruna' }).click();
      await page.getByText('Contoh data demo').first().waitFor();
      await page.getByText('Uang saku (lumpsum per hari)').first().waitFor();
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(wide <= width, `the page is ${wide}px wide`);
      await themed(page, `taruna-tarif-${width}`);
      assert.deepEqual(errors, []);
      await page.close();
    });
  }

  it("edits the competition rate and recomputes a cadet's plan from it", async () => {
    const { body: rates } = await callApi<TPaginated<TCadetRateRow>>(
      'POST',
      'admin/taruna/tarif/list',
      { token, body: { purpose: 'lomba', per: 100 } },
    );
    const lomba = rates.data[0];
    assert.ok(lomba, 'the demo has a competition rate');
    const { page, errors } = await open(1366, '/admin/taruna?tab=tarif');
    await page.getByRole('button', { name: `Ubah tarif Lomba/kompetisi ${lomba.year}` }).click();
    const drawer = page.getByRole('dialog', { name: 'Ubah Tarif Taruna' });
    const daily = drawer.getByRole('textbox', { name: /^Uang saku per hari/ });
    await daily.fill('175000');
    await screenshot(page, 'taruna-tarif-form');
    await drawer.getByRole('button', { name: 'Simpan' }).click();
    await drawer.waitFor({ state: 'detached' });
    await page.getByText('Rp 175.000').first().waitFor();

    // The cadet on the demo's competition letter.
    const { body: travel } = await callApi<TPaginated<TTravelRow>>(
      'POST',
      'admin/administrasi_surat_tugas/list',
      { token, body: { per: 100 } },
    );
    let cadet: TTravelRow | undefined;
    for (const r of travel.data.filter((t) => t.kind === 'taruna' && t.plan_total !== null)) {
      const { body } = await callApi<{ data: TTravelDetail }>(
        'GET',
        `admin/administrasi_surat_tugas/${r.traveller_id}`,
        { token },
      );
      if (body.data.traveller.cadet_purpose?.startsWith('Lomba')) cadet = r;
    }
    assert.ok(cadet, 'the demo has a planned cadet on a competition');
    await page.goto(`${baseUrl()}/admin/administrasi_surat_tugas`);
    const search = page.getByRole('searchbox', { name: 'Cari' });
    await search.fill(cadet.number);
    await search.press('Enter');
    const row = page.getByRole('row').filter({ hasText: cadet.name });
    await row.getByText(/NIT/).waitFor();
    await row.getByRole('button', { name: 'Rincian Biaya' }).click();
    const modal = page.getByRole('dialog', { name: 'Rincian Biaya Perjalanan Dinas' });
    await modal
      .getByText(/Tarif taruna/)
      .first()
      .waitFor();
    await modal.getByRole('button', { name: 'Hitung dari tarif taruna' }).click();
    await modal.getByText(/Uang saku taruna Lomba: \d+ hari × Rp175\.000/).waitFor();
    await screenshot(page, 'taruna-plan');
    assert.deepEqual(errors, []);
    await page.close();
    // Back as the demo had it.
    await callApi('PUT', `admin/taruna/tarif/${lomba.id}`, { token, body: { ...lomba } });
  });
});
