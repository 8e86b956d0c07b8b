import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { ROUTES } from '@sikerja/contracts';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, callApi, loginThroughApi, STAFF } from '../lib/accounts.ts';
import { baseUrl, launchBrowser, screenshot, watchPageErrors } from '../lib/browser.ts';

const DESKTOP = { width: 1366, height: 860 };
const PHONE = { width: 390, height: 844 };
const DAYS = 'Minggu|Senin|Selasa|Rabu|Kamis|Jumat|Sabtu';
const MONTHS =
  'Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember';
const CLOCK = new RegExp(`^(${DAYS}), \\d{1,2} (${MONTHS}) \\d{4} \\d{2}:\\d{2}:\\d{2}$`);

/** Opens the app with a session handed over in the address bar (SPEC section 2). */
async function openAs(browser: Browser, login: string, viewport = DESKTOP) {
  const { token } = await loginThroughApi(login);
  const page = await browser.newPage({ viewport });
  const errors = watchPageErrors(page);
  await page.goto(`${baseUrl()}/?token=${encodeURIComponent(token)}`);
  await page.getByTestId('sub-header').waitFor();
  return { page, token, errors };
}

/** Moves within the single-page app without reloading, as a link would. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The skip link's place in the viewport: it waits above it until a keyboard focuses it. */
function skipLinkState(page: Page) {
  return page.getByRole('link', { name: 'Lewati ke konten utama' }).evaluate((link) => ({
    top: link.getBoundingClientRect().top,
    bottom: link.getBoundingClientRect().bottom,
    focusVisible: link.matches(':focus-visible'),
  }));
}

async function pageTitle(page: Page) {
  return page.getByTestId('sub-header').getByRole('heading', { level: 1 });
}

