/**
 * The attendance-location screen: the generic page with two field kinds of its own config, the
 * multi-reference input (units picked by name, sent as ids) and the map picker (Leaflet runs in
 * jsdom on a 0 × 0 map: the view's centre sits at the container's top-left corner, so a click
 * there reads back the centre and a click 10 px right of it lies east).
 */
import {
  useIndonesianZodMessages as installIndonesianZodMessages,
  type TLokasiAbsensiRow,
} from '@sikerja/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, paginate, stubFetch } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { rowTexts, waitForRows } from '../../test/resource-screen-queries.ts';
import { masterPageLoader } from './masters-pages.ts';

const BASE = '/api/v1/admin/master/lokasiabsensi';
const TABLE = 'Daftar Lokasi Absensi';
const UNITS_BASE = '/api/v1/admin/master/unit_kerja';

let MasterPage: ComponentType;

beforeAll(async () => {
  installIndonesianZodMessages();
  const load = masterPageLoader('admin.master.lokasiabsensi');
  if (!load) throw new Error('no config for admin.master.lokasiabsensi');
  MasterPage = await load();
});

interface Unit {
  id: number;
  code: string;
  name: string;
  is_active: boolean;
}

const UNITS: Unit[] = [
  { id: 1, code: '01', name: 'Direktorat', is_active: true },
  { id: 2, code: '02', name: 'Bagian Umum', is_active: true },
  { id: 3, code: '03', name: 'Bagian Akademik', is_active: true },
  { id: 4, code: '04', name: 'Unit Lama', is_active: false },
];

const namesOf = (ids: readonly number[]) =>
  UNITS.filter((u) => ids.includes(u.id))
    .map((u) => u.name)
    .sort();

/** The location endpoints and the unit master they refer to, over in-test lists. */
function serveLocations() {
  const rows: TLokasiAbsensiRow[] = [
    {
      id: 1,
      name: 'Kampus Utama',
      latitude: -6.2,
      longitude: 106.8,
      radius_m: 150,
      unit_ids: [],
      unit_names: [],
      is_active: true,
    },
    {
      id: 2,
      name: 'Gedung Lama',
      latitude: -6.21,
      longitude: 106.81,
      radius_m: 80,
      unit_ids: [2, 4],
      unit_names: namesOf([2, 4]),
      is_active: true,
    },
  ];
  const api = stubFetch((request) => {
    const path = request.url.pathname;
    const page = Number(request.url.searchParams.get('page') ?? '1');
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (request.method === 'POST' && path === `${UNITS_BASE}/list`) {
      const search = String(body.search ?? '').toLowerCase();
      const units = UNITS.filter(
        (u) =>
          (body.is_active === undefined || u.is_active === body.is_active) &&
          `${u.code} ${u.name}`.toLowerCase().includes(search),
      );
      return jsonResponse(paginate(units, { page, per: Number(body.per), path }));
    }
    if (request.method === 'GET' && path.startsWith(`${UNITS_BASE}/`)) {
      const unit = UNITS.find((u) => u.id === Number(path.split('/').at(-1)));
      return unit ? jsonResponse({ data: unit }) : errorResponse(404, 'Tidak ada', 'NOT_FOUND');
    }
    if (request.method === 'POST' && path === `${BASE}/list`) {
      return jsonResponse(paginate(rows, { page, per: 10, path }));
    }
    const id = Number(path.slice(BASE.length + 1));
    if (request.method === 'GET' && path.startsWith(`${BASE}/`)) {
      const row = rows.find((r) => r.id === id);
      return row ? jsonResponse({ data: row }) : errorResponse(404, 'Tidak ada', 'NOT_FOUND');
    }
    if ((request.method === 'POST' && path === BASE) || request.method === 'PUT') {
      const values = body as Omit<TLokasiAbsensiRow, 'id' | 'unit_names'>;
      const unitIds = [...new Set(values.unit_ids)].sort((a, b) => a - b);
      const row = { ...values, unit_ids: unitIds, unit_names: namesOf(unitIds) };
      if (request.method === 'POST') {
        const created = { ...row, id: rows.length + 1 };
        rows.push(created);
        return jsonResponse({ data: created }, 201);
      }
      const index = rows.findIndex((r) => r.id === id);
      rows[index] = { ...row, id };
      return jsonResponse({ data: rows[index] });
    }
    return errorResponse(404, `Tidak ada ${request.method} ${path}`, 'NOT_FOUND');
  });
  const writes = () =>
    api.requests.filter((r) => r.method !== 'GET' && !r.url.pathname.endsWith('/list'));
  return { ...api, rows, writes };
}

