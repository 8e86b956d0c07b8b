/**
 * The generic resource page with the pangkat config (CONVENTIONS 23). Only fetch is replaced: a
 * fake of the master's endpoints keeps the rows in the test, so the table, the form's contract
 * checks, the server's field errors and the delete answer all run through the real client.
 */
import {
  useIndonesianZodMessages as installIndonesianZodMessages,
  type TPangkatRow,
} from '@sikerja/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  errorResponse,
  jsonResponse,
  paginate,
  type SentRequest,
  stubFetch,
} from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { errorOf, rowTexts, waitForRows } from '../../test/resource-screen-queries.ts';
import { masterPageLoader } from './masters-pages.ts';

const SCREEN = '/admin/master/pangkat';
const BASE = '/api/v1/admin/master/pangkat';
const TABLE = 'Daftar Pangkat';

let MasterPage: ComponentType;

beforeAll(async () => {
  // The app installs the Indonesian messages in main.tsx; the form must say 'Wajib diisi' here too.
  installIndonesianZodMessages();
  // Loaded the way the route table loads it: the config found by the route's name.
  const load = masterPageLoader('admin.master.pangkat');
  if (!load) throw new Error('no config for admin.master.pangkat');
  MasterPage = await load();
});

function seedRows(): TPangkatRow[] {
  return [
    {
      id: 1,
      kind: 'pns',
      code: 'III/a',
      name: 'Penata Muda',
      pns_group: 'III',
      sort_order: 9,
      is_active: true,
    },
    {
      id: 2,
      kind: 'pppk',
      code: 'IX',
      name: 'PPPK Golongan IX',
      pns_group: 'III',
      sort_order: 1200,
      is_active: false,
    },
  ];
}

interface Overrides {
  /** Answers a create or update instead of storing it. */
  write?: (request: SentRequest) => Response | undefined;
  /** The delete's answer. */
  remove?: (id: number) => Response;
}

/** The master's endpoints over an in-test list, as the resource factory answers them. */
function serveRanks(overrides: Overrides = {}) {
  const rows = seedRows();
  const api = stubFetch((request) => {
    const path = request.url.pathname;
    const id = Number(path.slice(BASE.length + 1));
    if (request.method === 'POST' && path === `${BASE}/list`) {
      const page = Number(request.url.searchParams.get('page') ?? '1');
      return jsonResponse(paginate(rows, { page, per: 10, path: `${BASE}/list` }));
    }
    if (request.method === 'GET' && path.startsWith(`${BASE}/`)) {
      const row = rows.find((r) => r.id === id);
      return row
        ? jsonResponse({ data: row })
        : errorResponse(404, 'Pangkat tidak ditemukan.', 'NOT_FOUND');
    }
    if ((request.method === 'POST' && path === BASE) || request.method === 'PUT') {
      const answer = overrides.write?.(request);
      if (answer) return answer;
      const values = request.body as Omit<TPangkatRow, 'id'>;
      if (request.method === 'POST') {
        const row = { ...values, id: rows.length + 1 };
        rows.push(row);
        return jsonResponse({ data: row }, 201);
      }
      const index = rows.findIndex((r) => r.id === id);
      rows[index] = { ...values, id };
      return jsonResponse({ data: rows[index] });
    }
    if (request.method === 'DELETE') {
      return (
        overrides.remove?.(id) ??
        jsonResponse({ data: { message: 'Pangkat berhasil dihapus.', deactivated: false } })
      );
    }
    return errorResponse(404, `Tidak ada ${request.method} ${path}`, 'NOT_FOUND');
  });
  const writes = () =>
    api.requests.filter((r) => r.method !== 'GET' && !r.url.pathname.endsWith('/list'));
  return { ...api, rows, writes, lists: () => api.requestsTo('admin/master/pangkat/list') };
}

function renderPage() {
  return renderWithApp(<MasterPage />, { route: SCREEN });
}

function drawer(title: string) {
  return screen.getByRole('dialog', { name: title });
}

async function openCreate(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Tambah' }));
  return drawer('Tambah Pangkat');
}

