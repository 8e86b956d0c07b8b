/**
 * `/admin/pesawat` in the browser: the demo tickets against their SBM ceilings (one within,
 * one over), then the admin records a ticket for a traveller of the letter to Denpasar through
 * the form, picking the traveller by name and the cities from the SBM's suggestions; light and
 * dark, desktop and phone.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { TFlightTravellerRow, TPaginated } from '@sikerja/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { ADMIN, callApi, loginThroughApi } from '../lib/accounts.ts';
import { baseUrl, launchBrowser, screenshot, watchPageErrors } from '../lib/browser.ts';
import { pickDate } from '../lib/dates.ts';

const TABLE = 'Daftar Tiket Pesawat';
const TICKET = '990-2400E2E001';

async function tableIdle(page: Page) {
  await page.locator(`table[aria-label="${TABLE}"][aria-busy="false"]`).waitFor();
}

async function setTheme(page: Page, theme: 'light' | 'dark') {
  const footer = page.getByRole('contentinfo');
  const to = theme === 'dark' ? 'Tema gelap' : 'Tema terang';
  const back = theme === 'dark' ? 'Tema terang' : 'Tema gelap';
  if (await footer.getByRole('button', { name: to }).isVisible()) {
    await footer.getByRole('button', { name: to }).click();
  }
  await footer.getByRole('button', { name: back }).waitFor();
}

describe('tiket pesawat', () => {
  let browser: Browser;
  let token: string;
  let traveller: TFlightTravellerRow;

  before(async () => {
    browser = await launchBrowser();
    token = (await loginThroughApi(ADMIN.email)).token;
    const { body } = await callApi<TPaginated<TFlightTravellerRow>>(
      'POST',
      'admin/pesawat/travellers/list',
      { token, body: { per: 100 } },
    );
    const found = body.data.find((t) => t.city === 'Denpasar');
    assert.ok(found, 'the demo has a letter to Denpasar');
    traveller = found;
  });

  after(async () => {
    await browser.close();
  });

  async function chooseTraveller(page: Page, drawer: Locator) {
    const person = drawer.getByRole('combobox', { name: 'Pelaku perjalanan', exact: true });
    await person.click();
    await person.fill(traveller.name.split(' — ')[0] ?? '');
    await page.getByRole('option', { name: traveller.name }).first().click();
  }

  async function open(width: number) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    const errors = watchPageErrors(page);
    await page.goto(`${baseUrl()}/?token=${encodeURIComponent(token)}`);
    await page.getByTestId('sub-header').waitFor();
    await page.goto(`${baseUrl()}/admin/pesawat`);
    // On a phone the rows are cards, not a table.
    if (width > 600) await tableIdle(page);
    return { page, errors };
  }

  it('shows the demo tickets against the SBM ceiling', async () => {
    const { page, errors } = await open(1366);
    const table = page.getByRole('table', { name: TABLE });
    await table.getByText('Sesuai SBM').first().waitFor();
    await table.getByText(/^\+Rp/).first().waitFor();
    await table.getByText('Jadwal diubah').first().waitFor();
    await screenshot(page, 'pesawat-list');
    await setTheme(page, 'dark');
    await screenshot(page, 'pesawat-list-dark');
    await setTheme(page, 'light');
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('records a ticket through the form', async () => {
    const { page, errors } = await open(1366);
    await page.getByRole('button', { name: 'Tambah', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Tambah Tiket Pesawat' });
    await chooseTraveller(page, drawer);
    await drawer.getByRole('textbox', { name: /^Maskapai/ }).fill('Garuda Indonesia');
    await drawer.getByRole('textbox', { name: /^Nomor penerbangan/ }).fill('GA 404');
    // The cities are suggested as the SBM of the letter's year spells them.
    const origin = drawer.getByRole('combobox', { name: /^Kota asal/ });
    await origin.fill('jakar');
    await page.getByRole('option', { name: 'Jakarta', exact: true }).click();
    assert.equal(await origin.inputValue(), 'Jakarta');
    const destination = drawer.getByRole('combobox', { name: /^Kota tujuan/ });
    // Spaces and case aside, as the ceiling's match reads a city.
    await destination.fill('pangkalpinang');
    await page.getByRole('option', { name: 'Pangkal Pinang', exact: true }).waitFor();
    await screenshot(page, 'pesawat-form-cities');
    await destination.fill('denpa');
    await page.getByRole('option', { name: 'Denpasar', exact: true }).click();
    assert.equal(await destination.inputValue(), 'Denpasar');
    await pickDate(
      page,
      drawer.getByRole('button', { name: /^Tanggal terbang/ }),
      traveller.start_date,
    );
    await drawer.getByRole('textbox', { name: /^Nomor tiket/ }).fill(TICKET);
    await drawer.getByRole('textbox', { name: /^Harga tiket/ }).fill('3600000');
    await screenshot(page, 'pesawat-form');
    await drawer.getByRole('button', { name: 'Simpan' }).click();
    await drawer.waitFor({ state: 'detached' });
    const search = page.getByRole('searchbox', { name: 'Cari' });
    await search.fill(TICKET);
    await search.press('Enter');
    await page.getByText('Showing 1 to 1 of 1 entries').waitFor();
    await tableIdle(page);
    const row = page
      .getByRole('table', { name: TABLE })
      .getByRole('row')
      .filter({ hasText: TICKET });
    // Jakarta–Denpasar economy in the SBM 2026 (PMK 32/2025): Rp 3.262.000 per return ticket.
    await row.getByText('+Rp 338.000').waitFor();
    assert.deepEqual(errors, []);
    const { body } = await callApi<TPaginated<{ id: number }>>('POST', 'admin/pesawat/list', {
      token,
      body: { search: TICKET },
    });
    for (const r of body.data) await callApi('DELETE', `admin/pesawat/${r.id}`, { token });
    await page.close();
  });

  it('reads on a phone', async () => {
    const { page, errors } = await open(390);
    await page.getByText('Sesuai SBM').first().waitFor();
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(wide <= 390, `the page is ${wide}px wide`);
    await screenshot(page, 'pesawat-phone');
    await setTheme(page, 'dark');
    await screenshot(page, 'pesawat-phone-dark');
    await setTheme(page, 'light');
    await page.getByRole('button', { name: 'Tambah', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Tambah Tiket Pesawat' });
    await chooseTraveller(page, drawer);
    await drawer.getByRole('combobox', { name: /^Kota asal/ }).fill('pang');
    await page.getByRole('option', { name: 'Pangkal Pinang', exact: true }).waitFor();
    await screenshot(page, 'pesawat-phone-form');
    assert.deepEqual(errors, []);
    await page.close();
  });
});
