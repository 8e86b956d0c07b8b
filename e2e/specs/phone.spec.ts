/**
 * Every screen in the admin's and a staff member's menu at 390 × 844: nothing scrolls
 * sideways (lists become cards, toolbars wrap). Screenshots phone-* of a few lists.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, loginThroughForm, STAFF } from '../lib/accounts.ts';
import { launchBrowser, screenshot } from '../lib/browser.ts';
import { menuOf, openInApp } from '../lib/walk.ts';

const PHONE = { width: 390, height: 844 };
const SHOTS = new Set(['/user/cuti', '/admin/master/user', '/admin/absensi', '/user/presensi']);

async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

async function walk(browser: Browser, login: string, home: string) {
  const paths = await menuOf(login);
  assert.ok(paths.length > 5, `${login} has a menu`);
  const page = await browser.newPage({ viewport: PHONE });
  await loginThroughForm(page, login, { home });
  const wide: string[] = [];
  for (const path of paths) {
    await openInApp(page, path);
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