describe('master page (pangkat)', () => {
  it('lists the rows with their cells formatted', async () => {
    const api = serveRanks();
    renderPage();
    await waitForRows('Showing 1 to 2 of 2 entries');
    expect(rowTexts(TABLE, 'III/a').slice(0, 7)).toEqual([
      '1',
      'III/a',
      'Penata Muda',
      'PNS',
      'III',
      '9',
      'Aktif',
    ]);
    // Coded kind as its label, a thousand separator, and the inactive badge.
    expect(rowTexts(TABLE, 'IX').slice(0, 7)).toEqual([
      '2',
      'IX',
      'PPPK Golongan IX',
      'PPPK',
      'III',
      '1.200',
      'Nonaktif',
    ]);
    expect(api.lists()[0]?.body).toMatchObject({ per: 10, search: '' });
    // Sortable columns are buttons; the others are plain headers.
    const table = screen.getByRole('table', { name: TABLE });
    expect(within(table).getByRole('button', { name: 'Golongan' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Setara Gol. PNS' })).toBeNull();
  });

  it("opens an empty form with the config's defaults on 'Tambah'", async () => {
    const user = userEvent.setup();
    serveRanks();
    renderPage();
    await waitForRows('Showing 1 to 2 of 2 entries');
    const form = await openCreate(user);
    expect(within(form).getByRole('combobox', { name: 'Jenis' })).toHaveProperty('value', 'PNS');
    expect(within(form).getByRole('textbox', { name: 'Golongan' })).toHaveProperty('value', '');
    expect(within(form).getByRole('combobox', { name: /Setara golongan PNS/ })).toHaveProperty(
      'value',
      'Golongan III',
    );
    expect(within(form).getByLabelText('Urutan')).toHaveProperty('value', '0');
    expect(within(form).getByRole('switch', { name: /Aktif/ })).toHaveProperty('checked', true);
  });

  it("shows the contract's messages under the fields and sends nothing", async () => {
    const user = userEvent.setup();
    const api = serveRanks();
    renderPage();
    await waitForRows('Showing 1 to 2 of 2 entries');
    const form = await openCreate(user);
    const code = within(form).getByRole('textbox', { name: 'Golongan' });
    await user.type(code, 'III/z');
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));

    await waitFor(() => expect(errorOf(code)).toBe('Golongan PNS ditulis I/a … IV/e'));
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(within(form).getByRole('textbox', { name: 'Nama pangkat' }))).toBe(
      'Wajib diisi',
    );
    expect(api.writes()).toEqual([]);
    // What was typed stays, and the drawer stays open.
    expect(code).toHaveProperty('value', 'III/z');
    expect(drawer('Tambah Pangkat')).toBeTruthy();
  });

  it("puts the server's 422 under its field and keeps what was typed", async () => {
    const user = userEvent.setup();
    const api = serveRanks({
      write: () =>
        jsonResponse(
          {
            code: 'VALIDATION',
            message: 'Data yang diberikan tidak valid.',
            errors: { code: ['Golongan sudah terdaftar'] },
          },
          422,
        ),
    });
    renderPage();
    await waitForRows('Showing 1 to 2 of 2 entries');
    const form = await openCreate(user);
    const code = within(form).getByRole('textbox', { name: 'Golongan' });
    await user.type(code, 'III/a');
    await user.type(within(form).getByRole('textbox', { name: 'Nama pangkat' }), 'Penata Muda');
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));

    await waitFor(() => expect(errorOf(code)).toBe('Golongan sudah terdaftar'));
    expect(api.writes()).toHaveLength(1);
    expect(code).toHaveProperty('value', 'III/a');
    expect(within(form).getByRole('textbox', { name: 'Nama pangkat' })).toHaveProperty(
      'value',
      'Penata Muda',
    );
    expect(drawer('Tambah Pangkat')).toBeTruthy();
  });

  it('sends the typed row on save, closes the drawer and shows it in the list', async () => {
    const user = userEvent.setup();
    const api = serveRanks();
    renderPage();
    await waitForRows('Showing 1 to 2 of 2 entries');
    const form = await openCreate(user);
    await user.click(within(form).getByRole('combobox', { name: 'Jenis' }));
    await user.click(screen.getByRole('option', { name: 'PPPK' }));
    await user.type(within(form).getByRole('textbox', { name: 'Golongan' }), 'XIII');
    await user.type(within(form).getByRole('textbox', { name: 'Nama pangkat' }), 'PPPK XIII');
    await user.click(within(form).getByRole('combobox', { name: /Setara golongan PNS/ }));
    await user.click(screen.getByRole('option', { name: 'Golongan IV' }));
    const order = within(form).getByLabelText('Urutan');
    await user.clear(order);
    await user.type(order, '113');
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));

    await screen.findByText('Pangkat berhasil disimpan.');
    const [sent] = api.writes();
    expect(sent?.method).toBe('POST');
    expect(sent?.url.pathname).toBe(BASE);
    expect(sent?.body).toEqual({
      kind: 'pppk',
      code: 'XIII',
      name: 'PPPK XIII',
      pns_group: 'IV',
      sort_order: 113,
      is_active: true,
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Tambah Pangkat' })).toBeNull(),
    );
    await waitForRows('Showing 1 to 3 of 3 entries');
    expect(rowTexts(TABLE, 'XIII').slice(1, 6)).toEqual(['XIII', 'PPPK XIII', 'PPPK', 'IV', '113']);
  });

  it('edits what is stored and sends the whole row with PUT', async () => {
    const user = userEvent.setup();
    const api = serveRanks();
    renderPage();
    await waitForRows('Showing 1 to 2 of 2 entries');
    await user.click(screen.getByRole('button', { name: 'Ubah III/a Penata Muda' }));
    const form = drawer('Ubah Pangkat');
    const name = await within(form).findByRole('textbox', { name: 'Nama pangkat' });
    expect(name).toHaveProperty('value', 'Penata Muda');
    expect(within(form).getByRole('textbox', { name: 'Golongan' })).toHaveProperty(
      'value',
      'III/a',
    );
    await user.clear(name);
    await user.type(name, 'Penata Muda (ubah)');
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));

    await screen.findByText('Pangkat berhasil disimpan.');
    const [sent] = api.writes();
    expect(sent?.method).toBe('PUT');
    expect(sent?.url.pathname).toBe(`${BASE}/1`);
    expect(sent?.body).toEqual({
      kind: 'pns',
      code: 'III/a',
      name: 'Penata Muda (ubah)',
      pns_group: 'III',
      sort_order: 9,
      is_active: true,
    });
    await screen.findByRole('cell', { name: 'Penata Muda (ubah)' });
  });

  it("asks before deleting and shows the server's message", async () => {
    const user = userEvent.setup();
    const message =
      'Pangkat masih digunakan pada Data Pegawai, sehingga dinonaktifkan, bukan dihapus.';
    const api = serveRanks({
      remove: () => jsonResponse({ data: { message, deactivated: true } }),
    });
    renderPage();
    await waitForRows('Showing 1 to 2 of 2 entries');

    // 'Batal' leaves the row alone.
    await user.click(screen.getByRole('button', { name: 'Hapus IX PPPK Golongan IX' }));
    let question = await screen.findByRole('dialog', { name: 'Hapus Pangkat?' });
    expect(within(question).getByText(/"IX PPPK Golongan IX" akan dihapus/)).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Batal' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Hapus Pangkat?' })).toBeNull(),
    );
    expect(api.writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Hapus IX PPPK Golongan IX' }));
    question = await screen.findByRole('dialog', { name: 'Hapus Pangkat?' });
    await user.click(within(question).getByRole('button', { name: 'Hapus' }));
    await screen.findByText(message);
    expect(api.writes().map((r) => `${r.method} ${r.url.pathname}`)).toEqual([`DELETE ${BASE}/2`]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Hapus Pangkat?' })).toBeNull(),
    );
  });

  it('keeps the dialog open with the reason when the server refuses the delete', async () => {
    const user = userEvent.setup();
    const refusal = 'Pangkat tidak dapat dihapus karena masih digunakan pada Data Pegawai.';
    serveRanks({ remove: () => errorResponse(409, refusal, 'CONFLICT') });
    renderPage();
    await waitForRows('Showing 1 to 2 of 2 entries');
    await user.click(screen.getByRole('button', { name: 'Hapus III/a Penata Muda' }));
    const question = await screen.findByRole('dialog', { name: 'Hapus Pangkat?' });
    await user.click(within(question).getByRole('button', { name: 'Hapus' }));
    expect(await within(question).findByRole('alert')).toHaveProperty('textContent', refusal);
  });
});

describe('master configs', () => {
  // A config is found only by its file name (masters-pages.ts); a misnamed file is silently a
  // 'coming soon' screen, so every configured route is checked here.
  it.each([
    'admin.master.jenis_pegawai',
    'admin.master.satuan',
    'admin.master.jenis_absensi',
    'admin.master.pajak_ptkp',
    'admin.master.surattugas.dasar',
    'admin.master.surattugas.untuk',
    'admin.master.customer',
    'admin.master.perusahaan',
    'admin.diklat.kategori',
    'admin.master_pusat.urusan',
    'admin.master_pusat.program',
    'admin.setting_persentase_capaian',
    'admin.setting_tugas_tambahan',
  ])('%s has a config the route table finds', async (routeName) => {
    const load = masterPageLoader(routeName);
    expect(load).toBeTypeOf('function');
    expect(await load?.()).toBeTypeOf('function');
  });
});
