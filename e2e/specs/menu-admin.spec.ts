import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, loginThroughForm } from '../lib/accounts.ts';
import {
  ARTIFACTS_DIR,
  baseUrl,
  launchBrowser,
  screenshot,
  watchPageErrors,
} from '../lib/browser.ts';

const VIEWPORT = { width: 1366, height: 860 };
const ORIGINAL = 'Kotak Keluar Email';
const RENAMED = 'Kotak Surat Keluar';

/** Opens an entry's form, changes it, saves, and waits for the message and the drawer to close. */
async function editEntry(
  page: Page,
  label: string,
  change: { label: string; icon: string; isNew: boolean },
  shot?: string,
) {
  await page.getByRole('button', { name: `Ubah ${label}`, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Ubah Menu' });
  await drawer.getByText('Layar /admin/outbox').waitFor();
  await drawer.getByLabel('Label').fill(change.label);
  const icon = drawer.getByRole('combobox', { name: 'Ikon' });
  await icon.click();
  await icon.fill(change.icon);
  const option = page.getByRole('option', { name: change.icon, exact: true });
  await option.waitFor();
  // The viewport only: a full-page shot would stretch the fixed drawer over the long tree.
  if (shot) await page.screenshot({ path: join(ARTIFACTS_DIR, `${shot}.png`) });
  await option.click();
  const badge = drawer.getByRole('switch', { name: 'Tandai baru' });
  if ((await badge.isChecked()) !== change.isNew) await badge.click({ force: true });
  await drawer.getByRole('button', { name: 'Simpan' }).click();
  await page.getByText('Menu berhasil disimpan').waitFor();
  await drawer.waitFor({ state: 'detached' });
}

describe('menu editor', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('renames a screen in the menu and the sidebar shows the new label at once', async () => {
    const page = await browser.newPage({ viewport: VIEWPORT });
    const errors = watchPageErrors(page);
    await loginThroughForm(page, ADMIN.email);
    await page.goto(`${baseUrl()}/admin/menu`);
    await page.getByRole('button', { name: `Ubah ${ORIGINAL}`, exact: true }).waitFor();
    assert.match(await page.title(), /^Pengaturan Menu - /);
    await page.getByText('/admin/master/user_group').waitFor();
    await screenshot(page, 'menu-admin-light');

    await page.getByRole('button', { name: 'Tema gelap' }).first().click();
    await page.getByRole('button', { name: 'Tema terang' }).first().waitFor();
    await page.mouse.move(700, 700);
    await page.getByRole('tooltip').waitFor({ state: 'detached' });
    await screenshot(page, 'menu-admin-dark');

    // The search narrows the tree to matching entries and the groups above them.
    await page.getByLabel('Cari menu').fill('perubahan');
    await page.getByText('/admin/absensi/perubahan').waitFor();
    await page.getByText('/admin/master/user_group').waitFor({ state: 'detached' });
    await page.getByLabel('Cari menu').fill('');

    const sidebar = page.getByRole('link', { name: new RegExp(`^${RENAMED}`) });
    assert.equal(await sidebar.count(), 0);
    await editEntry(
      page,
      ORIGINAL,
      { label: RENAMED, icon: 'IconMail', isNew: true },
      'menu-admin-drawer',
    );
    // No reload: saving refreshed the sidebar's menu query.
    await sidebar.waitFor();
    await page.getByRole('link', { name: ORIGINAL, exact: true }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Ubah ${RENAMED}`, exact: true }).waitFor();
    await page.getByRole('button', { name: 'Tema terang' }).first().click();

    // The other browser specs expect the menu as shipped.
    await editEntry(page, RENAMED, { label: ORIGINAL, icon: 'IconMailForward', isNew: false });
    await page.getByRole('link', { name: ORIGINAL, exact: true }).waitFor();
    assert.deepEqual(errors, []);
    await page.close();
  });
});
