/**
 * Presensi apel with the rotating QR code (docs/apel-senam.md) in a real browser against the
 * built app and the demo seed. The app runs on the real clock, so through the admin API the
 * spec makes today an apel day for everyone, open from a few minutes ago to 23:59, with the
 * code required. It keeps the code shown at the start; once two steps (30 s each) have passed
 * that code is old: pegawai@ typing it is refused with 'kedaluwarsa', and the code the admin's
 * screen shows now is taken. Screenshots light and dark of the admin's QR screen and the card.
 * The day is cancelled afterwards.
 *
 * Then a change request (docs/apel-senam.md "Change requests"): on an apel day added a few days
 * back, where pegawai@ has no check-in, pegawai@ asks 'Lupa presensi' on
 * /user/presensi_apel/perubahan, atasan@ approves it from 'Menunggu Persetujuan Saya', and the
 * session's attendance shows pegawai@ hadir. That day is cancelled afterwards too.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { TPublicSetting, TRotatingCode } from '@sikerja/contracts';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, callApi, loginThroughApi, loginThroughForm, STAFF } from '../lib/accounts.ts';
import { baseUrl, launchBrowser, screenshot, watchPageErrors } from '../lib/browser.ts';
import { pickDate } from '../lib/dates.ts';

const VIEWPORT = { width: 1366, height: 900 };
/** DEMO_ATTENDANCE_LOCATION of apps/server/src/db/seed/demo-data.ts: radius 200 m. */
const CAMPUS = { latitude: -6.2891, longitude: 106.5693 };
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

type Day = { data: { id: number; date: string; status: string } };

