/**
 * Rapat in a real browser against the built app and the demo seed (docs/rapat.md): atasan@, an
 * organiser who is not an admin, creates a meeting today on the campus from a few minutes ago to
 * 23:59 with pegawai@ invited and the QR code required, and shows the rotating QR; pegawai@
 * checks in on the campus with the code shown; the organiser's list of who attended shows them
 * present. Screenshots light and dark. The meeting is cancelled afterwards.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { TMeetingRow, TPublicSetting } from '@sikerja/contracts';
import type { Browser, Page } from 'playwright-core';
import { callApi, loginThroughApi, loginThroughForm, STAFF } from '../lib/accounts.ts';
import { baseUrl, launchBrowser, screenshot, watchPageErrors } from '../lib/browser.ts';

const ORGANISER = 'atasan@sikerja.test';
const VIEWPORT = { width: 1366, height: 900 };
/** DEMO_ATTENDANCE_LOCATION of apps/server/src/db/seed/demo-data.ts: radius 200 m. */
const CAMPUS = { latitude: -6.2891, longitude: 106.5693 };
const CAMPUS_NAME = 'Kampus Utama Poltekbang Nusantara';
const TITLE = `Rapat Uji Presensi ${Date.now().toString(36)}`;
const pad = (n: number) => String(n).padStart(2, '0');
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

async function institutionNow() {
  const { body } = await callApi<{ data: TPublicSetting }>('GET', 'setting');
  const { y, m, d, h, i } = body.data.date;
  return { date: `${y}-${pad(m)}-${pad(d)}`, minutes: h * 60 + i };
}

async function darkTheme(page: Page) {
  await page.getByRole('contentinfo').getByRole('button', { name: 'Tema gelap' }).click();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Tema terang' }).waitFor();
}

