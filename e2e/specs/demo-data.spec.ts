/**
 * A fresh start has something behind every built screen: the admin walks every screen of the
 * menu and no list on any of them is empty (screens still 'Fitur ini sedang disiapkan' are
 * counted apart). The demo seed is in apps/server/src/db/seed/.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { ADMIN, loginThroughForm, STAFF } from '../lib/accounts.ts';
import { launchBrowser } from '../lib/browser.ts';
import { menuOf, openInApp } from '../lib/walk.ts';

async function emptyScreens(browser: Browser, login: string, home: string) {
  const paths = await menuOf(login);
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await loginThroughForm(page, login, { home });
  const empty: string[] = [];
  let built = 0;
  for (const path of paths) {
    await openInApp(page, path);
    if (await page.getByTestId('coming-soon').isVisible()) continue;
    built += 1;
    const lists = await page.locator('main [data-empty-list]').count();
    if (lists > 0) empty.push(path);
  }
  await page.close();
  return { empty, built };
}

describe('demo data behind every screen', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('shows the admin no empty list on any built screen', async () => {
    const { empty, built } = await emptyScreens(browser, ADMIN.email, '/admin');
    assert.ok(built > 40, `the admin walked ${built} built screens`);
    assert.deepEqual(empty, [], 'screens with an empty list');
  });

  it('shows a staff member no empty list on any built screen', async () => {
    const { empty, built } = await emptyScreens(browser, STAFF.email, '/user');
    assert.ok(built >= 4, `the staff member walked ${built} built screens`);
    assert.deepEqual(empty, [], 'screens with an empty list');
  });
});
