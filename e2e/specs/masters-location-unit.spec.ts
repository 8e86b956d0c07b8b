/**
 * Two master screens with field kinds and views of their own, against the real API:
 * - /admin/master/lokasiabsensi: a location created by clicking the map (and dragging its
 *   marker), with two work units picked by name, listed with the units' names. This network
 *   has no internet, so the map first runs without tiles, as it would on a closed campus
 *   network; then tiles are served in place of OpenStreetMap's, and the page must show them
 *   without a Content-Security-Policy complaint.
 * - /admin/master/unit_kerja: the 'Struktur' view, a child unit under its parent, and a unit's
 *   name opening its form.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { crc32, deflateSync } from 'node:zlib';
import {
  MAP_TILE_ORIGIN,
  type TLokasiAbsensiRow,
  type TPaginated,
  type TUnitKerjaRow,
} from '@sikerja/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { ADMIN, callApi, loginThroughApi } from '../lib/accounts.ts';
import {
  baseUrl,
  launchBrowser,
  screenshot,
  useDarkTheme,
  watchPageErrors,
} from '../lib/browser.ts';

const VIEWPORT = { width: 1366, height: 900 };
const LOCATIONS = 'admin/master/lokasiabsensi';
const UNITS = 'admin/master/unit_kerja';
const LOCATION_NAME = 'Gedung Simulator Uji Peta';

/** One PNG chunk: length, type, data, CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A 256 px map tile: OpenStreetMap's land colour with a darker edge, so the served tiles show
 * as a grid in the screenshots. Written by hand: no image library for one test picture.
 */