describe('rapat: an organiser creates a meeting and a participant checks in', () => {
  let browser: Browser;
  let token: string;

  before(async () => {
    browser = await launchBrowser();
    token = (await loginThroughApi(ORGANISER)).token;
    const now = await institutionNow();
    if (now.minutes > 23 * 60 + 45) {
      await new Promise((r) => setTimeout(r, (24 * 60 - now.minutes + 1) * 60_000));
    }
  });
  after(async () => {
    await browser.close();
    const list = await callApi<{ data: TMeetingRow[] }>(
      'POST',
      'user/presensi_rapat/organised/list',
      { token, body: { search: TITLE } },
    );
    for (const m of list.body.data) {
      await callApi('POST', `user/presensi_rapat/organised/${m.id}/cancel`, {
        token,
        body: { reason: 'Selesai uji presensi rapat' },
      });
    }
  });

  it('creates, shows the QR, takes the check-in and lists the participant as present', async () => {
    const now = await institutionNow();
    const context = await browser.newContext({ viewport: VIEWPORT, timezoneId: 'Asia/Jakarta' });
    const organiser = await context.newPage();
    const errors = watchPageErrors(organiser);
    await loginThroughForm(organiser, ORGANISER, { home: '/user' });
    await organiser.goto(`${baseUrl()}/user/presensi_rapat`);
    await organiser.getByRole('tab', { name: 'Saya Selenggarakan' }).click();
    await organiser.getByRole('button', { name: 'Buat Rapat' }).click();
    const form = organiser.getByRole('dialog', { name: 'Buat Rapat' });
    await form.getByLabel('Judul').fill(TITLE);
    await form.getByLabel('Agenda').fill('Uji presensi rapat dengan kode QR');
    await form.getByLabel('Mulai').fill(clock(Math.max(0, now.minutes - 5)));
    await form.getByLabel('Selesai').fill('23:59');
    await form.getByRole('combobox', { name: 'Lokasi' }).click();
    await organiser.getByRole('option', { name: CAMPUS_NAME }).click();
    await form.getByRole('combobox', { name: 'Peserta: pegawai' }).fill('Rina');
    await organiser.getByRole('option', { name: new RegExp(STAFF.name) }).click();
    // Close the list (it stays open for more choices) by clicking elsewhere in the form.
    await form.getByLabel('Judul').click();
    await organiser
      .getByRole('option', { name: new RegExp(STAFF.name) })
      .waitFor({ state: 'hidden' });
    await form.getByLabel('Presensi memerlukan kode QR').check();
    await screenshot(organiser, 'rapat-form-light');
    await form.getByRole('button', { name: 'Simpan' }).click();
    await form.waitFor({ state: 'hidden' });
    const row = organiser.getByRole('row').filter({ hasText: TITLE });
    await row.waitFor();
    await screenshot(organiser, 'rapat-organised-light');

    // The rotating QR, full screen.
    await row.getByRole('button', { name: `Aksi ${TITLE}` }).click();
    await organiser.getByRole('menuitem', { name: 'Tampilkan QR' }).click();
    const qr = organiser.getByTestId('rotating-code');
    await qr.locator('svg').waitFor();
    await screenshot(organiser, 'rapat-qr-light');

    // The participant on the campus types the code shown.
    const staffContext = await browser.newContext({
      viewport: VIEWPORT,
      geolocation: { ...CAMPUS, accuracy: 15 },
      permissions: ['geolocation'],
      timezoneId: 'Asia/Jakarta',
    });
    const staff = await staffContext.newPage();
    const staffErrors = watchPageErrors(staff);
    await loginThroughForm(staff, STAFF.email, { home: '/user' });
    await staff.goto(`${baseUrl()}/user/presensi_rapat`);
    const mine = staff.getByRole('row').filter({ hasText: TITLE });
    await mine.getByRole('button', { name: 'Presensi' }).click();
    const dialog = staff.getByRole('dialog', { name: `Presensi ${TITLE}` });
    const code = await qr.getByLabel('Kode').getAttribute('data-code');
    assert.ok(code && /^\d{6}$/.test(code), `code shown: ${code}`);
    await dialog.getByRole('textbox', { name: 'Kode QR' }).fill(code);
    await dialog.getByRole('button', { name: 'Presensi Rapat' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await mine.getByText('Hadir', { exact: true }).waitFor();
    await screenshot(staff, 'presensi-rapat-hadir-light');
    await darkTheme(staff);
    await screenshot(staff, 'presensi-rapat-hadir-dark');
    await staffContext.close();
    assert.deepEqual(staffErrors, []);

    // The organiser's list of who attended follows (asked again every few seconds).
    await organiser.keyboard.press('Escape');
    await row.getByRole('button', { name: 'Daftar Hadir' }).click();
    const attendance = organiser.getByTestId('meeting-attendance');
    await attendance
      .getByRole('row')
      .filter({ hasText: STAFF.name })
      .getByText('Hadir', { exact: true })
      .waitFor();
    await screenshot(organiser, 'rapat-daftar-hadir-light');
    await darkTheme(organiser);
    await screenshot(organiser, 'rapat-daftar-hadir-dark');

    // Cancelling asks for a reason: the server's refusal shows under it, the reason stays typed.
    await organiser.goto(`${baseUrl()}/user/presensi_rapat`);
    await organiser.getByRole('tab', { name: 'Saya Selenggarakan' }).click();
    await row.getByRole('button', { name: `Aksi ${TITLE}` }).click();
    await organiser.getByRole('menuitem', { name: 'Batalkan' }).click();
    const cancel = organiser.getByRole('dialog', { name: 'Batalkan Rapat' });
    const reason = cancel.getByRole('textbox', { name: /^Alasan/ });
    await reason.fill('Hu');
    await cancel.getByRole('button', { name: 'Ya, batalkan' }).click();
    await cancel.getByText('Alasan minimal 5 karakter').waitFor();
    assert.equal(await reason.inputValue(), 'Hu');
    await screenshot(organiser, 'rapat-batal-dark');
    await reason.fill('Hujan deras, rapat dipindah ke pekan depan');
    await cancel.getByRole('button', { name: 'Ya, batalkan' }).click();
    await cancel.waitFor({ state: 'hidden' });
    await row.getByText('Dibatalkan').first().waitFor();
    await context.close();
    // The one 422 is the refused reason above, which the browser logs as a failed request.
    assert.deepEqual(
      errors.filter((e) => !/status of 422/.test(e)),
      [],
    );
  });
});
