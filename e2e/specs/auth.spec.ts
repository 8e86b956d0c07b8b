import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, DEMO_PASSWORD, loginThroughApi, loginThroughForm, STAFF } from '../lib/accounts.ts';
import { baseUrl, launchBrowser, screenshot, watchPageErrors } from '../lib/browser.ts';

const VIEWPORT = { width: 1366, height: 860 };

async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('authToken'));
}

describe('accounts and access', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('sends a guest from a protected screen to the login page, in both themes', async () => {
    const page = await browser.newPage({ viewport: VIEWPORT });
    const errors = watchPageErrors(page);
    await page.goto(`${baseUrl()}/admin/setting`);
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Masuk' }).waitFor();
    await page.getByTestId('site-name').getByText('Politeknik').waitFor();
    assert.match(await page.title(), /^Masuk - /);
    await screenshot(page, 'login-light');

    await page.getByRole('button', { name: 'Tema gelap' }).click();
    await page.getByRole('button', { name: 'Tema terang' }).waitFor();
    await page.mouse.move(10, 700);
    await page.getByRole('tooltip').waitFor({ state: 'detached' });
    await screenshot(page, 'login-dark');
    await page.getByRole('button', { name: 'Tema terang' }).click();
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('says a wrong password is wrong, keeping what was typed', async () => {
    const page = await browser.newPage({ viewport: VIEWPORT });
    await page.goto(`${baseUrl()}/login`);
    await page.getByLabel('NIP / Email').fill(ADMIN.email);
    await page.getByLabel(/^Password/).fill('bukan-password-ini');
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.getByText('NIP/Email atau password salah').waitFor();
    assert.equal(await page.getByLabel('NIP / Email').inputValue(), ADMIN.email);
    assert.equal(await storedToken(page), null);
    assert.ok(page.url().endsWith('/login'));
    await page.close();
  });

  it('logs the admin in, keeps the session over a reload, and logs out through the dialog', async () => {
    const page = await browser.newPage({ viewport: VIEWPORT });
    const errors = watchPageErrors(page);
    await loginThroughForm(page, ADMIN.email, { remember: true });
    await page.getByRole('heading', { name: ADMIN.name, exact: true }).waitFor();
    await page.getByTestId('today').waitFor();
    // The menu from the server has arrived.
    await page.getByRole('link', { name: 'Grup Pengguna' }).first().waitFor();
    assert.match(await page.title(), /^Beranda - /);
    const cookies = await page.context().cookies();
    assert.ok(
      cookies.some((c) => c.name === 'remember'),
      'Ingat saya sets the remember cookie',
    );
    await screenshot(page, 'admin-home');

    await page.reload();
    await page.getByRole('heading', { name: ADMIN.name, exact: true }).waitFor();
    assert.ok(page.url().endsWith('/admin'));

    // A guests-only screen is not for a logged-in user.
    await page.goto(`${baseUrl()}/login`);
    await page.waitForURL('**/404');
    await page.getByRole('heading', { name: 'Halaman tidak ditemukan' }).waitFor();
    await page.goto(`${baseUrl()}/`);
    await page.waitForURL('**/admin');

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Keluar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apakah anda yakin?' });
    await dialog.getByText('Akan keluar dari akun.').waitFor();
    await dialog.getByRole('button', { name: 'Tidak' }).waitFor();
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Ya' }).click();
    await page.getByText('Berhasil!').waitFor();
    // The page reloads at /login, so nothing of the session stays in memory.
    await reloaded;
    await page.waitForURL('**/login');
    assert.equal(await storedToken(page), null);
    const after = await page.context().cookies();
    assert.ok(!after.some((c) => c.name === 'remember'), 'logout clears the remember cookie');

    await page.goto(`${baseUrl()}/admin/setting`);
    await page.waitForURL('**/login');
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('logs in by NIP as well as by email', async () => {
    const { user } = await loginThroughApi(ADMIN.email);
    assert.ok(user.nip, 'the demo admin has a NIP');
    const page = await browser.newPage({ viewport: VIEWPORT });
    await loginThroughForm(page, user.nip);
    await page.getByRole('heading', { name: ADMIN.name, exact: true }).waitFor();
    await page.close();
  });

  it('lists, searches, creates and deletes user groups', async () => {
    const page = await browser.newPage({ viewport: VIEWPORT });
    const errors = watchPageErrors(page);
    await loginThroughForm(page, ADMIN.email);
    await page.getByRole('link', { name: 'Grup Pengguna' }).first().click();
    await page.waitForURL('**/admin/master/user_group');
    const table = page.getByRole('table', { name: 'Daftar grup pengguna' });
    await table.getByText('Administrator').first().waitFor();
    await page.getByText(/^Showing 1 to \d+ of \d+ entries$/).waitFor();
    assert.match(await page.title(), /^Grup Pengguna - /);
    await screenshot(page, 'user-groups');
    await page.getByRole('button', { name: 'Tema gelap' }).first().click();
    await page.mouse.move(700, 700);
    await page.getByRole('tooltip').waitFor({ state: 'detached' });
    await screenshot(page, 'user-groups-dark');
    await page.getByRole('button', { name: 'Tema terang' }).first().click();

    await page.getByLabel('Cari', { exact: true }).fill('tidak-ada-kelompok-ini');
    await page.getByText('No result found').waitFor();
    await page.getByText('Showing 0 to 0 of 0 entries').waitFor();
    assert.ok(
      page.url().includes('search=tidak-ada-kelompok-ini'),
      'the search is kept in the URL',
    );
    await page.getByLabel('Cari', { exact: true }).fill('');
    await page.getByLabel('Cari', { exact: true }).press('Enter');
    await table.getByText('Administrator').first().waitFor();

    const name = `Uji E2E ${Date.now()}`;
    await page.getByRole('button', { name: 'Tambah' }).click();
    const drawer = page.getByRole('dialog', { name: 'Tambah Grup Pengguna' });
    await drawer.getByLabel('Nama').fill(name);
    await drawer.getByLabel('Keterangan').fill('Dibuat oleh uji browser');
    await drawer.getByRole('tab', { name: /Hak Akses/ }).click();
    await drawer.getByText(/hak akses dipilih/).waitFor();
    await drawer.getByRole('button', { name: 'Pilih semua' }).click();
    await screenshot(page, 'user-group-drawer');
    await drawer.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Grup pengguna berhasil ditambahkan.').waitFor();

    await page.getByLabel('Cari', { exact: true }).fill(name);
    await table.getByText(name).waitFor();
    await page.getByText('Showing 1 to 1 of 1 entries').waitFor();
    await table.getByRole('button', { name: `Hapus ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Hapus grup pengguna?' });
    await confirm.getByRole('button', { name: 'Hapus' }).click();
    await page.getByText(`Grup "${name}" telah dihapus.`).waitFor();
    await page.getByText('No result found').waitFor();
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('lets the admin act as a staff member and return', async () => {
    const page = await browser.newPage({ viewport: VIEWPORT });
    await loginThroughForm(page, ADMIN.email);
    await page.goto(`${baseUrl()}/admin/master/user`);
    await page.getByLabel('Cari', { exact: true }).fill(STAFF.email);
    const table = page.getByRole('table', { name: 'Daftar Pegawai' });
    await table.getByText(STAFF.name).waitFor();
    await page.getByText('Showing 1 to 1 of 1 entries').waitFor();
    await table.getByRole('button', { name: `Akun ${STAFF.name}` }).click();
    await page.getByRole('menuitem', { name: 'Masuk sebagai' }).click();
    const confirm = page.getByRole('dialog', { name: `Masuk sebagai ${STAFF.name}?` });
    await confirm.getByRole('button', { name: 'Masuk sebagai' }).click();
    await page.waitForURL('**/user');
    await confirm.waitFor({ state: 'detached' });
    await page.getByText(`Anda sedang masuk sebagai ${STAFF.name}`).waitFor();
    await page.getByRole('heading', { name: STAFF.name, exact: true }).waitFor();
    assert.ok(await page.evaluate(() => window.localStorage.getItem('default_auth_token')));
    await screenshot(page, 'impersonating');

    // A staff member has no business on admin screens: the level check says not found.
    await page.goto(`${baseUrl()}/admin/setting`);
    await page.waitForURL('**/404');
    await page.getByRole('heading', { name: 'Halaman tidak ditemukan' }).waitFor();
    await page.goBack();
    await page.waitForURL('**/user');

    await page.getByRole('button', { name: 'Kembali ke akun saya' }).click();
    await page.waitForURL('**/admin');
    await page.getByRole('heading', { name: ADMIN.name, exact: true }).waitFor();
    assert.equal(
      await page.evaluate(() => window.localStorage.getItem('impersonate_auth_token')),
      null,
    );
    await page.close();
  });

  it('takes a session handed over in the address bar and cleans the address', async () => {
    const { token } = await loginThroughApi(STAFF.email, DEMO_PASSWORD);
    const page = await browser.newPage({ viewport: VIEWPORT });
    await page.goto(`${baseUrl()}/password?token=${encodeURIComponent(token)}`);
    await page.waitForURL('**/user');
    assert.ok(!page.url().includes('token='));
    await page.getByRole('heading', { name: STAFF.name, exact: true }).waitFor();
    assert.equal(await storedToken(page), token);
    await page.close();
  });
});

describe('a new staff member', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });
  const stamp = String(Date.now()).slice(-10);
  const person = {
    nip: `19900101${stamp}`,
    name: 'Wulan Sekar Arum',
    email: `wulan.${stamp}@sikerja.test`,
    password: 'Rahasia#2026x',
    newPassword: 'Rahasia#2027y',
  };

  it('registers, waits for activation, and is activated by an admin', async () => {
    const guest = await browser.newContext({ viewport: VIEWPORT });
    const page = await guest.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('link', { name: 'Daftar' }).click();
    await page.waitForURL('**/register');
    // The login page stays until the register screen's code has loaded, and its 'NIP / Email'
    // field would take a loose 'NIP' (CI filled it on a busy machine): wait, and match exactly.
    await page.getByRole('heading', { name: 'Daftar' }).waitFor();
    await page.getByLabel(/^NIP\s*\*?$/).fill(person.nip);
    await page.getByLabel('Nama').fill(person.name);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel(/^Password/).fill(person.password);
    await page.getByLabel(/^Konfirmasi Password/).fill(person.password);
    await page.getByRole('button', { name: 'Daftar' }).click();
    // A refusal (an alert or a field's error) fails at once with what the page said.
    const success = page.getByText('Pendaftaran berhasil');
    const refusal = page.getByRole('alert').or(page.locator('.mantine-InputWrapper-error'));
    await success.or(refusal).first().waitFor({ timeout: 60_000 });
    if (!(await success.isVisible())) {
      await screenshot(page, 'register-refused');
      assert.fail(`registration refused: ${(await refusal.allInnerTexts()).join(' | ')}`);
    }
    await page.getByRole('link', { name: 'Kembali ke halaman masuk' }).click();

    // Not active yet: the server says why, above the form.
    await page.getByLabel('NIP / Email').fill(person.email);
    await page.getByLabel(/^Password/).fill(person.password);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.getByRole('alert').getByText('belum diaktifkan').waitFor();
    assert.deepEqual(
      errors.filter((e) => !e.includes('403')),
      [],
    );

    const adminContext = await browser.newContext({ viewport: VIEWPORT });
    const admin = await adminContext.newPage();
    await loginThroughForm(admin, ADMIN.email);
    await admin.goto(`${baseUrl()}/admin/master/user?status=pending`);
    const table = admin.getByRole('table', { name: 'Daftar Pegawai' });
    await table.getByText(person.name).waitFor();
    await admin.getByLabel('Cari', { exact: true }).fill(person.nip);
    await admin.getByText('Showing 1 to 1 of 1 entries').waitFor();
    await table.getByRole('button', { name: `Akun ${person.name}` }).click();
    await admin.getByRole('menuitem', { name: 'Aktifkan' }).click();
    await admin
      .getByRole('dialog', { name: 'Aktifkan akun?' })
      .getByRole('button', { name: 'Aktifkan' })
      .click();
    await admin.getByText('Akun berhasil diaktifkan.').waitFor();
    await adminContext.close();

    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.waitForURL('**/user');
    await page.getByRole('heading', { name: person.name, exact: true }).waitFor();
    await guest.close();
  });

  it('resets a forgotten password with the emailed link', async () => {
    const guest = await browser.newContext({ viewport: VIEWPORT });
    const page = await guest.newPage();
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('link', { name: 'Lupa password?' }).click();
    // The login form has a 'NIP / Email' field too: fill the forgot form's, once it is there.
    await page.waitForURL('**/forgot');
    await page.getByRole('heading', { name: 'Lupa Password' }).waitFor();
    await page.getByLabel('NIP / Email').fill(person.email);
    await page.getByRole('button', { name: 'Kirim tautan' }).click();
    await page.getByText('Jika akun ditemukan').waitFor();

    // Without SMTP the message is only logged; the admin reads it in the outbox.
    const adminContext = await browser.newContext({ viewport: VIEWPORT });
    const admin = await adminContext.newPage();
    await loginThroughForm(admin, ADMIN.email);
    await admin.goto(`${baseUrl()}/admin/outbox`);
    await admin.getByLabel('Cari', { exact: true }).fill(person.email);
    await admin.getByText('Showing 1 to 1 of 1 entries').waitFor();
    await admin.getByRole('button', { name: 'Lihat rincian' }).click();
    const link = await admin.getByRole('link', { name: /\/reset\?token=/ }).getAttribute('href');
    assert.ok(link, 'the email carries a reset link');
    await adminContext.close();

    const resetUrl = new URL(link);
    await page.goto(`${baseUrl()}${resetUrl.pathname}${resetUrl.search}`);
    await page.getByRole('heading', { name: 'Atur Ulang Password' }).waitFor();
    await page.getByLabel(/^Password/).fill(person.newPassword);
    await page.getByLabel(/^Konfirmasi Password/).fill(person.newPassword);
    await page.getByRole('button', { name: 'Simpan password' }).click();
    await page.waitForURL('**/login');
    await page.getByText('Password berhasil diubah').waitFor();

    await loginThroughForm(page, person.email, { password: person.newPassword, home: '/user' });
    await page.getByRole('heading', { name: person.name, exact: true }).waitFor();
    await guest.close();
  });
});

describe('the data table', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('pages with at most five numbers, keeps its state in the URL and searches after a pause', async () => {
    const page = await browser.newPage({ viewport: VIEWPORT });
    await loginThroughForm(page, ADMIN.email);
    await page.goto(`${baseUrl()}/admin/master/user?per=5`);
    const summary = page.getByText(/^Showing \d+ to \d+ of \d+ entries$/);
    await page.getByText(/^Showing 1 to 5 of \d+ entries$/).waitFor();
    const total = Number(/of (\d+) entries/.exec((await summary.textContent()) ?? '')?.[1]);
    assert.ok(total > 35, `the demo has enough staff to page through (${total})`);
    const pager = page.getByRole('navigation', { name: 'Halaman tabel' });
    const numbers = async () =>
      (await pager.getByRole('button', { name: /^Halaman \d+$/ }).allTextContents()).map(Number);
    assert.deepEqual(await numbers(), [1, 2, 3, 4, 5]);

    await pager.getByRole('button', { name: 'Halaman 5' }).click();
    await page.getByText(`Showing 21 to 25 of ${total} entries`).waitFor();
    assert.deepEqual(await numbers(), [3, 4, 5, 6, 7]);
    assert.ok(page.url().includes('page=5'));
    await pager.getByRole('button', { name: 'Next' }).click();
    await page.getByText(`Showing 26 to 30 of ${total} entries`).waitFor();
    await page.reload();
    await page.getByText(`Showing 26 to 30 of ${total} entries`).waitFor();
    assert.deepEqual(await numbers(), [4, 5, 6, 7, 8]);

    await page.getByRole('combobox', { name: 'Jumlah baris per halaman' }).click();
    await page.getByRole('option', { name: '25', exact: true }).click();
    await page.getByText(`Showing 1 to 25 of ${total} entries`).waitFor();
    assert.ok(!page.url().includes('page='), 'a new page size starts at page 1');

    // No Enter: the search goes by itself 500 ms after the last key.
    await page.getByLabel('Cari', { exact: true }).pressSequentially('Rina', { delay: 40 });
    await page.getByText('Showing 1 to 1 of 1 entries').waitFor();
    assert.ok(page.url().includes('search=Rina'));
    await page.close();
  });
});
