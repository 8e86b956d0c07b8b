/**
 * Check-in (/user/presensi) in a real browser against the built app and the demo seed.
 *
 * The app runs on the real clock, so the spec arranges a schedule around the time it runs
 * (docs/attendance.md "Check-in window"): through the admin API it gives the staff account a
 * shift starting about ten minutes from now and sets 'Presensi masuk dibuka' to 0 minutes
 * before the start. Then 'Presensi Masuk' is closed and says when it opens; with the page's
 * own clock moved forward (Playwright's clock: the page ticks on the browser's timers) it
 * enables itself without a reload, and the server, still before the start, refuses the punch
 * with the opening time. The admin sets 120 minutes on the settings screen, and the window is
 * open. Then: a browser that refuses the location gets a sentence saying what to do; a faked
 * position 1 km off the campus is refused with the distance; inside the radius the punch is
 * accepted, the card shows the status, and 'Presensi Pulang' says when it opens (an hour after
 * the check-in). Screenshots light and dark. The schedule and settings are removed afterwards.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { TPublicSetting } from '@sikerja/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN, callApi, loginThroughApi, loginThroughForm, STAFF } from '../lib/accounts.ts';
import { baseUrl, launchBrowser, screenshot, watchPageErrors } from '../lib/browser.ts';

const VIEWPORT = { width: 1366, height: 900 };
/** DEMO_ATTENDANCE_LOCATION of apps/server/src/db/seed/demo-data.ts: radius 200 m. */
const CAMPUS = { latitude: -6.2891, longitude: 106.5693 };
const CAMPUS_NAME = 'Kampus Utama Poltekbang Nusantara';
// 0.009° of latitude south ≈ 1 001 m from the campus centre.
const OUTSIDE = { latitude: CAMPUS.latitude - 0.009, longitude: CAMPUS.longitude };

const pad = (n: number) => String(n).padStart(2, '0');

/** The server's now in the institution's zone (`GET setting`). */
async function institutionNow() {
  const { body } = await callApi<{ data: TPublicSetting }>('GET', 'setting');
  const { y, m, d, h, i } = body.data.date;
  return { date: `${y}-${pad(m)}-${pad(d)}`, minutes: h * 60 + i };
}

interface Arranged {
  token: string;
  shiftId: number;
  patternId: number;
  assignmentId: number;
  /** 'HH:MM' of the shift's start, when 'Presensi Masuk' opens with 0 minutes before. */
  start: string;
}

type Created = { data: { id: number } };

/**
 * A shift from about ten minutes from now to 23:59 for the staff account from today, and
 * 'Presensi masuk dibuka' 0 minutes before the start. Late in the evening it first waits for the
 * next day, so the start stays on today's date.
 */
async function arrangeShiftSoon(): Promise<Arranged> {
  const admin = await loginThroughApi(ADMIN.email);
  const staff = await loginThroughApi(STAFF.email);
  let now = await institutionNow();
  if (now.minutes > 23 * 60 + 40) {
    await new Promise((r) => setTimeout(r, (24 * 60 - now.minutes + 1) * 60_000));
    now = await institutionNow();
  }
  const startMinutes = now.minutes + 11;
  const start = `${pad(Math.floor(startMinutes / 60))}:${pad(startMinutes % 60)}`;
  const token = admin.token;
  const shift = await callApi<Created>('POST', 'admin/master/shift', {
    token,
    body: {
      code: 'E2EJENDELA',
      name: 'Uji Jendela Presensi',
      start_time: start,
      end_time: '23:59',
    },
  });
  assert.equal(shift.status, 201, JSON.stringify(shift.body));
  const pattern = await callApi<Created>('POST', 'admin/master/pola_kerja', {
    token,
    body: { code: 'E2EJENDELA', name: 'Uji Jendela Presensi', cycle: ['E2EJENDELA'] },
  });
  assert.equal(pattern.status, 201, JSON.stringify(pattern.body));
  const assignment = await callApi<Created>('POST', 'admin/master/pola_kerja_pegawai', {
    token,
    body: { user_id: staff.user.id, pattern_id: pattern.body.data.id, start_date: now.date },
  });
  assert.equal(assignment.status, 201, JSON.stringify(assignment.body));
  await putWindow(token, 0, 60);
  return {
    token,
    shiftId: shift.body.data.id,
    patternId: pattern.body.data.id,
    assignmentId: assignment.body.data.id,
    start,
  };
}

