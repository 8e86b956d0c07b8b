/**
 * Check-in (/user/presensi) in a real browser against the built app and the demo seed: the
 * staff account with a faked position 1 km off the demo campus is refused with the distance;
 * moved inside the radius, the punch is accepted and the card shows the status. A browser
 * that refuses the location gets a sentence saying what to do. Screenshots light and dark.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { loginThroughForm, STAFF } from '../lib/accounts.ts';
import { baseUrl, launchBrowser, screenshot, watchPageErrors } from '../lib/browser.ts';

const VIEWPORT = { width: 1366, height: 900 };
/** DEMO_ATTENDANCE_LOCATION of apps/server/src/db/seed/demo-data.ts: radius 200 m. */
const CAMPUS = { latitude: -6.2891, longitude: 106.5693 };
const CAMPUS_NAME = 'Kampus Utama Poltekbang Nusantara';
// 0.009° of latitude south ≈ 1 001 m from the campus centre.
const OUTSIDE = { latitude: CAMPUS.latitude - 0.009, longitude: CAMPUS.longitude };

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

  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
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

  it('says what to do when the browser refuses the location', async () => {
    const context = await browser.newContext({ viewport: VIEWPORT });
    const { page } = await openPresensi(context);
    await page.getByRole('button', { name: 'Presensi Pulang' }).click();
    await page.getByText(/Izin lokasi ditolak|Lokasi tidak/).waitFor();
    await context.close();
  });
});