describe('presensi apel with the rotating QR code', () => {
  let browser: Browser;
  let token: string;
  let sessionId: number;

  before(async () => {
    browser = await launchBrowser();
    token = (await loginThroughApi(ADMIN.email)).token;
    let now = await institutionNow();
    if (now.minutes > 23 * 60 + 50) {
      await new Promise((r) => setTimeout(r, (24 * 60 - now.minutes + 1) * 60_000));
      now = await institutionNow();
    }
    const body = {
      date: now.date,
      name: 'Apel Uji QR',
      opens_at: clock(Math.max(0, now.minutes - 5)),
      on_time_until: clock(Math.min(23 * 60 + 58, now.minutes + 30)),
      closes_at: '23:59',
      requires_code: true,
      unit_ids: [],
      reason: 'Uji presensi apel dengan kode QR',
    };
    // Today may already be an apel day (a Monday): change it, else add one.
    const month = await callApi<{ data: { id: number; date: string; status: string }[] }>(
      'POST',
      'admin/hariapel/list',
      { token, body: { month: now.date.slice(0, 7), per: 100 } },
    );
    const existing = month.body.data.find((d) => d.date === now.date && d.status === 'held');
    const saved = existing
      ? await callApi<Day>('PUT', `admin/hariapel/${existing.id}`, { token, body })
      : await callApi<Day>('POST', 'admin/hariapel', { token, body });
    assert.ok([200, 201].includes(saved.status), JSON.stringify(saved.body));
    sessionId = saved.body.data.id;
  });
  after(async () => {
    await browser.close();
    await callApi('POST', `admin/hariapel/${sessionId}/cancel`, {
      token,
      body: { reason: 'Selesai uji presensi apel' },
    });
  });

  it('refuses an old code and takes the current one shown on the ceremony screen', async () => {
    const codeNow = async () =>
      (
        await callApi<{ data: TRotatingCode }>('GET', `admin/absensi/apel/${sessionId}/code`, {
          token,
        })
      ).body.data;
    const old = await codeNow();

    // The admin's full-screen QR, light and dark.
    const adminContext = await browser.newContext({ viewport: VIEWPORT });
    const admin = await adminContext.newPage();
    const adminErrors = watchPageErrors(admin);
    await loginThroughForm(admin, ADMIN.email);
    await admin.goto(`${baseUrl()}/admin/absensi/apel`);
    await admin.getByRole('button', { name: 'Tampilkan QR' }).first().waitFor();
    const row = admin.getByRole('row').filter({ hasText: 'Apel Uji QR' });
    await row.getByRole('button', { name: 'Tampilkan QR' }).click();
    await admin.getByTestId('rotating-code').locator('svg').waitFor();
    await screenshot(admin, 'apel-qr-light');
    await admin.keyboard.press('Escape');
    await darkTheme(admin);
    await row.getByRole('button', { name: 'Tampilkan QR' }).click();
    await admin.getByTestId('rotating-code').locator('svg').waitFor();
    await screenshot(admin, 'apel-qr-dark');
    await adminContext.close();
    assert.deepEqual(adminErrors, []);

    const context = await browser.newContext({
      viewport: { width: 420, height: 900 },
      geolocation: { ...CAMPUS, accuracy: 15 },
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await loginThroughForm(page, STAFF.email, { home: '/user' });
    await page.goto(`${baseUrl()}/user/presensi_apel`);
    await page.getByRole('heading', { name: 'Apel Uji QR' }).waitFor();

    // Two steps after the old code's: it is no longer accepted.
    const wait = Date.parse(old.changes_at) + 31_000 - Date.parse(old.server_time);
    await new Promise((r) => setTimeout(r, Math.max(0, wait)));
    const field = page.getByRole('textbox', { name: 'Kode QR' });
    await field.fill(old.code);
    await page.getByRole('button', { name: 'Presensi Apel' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Kode QR sudah kedaluwarsa; pindai kode yang sedang ditampilkan' })
      .waitFor();
    await screenshot(page, 'presensi-apel-code-expired');

    await field.fill((await codeNow()).code);
    await page.getByRole('button', { name: 'Presensi Apel' }).click();
    await page.getByTestId('ceremony-today').getByText('Hadir', { exact: true }).waitFor();
    await screenshot(page, 'presensi-apel-hadir-light');
    await darkTheme(page);
    await screenshot(page, 'presensi-apel-hadir-dark');
    await context.close();
    assert.deepEqual(
      errors.filter((e) => !e.includes('422')),
      [],
    );
  });
});

describe('a change request for apel, decided by the atasan', () => {
  const SUPERIOR = 'atasan@sikerja.test';
  const REASON = 'Ikut apel tetapi lupa presensi (uji e2e)';
  let browser: Browser;
  let token: string;
  let sessionId: number;
  let date: string;

  before(async () => {
    browser = await launchBrowser();
    token = (await loginThroughApi(ADMIN.email)).token;
    const today = (await institutionNow()).date;
    const back = (days: number) => {
      const d = new Date(`${today}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() - days);
      return d.toISOString().slice(0, 10);
    };
    // A recent day without an apel of its own (so pegawai@ has no check-in on it).
    const held = new Set<string>();
    for (const month of new Set([back(2).slice(0, 7), back(9).slice(0, 7)])) {
      const list = await callApi<{ data: { date: string; status: string }[] }>(
        'POST',
        'admin/hariapel/list',
        { token, body: { month, per: 100 } },
      );
      for (const d of list.body.data) if (d.status === 'held') held.add(d.date);
    }
    date = [2, 3, 4, 5, 6, 7, 8, 9].map(back).find((d) => !held.has(d)) ?? back(2);
    const saved = await callApi<Day>('POST', 'admin/hariapel', {
      token,
      body: {
        date,
        name: 'Apel Uji Perubahan',
        opens_at: '07:00',
        on_time_until: '07:30',
        closes_at: '08:00',
        requires_code: false,
        unit_ids: [],
        reason: 'Uji perubahan presensi apel',
      },
    });
    assert.equal(saved.status, 201, JSON.stringify(saved.body));
    sessionId = saved.body.data.id;
  });
  after(async () => {
    await browser.close();
    await callApi('POST', `admin/hariapel/${sessionId}/cancel`, {
      token,
      body: { reason: 'Selesai uji perubahan presensi apel' },
    });
  });

  it('pegawai@ asks, atasan@ approves, and the session shows pegawai@ hadir', async () => {
    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await loginThroughForm(page, STAFF.email, { home: '/user' });
    await page.goto(`${baseUrl()}/user/presensi_apel/perubahan`);
    await page
      .locator('table[aria-label="Pengajuan perubahan presensi apel saya"][aria-busy="false"]')
      .waitFor();
    await page.getByRole('button', { name: 'Ajukan Perubahan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajukan Perubahan Presensi Apel' });
    await pickDate(page, dialog.getByRole('button', { name: /^Tanggal apel/ }), date);
    await dialog.getByRole('combobox', { name: 'Alasan' }).click();
    await page.getByRole('option', { name: 'Lupa presensi', exact: true }).click();
    await dialog.getByLabel(/Keterangan/).fill(REASON);
    await dialog.getByRole('button', { name: 'Kirim' }).click();
    await page.getByText('Pengajuan perubahan presensi apel telah dikirim ke atasan.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const mine = page.getByRole('row').filter({ hasText: REASON });
    await mine.getByText('Menunggu').waitFor();
    await mine.getByText('Apel Uji Perubahan').waitFor();
    await page.mouse.move(0, 0);
    await screenshot(page, 'apel-perubahan-light');
    await context.close();
    assert.deepEqual(errors, []);

    const superiorContext = await browser.newContext({ viewport: VIEWPORT });
    const superior = await superiorContext.newPage();
    const superiorErrors = watchPageErrors(superior);
    await loginThroughForm(superior, SUPERIOR, { home: '/user' });
    await superior.goto(`${baseUrl()}/user/presensi_apel/perubahan?tab=persetujuan`);
    const row = superior.getByRole('row').filter({ hasText: REASON });
    await row.getByText(STAFF.name).waitFor();
    await row.getByRole('button', { name: 'Setujui' }).click();
    const decision = superior.getByRole('dialog', { name: 'Setujui Perubahan Presensi Apel' });
    await decision.getByLabel(/Catatan/).fill('Benar, hadir di barisan');
    await decision.getByRole('button', { name: 'Setujui' }).click();
    await superior.getByText('Pengajuan disetujui; presensi telah diperbarui.').waitFor();
    await row.getByText('Disetujui', { exact: true }).waitFor();
    await darkTheme(superior);
    await screenshot(superior, 'apel-perubahan-persetujuan-dark');
    await superiorContext.close();
    assert.deepEqual(superiorErrors, []);

    const attendance = await callApi<{ data: { status: string; source: string | null }[] }>(
      'POST',
      `admin/absensi/apel/${sessionId}/attendance/list`,
      { token, body: { search: STAFF.name } },
    );
    assert.deepEqual(
      attendance.body.data.map((r) => [r.status, r.source]),
      [['hadir', 'perubahan']],
    );
  });
});
