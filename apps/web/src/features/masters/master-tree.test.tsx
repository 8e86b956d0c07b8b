/**
 * The 'Struktur' view of the generic resource page, with the unit_kerja config (`tree`): every
 * unit read through the list endpoint 100 a page, nested under its parent with its head, and a
 * unit's name opening its form. Only fetch is replaced.
 */
import {
  useIndonesianZodMessages as installIndonesianZodMessages,
  type TUnitKerjaRow,
} from '@sikerja/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, paginate, stubFetch } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { masterPageLoader } from './masters-pages.ts';

const BASE = '/api/v1/admin/master/unit_kerja';

let MasterPage: ComponentType;

beforeAll(async () => {
  installIndonesianZodMessages();
  const load = masterPageLoader('admin.master.unit_kerja');
  if (!load) throw new Error('no config for admin.master.unit_kerja');
  MasterPage = await load();
});

function unit(
  id: number,
  code: string,
  name: string,
  parent: TUnitKerjaRow | null,
  head: string | null = null,
  isActive = true,
): TUnitKerjaRow {
  return {
    id,
    code,
    name,
    parent_id: parent?.id ?? null,
    parent_name: parent?.name ?? null,
    head_user_id: head ? id + 1000 : null,
    head_name: head,
    time_zone: null,
    is_active: isActive,
  };
}

/** Five named units and 100 study groups under Bagian Akademik: two pages of 100. */
function seedUnits(): TUnitKerjaRow[] {
  const direktorat = unit(1, '01', 'Direktorat', null, 'Dr. Sari Wulandari');
  const umum = unit(2, '02', 'Bagian Umum', direktorat, 'Budi Santoso');
  const akademik = unit(4, '04', 'Bagian Akademik', direktorat, 'Rina Kartika');
  const rows = [
    direktorat,
    umum,
    unit(3, '03', 'Subbagian Keuangan', umum),
    akademik,
    unit(5, '05', 'Unit Lama', null, null, false),
  ];
  for (let i = 1; i <= 100; i += 1) {
    rows.push(unit(100 + i, `Z${String(i).padStart(3, '0')}`, `Kelompok ${i}`, akademik));
  }
  return rows;
}

function serveUnits() {
  const rows = seedUnits();
  return stubFetch((request) => {
    const path = request.url.pathname;
    const page = Number(request.url.searchParams.get('page') ?? '1');
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (request.method === 'POST' && path === `${BASE}/list`) {
      const search = String(body.search ?? '').toLowerCase();
      const found = rows.filter(
        (r) =>
          (body.is_active === undefined || r.is_active === body.is_active) &&
          `${r.code} ${r.name}`.toLowerCase().includes(search),
      );
      return jsonResponse(paginate(found, { page, per: Number(body.per), path }));
    }
    if (request.method === 'GET' && path.startsWith(`${BASE}/`)) {
      const row = rows.find((r) => r.id === Number(path.slice(BASE.length + 1)));
      return row ? jsonResponse({ data: row }) : errorResponse(404, 'Tidak ada', 'NOT_FOUND');
    }
    if (request.method === 'POST' && path === '/api/v1/admin/master/user/list') {
      return jsonResponse(paginate([], { page, per: Number(body.per), path }));
    }
    return errorResponse(404, `Tidak ada ${request.method} ${path}`, 'NOT_FOUND');
  });
}

/** The tree item whose name button is `label`. */
function item(label: string): HTMLElement {
  const button = screen.getByRole('button', { name: `Ubah ${label}` });
  const found = button.closest<HTMLElement>('[role="treeitem"]');
  if (!found) throw new Error(`${label} is not in a tree item`);
  return found;
}

/** The names directly under `label`, in order. */
function childrenOf(label: string): string[] {
  const group = within(item(label)).queryAllByRole('group')[0];
  if (!group) return [];
  return Array.from(group.children)
    .filter((child) => child.getAttribute('role') === 'treeitem')
    .map((child) => child.querySelector('button[aria-label^="Ubah "]')?.textContent ?? '');
}

async function openTree(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText('Showing 1 to 10 of 105 entries');
  await user.click(screen.getByRole('radio', { name: 'Struktur' }));
  await screen.findByRole('tree');
  await screen.findByRole('button', { name: 'Ubah 01 Direktorat' });
}

