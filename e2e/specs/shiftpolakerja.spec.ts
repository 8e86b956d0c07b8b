/**
 * Shift & pola kerja (docs/attendance-shifts.md): pegawai@ opens 'Shift & Pola Kerja', works
 * office hours, asks for the demo rotation from tomorrow; admin@ approves it on 'Pola Kerja
 * Pegawai'; the person's next days then follow the rotation. Screenshots light and dark.
 */

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { TMyShiftPattern } from '@sikerja/contracts';
import { MONTH_NAMES } from '@sikerja/contracts';
import type { Browser } from 'playwright-core';
import { ADMIN, callApi, loginThroughApi, loginThroughForm, STAFF } from '../lib/accounts.ts';
import { baseUrl, launchBrowser, screenshot, watchPageErrors } from '../lib/browser.ts';

const VIEWPORT = { width: 1366, height: 900 };
/** The date picker's name of the day after the institution's today ('3 Maret 2026'). */
function tomorrowLabel(today: string): string {
  const [y = 0, m = 1, d = 1] = today.split('-').map(Number);
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return `${next.getUTCDate()} ${MONTH_NAMES[next.getUTCMonth()]} ${next.getUTCFullYear()}`;
}

describe('shift & pola kerja: a request and its approval', () => {
  let browser: Browser;
  let today = '';

  before(async () => {
    browser = await launchBrowser();
    const staff = await loginThroughApi(STAFF.email);
    const mine = await callApi<{ data: TMyShiftPattern }>('GET', 'user/shiftpolakerja', {
      token: staff.token,
    });
    assert.equal(mine.status, 200);
    today = mine.body.data.today;
  });

  after(async () => {
    await browser.close();
  });

  it('pegawai asks for the rotation; admin approves; the strip follows it', async () => {
    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await loginThroughForm(page, STAFF.email, { home: '/user' });

    await page.goto(`${baseUrl()}/user/shiftpolakerja`);
    await page.getByRole('heading', { name: 'Jam kantor' }).waitFor();
    const strip = page.getByRole('list', { name: '14 hari ke depan' });
    assert.equal(await strip.getByRole('listitem').count(), 14);
    await screenshot(page, 'shiftpolakerja-office-light');

    await page.getByRole('combobox', { name: 'Pola kerja baru' }).click();
    await page.getByRole('option', { name: /ROT8 Rotasi 8 hari/ }).click();
    await page.getByRole('button', { name: /Mulai tanggal/ }).click();
    await page.getByRole('button', { name: tomorrowLabel(today) }).click();
    await page.getByLabel(/^Alasan/).fill('Bergabung dengan tim operasional 24 jam');
    await page.getByRole('button', { name: 'Kirim Permintaan' }).click();
    await page.getByText('Permintaan perubahan pola kerja berhasil dikirim.').waitFor();
    const requests = page.getByRole('table', { name: 'Daftar permintaan pola kerja' });
    await requests.getByText('Menunggu persetujuan').waitFor();
    await screenshot(page, 'shiftpolakerja-requested-light');

    // The admin decides on the assignments list.
    const adminContext = await browser.newContext({ viewport: VIEWPORT });
    const adminPage = await adminContext.newPage();
    const adminErrors = watchPageErrors(adminPage);
    await loginThroughForm(adminPage, ADMIN.email);
    await adminPage.goto(`${baseUrl()}/admin/master/pola_kerja_pegawai`);
    const row = adminPage.getByRole('row').filter({ hasText: STAFF.name });
    await row.getByText('Menunggu persetujuan').waitFor();
    await screenshot(adminPage, 'pola-kerja-pegawai-pending-light');
    await row.getByRole('button', { name: 'Setujui' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Setujui permintaan?' });
    await dialog.getByLabel('Catatan').fill('Disetujui, mulai besok.');
    await dialog.getByRole('button', { name: 'Setujui' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText('Berlaku').waitFor();
    await screenshot(adminPage, 'pola-kerja-pegawai-approved-light');

    await adminPage.goto(`${baseUrl()}/admin/master/pola_kerja`);
    await adminPage.getByLabel('Siklus P-P-S-S-M-M-L-L').first().waitFor();
    await screenshot(adminPage, 'pola-kerja-light');
    assert.deepEqual(adminErrors, []);
    await adminContext.close();

    // Back to the person: today is still office hours; from tomorrow the rotation (day 0 is P).
    await page.reload();
    await page.getByRole('heading', { name: 'Jam kantor' }).waitFor();
    const days = page.getByRole('list', { name: '14 hari ke depan' }).getByRole('listitem');
    await days.nth(1).getByText('07:00–15:00').waitFor();
    // Office hours: 'Jam kantor' on a working day, 'Libur' with the reason on a weekend.
    assert.match((await days.nth(0).textContent()) ?? '', /Jam kantor|Libur/);
    assert.match((await days.nth(1).textContent()) ?? '', /Pagi07:00–15:00/);
    assert.match((await days.nth(7).textContent()) ?? '', /Libur/);
    await page
      .getByRole('table', { name: 'Daftar permintaan pola kerja' })
      .getByText('Berlaku')
      .waitFor();
    await screenshot(page, 'shiftpolakerja-approved-light');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('reads well in dark mode', async () => {
    const context = await browser.newContext({ viewport: VIEWPORT, colorScheme: 'dark' });
    const page = await context.newPage();
    await loginThroughForm(page, STAFF.email, { home: '/user' });
    await page.goto(`${baseUrl()}/user/shiftpolakerja`);
    await page.getByRole('list', { name: '14 hari ke depan' }).waitFor();
    await screenshot(page, 'shiftpolakerja-dark');

    const admin = await browser.newContext({ viewport: VIEWPORT, colorScheme: 'dark' });
    const adminPage = await admin.newPage();
    await loginThroughForm(adminPage, ADMIN.email);
    await adminPage.goto(`${baseUrl()}/admin/master/pola_kerja`);
    await adminPage.getByLabel('Siklus P-P-S-S-M-M-L-L').first().waitFor();
    await screenshot(adminPage, 'pola-kerja-dark');
    await admin.close();
    await context.close();
  });
});
