/**
 * The generic profile-list page with the riwayat anak config (docs/profile.md). Only fetch is
 * replaced: a fake of the list's endpoints keeps the rows in the test, so the table, the form's
 * contract checks, the server's field errors, the owner's `user_id` and the delete all run
 * through the real client.
 */
import {
  useIndonesianZodMessages as installIndonesianZodMessages,
  PROFILE_MESSAGES,
  type TAuthUser,
  type TBiodata,
  type TChildRow,
  ZBiodata,
} from '@sikerja/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '../../lib/auth/auth-context.ts';
import {
  errorResponse,
  jsonResponse,
  paginate,
  type SentRequest,
  stubFetch,
} from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { profileListPageLoader } from './profile-registry.ts';

const SCREEN = '/user/profile/riwayat_anak';
const BASE = '/api/v1/user/profile/riwayat_anak';
const TABLE = 'Daftar Anak';
const FILE_ID = '0b7f7c9e-2f5d-4c55-9a53-6a3b0d6f7a11';

const ME: TAuthUser = {
  id: 5,
  name: 'Rina Kartika Sari',
  nip: '198804122010012001',
  email: 'pegawai@sikerja.test',
  level: 'user',
  status: 'active',
  photo: null,
  photo_url: null,
  roles: [],
  groups: [],
  unit: null,
  impersonator: null,
};

/** The person an admin looks at: nothing but the name and NIP matter here. */
const OTHER_PERSON: TBiodata = {
  id: 7,
  name: 'Dewi Lestari',
  nip: '199001012015012002',
  ...Object.fromEntries(
    Object.keys(ZBiodata.shape)
      .filter((key) => !['id', 'name', 'nip'].includes(key))
      .map((key) => [key, null]),
  ),
} as TBiodata;

let ProfileListPage: ComponentType;

beforeAll(async () => {
  installIndonesianZodMessages();
  // Loaded the way the route table loads it.
  ProfileListPage = await profileListPageLoader('user.profile.riwayat_anak')();
});

function seedRows(): TChildRow[] {
  return [
    {
      id: 1,
      name: 'Nadia Putri',
      nik: '3173014501150001',
      gender: 'P',
      birth_place: 'Jakarta',
      birth_date: '2015-01-05',
      relation: 'kandung',
      education: 'SD',
      receives_allowance: true,
      file_id: FILE_ID,
      file_name: 'akta-nadia.pdf',
    },
    {
      id: 2,
      name: 'Bima Saputra',
      nik: null,
      gender: 'L',
      birth_place: null,
      birth_date: '2019-08-17',
      relation: 'angkat',
      education: null,
      receives_allowance: false,
      file_id: null,
      file_name: null,
    },
  ];
}

interface Overrides {
  /** Answers a create or update instead of storing it. */
  write?: (request: SentRequest) => Response | undefined;
}

/** The list's endpoints over an in-test list, as the resource factory answers them. */
function serveChildren(overrides: Overrides = {}) {
  const rows = seedRows();
  const api = stubFetch((request) => {
    const path = request.url.pathname;
    const id = Number(path.slice(BASE.length + 1));
    if (path === '/api/v1/user/profile/biodata') {
      return jsonResponse({ data: OTHER_PERSON });
    }
    if (request.method === 'POST' && path === `${BASE}/list`) {
      const page = Number(request.url.searchParams.get('page') ?? '1');
      return jsonResponse(paginate(rows, { page, per: 10, path: `${BASE}/list` }));
    }
    if (request.method === 'GET' && path.startsWith(`${BASE}/`)) {
      const row = rows.find((r) => r.id === id);
      return row
        ? jsonResponse({ data: row })
        : errorResponse(404, 'Data anak tidak ditemukan.', 'NOT_FOUND');
    }
    if ((request.method === 'POST' && path === BASE) || request.method === 'PUT') {
      const answer = overrides.write?.(request);
      if (answer) return answer;
      const values = request.body as Omit<TChildRow, 'id' | 'file_name'>;
      const file_name = values.file_id ? 'akta.pdf' : null;
      if (request.method === 'POST') {
        const row = { ...values, id: rows.length + 1, file_name };
        rows.push(row);
        return jsonResponse({ data: row }, 201);
      }
      const index = rows.findIndex((r) => r.id === id);
      rows[index] = { ...values, id, file_name };
      return jsonResponse({ data: rows[index] });
    }
    if (request.method === 'DELETE') {
      const index = rows.findIndex((r) => r.id === id);
      rows.splice(index, 1);
      return jsonResponse({ data: { message: 'Data anak berhasil dihapus.', deactivated: false } });
    }
    if (path === `/api/v1/files/${FILE_ID}`) {
      return new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), {
        headers: { 'content-type': 'application/pdf' },
      });
    }
    return errorResponse(404, `Tidak ada ${request.method} ${path}`, 'NOT_FOUND');
  });
  const writes = () =>
    api.requests.filter(
      (r) =>
        r.method !== 'GET' && r.url.pathname.startsWith(BASE) && !r.url.pathname.endsWith('/list'),
    );
  return { ...api, rows, writes, lists: () => api.requestsTo('riwayat_anak/list') };
}

