/**
 * A profile list with the riwayat anak config (docs/profile.md): the generic resource page with
 * an owner and a document field, in the profile's layout. A fake of the list's endpoints keeps
 * each person's rows in the test, so the table, the form's contract checks, the server's field
 * errors, the owner's `user_id` and the delete all run through the real client.
 *
 * Besides fetch, only FilePond is replaced: it does not run in jsdom, so a plain file input
 * stands in for it and reports what FilePond reports (busy while the file is on its way, then
 * the upload's id). The browser test (e2e/specs/profile.spec.ts) uploads through FilePond.
 */
import {
  useIndonesianZodMessages as installIndonesianZodMessages,
  PROFILE_MESSAGES,
  type TAuthUser,
  type TBiodata,
  type TChildRow,
  ZBiodata,
} from '@sikerja/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import 'dayjs/locale/id';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { FileUploadProps } from '../../components/file-upload/lazy-file-upload.tsx';
import { AuthContext, type AuthContextValue } from '../../lib/auth/auth-context.ts';
import {
  errorResponse,
  jsonResponse,
  paginate,
  type SentRequest,
  stubFetch,
} from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { errorOf, rowTexts, waitForRows } from '../../test/resource-screen-queries.ts';
import { profileListPageLoader } from './profile-pages.ts';

const SCREEN = '/user/profile/riwayat_anak';
const BASE = '/api/v1/user/profile/riwayat_anak';
const TABLE = 'Daftar Anak';
const FILE_ID = '0b7f7c9e-2f5d-4c55-9a53-6a3b0d6f7a11';
const NEW_FILE_ID = '5d1c2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

/** The upload in progress in the stand-in for FilePond: `finish` ends it with an id. */
const upload = vi.hoisted(() => ({ finish: null as ((fileId: string) => void) | null }));

vi.mock('../../components/file-upload/lazy-file-upload.tsx', () => ({
  LazyFileUpload: ({ label, onChange, onBusyChange, error }: FileUploadProps) => (
    <label>
      {label}
      <input
        type="file"
        onChange={() => {
          onBusyChange?.(true);
          upload.finish = (fileId) => {
            onChange(fileId);
            onBusyChange?.(false);
          };
        }}
      />
      {error}
    </label>
  ),
}));

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

/** The other person's children: ids the same as the first's, so a mixed cache would show. */
function otherPersonRows(): TChildRow[] {
  return [
    {
      id: 1,
      name: 'Sekar Ayu',
      nik: null,
      gender: 'P',
      birth_place: 'Bogor',
      birth_date: '2018-03-09',
      relation: 'kandung',
      education: 'TK',
      receives_allowance: true,
      file_id: null,
      file_name: null,
    },
    {
      id: 2,
      name: 'Raka Pratama',
      nik: null,
      gender: 'L',
      birth_place: null,
      birth_date: '2020-11-30',
      relation: 'kandung',
      education: null,
      receives_allowance: true,
      file_id: null,
      file_name: null,
    },
  ];
}

interface Overrides {
  /** Answers a create or update instead of storing it. */
  write?: (request: SentRequest) => Response | undefined;
}

/**
 * The list's endpoints over each person's rows, as the resource factory answers them: the
 * owner is the list body's `user_id`, the query string's on every other route, else the caller.
 */
