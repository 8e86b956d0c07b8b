/**
 * The organisation issue's journey against the real API (docs/organisation.md): an admin
 * registers a person in 'Data Pegawai' with a position, sees them in the position map, and the
 * person sets a password from the mailed link, logs in with the NIP and sees their superior on
 * 'Jabatan Saya'. A Plh then makes someone else that superior for today.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { TPaginated, TStaffRow } from '@sikerja/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { ADMIN, callApi, loginThroughApi, loginThroughForm } from '../lib/accounts.ts';
import { baseUrl, launchBrowser, screenshot, watchPageErrors } from '../lib/browser.ts';

const VIEWPORT = { width: 1366, height: 860 };
const TABLE = 'Daftar Pegawai';
const PERSON = {
  name: 'Larasati Wulandari',
  nip: '199803142024022001',
  email: 'larasati@sikerja.test',
  position: 'Pengadministrasi Perkantoran',
  superior: 'Budi Santoso',
};
const PASSWORD = 'Awan#Putih2026';

/** Picks `option` in the Mantine select labelled `label`, typing to search references. */
async function choose(page: Page, scope: Locator, label: string, option: string, typed?: string) {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  await box.click();
  if (typed) await box.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

async function tableIdle(page: Page) {
  await page.locator(`table[aria-label="${TABLE}"][aria-busy="false"]`).waitFor();
}

describe('organisation: staff register, position map and approvers', () => {
  let browser: Browser;
  let adminToken: string;

  before(async () => {
    browser = await launchBrowser();
    adminToken = (await loginThroughApi(ADMIN.email)).token;
  });

  after(async () => {
    await browser.close();
  });

  it('registers a person, who sets a password, logs in by NIP and sees their superior', async () => {
    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await loginThroughForm(page, ADMIN.email);

    await page.goto(`${baseUrl()}/admin/master/user`);
    await page.getByRole('heading', { name: 'Data Pegawai' }).waitFor();
    await tableIdle(page);
    await screenshot(page, 'staff-register-light');

    await page.getByRole('button', { name: 'Tambah' }).click();
    const drawer = page.getByRole('dialog', { name: 'Tambah Pegawai' });
    await drawer.getByLabel('Nama lengkap (tanpa gelar)').fill(PERSON.name);
    await choose(page, drawer, 'Jenis pegawai', 'Pegawai Negeri Sipil', 'Negeri');
    // A NIP whose sex digit says male while the form says female is refused on the field.
    await drawer.getByLabel('NIP / nomor pegawai').fill('199803142024021001');
    await choose(page, drawer, 'Jenis kelamin', 'Perempuan');
    await choose(page, drawer, 'Unit kerja', 'AKD Subbagian Akademik', 'Akademik');
    await choose(page, drawer, 'Jabatan', PERSON.position, 'Pengadministrasi');
    await drawer.getByLabel('Email').fill(PERSON.email);
    await drawer.getByRole('button', { name: 'Simpan' }).click();
    await drawer.getByText('Jenis kelamin tidak sesuai dengan NIP').waitFor();
    await screenshot(page, 'staff-register-form-error');
    // Nothing typed is lost: correct the NIP and save.
    await drawer.getByLabel('NIP / nomor pegawai').fill(PERSON.nip);
    await drawer.getByRole('button', { name: 'Simpan' }).click();
    await drawer.waitFor({ state: 'hidden' });

    const search = page.getByRole('searchbox', { name: 'Cari' });
    await search.fill('larasati');
    await search.press('Enter');
    await page.getByText('Showing 1 to 1 of 1 entries').waitFor();
    await tableIdle(page);
    const row = page.getByRole('table', { name: TABLE }).locator('tbody tr').first();
    assert.match((await row.textContent()) ?? '', /Larasati Wulandari.*199803142024022001/);

    // The position put her on the map, under the same superior as her colleagues.
    await page.goto(`${baseUrl()}/admin/master/jabatan/peta`);
    await page.getByText(PERSON.name).first().waitFor();

    // The welcome mail waits in the outbox with a link to set a password.
    const outbox = await callApi<TPaginated<{ to: string; body: string }>>(
      'POST',
      'admin/outbox/list',
      { token: adminToken, body: { search: PERSON.email, per: 10 } },
    );
    const mail = outbox.body.data.find((m) => m.to === PERSON.email);
    const link = /\/reset\?token=[\w-]+/.exec(mail?.body ?? '')?.[0];
    assert.ok(link, 'the outbox holds the link for the new account');
    await context.close();

    const own = await browser.newContext({ viewport: VIEWPORT });
    const person = await own.newPage();
    const personErrors = watchPageErrors(person);
    await person.goto(`${baseUrl()}${link}`);
    await person.getByLabel(/^Password/).fill(PASSWORD);
    await person.getByLabel(/^Konfirmasi Password/).fill(PASSWORD);
    await person.getByRole('button', { name: 'Simpan password' }).click();
    await person.waitForURL('**/login**');
    await loginThroughForm(person, PERSON.nip, { password: PASSWORD, home: '/user' });

    await person.goto(`${baseUrl()}/user/jabatan`);
    await person.getByRole('heading', { name: 'Jabatan Saya' }).waitFor();
    await person.getByText(PERSON.position).first().waitFor();
    const approvers = person.locator('text=Atasan langsung').locator('..');
    await approvers.getByText(PERSON.superior).waitFor();
    await screenshot(person, 'my-position-light');
    assert.deepEqual(personErrors, []);
    await own.close();
    assert.deepEqual(
      errors.filter((e) => !/status of 422/.test(e)),
      [],
    );
  });

  it('makes a Plh the superior for the days it covers', async () => {
    const staff = await callApi<TPaginated<TStaffRow>>('POST', 'admin/master/user/list', {
      token: adminToken,
      body: { search: 'Siti Nurhaliza', per: 10 },
    });
    const siti = staff.body.data[0];
    const positions = await callApi<TPaginated<{ id: number; name: string }>>(
      'POST',
      'admin/master/jabatan/list',
      { token: adminToken, body: { search: 'Analis Kebijakan', per: 10 } },
    );
    const analis = positions.body.data[0];
    assert.ok(siti && analis);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());

    const context = await browser.newContext({ viewport: VIEWPORT, colorScheme: 'dark' });
    const page = await context.newPage();
    await loginThroughForm(page, ADMIN.email);
    await page.goto(`${baseUrl()}/admin/master/jabatan/plt`);
    await page.getByRole('heading', { name: 'Pelaksana Tugas (Plt/Plh)' }).waitFor();
    const created = await callApi<{ data: { id: number } }>('POST', 'admin/master/jabatan/plt', {
      token: adminToken,
      body: {
        user_id: siti.id,
        position_id: analis.id,
        kind: 'plh',
        start_date: today,
        end_date: today,
        decree_number: 'SPRIN-E2E',
      },
    });
    assert.equal(created.status, 201);
    await page.reload();
    await page.getByText('SPRIN-E2E').waitFor();
    await screenshot(page, 'acting-holders-dark');

    const person = await loginThroughApi(PERSON.nip, PASSWORD);
    const mine = await callApi<{
      data: { approvers: { superior: { name: string; acting: string } } };
    }>('GET', 'user/jabatan', { token: person.token });
    assert.equal(mine.body.data.approvers.superior.name, 'Siti Nurhaliza Putri');
    assert.equal(mine.body.data.approvers.superior.acting, 'plh');
    await callApi('DELETE', `admin/master/jabatan/plt/${created.body.data.id}`, {
      token: adminToken,
    });
    await context.close();
  });
});