/** Leaflet's container inside the map field, once its lazy chunk has loaded. */
async function mapOf(form: HTMLElement): Promise<HTMLElement> {
  const field = within(form).getByRole('group', { name: 'Titik pada peta' });
  return waitFor(() => {
    const map = field.querySelector<HTMLElement>('.leaflet-container');
    if (!map) throw new Error('the map has not loaded');
    return map;
  });
}

/**
 * The chosen units as the multi-select shows them. Mantine's pills have no role and their
 * remove buttons are aria-hidden (the keyboard removes with Backspace), so they are found by
 * Mantine's class names.
 */
function pillsOf(form: HTMLElement): string[] {
  return Array.from(form.querySelectorAll('.mantine-Pill-label'), (pill) => pill.textContent ?? '');
}

function removeButtonOf(form: HTMLElement, label: string): HTMLElement {
  const pill = Array.from(form.querySelectorAll('.mantine-Pill-root')).find(
    (p) => p.querySelector('.mantine-Pill-label')?.textContent === label,
  );
  const button = pill?.querySelector<HTMLElement>('.mantine-Pill-remove');
  if (!button) throw new Error(`no pill ${label}`);
  return button;
}

const MARKER = 'Titik lokasi (geser untuk memindahkan)';

/** The radius of the drawn circle in pixels, read from its SVG path ('…a21,21 0 1,0 …'). */
function circleRadiusPx(map: HTMLElement): number | null {
  const d = map.querySelector('.leaflet-overlay-pane path')?.getAttribute('d') ?? '';
  const match = /a([\d.]+),/.exec(d);
  return match ? Number(match[1]) : null;
}