function renderPage(route = SCREEN) {
  const auth = { status: 'authenticated', user: ME, token: 't' } as AuthContextValue;
  return renderWithApp(
    <AuthContext.Provider value={auth}>
      <ProfileListPage />
    </AuthContext.Provider>,
    { route },
  );
}

async function waitForRows(summary: string) {
  await screen.findByText(summary);
  await waitFor(() => expect(screen.queryByText('Processing')).toBeNull());
}

/** The texts of the body row of `name`: No, the config's columns, the document, actions. */
function rowTexts(name: string): string[] {
  const table = screen.getByRole('table', { name: TABLE });
  const row = within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryAllByRole('cell')[1]?.textContent === name);
  if (!row) throw new Error(`no row ${name}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

/** The message Mantine shows under an input, found the way a screen reader finds it. */
function errorOf(input: HTMLElement): string | null {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  const error = ids
    .map((id) => document.getElementById(id))
    .find((element) => element?.id.endsWith('-error'));
  return error?.textContent ?? null;
}

describe('profile list page (riwayat anak)', () => {
  it("lists the person's rows, formatted, with their documents and the profile's tabs", async () => {
    const api = serveChildren();
    renderPage();
    await waitForRows('Showing 1 to 2 of 2 entries');
    expect(rowTexts('Nadia Putri').slice(0, 7)).toEqual([
      '1',
      'Nadia Putri',
      'Perempuan',
      '5 Januari 2015',
      'Anak kandung',
      'Ya',
      'akta-nadia.pdf',
    ]);
    expect(rowTexts('Bima Saputra').slice(2, 7)).toEqual([
      'Laki-laki',
      '17 Agustus 2019',
      'Anak angkat',
      'Tidak',
      '-',
    ]);
    // Their own profile: no user_id is sent.
    expect(api.lists()[0]?.body).toEqual({ search: '', per: 10 });
    const tabs = screen.getByRole('tablist', { name: 'Halaman profil' });
    expect(within(tabs).getByRole('tab', { name: 'Anak' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual([
      'Biodata',
      'Pendidikan',
      'Pekerjaan',
      'Pernikahan',
      'Suami / Istri',
      'Anak',
      'Orang Tua',
      'Dokumen Pendukung',
    ]);
  });

  it('opens a document through the API client, in a new tab', async () => {
    const user = userEvent.setup();
    const api = serveChildren();
    const tab = { opener: {}, closed: false, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:akta');
    renderPage();
    await waitForRows('Showing 1 to 2 of 2 entries');
    await user.click(screen.getByRole('button', { name: 'Lihat dokumen akta-nadia.pdf' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:akta'));
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    // Through the API client (its token and headers), not a bare link the server would refuse.
    const [download] = api.requestsTo(`files/${FILE_ID}`);
    expect(download?.method).toBe('GET');
    expect(download?.headers.get('x-requested-with')).toBe('XMLHttpRequest');
  });

  it("shows the contract's messages under the fields and sends nothing", async () => {
    const user = userEvent.setup();
    const api = serveChildren();
    renderPage();
    await waitForRows('Showing 1 to 2 of 2 entries');
    await user.click(screen.getByRole('button', { name: 'Tambah' }));
    const form = screen.getByRole('dialog', { name: 'Tambah Anak' });
    const nik = within(form).getByRole('textbox', { name: 'NIK' });
    await user.type(nik, '3173');
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));

    await waitFor(() => expect(errorOf(nik)).toBe(PROFILE_MESSAGES.nik));
    expect(errorOf(within(form).getByRole('textbox', { name: 'Nama anak' }))).toBe('Wajib diisi');
    expect(errorOf(within(form).getByRole('combobox', { name: /Jenis kelamin/ }))).toBe(
      'Wajib diisi',
    );
    expect(api.writes()).toEqual([]);
    expect(nik).toHaveProperty('value', '3173');
  });

  it("puts the server's 422 under its field, keeps what was typed, then saves", async () => {
    const user = userEvent.setup();
    let refuse = true;
    const api = serveChildren({
      write: () =>
        refuse
          ? jsonResponse(
              {
                code: 'VALIDATION',
                message: 'Data yang dikirim tidak valid.',
                errors: { birth_date: [PROFILE_MESSAGES.future] },
              },
              422,
            )
          : undefined,
    });
    renderPage();
    await waitForRows('Showing 1 to 2 of 2 entries');
    // Editing the stored row: the drawer opens on what is stored, with its document.
    await user.click(screen.getByRole('button', { name: 'Ubah Nadia Putri' }));
    const form = screen.getByRole('dialog', { name: 'Ubah Anak' });
    const name = await within(form).findByRole('textbox', { name: 'Nama anak' });
    expect(name).toHaveProperty('value', 'Nadia Putri');
    expect(within(form).getByRole('button', { name: 'Lihat dokumen akta-nadia.pdf' })).toBeTruthy();
    await user.clear(name);
    await user.type(name, 'Nadia Putri Lestari');
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));

    const birthDate = within(form).getByRole('button', { name: /Tanggal lahir/ });
    await waitFor(() => expect(errorOf(birthDate)).toBe(PROFILE_MESSAGES.future));
    expect(name).toHaveProperty('value', 'Nadia Putri Lestari');

    refuse = false;
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));
    await screen.findByText('Data anak berhasil disimpan.');
    const sent = api.writes().at(-1);
    expect(sent?.method).toBe('PUT');
    expect(sent?.url.pathname).toBe(`${BASE}/1`);
    expect(sent?.url.search).toBe('');
    expect(sent?.body).toEqual({
      name: 'Nadia Putri Lestari',
      nik: '3173014501150001',
      gender: 'P',
      birth_place: 'Jakarta',
      birth_date: '2015-01-05',
      relation: 'kandung',
      education: 'SD',
      receives_allowance: true,
      file_id: FILE_ID,
    });
    await screen.findByRole('cell', { name: 'Nadia Putri Lestari' });
  });

  it('asks before deleting, then deletes and lists what is left', async () => {
    const user = userEvent.setup();
    const api = serveChildren();
    renderPage();
    await waitForRows('Showing 1 to 2 of 2 entries');
    await user.click(screen.getByRole('button', { name: 'Hapus Bima Saputra' }));
    let question = await screen.findByRole('dialog', { name: 'Hapus Anak?' });
    await user.click(within(question).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Hapus Anak?' })).toBeNull());
    expect(api.writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Hapus Bima Saputra' }));
    question = await screen.findByRole('dialog', { name: 'Hapus Anak?' });
    expect(within(question).getByText(/"Bima Saputra" akan dihapus/)).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Hapus' }));
    await screen.findByText('Data anak berhasil dihapus.');
    expect(api.writes().map((r) => `${r.method} ${r.url.pathname}`)).toEqual([`DELETE ${BASE}/2`]);
    await waitForRows('Showing 1 to 1 of 1 entries');
  });

  it("shows another person's rows to an admin, naming the person on every request", async () => {
    const user = userEvent.setup();
    const api = serveChildren();
    const { location } = renderPage(`${SCREEN}?user_id=7`);
    await waitForRows('Showing 1 to 2 of 2 entries');
    expect(api.lists()[0]?.body).toEqual({ search: '', per: 10, user_id: 7 });
    await screen.findByText(/Dewi Lestari \(NIP 199001012015012002\)/);
    expect(api.requestsTo('user/profile/biodata')[0]?.url.search).toBe('?user_id=7');

    await user.click(screen.getByRole('button', { name: 'Hapus Bima Saputra' }));
    const question = await screen.findByRole('dialog', { name: 'Hapus Anak?' });
    await user.click(within(question).getByRole('button', { name: 'Hapus' }));
    await screen.findByText('Data anak berhasil dihapus.');
    expect(api.writes().map((r) => `${r.method} ${r.url.pathname}${r.url.search}`)).toEqual([
      `DELETE ${BASE}/2?user_id=7`,
    ]);
    // The tabs keep the person.
    await user.click(screen.getByRole('tab', { name: 'Biodata' }));
    expect(location().pathname).toBe('/user/profile/biodata');
    expect(location().searchParams.get('user_id')).toBe('7');
  });
});