/** Sets the two window settings, keeping the rest as it is. */
async function putWindow(token: string, before: number, after: number) {
  const current = await callApi<{ data: Record<string, unknown> }>('GET', 'admin/setting', {
    token,
  });
  const s = current.body.data;
  const res = await callApi('PUT', 'admin/setting', {
    token,
    body: {
      name: s.name,
      short_name: s.short_name,
      time_zone: s.time_zone,
      authorised_official_user_id: s.authorised_official_user_id,
      maintenance_enabled: s.maintenance_enabled,
      maintenance_title: s.maintenance_title,
      maintenance_text: s.maintenance_text,
      check_in_opens_before_minutes: before,
      check_out_opens_after_minutes: after,
    },
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
}

async function openPresensi(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await loginThroughForm(page, STAFF.email, { home: '/user' });
  await page.goto(`${baseUrl()}/user/presensi`);
  await page.getByRole('button', { name: 'Presensi Masuk' }).waitFor();
  return { page, errors };
}

describe('presensi harian', () => {
  let browser: Browser;
  let arranged: Arranged;

  before(async () => {
    browser = await launchBrowser();
    arranged = await arrangeShiftSoon();
  });
  after(async () => {
    await browser.close();
    const { token } = arranged;
    // The staff account goes back to office hours (later specs expect it) and to the defaults.
    await callApi('DELETE', `admin/master/pola_kerja_pegawai/${arranged.assignmentId}`, { token });
    await callApi('DELETE', `admin/master/pola_kerja/${arranged.patternId}`, { token });
    await callApi('DELETE', `admin/master/shift/${arranged.shiftId}`, { token });
    await putWindow(token, 120, 60);
  });

  it('keeps Presensi Masuk closed until its time, and the server refuses an early punch', async () => {
    const context = await browser.newContext({
      viewport: VIEWPORT,
      geolocation: { ...CAMPUS, accuracy: 15 },
      permissions: ['geolocation'],
    });
    // The page's timers run on a clock the test may move; the server keeps the real time.
    await context.clock.install();
    const { page, errors } = await openPresensi(context);
    const masuk = page.getByRole('button', { name: 'Presensi Masuk' });
    const opens = page.getByText(`Dibuka pukul ${arranged.start}`, { exact: true });
    await opens.waitFor();
    assert.equal(await masuk.isDisabled(), true);
    assert.equal(await page.getByRole('button', { name: 'Presensi Pulang' }).isDisabled(), true);
    await screenshot(page, 'presensi-window-closed');

    // Eleven minutes later on the page's clock: the button opens by itself, no reload.
    await page.clock.fastForward('11:30');
    await opens.waitFor({ state: 'detached' });
    assert.equal(await masuk.isEnabled(), true);

    // The server's clock has not moved: the punch is refused with the opening time, nothing
    // is stored, and the card is read again (closed, with the server's time).
    await masuk.click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Presensi gagal' });
    await refusal.waitFor();
    assert.match(
      (await refusal.textContent()) ?? '',
      new RegExp(`Presensi masuk dibuka pukul ${arranged.start}\\.`),
    );
    await opens.waitFor();
    assert.equal(await masuk.isDisabled(), true);
    assert.equal(await page.getByText('Belum presensi').count(), 1);
    await context.close();

    // The admin opens 'Presensi Masuk' two hours before the start on the settings screen.
    const adminContext = await browser.newContext({ viewport: VIEWPORT });
    const admin = await adminContext.newPage();
    const adminErrors = watchPageErrors(admin);
    await loginThroughForm(admin, ADMIN.email);
    await admin.goto(`${baseUrl()}/admin/setting`);
    const field = admin.getByRole('textbox', { name: 'Presensi masuk dibuka' });
    await field.waitFor();
    assert.equal(await field.inputValue(), '0');
    await field.fill('400');
    await admin.getByRole('button', { name: 'Simpan pengaturan' }).click();
    await admin.getByText('Isi bilangan bulat menit dari 0 sampai 360').waitFor();
    await field.fill('120');
    await admin.getByRole('button', { name: 'Simpan pengaturan' }).click();
    await admin.getByText('Pengaturan berhasil disimpan.').waitFor();
    await screenshot(admin, 'setting-check-in-window');
    await adminContext.close();
    assert.deepEqual(adminErrors, []);
    assert.deepEqual(
      errors.filter((e) => !e.includes('422')),
      [],
    );
  });

  it('says what to do when the browser refuses the location', async () => {
    const context = await browser.newContext({ viewport: VIEWPORT });
    const { page } = await openPresensi(context);
    const masuk = page.getByRole('button', { name: 'Presensi Masuk' });
    assert.equal(await masuk.isEnabled(), true);
    await masuk.click();
    await page.getByText(/Izin lokasi ditolak|Lokasi tidak/).waitFor();
    await context.close();
  });

  it('refuses outside the radius with the distance, accepts inside and shows the status', async () => {
    const context = await browser.newContext({
      viewport: VIEWPORT,
      geolocation: { ...OUTSIDE, accuracy: 15 },
      permissions: ['geolocation'],
    });
    const { page, errors } = await openPresensi(context);
    assert.match((await page.getByLabel('Jam server').textContent()) ?? '', /^\d{2}:\d{2}:\d{2}$/);

    await page.getByRole('button', { name: 'Presensi Masuk' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Presensi gagal' });
    await refusal.waitFor();
    const text = (await refusal.textContent()) ?? '';
    assert.match(
      text,
      new RegExp(`Jarak ke lokasi terdekat \\(${CAMPUS_NAME}\\) 1\\.0\\d\\d m, radius 200 m`),
    );
    await screenshot(page, 'presensi-refused');

    await context.setGeolocation({ ...CAMPUS, accuracy: 15 });
    await page.getByRole('button', { name: 'Presensi Masuk' }).click();
    const result = page.getByRole('alert').filter({ hasText: 'Presensi tercatat' });
    await result.waitFor();
    assert.match(
      (await result.textContent()) ?? '',
      new RegExp(`di ${CAMPUS_NAME} \\(0 m dari titik lokasi\\)`),
    );
    // The retry came seconds after the refusal: accepted, and marked for the admin.
    assert.match((await result.textContent()) ?? '', /Ditandai untuk diperiksa admin/);
    await page
      .getByLabel(/^Status /)
      .first()
      .waitFor();
    assert.equal(await page.getByRole('button', { name: 'Presensi Masuk' }).isDisabled(), true);
    // 'Pulang' opens an hour after the check-in, and says when.
    const checkedIn = /(\d{2}):(\d{2})/.exec(
      (await result.textContent())?.match(/pukul \d{2}:\d{2}/)?.[0] ?? '',
    );
    assert.ok(checkedIn);
    const pulangOpens = (Number(checkedIn[1]) * 60 + Number(checkedIn[2]) + 60) % (24 * 60);
    await page
      .getByText(`Dibuka pukul ${pad(Math.floor(pulangOpens / 60))}:${pad(pulangOpens % 60)}`, {
        exact: true,
      })
      .waitFor();
    assert.equal(await page.getByRole('button', { name: 'Presensi Pulang' }).isDisabled(), true);
    await screenshot(page, 'presensi-light');

    await page.getByRole('contentinfo').getByRole('button', { name: 'Tema gelap' }).click();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Tema terang' }).waitFor();
    await page.reload();
    await page
      .getByLabel(/^Status /)
      .first()
      .waitFor();
    await screenshot(page, 'presensi-dark');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Tema terang' }).click();
    assert.deepEqual(
      errors.filter((e) => !e.includes('422')),
      [],
    );
    await context.close();
  });
});