describe('the shell and navigation', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  // The budget grows with the route table, which the login page loads whole (each screen adds
  // its lazy entry, about 15 bytes gzipped): 200 KB until apel, senam, rapat and lembur
  // (issue 16) took it to 200.2 KB. Splitting the route table by layout is the next step
  // before raising it again.
  it('keeps the login page under 210 KB of gzipped JavaScript', async () => {
    const page = await browser.newPage();
    const scripts: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.body());
    });
    await page.goto(`${baseUrl()}/login`, { waitUntil: 'networkidle' });
    const bodies = await Promise.all(scripts);
    const gzipped = bodies.reduce((sum, body) => sum + gzipSync(body).length, 0);
    console.log(`login page: ${bodies.length} scripts, ${(gzipped / 1024).toFixed(1)} KB gzipped`);
    assert.ok(gzipped <= 210 * 1024, `login page JavaScript is ${gzipped} bytes gzipped`);
    await page.close();
  });

  it('renders the shell after login with its calls: user, setting, menu and the waiting counts', async () => {
    const { token } = await loginThroughApi(ADMIN.email);
    const page = await browser.newPage({ viewport: DESKTOP });
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/v1/')) calls.push(url.pathname.slice('/api/v1/'.length));
    });
    await page.goto(`${baseUrl()}/?token=${encodeURIComponent(token)}`);
    await page.getByRole('link', { name: 'Grup Pengguna' }).first().waitFor();
    await page.waitForLoadState('networkidle');
    // SPEC section 7's three calls, the bell's count (what waits for the person, issue 8),
    // and the admin home's own data (today's attendance counts, the kinerja summary).
    assert.deepEqual(calls.sort(), [
      'admin/absensi/summary',
      'admin/kinerja/ringkasan',
      'auth/user',
      'notifications/count',
      'routes/access',
      'setting',
    ]);
    await page.close();
  });

  it('shows title, breadcrumb and a live clock in Indonesian, seeded from the server', async () => {
    const { page, errors } = await openAs(browser, ADMIN.email);
    await navigateInApp(page, '/admin/jurnal/buku_besar');
    await (await pageTitle(page)).filter({ hasText: 'Buku Besar' }).waitFor();
    assert.match(await page.title(), /^Buku Besar - Politeknik/);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    assert.deepEqual(
      (await crumbs.innerText())
        .split('\n')
        .map((s) => s.trim())
        .filter(Boolean),
      ['Home', 'Keuangan', 'Jurnal', 'Buku Besar'],
    );
    await page.getByText('Fitur ini sedang disiapkan').waitFor();

    await navigateInApp(page, '/admin/master/sbm/biaya_taksi');
    await (await pageTitle(page)).filter({ hasText: 'Biaya Taksi' }).waitFor();
    assert.match(await page.title(), /^Biaya Taksi - Politeknik/);
    assert.match(await crumbs.innerText(), /Master Data[\s\S]*Surat Tugas & SBM[\s\S]*SBM/);
    // The route is announced to screen readers.
    assert.match(await page.getByTestId('route-announcer').innerText(), /^Biaya Taksi - /);

    const clock = page.getByTestId('live-clock');
    const first = await clock.innerText();
    assert.match(first, CLOCK);
    const { body } = await callApi<{ data: { date: { y: number; m: number; d: number } } }>(
      'GET',
      'setting',
    );
    const { y, m, d } = body.data.date;
    const weekday = DAYS.split('|')[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
    const month = MONTHS.split('|')[m - 1];
    assert.ok(first.startsWith(`${weekday}, ${d} ${month} ${y}`), `clock says ${first}`);
    await page.waitForFunction(
      (before) => document.querySelector('[data-testid="live-clock"]')?.textContent !== before,
      first,
      { timeout: 3000 },
    );
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('routes every path of the catalogue to a screen with its title', async () => {
    const { page } = await openAs(browser, ADMIN.email);
    const shellRoutes = ROUTES.filter(
      (r) =>
        r.auth === true &&
        !['/', '/logout'].includes(r.path) &&
        (r.levels === 'all' || r.levels.includes('admin')),
    );
    assert.ok(shellRoutes.length > 150, `only ${shellRoutes.length} routes`);
    const heading = await pageTitle(page);
    for (const route of shellRoutes) {
      await navigateInApp(page, route.path);
      await page.waitForFunction(
        (title) => document.querySelector('[data-testid="sub-header"] h1')?.textContent === title,
        route.title,
        { timeout: 10_000 },
      );
      assert.ok(page.url().endsWith(route.path), `${route.path} ended at ${page.url()}`);
    }
    assert.equal(await heading.count(), 1);
    await page.close();
  });

  it('shows the blue 3 px progress bar while a screen loads', async () => {
    const { page } = await openAs(browser, ADMIN.email);
    await page.getByRole('link', { name: 'Grup Pengguna' }).first().waitFor();
    // Slow the next screen's code down so the bar is there to be seen.
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await page.getByRole('link', { name: 'Kotak Keluar Email' }).first().click();
    const bar = page.getByRole('progressbar', { name: 'Memuat halaman' });
    await bar.waitFor();
    const look = await bar.evaluate((track) => {
      const fill = track.firstElementChild as HTMLElement;
      return {
        height: getComputedStyle(track).height,
        color: getComputedStyle(fill).backgroundColor,
      };
    });
    assert.equal(look.height, '3px');
    assert.equal(look.color, 'rgb(34, 139, 230)');
    await (await pageTitle(page)).filter({ hasText: 'Kotak Keluar Email' }).waitFor();
    await bar.waitFor({ state: 'detached' });
    await page.close();
  });

  it('gives a staff member only their menu, /403 for a screen without permission', async () => {
    const { page, errors } = await openAs(browser, STAFF.email);
    assert.ok(page.url().endsWith('/user'));
    const menu = page.getByRole('navigation', { name: 'Menu utama' });
    await menu.getByText('Cuti', { exact: true }).click();
    await menu.getByRole('link', { name: 'Pengajuan Cuti' }).waitFor();
    // Rina heads nothing and approves nobody: no confirmation screen, though her group has
    // the permission for the superior's (docs/organisation.md).
    for (const level of ['Kepegawaian', 'Atasan', 'Kabag', 'Pejabat']) {
      assert.equal(
        await menu.getByRole('link', { name: `Konfirmasi Cuti oleh ${level}` }).count(),
        0,
        `no 'Konfirmasi Cuti oleh ${level}' for a plain staff member`,
      );
    }
    assert.equal(await menu.getByRole('link', { name: 'Grup Pengguna' }).count(), 0);
    await page.goto(`${baseUrl()}/user/cuti/konfirm_kepegawaian`);
    await page.waitForURL('**/403');
    await page.getByRole('heading', { name: 'Akses Ditolak' }).waitFor();
    // The shell and the menu stay, so the way back is one click.
    await menu.getByText('Cuti', { exact: true }).waitFor();
    await screenshot(page, 'forbidden-in-shell-light');
    // An admin screen fails the level check: the not-found page.
    await page.goto(`${baseUrl()}/admin/master/user_group`);
    await page.getByRole('heading', { name: 'Halaman tidak ditemukan' }).waitFor();
    assert.deepEqual(errors, []);
    await page.close();
  });

  it("offers 'Shift & Pola Kerja' to level user only", async () => {
    const staff = await openAs(browser, STAFF.email);
    await staff.page.getByTestId('user-menu').click();
    const staffPanel = staff.page.getByRole('menu');
    await staffPanel.getByText('Profil Saya').first().waitFor();
    await staffPanel.getByRole('menuitem', { name: /Biodata/ }).waitFor();
    await staffPanel.getByRole('menuitem', { name: /Shift & Pola Kerja/ }).waitFor();
    await staffPanel.getByRole('menuitem', { name: /Password/ }).waitFor();
    await staff.page.getByRole('menuitem', { name: /Shift & Pola Kerja/ }).click();
    await (await pageTitle(staff.page)).filter({ hasText: 'Shift & Pola Kerja' }).waitFor();
    await staff.page.close();

    const admin = await openAs(browser, ADMIN.email);
    await admin.page.getByTestId('user-menu').click();
    await admin.page.getByRole('menuitem', { name: /Biodata/ }).waitFor();
    assert.equal(await admin.page.getByRole('menuitem', { name: /Shift & Pola Kerja/ }).count(), 0);
    await admin.page.close();
  });

  it('keeps the theme chosen in the shell over a reload, and lets the keyboard skip the menu', async () => {
    const { page } = await openAs(browser, ADMIN.email);
    await page.getByRole('link', { name: 'Grup Pengguna' }).first().waitFor();
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent);
    assert.equal(focused, 'Lewati ke konten utama');
    const tabbed = await skipLinkState(page);
    assert.ok(tabbed.focusVisible && tabbed.top >= 0, 'Tab shows the skip link');
    for (const landmark of ['banner', 'main', 'contentinfo'] as const) {
      assert.ok((await page.getByRole(landmark).count()) >= 1, `a ${landmark} landmark`);
    }
    await screenshot(page, 'shell-light');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Tema gelap' }).click();
    // A mouse user keeps the focus on the toggle and never sees the skip link.
    const toggled = page.getByRole('contentinfo').getByRole('button', { name: 'Tema terang' });
    assert.equal(await toggled.evaluate((button) => button === document.activeElement), true);
    const clicked = await skipLinkState(page);
    assert.ok(!clicked.focusVisible && clicked.bottom <= 0, 'the skip link stays out of sight');
    await page.reload();
    await page.getByRole('link', { name: 'Grup Pengguna' }).first().waitFor();
    const scheme = await page.evaluate(() =>
      document.documentElement.getAttribute('data-mantine-color-scheme'),
    );
    assert.equal(scheme, 'dark');
    await screenshot(page, 'shell-dark');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Tema terang' }).click();
    await page.close();
  });

  it('fits a phone: the menu is a drawer', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const { page } = await openAs(browser, STAFF.email, PHONE);
      await page.evaluate((s) => window.localStorage.setItem('sikerja-theme', s), scheme);
      await page.reload();
      await page.getByTestId('sub-header').waitFor();
      await screenshot(page, `shell-phone-${scheme}`);
      await page.getByRole('button', { name: 'Buka menu' }).click();
      await page
        .getByRole('navigation', { name: 'Menu utama' })
        .getByText('Presensi')
        .first()
        .waitFor();
      await screenshot(page, `shell-phone-menu-${scheme}`);
      await page.evaluate(() => window.localStorage.setItem('sikerja-theme', 'light'));
      await page.close();
    }
  });

  it('shows the maintenance dialog on a 503 and reloads after it', async () => {
    const admin = await loginThroughApi(ADMIN.email);
    type Setting = { data: Record<string, unknown> };
    const { body } = await callApi<Setting>('GET', 'admin/setting', { token: admin.token });
    const editable = {
      name: body.data.name,
      short_name: body.data.short_name,
      time_zone: body.data.time_zone,
      authorised_official_user_id: body.data.authorised_official_user_id,
      maintenance_title: 'Pemeliharaan Terjadwal',
      maintenance_text: 'Sistem diperbarui sampai pukul 12.00 WIB.',
    };
    const { page } = await openAs(browser, STAFF.email);
    try {
      const on = await callApi('PUT', 'admin/setting', {
        token: admin.token,
        body: { ...editable, maintenance_enabled: true },
      });
      assert.equal(on.status, 200);
      await page.reload();
      const dialog = page.getByRole('dialog', { name: 'Pemeliharaan Terjadwal' });
      await dialog.getByText('Sistem diperbarui sampai pukul 12.00 WIB.').waitFor();
      await screenshot(page, 'maintenance-dialog');
      const reloaded = page.waitForEvent('load');
      await dialog.getByRole('button', { name: 'Muat ulang' }).click();
      await reloaded;
    } finally {
      const off = await callApi('PUT', 'admin/setting', {
        token: admin.token,
        body: { ...editable, maintenance_enabled: false },
      });
      assert.equal(off.status, 200);
    }
    await page.reload();
    await page.getByTestId('sub-header').waitFor();
    await page.close();
  });
});
