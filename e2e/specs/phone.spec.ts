/**
 * Every screen in the admin's and a staff member's menu at 390 × 844: nothing scrolls
 * sideways (lists become cards, toolbars wrap). Screenshots phone-* of a few lists.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, callApi, loginThroughApi, loginThroughForm, STAFF } from '../lib/accounts.ts';
import { launchBrowser, screenshot } from '../lib/browser.ts';

const PHONE = { width: 390, height: 844 };
const SHOTS = new Set(['/user/cuti', '/admin/master/user', '/admin/absensi', '/user/presensi']);

interface MenuItem {
  path: string | null;
  child: MenuItem[];
}

function menuPaths(items: MenuItem[]): string[] {
  return items.flatMap((i) => [...(i.path ? [i.path] : []), ...menuPaths(i.child)]);
}

async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

async function walk(browser: Browser, login: string, home: string) {
  const { token } = await loginThroughApi(login);
  const menu = await callApi<{ data: MenuItem[] }>('GET', 'routes/access', { token });
  const paths = menuPaths(menu.body.data);
  assert.ok(paths.length > 5, `${login} has a menu`);
  const page = await browser.newPage({ viewport: PHONE });
  await loginThroughForm(page, login, { home });
  const wide: string[] = [];
  for (const path of paths) {
    // Moved inside the running app (as a menu click does), not reloaded: a reload per screen
    // made this walk a minute and a half.
    await page.evaluate((to) => {
      (window as unknown as { idleSince?: number }).idleSince = 0;
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await page.waitForURL(`**${path}`);
    await page.getByRole('main').waitFor();
    // Loaded when, for 200 ms, no list is busy and no skeleton or overlay stands in for content
    // (a list turns busy a moment after the screen appears).
    await page
      .waitForFunction(
        () => {
          const w = window as unknown as { idleSince?: number };
          const busy = Array.from(
            document.querySelectorAll(
              'main [aria-busy="true"], main .mantine-Skeleton-root, main .mantine-LoadingOverlay-root',
            ),
          ).some((el) => el.getClientRects().length > 0);
          if (busy) {
            w.idleSince = 0;
            return false;
          }
          w.idleSince ||= performance.now();
          return performance.now() - w.idleSince >= 200;
        },
        null,
        { timeout: 15_000, polling: 50 },
      )
      .catch((error: unknown) => {
        throw new Error(`${path} did not finish loading: ${String(error)}`);
      });
    const overflow = await sidewaysScroll(page);
    if (overflow > 0) wide.push(`${path} (+${overflow}px)`);
    if (SHOTS.has(path)) await screenshot(page, `phone${path.replaceAll('/', '-')}`);
  }
  await page.close();
  assert.deepEqual(wide, [], 'screens wider than a phone');
}

describe('every menu screen at phone width', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it("fits a staff member's screens into 390 px", async () => {
    await walk(browser, STAFF.email, '/user');
  });

  it("fits the admin's screens into 390 px", async () => {
    await walk(browser, ADMIN.email, '/admin');
  });
});