describe('master page tree view (unit_kerja)', () => {
  it('nests every unit under its parent, reading all pages of the list', async () => {
    const user = userEvent.setup();
    const api = serveUnits();
    const { location } = renderWithApp(<MasterPage />, { route: '/admin/master/unit_kerja' });
    await openTree(user);
    expect(location().searchParams.get('view')).toBe('struktur');
    // The table is gone; the tree asked for both pages at the list's largest size.
    expect(screen.queryByRole('table', { name: 'Daftar Unit Kerja' })).toBeNull();
    // (StrictMode mounts twice, which may abort and repeat the first page: pages, not requests.)
    const treeLists = api
      .requestsTo('unit_kerja/list')
      .filter((r) => (r.body as { per?: number }).per === 100);
    expect(new Set(treeLists.map((r) => r.url.searchParams.get('page')))).toEqual(
      new Set(['1', '2']),
    );

    const roots = Array.from(screen.getByRole('tree').children).map(
      (child) => child.querySelector('button[aria-label^="Ubah "]')?.textContent,
    );
    expect(roots).toEqual(['01 Direktorat', '05 Unit Lama']);
    expect(childrenOf('01 Direktorat')).toEqual(['02 Bagian Umum', '04 Bagian Akademik']);
    expect(childrenOf('02 Bagian Umum')).toEqual(['03 Subbagian Keuangan']);
    // The last unit came on page 2 and still sits under its parent.
    const groups = childrenOf('04 Bagian Akademik');
    expect(groups).toHaveLength(100);
    expect(groups.at(-1)).toBe('Z100 Kelompok 100');
    // Each unit's head, or that it has none; an inactive unit says so.
    expect(within(item('02 Bagian Umum')).getByText('Kepala: Budi Santoso')).toBeTruthy();
    expect(
      within(item('03 Subbagian Keuangan')).getByText('Kepala unit belum ditetapkan'),
    ).toBeTruthy();
    expect(within(item('05 Unit Lama')).getByText('Nonaktif')).toBeTruthy();
  });

  it('folds and unfolds a branch', async () => {
    const user = userEvent.setup();
    serveUnits();
    renderWithApp(<MasterPage />, { route: '/admin/master/unit_kerja' });
    await openTree(user);
    await user.click(screen.getByRole('button', { name: 'Tutup 02 Bagian Umum' }));
    expect(screen.queryByRole('button', { name: 'Ubah 03 Subbagian Keuangan' })).toBeNull();
    expect(item('02 Bagian Umum').getAttribute('aria-expanded')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Buka 02 Bagian Umum' }));
    expect(childrenOf('02 Bagian Umum')).toEqual(['03 Subbagian Keuangan']);
    await user.click(screen.getByRole('button', { name: 'Tutup semua' }));
    expect(screen.queryByRole('button', { name: 'Ubah 02 Bagian Umum' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Buka semua' }));
    expect(childrenOf('02 Bagian Umum')).toEqual(['03 Subbagian Keuangan']);
  });

  it("opens a unit's form from its name in the tree", async () => {
    const user = userEvent.setup();
    serveUnits();
    renderWithApp(<MasterPage />, { route: '/admin/master/unit_kerja?view=struktur' });
    await screen.findByRole('button', { name: 'Ubah 02 Bagian Umum' });
    expect(screen.getByRole('radio', { name: 'Struktur' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('button', { name: 'Ubah 02 Bagian Umum' }));
    const form = screen.getByRole('dialog', { name: 'Ubah Unit Kerja' });
    const name = await within(form).findByRole('textbox', { name: 'Nama unit' });
    expect(name).toHaveProperty('value', 'Bagian Umum');
    expect(within(form).getByRole('textbox', { name: 'Kode' })).toHaveProperty('value', '02');
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: /Unit induk/ })).toHaveProperty(
        'value',
        '01 Direktorat',
      ),
    );
    // Back to the table.
    await user.click(screen.getByRole('button', { name: 'Batal' }));
    await user.click(screen.getByRole('radio', { name: 'Tabel' }));
    await screen.findByRole('table', { name: 'Daftar Unit Kerja' });
  });
});