function fakeTile(): Buffer {
  const size = 256;
  const raw = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y += 1) {
    const row = y * (size * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < size; x += 1) {
      const edge = x === 0 || y === 0;
      const [r, g, b] = edge ? [214, 208, 196] : [242, 239, 233];
      raw.set([r, g, b], row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

async function listAll<T>(token: string, path: string, body: object): Promise<T[]> {
  const { status, body: page } = await callApi<TPaginated<T>>('POST', `${path}/list`, {
    token,
    body: { per: 100, ...body },
  });
  assert.equal(status, 200, `POST ${path}/list answered ${status}`);
  return page.data;
}

async function findLocation(token: string): Promise<TLokasiAbsensiRow | undefined> {
  const rows = await listAll<TLokasiAbsensiRow>(token, LOCATIONS, { search: LOCATION_NAME });
  return rows.find((row) => row.name === LOCATION_NAME);
}

/** A number input's value as a number ('-6,175392' → -6.175392), or null when empty. */
async function numberIn(input: Locator): Promise<number | null> {
  const text = await input.inputValue();
  return text === '' ? null : Number(text.replace(/\./g, '').replace(',', '.'));
}

/** Polls `check` (the screen changes after Leaflet's own events, not a request). */
async function waitUntil(check: () => Promise<boolean>, message: string) {
  for (let i = 0; i < 50; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(message);
}

/** The table has settled: no request in flight, no 'Processing' overlay. */
async function tableIdle(page: Page, label: string) {
  await page.locator(`table[aria-label="${label}"][aria-busy="false"]`).waitFor();
}

/**
 * screenshot() takes the full page, but the drawer is fixed to the viewport: stretch the
 * viewport over the drawer's content first so it shows whole.
 */
async function drawerScreenshot(page: Page, drawer: Locator, name: string) {
  const height = await drawer
    .locator('.mantine-Drawer-body')
    .evaluate((body) => body.scrollHeight + 80);
  await page.setViewportSize({ width: VIEWPORT.width, height: Math.max(height, VIEWPORT.height) });
  await screenshot(page, name);
  await page.setViewportSize(VIEWPORT);
}

describe('master screens: attendance location map and unit tree', () => {
  let browser: Browser;
  let token: string;
  let units: TUnitKerjaRow[];

  before(async () => {
    browser = await launchBrowser();
    token = (await loginThroughApi(ADMIN.email)).token;
    units = await listAll<TUnitKerjaRow>(token, UNITS, { is_active: true });
    assert.ok(units.length >= 3, 'the demo data has work units');
    assert.equal(await findLocation(token), undefined, 'the test location must not exist yet');
  });

  after(async () => {
    const left = await findLocation(token);
    if (left) await callApi('DELETE', `${LOCATIONS}/${left.id}`, { token });
    await browser.close();
  });

  async function openScreen(path: string, tiles: 'none' | 'served') {
    const page = await browser.newPage({ viewport: VIEWPORT });
    const errors = watchPageErrors(page);
    let tileRequests = 0;
    // Never the real tile server from a test; either a refused request or a local picture.
    await page.route(`${MAP_TILE_ORIGIN}/**`, async (route) => {
      tileRequests += 1;
      if (tiles === 'none') await route.abort('internetdisconnected');
      else await route.fulfill({ status: 200, contentType: 'image/png', body: fakeTile() });
    });
    await page.goto(`${baseUrl()}/?token=${encodeURIComponent(token)}`);
    await page.getByTestId('sub-header').waitFor();
    await page.goto(`${baseUrl()}${path}`);
    return { page, errors, tileRequests: () => tileRequests };
  }

  it('creates a location by clicking the map, with two units, offline', async () => {
    const { page, errors, tileRequests } = await openScreen(`/${LOCATIONS}`, 'none');
    const table = 'Daftar Lokasi Absensi';
    await tableIdle(page, table);
    await page.getByRole('button', { name: 'Tambah', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Tambah Lokasi Absensi' });
    await drawer.getByRole('textbox', { name: 'Nama' }).fill(LOCATION_NAME);

    // The map loads with the form, grey without tiles, and takes a click.
    const map = drawer
      .getByRole('group', { name: 'Titik pada peta' })
      .locator('.leaflet-container');
    await map.waitFor();
    const latitude = drawer.getByRole('textbox', { name: /Lintang/ });
    const longitude = drawer.getByRole('textbox', { name: /Bujur/ });
    assert.equal(await latitude.inputValue(), '');
    const marker = drawer.getByRole('button', { name: 'Titik lokasi (geser untuk memindahkan)' });
    assert.equal(await marker.count(), 0, 'no marker before a point is chosen');
    const box = await map.boundingBox();
    assert.ok(box, 'the map has a size');
    await map.click({ position: { x: box.width / 2 + 60, y: box.height / 2 - 40 } });
    await marker.waitFor();
    const clicked = { lat: await numberIn(latitude), lng: await numberIn(longitude) };
    // North-east of where the map opened (Monas, Jakarta), a few hundred metres away.
    assert.ok(
      clicked.lat !== null && clicked.lat > -6.175392 && clicked.lat < -6.16,
      `${clicked.lat}`,
    );
    assert.ok(
      clicked.lng !== null && clicked.lng > 106.827153 && clicked.lng < 106.84,
      `${clicked.lng}`,
    );
    // The radius (100 m by default) is drawn round the point; 250 m draws a larger circle.
    const circle = map.locator('.leaflet-overlay-pane path');
    await circle.waitFor();
    const smallWidth = (await circle.boundingBox())?.width ?? 0;
    await drawer.getByRole('textbox', { name: /Radius/ }).fill('250');
    await waitUntil(
      async () => ((await circle.boundingBox())?.width ?? 0) > smallWidth * 2,
      'the circle did not grow with the radius',
    );

    // Dragging the marker moves the point west.
    const pin = await marker.boundingBox();
    assert.ok(pin, 'the marker shows');
    await page.mouse.move(pin.x + pin.width / 2, pin.y + pin.height / 2);
    await page.mouse.down();
    await page.mouse.move(pin.x + pin.width / 2 - 80, pin.y + pin.height / 2, { steps: 8 });
    await page.mouse.up();
    await waitUntil(
      async () => (await numberIn(longitude)) !== clicked.lng,
      'dragging the marker did not change the longitude',
    );
    const dragged = await numberIn(longitude);
    assert.ok(dragged !== null && clicked.lng !== null && dragged < clicked.lng, `${dragged}`);
    // A sideways drag keeps the latitude, to the marker's pixel (a few metres).
    const draggedLat = (await numberIn(latitude)) ?? 0;
    assert.ok(Math.abs(draggedLat - (clicked.lat ?? 0)) < 0.0001, `${draggedLat}`);

    // Two units, picked by typing part of their names.
    const [first, second] = units.filter((u) => u.parent_id !== null);
    assert.ok(first && second, 'two sub-units to pick');
    const picker = drawer.getByRole('combobox', { name: /Unit kerja/ });
    for (const unit of [first, second]) {
      await picker.click();
      await picker.fill(unit.name);
      await page.getByRole('option', { name: `${unit.code} ${unit.name}`, exact: true }).click();
    }
    // Close the dropdown without Escape, which would close the drawer too.
    await drawer.getByRole('heading', { name: 'Tambah Lokasi Absensi' }).click();
    await drawerScreenshot(page, drawer, 'masters-location-form-light');

    await drawer.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Lokasi Absensi berhasil disimpan.').waitFor();
    await drawer.waitFor({ state: 'detached' });
    const saved = await findLocation(token);
    assert.ok(saved, 'the location is stored');
    assert.deepEqual(
      { ...saved, id: 0 },
      {
        id: 0,
        name: LOCATION_NAME,
        latitude: draggedLat,
        longitude: dragged,
        radius_m: 250,
        unit_ids: [first.id, second.id].sort((a, b) => a - b),
        unit_names: saved.unit_names,
        is_active: true,
      },
    );
    assert.deepEqual([...saved.unit_names].sort(), [first.name, second.name].sort());

    // The list names the units.
    const search = page.getByRole('searchbox', { name: 'Cari' });
    await search.fill('Uji Peta');
    await search.press('Enter');
    await page.getByText('Showing 1 to 1 of 1 entries').waitFor();
    await tableIdle(page, table);
    await page
      .getByRole('table', { name: table })
      .getByRole('cell', { name: saved.unit_names.join(', '), exact: true })
      .waitFor();
    await screenshot(page, 'masters-location-list-light');
    assert.ok(tileRequests() > 0, 'the map asked for tiles');
    // Only the refused tiles may have complained.
    const unexpected = errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e));
    assert.deepEqual(unexpected, []);
    await page.close();
  });

  it('draws the tiles it is given, which the security policy allows, in the dark theme', async () => {
    const { page, errors } = await openScreen(`/${LOCATIONS}`, 'served');
    await useDarkTheme(page);
    await page.reload();
    await tableIdle(page, 'Daftar Lokasi Absensi');
    const row = await findLocation(token);
    assert.ok(row, 'the first test stored the location');
    await page.getByRole('button', { name: `Ubah ${LOCATION_NAME}`, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Ubah Lokasi Absensi' });
    const map = drawer
      .getByRole('group', { name: 'Titik pada peta' })
      .locator('.leaflet-container');
    await map.locator('img.leaflet-tile-loaded').first().waitFor();
    // The stored point and its units are shown as stored.
    await drawer.getByRole('button', { name: 'Titik lokasi (geser untuk memindahkan)' }).waitFor();
    assert.equal(await numberIn(drawer.getByRole('textbox', { name: /Lintang/ })), row.latitude);
    for (const name of row.unit_names) {
      await drawer.locator('.mantine-Pill-label', { hasText: name }).first().waitFor();
    }
    await drawerScreenshot(page, drawer, 'masters-location-form-dark');
    await drawer.getByRole('button', { name: 'Batal' }).click();
    await drawer.waitFor({ state: 'detached' });
    await screenshot(page, 'masters-location-list-dark');
    // A tile refused by the Content-Security-Policy would be reported here.
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('shows the units as a tree and opens a unit from it', async () => {
    const child = units.find(
      (u) => u.parent_id !== null && units.some((p) => p.id === u.parent_id),
    );
    const parent = units.find((u) => u.id === child?.parent_id);
    assert.ok(child && parent, 'the demo data has a unit with a parent');
    for (const theme of ['light', 'dark'] as const) {
      const { page, errors } = await openScreen(`/${UNITS}`, 'none');
      if (theme === 'dark') {
        await useDarkTheme(page);
        await page.reload();
      }
      await tableIdle(page, 'Daftar Unit Kerja');
      await page.getByText('Struktur', { exact: true }).click();
      const tree = page.getByRole('tree');
      await tree.waitFor();
      assert.ok(new URL(page.url()).searchParams.get('view') === 'struktur');
      const parentItem = tree
        .getByRole('treeitem')
        .filter({
          has: page.getByRole('button', {
            name: `Ubah ${parent.code} ${parent.name}`,
            exact: true,
          }),
        })
        .last();
      const childName = `${child.code} ${child.name}`;
      await parentItem
        .getByRole('group')
        .first()
        .getByRole('button', { name: `Ubah ${childName}`, exact: true })
        .waitFor();
      if (child.head_name) {
        await tree.getByText(`Kepala: ${child.head_name}`).first().waitFor();
      }
      // The switch's indicator slides for 200 ms; shoot once it has settled.
      await page.waitForTimeout(400);
      await screenshot(page, `masters-unit-tree-${theme}`);
      await page.getByRole('button', { name: `Ubah ${childName}`, exact: true }).click();
      const drawer = page.getByRole('dialog', { name: 'Ubah Unit Kerja' });
      const name = drawer.getByRole('textbox', { name: 'Nama unit' });
      await name.waitFor();
      assert.equal(await name.inputValue(), child.name);
      await drawer.getByRole('button', { name: 'Batal' }).click();
      assert.deepEqual(errors, []);
      await page.close();
    }
  });
});