describe('master page (lokasiabsensi)', () => {
  it("lists the units' names, or 'Semua unit' when a location serves every unit", async () => {
    serveLocations();
    renderWithApp(<MasterPage />, { route: '/admin/master/lokasiabsensi' });
    await waitForRows('Showing 1 to 2 of 2 entries');
    expect(rowTexts(TABLE, 'Gedung Lama')[5]).toBe('Bagian Umum, Unit Lama');
    expect(rowTexts(TABLE, 'Kampus Utama')[5]).toBe('Semua unit');
  });

  it('creates a location from a point clicked on the map and two units picked by name', async () => {
    const user = userEvent.setup();
    const api = serveLocations();
    renderWithApp(<MasterPage />, { route: '/admin/master/lokasiabsensi' });
    await waitForRows('Showing 1 to 2 of 2 entries');
    await user.click(screen.getByRole('button', { name: 'Tambah' }));
    const form = screen.getByRole('dialog', { name: 'Tambah Lokasi Absensi' });
    await user.type(within(form).getByRole('textbox', { name: 'Nama' }), 'Gedung Simulator');

    // No point yet: no marker, empty fields. A click 10 px east and 20 px south of the centre.
    const map = await mapOf(form);
    expect(within(map).queryByRole('button', { name: MARKER })).toBeNull();
    fireEvent.click(map, { clientX: 10, clientY: 20 });
    const latitude = within(form).getByRole('textbox', { name: /Lintang/ });
    const longitude = within(form).getByRole('textbox', { name: /Bujur/ });
    await waitFor(() => expect(latitude).toHaveProperty('value', '-6,176225'));
    expect(longitude).toHaveProperty('value', '106,827579');
    expect(within(map).getByRole('button', { name: MARKER })).toBeTruthy();
    // The radius field's 100 m, drawn around the point.
    expect(circleRadiusPx(map)).toBeGreaterThan(0);

    // Two units: one from the first options, one found by a search sent to the server.
    const units = within(form).getByRole('combobox', { name: /Unit kerja/ });
    await user.click(units);
    await user.click(await screen.findByRole('option', { name: '03 Bagian Akademik' }));
    await user.type(units, 'umum');
    await waitFor(() =>
      expect(api.requestsTo('unit_kerja/list').at(-1)?.body).toMatchObject({
        search: 'umum',
        is_active: true,
        per: 50,
      }),
    );
    await user.click(await screen.findByRole('option', { name: '02 Bagian Umum' }));
    // An inactive unit is not offered.
    expect(screen.queryByRole('option', { name: '04 Unit Lama' })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));

    await screen.findByText('Lokasi Absensi berhasil disimpan.');
    const [sent] = api.writes();
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toEqual({
      name: 'Gedung Simulator',
      latitude: -6.176225,
      longitude: 106.827579,
      radius_m: 100,
      unit_ids: [3, 2],
      is_active: true,
    });
    await waitForRows('Showing 1 to 3 of 3 entries');
    expect(rowTexts(TABLE, 'Gedung Simulator').slice(1, 6)).toEqual([
      'Gedung Simulator',
      '-6.176225',
      '106.827579',
      '100',
      'Bagian Akademik, Bagian Umum',
    ]);
  });

  it('moves the map to a typed point and redraws the circle with the radius', async () => {
    const user = userEvent.setup();
    serveLocations();
    renderWithApp(<MasterPage />, { route: '/admin/master/lokasiabsensi' });
    await waitForRows('Showing 1 to 2 of 2 entries');
    await user.click(screen.getByRole('button', { name: 'Tambah' }));
    const form = screen.getByRole('dialog', { name: 'Tambah Lokasi Absensi' });
    const map = await mapOf(form);
    const latitude = within(form).getByRole('textbox', { name: /Lintang/ });
    const longitude = within(form).getByRole('textbox', { name: /Bujur/ });

    // Only one of the two: still no point.
    // Typed key by key: the minus must survive the moment it alone is the input's text.
    await user.type(latitude, '-7,25');
    expect(within(map).queryByRole('button', { name: MARKER })).toBeNull();
    await user.type(longitude, '112,75');
    await within(map).findByRole('button', { name: MARKER });
    const small = circleRadiusPx(map);
    expect(small).toBeGreaterThan(0);

    expect(latitude).toHaveProperty('value', '-7,25');
    // The map followed: its centre (the container's corner) is now the typed point, to the
    // pixel (about 5 m at this zoom).
    fireEvent.click(map, { clientX: 0, clientY: 0 });
    const read = (input: HTMLElement) =>
      Number((input as HTMLInputElement).value.replace(',', '.'));
    await waitFor(() => expect(read(latitude)).not.toBe(-7.25));
    expect(read(latitude)).toBeCloseTo(-7.25, 4);
    expect(read(longitude)).toBeCloseTo(112.75, 4);

    // Twice the radius, twice the circle; an emptied radius draws none.
    const radius = within(form).getByRole('textbox', { name: /Radius/ });
    await user.clear(radius);
    await user.type(radius, '200');
    await waitFor(() => expect(circleRadiusPx(map)).toBeCloseTo(2 * (small ?? 0), 0));
    await user.clear(radius);
    await waitFor(() => expect(circleRadiusPx(map)).toBeNull());
  });

  it('edits a location: stored units show by name (an inactive one too) and the rest is sent', async () => {
    const user = userEvent.setup();
    const api = serveLocations();
    renderWithApp(<MasterPage />, { route: '/admin/master/lokasiabsensi' });
    await waitForRows('Showing 1 to 2 of 2 entries');
    await user.click(screen.getByRole('button', { name: 'Ubah Gedung Lama' }));
    const form = screen.getByRole('dialog', { name: 'Ubah Lokasi Absensi' });
    // 'Unit Lama' is inactive, so no options page holds it: its label comes from GET :id.
    await waitFor(() => expect(pillsOf(form)).toEqual(['02 Bagian Umum', '04 Unit Lama']));
    expect(api.requestsTo('unit_kerja/4').map((r) => r.method)).toEqual(['GET']);
    // The stored point is on the map.
    const map = await mapOf(form);
    await within(map).findByRole('button', { name: MARKER });

    await user.click(removeButtonOf(form, '02 Bagian Umum'));
    await waitFor(() => expect(pillsOf(form)).toEqual(['04 Unit Lama']));
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));
    await screen.findByText('Lokasi Absensi berhasil disimpan.');
    const [sent] = api.writes();
    expect(sent?.method).toBe('PUT');
    expect(sent?.url.pathname).toBe(`${BASE}/2`);
    expect(sent?.body).toMatchObject({ name: 'Gedung Lama', latitude: -6.21, unit_ids: [4] });
    await waitFor(() => expect(rowTexts(TABLE, 'Gedung Lama')[5]).toBe('Unit Lama'));
  });
});
