/**
 * The working-day calendar (/admin/harikerja) against the real API and the seeded 2026 days:
 * 17 Agustus 2026 'Kemerdekaan' in the list and in the August month view; a unit's day off
 * added from the month view, shown there, then removed from the list with its confirmation.
 * Screenshots light and dark.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  MONTH_NAMES,
  type THariKerjaRow,
  type TPaginated,
  type TUnitKerjaRow,
} from '@sikerja/contracts';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, callApi, loginThroughApi } from '../lib/accounts.ts';
import {
  baseUrl,
  launchBrowser,
  screenshot,
  useDarkTheme,
  watchPageErrors,
} from '../lib/browser.ts';

const VIEWPORT = { width: 1366, height: 900 };
const PATH = 'admin/harikerja';
const DAY_OFF = 'Libur kampus uji e2e';

async function listAll<T>(token: string, path: string, body: object): Promise<T[]> {
  const { status, body: page } = await callApi<TPaginated<T>>('POST', `${path}/list`, {
    token,
    body: { per: 100, ...body },
  });
  assert.equal(status, 200, `POST ${path}/list answered ${status}`);
  return page.data;
}

const findDayOff = async (token: string) =>
  (await listAll<THariKerjaRow>(token, PATH, { search: DAY_OFF })).find((r) => r.name === DAY_OFF);

async function tableIdle(page: Page, label: string) {
  await page.locator(`table[aria-label="${label}"][aria-busy="false"]`).waitFor();
}

describe('working-day calendar', () => {
  let browser: Browser;
  let token: string;
  let unit: TUnitKerjaRow;

  before(async () => {
    browser = await launchBrowser();
    token = (await loginThroughApi(ADMIN.email)).token;
    const units = await listAll<TUnitKerjaRow>(token, 'admin/master/unit_kerja', {
      is_active: true,
    });
    const child = units.find((u) => u.parent_id !== null);
    assert.ok(child, 'the demo data has a sub-unit');
    unit = child;
    assert.equal(await findDayOff(token), undefined, 'the test day off must not exist yet');
  });

  after(async () => {
    const left = await findDayOff(token);
    if (left) await callApi('DELETE', `${PATH}/${left.id}`, { token });
    await browser.close();
  });

  it('shows Kemerdekaan, adds a unit day off from the month view, and removes it', async () => {
    const page = await browser.newPage({ viewport: VIEWPORT });
    const errors = watchPageErrors(page);
    await page.goto(`${baseUrl()}/?token=${encodeURIComponent(token)}`);
    await page.getByTestId('sub-header').waitFor();

    // The page opens on this month's calendar.
    await page.goto(`${baseUrl()}/${PATH}`);
    const now = new Date();
    await page
      .getByText(`hari kerja pada ${MONTH_NAMES[now.getMonth()]} ${now.getFullYear()}`)
      .waitFor();

    // The list, filtered to August 2026.
    await page.goto(`${baseUrl()}/${PATH}?view=tabel&year=2026&month=8`);
    const table = 'Daftar Hari Kerja';
    await tableIdle(page, table);
    const list = page.getByRole('table', { name: table });
    await list.getByRole('cell', { name: 'Kemerdekaan', exact: true }).waitFor();
    await list.getByRole('cell', { name: '17 Agustus 2026' }).first().waitFor();
    await screenshot(page, 'calendar-list-light');

    // The month view of August 2026.
    await page
      .locator('.mantine-SegmentedControl-root')
      .getByText('Kalender', { exact: true })
      .click();
    // The calendar is the default view: no view in the URL.
    await page.waitForURL((url) => !url.searchParams.has('view'));
    await page.goto(`${baseUrl()}/${PATH}?bulan=2026-08`);
    const kemerdekaan = page.getByRole('button', { name: '17 Agustus 2026: Kemerdekaan' });
    await kemerdekaan.waitFor();
    assert.equal(await kemerdekaan.getAttribute('data-reason'), 'libur_nasional');
    await page.getByText('19 hari kerja pada Agustus 2026').waitFor();

    // Choose the unit, then add its day off on Wednesday 19 August.
    const unitFilter = page.getByRole('combobox', { name: 'Unit kerja' });
    await unitFilter.click();
    await unitFilter.fill(unit.name);
    await page.getByRole('option', { name: `${unit.code} ${unit.name}`, exact: true }).click();
    await page.waitForURL(/unit_id=/);
    await page.getByRole('button', { name: '19 Agustus 2026: Hari kerja' }).click();
    const drawer = page.getByRole('dialog', { name: 'Tambah Hari Kerja' });
    await drawer.getByRole('textbox', { name: /Nama \/ alasan/ }).fill(DAY_OFF);
    await drawer.getByRole('textbox', { name: /Dasar hukum/ }).fill('SK Direktur uji');
    await drawer.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Hari libur / hari kerja berhasil disimpan.').waitFor();
    await drawer.waitFor({ state: 'detached' });
    const dayOff = page.getByRole('button', { name: `19 Agustus 2026: ${DAY_OFF}` });
    await dayOff.waitFor();
    assert.equal(await dayOff.getAttribute('data-reason'), 'libur_unit');
    await page.getByText('18 hari kerja pada Agustus 2026 untuk unit ini').waitFor();
    const saved = await findDayOff(token);
    assert.ok(saved, 'the day off is stored');
    assert.deepEqual(
      { date: saved.date, kind: saved.kind, unit_id: saved.unit_id },
      { date: '2026-08-19', kind: 'libur_unit', unit_id: unit.id },
    );
    await page.mouse.move(0, 0);
    await screenshot(page, 'calendar-month-light');

    await useDarkTheme(page);
    await page.reload();
    await dayOff.waitFor();
    await page.mouse.move(0, 0);
    await screenshot(page, 'calendar-month-dark');

    // Remove it from the list (the unit filter stays), with the confirmation.
    await page
      .locator('.mantine-SegmentedControl-root')
      .getByText('Tabel', { exact: true })
      .click();
    await tableIdle(page, table);
    await list.getByRole('cell', { name: DAY_OFF, exact: true }).waitFor();
    await screenshot(page, 'calendar-list-dark');
    await list.getByRole('button', { name: `Hapus ${DAY_OFF} (2026-08-19)` }).click();
    const confirm = page.getByRole('dialog', { name: 'Hapus Hari Kerja?' });
    await confirm.getByRole('button', { name: 'Hapus' }).click();
    await page.getByText('Hari kerja berhasil dihapus.').waitFor();
    await list.getByRole('cell', { name: DAY_OFF, exact: true }).waitFor({ state: 'detached' });
    assert.equal(await findDayOff(token), undefined, 'the day off is gone');

    assert.deepEqual(errors, []);
    await page.close();
  });
});