function serveChildren(overrides: Overrides = {}) {
  const rowsOf: Record<number, TChildRow[]> = {
    [ME.id]: seedRows(),
    [OTHER_PERSON.id]: otherPersonRows(),
  };
  const api = stubFetch((request) => {
    const path = request.url.pathname;
    const id = Number(path.slice(BASE.length + 1));
    const isList = request.method === 'POST' && path === `${BASE}/list`;
    const named = isList
      ? (request.body as { user_id?: number }).user_id
      : request.url.searchParams.get('user_id');
    const rows = rowsOf[Number(named ?? ME.id)] ?? [];
    if (path === '/api/v1/user/profile/biodata') {
      return jsonResponse({ data: OTHER_PERSON });
    }
    if (isList) {
      const page = Number(request.url.searchParams.get('page') ?? '1');
      return jsonResponse(paginate(rows, { page, per: 10, path: `${BASE}/list` }));
    }
    if (path === `${BASE}/export`) {
      return new Response(new Blob(['xlsx']), {
        headers: { 'content-disposition': 'attachment; filename="riwayat-anak.xlsx"' },
      });
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
  /** Every request to the list's routes but the list itself (reads, writes, the export). */
  const calls = () =>
    api.requests.filter(
      (r) => r.url.pathname.startsWith(BASE) && !r.url.pathname.endsWith('/list'),
    );
  const writes = () => calls().filter((r) => r.method !== 'GET');
  return { ...api, rowsOf, calls, writes, lists: () => api.requestsTo('riwayat_anak/list') };
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

/** Serves the rows, renders the list at `route` and waits for its two rows. */
async function openList(route = SCREEN, overrides: Overrides = {}) {
  const api = serveChildren(overrides);
  const view = renderPage(route);
  await waitForRows('Showing 1 to 2 of 2 entries');
  return { api, ...view };
}

/** Opens the drawer of the row `child` and waits for its stored values. */
async function openEdit(user: ReturnType<typeof userEvent.setup>, child: string) {
  await user.click(screen.getByRole('button', { name: `Ubah ${child}` }));
  const form = screen.getByRole('dialog', { name: 'Ubah Anak' });
  const name = await within(form).findByRole('textbox', { name: 'Nama anak' });
  return { form, name };
}

/** The list's other routes called, each once, in order ('GET …/1?user_id=7'). */
function callsOf(api: ReturnType<typeof serveChildren>): string[] {
  return [...new Set(api.calls().map((r) => `${r.method} ${r.url.pathname}${r.url.search}`))];
}

/** Picks `option` in the form's select labelled `label`. */
async function choose(
  user: ReturnType<typeof userEvent.setup>,
  form: HTMLElement,
  label: RegExp,
  option: string,
) {
  await user.click(within(form).getByRole('combobox', { name: label }));
  await user.click(within(form).getByRole('option', { name: option }));
}

/** A new child born today, typed and picked as a person would. */
async function fillNewChild(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.type(within(form).getByRole('textbox', { name: 'Nama anak' }), 'Lintang Sari');
  await choose(user, form, /Jenis kelamin/, 'Perempuan');
  await user.click(within(form).getByRole('button', { name: /Tanggal lahir/ }));
  const today = dayjs().locale('id').format('D MMMM YYYY');
  await user.click(within(form).getByRole('button', { name: today }));
}

describe('profile list page (riwayat anak)', () => {
  it("lists the person's rows, formatted, with their documents and the profile's tabs", async () => {
    const { api } = await openList();
    expect(rowTexts(TABLE, 'Nadia Putri').slice(0, 7)).toEqual([
      '1',
      'Nadia Putri',
      'Perempuan',
      '5 Januari 2015',
      'Anak kandung',
      'Ya',
      'akta-nadia.pdf',
    ]);
    expect(rowTexts(TABLE, 'Bima Saputra').slice(2, 7)).toEqual([
      'Laki-laki',
      '17 Agustus 2019',
      'Anak angkat',
      'Tidak',
      '-',
    ]);
    const headers = within(screen.getByRole('table', { name: TABLE }))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers.slice(-2)).toEqual(['Dokumen', 'Aksi']);
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
    const tab = { opener: {}, closed: false, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:akta');
    const { api } = await openList();
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
    const { api } = await openList();
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
    const { api } = await openList(SCREEN, {
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
    // Editing the stored row: the drawer opens on what is stored, with its document.
    const { form, name } = await openEdit(user, 'Nadia Putri');
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

  it('waits for an upload before saving, then saves the file with the row', async () => {
    const user = userEvent.setup();
    const { api } = await openList();
    const { form } = await openEdit(user, 'Bima Saputra');
    // The config's document label names the upload; a row without a file shows no link.
    const file = within(form).getByLabelText('Akta kelahiran');
    expect(within(form).queryByRole('button', { name: /Lihat dokumen/ })).toBeNull();
    await user.upload(file, new File(['%PDF-1.4'], 'akta-bima.pdf', { type: 'application/pdf' }));

    const waiting = within(form).getByRole('button', { name: 'Menunggu unggahan…' });
    expect(waiting).toHaveProperty('disabled', true);
    expect(within(form).queryByRole('button', { name: 'Simpan' })).toBeNull();
    expect(api.writes()).toEqual([]);

    act(() => upload.finish?.(NEW_FILE_ID));
    const save = within(form).getByRole('button', { name: 'Simpan' });
    expect(save).toHaveProperty('disabled', false);
    await user.click(save);
    await screen.findByText('Data anak berhasil disimpan.');
    const [sent, ...others] = api.writes();
    expect(others).toEqual([]);
    expect(`${sent?.method} ${sent?.url.pathname}`).toBe(`PUT ${BASE}/2`);
    expect(sent?.body).toMatchObject({ name: 'Bima Saputra', file_id: NEW_FILE_ID });
    // The list reloads with the row's document.
    await screen.findByRole('button', { name: 'Lihat dokumen akta.pdf' });
    expect(rowTexts(TABLE, 'Bima Saputra')[6]).toBe('akta.pdf');
  });

  it('asks before deleting, then deletes and lists what is left', async () => {
    const user = userEvent.setup();
    const { api } = await openList();
    await user.click(screen.getByRole('button', { name: 'Hapus Bima Saputra' }));
    let question = await screen.findByRole('dialog', { name: 'Hapus Anak?' });
    await user.click(within(question).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Hapus Anak?' })).toBeNull());
    expect(api.writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Hapus Bima Saputra' }));
    question = await screen.findByRole('dialog', { name: 'Hapus Anak?' });
    expect(
      within(question).getByText('"Bima Saputra" akan dihapus beserta dokumennya.'),
    ).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Hapus' }));
    await screen.findByText('Data anak berhasil dihapus.');
    expect(api.writes().map((r) => `${r.method} ${r.url.pathname}`)).toEqual([`DELETE ${BASE}/2`]);
    await waitForRows('Showing 1 to 1 of 1 entries');
  });

  it("shows another person's rows to an admin, naming the person on every request", async () => {
    const user = userEvent.setup();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:laporan');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { api, location } = await openList(`${SCREEN}?user_id=7`);
    expect(api.lists()[0]?.body).toEqual({ search: '', per: 10, user_id: 7 });
    expect(rowTexts(TABLE, 'Sekar Ayu').slice(1, 3)).toEqual(['Sekar Ayu', 'Perempuan']);
    await screen.findByText(/Dewi Lestari \(NIP 199001012015012002\)/);
    expect(api.requestsTo('user/profile/biodata')[0]?.url.search).toBe('?user_id=7');

    // Read and change a row.
    const edit = await openEdit(user, 'Sekar Ayu');
    await user.type(edit.name, ' Lestari');
    await user.click(within(edit.form).getByRole('button', { name: 'Simpan' }));
    await screen.findByText('Data anak berhasil disimpan.');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ubah Anak' })).toBeNull());

    // Add one.
    await user.click(screen.getByRole('button', { name: 'Tambah' }));
    const form = screen.getByRole('dialog', { name: 'Tambah Anak' });
    await fillNewChild(user, form);
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));
    await waitForRows('Showing 1 to 3 of 3 entries');

    // Delete one.
    await user.click(screen.getByRole('button', { name: 'Hapus Raka Pratama' }));
    const question = await screen.findByRole('dialog', { name: 'Hapus Anak?' });
    await user.click(within(question).getByRole('button', { name: 'Hapus' }));
    await screen.findByText('Data anak berhasil dihapus.');

    // Export the list.
    await user.click(screen.getByRole('button', { name: 'Download Excel' }));
    await user.click(await screen.findByRole('button', { name: 'Download Sekarang!' }));
    await screen.findByText('File Berhasil Di Download.');

    expect(callsOf(api)).toEqual([
      `GET ${BASE}/1?user_id=7`,
      `PUT ${BASE}/1?user_id=7`,
      `POST ${BASE}?user_id=7`,
      `DELETE ${BASE}/2?user_id=7`,
      `GET ${BASE}/export?user_id=7`,
    ]);
    expect(api.lists().every((r) => (r.body as { user_id?: number }).user_id === 7)).toBe(true);
    expect(api.rowsOf[OTHER_PERSON.id]?.map((r) => r.name)).toEqual([
      'Sekar Ayu Lestari',
      'Lintang Sari',
    ]);
    expect(api.rowsOf[ME.id]).toEqual(seedRows());
    // The tabs keep the person.
    await user.click(screen.getByRole('tab', { name: 'Biodata' }));
    expect(location().pathname).toBe('/user/profile/biodata');
    expect(location().searchParams.get('user_id')).toBe('7');
  });

  it("never mixes two people's rows: back in their own profile, an admin edits their own", async () => {
    const user = userEvent.setup();
    const { api } = await openList(`${SCREEN}?user_id=7`);
    const other = await openEdit(user, 'Sekar Ayu');
    expect(other.name).toHaveProperty('value', 'Sekar Ayu');
    await user.click(within(other.form).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ubah Anak' })).toBeNull());

    await user.click(screen.getByRole('link', { name: 'Kembali ke profil saya' }));
    await screen.findByRole('cell', { name: 'Nadia Putri' });
    expect(screen.queryByRole('cell', { name: 'Sekar Ayu' })).toBeNull();
    expect(api.lists().at(-1)?.body).toEqual({ search: '', per: 10 });
    // Row 1 again, of another person: fetched for this one, not taken from the cache.
    const own = await openEdit(user, 'Nadia Putri');
    expect(own.name).toHaveProperty('value', 'Nadia Putri');
    expect(callsOf(api)).toEqual([`GET ${BASE}/1?user_id=7`, `GET ${BASE}/1`]);
  });
});
