/**
 * Excel download (SPEC sections 7 and 8) through a table's toolbar: the confirmation, the GET
 * with the bearer token and the table's search and filters, the file name from
 * Content-Disposition, the success message and the 'Error!' dialog. Only fetch and the
 * browser's save step are replaced.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fileNameFromContentDisposition } from '../../lib/api-client.ts';
import { TOKEN_KEY } from '../../lib/auth/token-storage.ts';
import {
  errorResponse,
  jsonResponse,
  paginate,
  type SentRequest,
  stubFetch,
} from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { DataTable } from './data-table.tsx';
import { ExcelDownloadButton } from './excel-download.tsx';
import { defineListEndpoint } from './list-endpoint.ts';

const ZUnit = z.object({ id: z.number().int(), name: z.string() });
const units = [
  { id: 1, name: 'Bagian Umum' },
  { id: 2, name: 'Bagian Keuangan' },
];
const unitList = defineListEndpoint({ key: ['test-units'], path: 'test/units/list', row: ZUnit });
const EXPORT_PATH = 'test/units/export';
// The first bytes of an .xlsx (a zip); what is saved must be exactly what was sent.
const REPORT_BYTES = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface SavedFile {
  name: string;
  blob: Blob;
}

/** Replaces the browser's save step (object URL plus a clicked link) and records what it got. */
function captureSaves(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
    const url = `blob:test/${blobs.size + 1}`;
    // Not `instanceof Blob`: fetch's Blob is Node's, the global one is jsdom's.
    if ('arrayBuffer' in blob) blobs.set(url, blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    if (blob) saved.push({ name: this.download, blob });
  });
  return saved;
}

/** The unit list, and a report endpoint answering `exportAnswer`. */
function serveUnits(exportAnswer: (request: SentRequest) => Response) {
  return stubFetch((request) => {
    if (request.url.pathname.endsWith('test/units/list')) {
      return jsonResponse(paginate(units, { page: 1, per: 10, path: '/api/v1/test/units/list' }));
    }
    if (request.url.pathname.endsWith(EXPORT_PATH)) return exportAnswer(request);
    return errorResponse(404, 'Tidak ditemukan', 'NOT_FOUND');
  });
}

function reportResponse(contentDisposition?: string): Response {
  const headers: Record<string, string> = { 'Content-Type': XLSX_TYPE };
  if (contentDisposition) headers['Content-Disposition'] = contentDisposition;
  return new Response(REPORT_BYTES, { status: 200, headers });
}

function renderUnitTable(route = '/') {
  return renderWithApp(
    <DataTable
      endpoint={unitList}
      columns={[{ id: 'name', header: 'Nama' }]}
      rowKey={(row) => row.id}
      label="Daftar unit"
      filters={{ status: 'aktif', level: 2 }}
      exportPath={EXPORT_PATH}
      exportFileName="unit-kerja.xlsx"
    />,
    { route },
  );
}

async function openConfirmation(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText('Showing 1 to 2 of 2 entries');
  await user.click(screen.getByRole('button', { name: 'Download Excel' }));
  return screen.findByRole('dialog', { name: 'Apakah Anda Yakin?' });
}

describe('Excel download from a table', () => {
  it('asks first, then saves the report under the name the server gave', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(TOKEN_KEY, 'token-admin');
    const saved = captureSaves();
    const api = serveUnits(() =>
      reportResponse(
        `attachment; filename="Rekap Unit - Juni.xlsx"; filename*=UTF-8''Rekap%20Unit%20%E2%80%93%20Juni.xlsx`,
      ),
    );
    renderUnitTable('/?search=Bagian&page=1&per=25');

    const dialog = await openConfirmation(user);
    expect(
      within(dialog).getByText('Laporan Excel mungkin membutuhkan beberapa detik untuk dibuat.'),
    ).toBeTruthy();
    expect(api.requestsTo(EXPORT_PATH)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Download Sekarang!' }));
    await screen.findByText('File Berhasil Di Download.');
    expect(screen.getByText('Berhasil!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const [request, ...others] = api.requestsTo(EXPORT_PATH);
    expect(others).toHaveLength(0);
    expect(request?.method).toBe('GET');
    expect(request?.headers.get('Authorization')).toBe('Bearer token-admin');
    expect(request?.headers.get('Accept')).toBe('*/*');
    // The report holds every matching row: search and filters go along, page and size do not.
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      status: 'aktif',
      level: '2',
      search: 'Bagian',
    });

    expect(saved.map((file) => file.name)).toEqual(['Rekap Unit – Juni.xlsx']);
    const bytes = new Uint8Array((await saved[0]?.blob.arrayBuffer()) ?? new ArrayBuffer(0));
    expect(Array.from(bytes)).toEqual(Array.from(REPORT_BYTES));
  });

  it('falls back to the table’s file name when the server names none', async () => {
    const user = userEvent.setup();
    const saved = captureSaves();
    serveUnits(() => reportResponse());
    renderUnitTable();
    const dialog = await openConfirmation(user);
    await user.click(within(dialog).getByRole('button', { name: 'Download Sekarang!' }));
    await screen.findByText('File Berhasil Di Download.');
    expect(saved.map((file) => file.name)).toEqual(['unit-kerja.xlsx']);
  });

  it('downloads nothing when the person cancels', async () => {
    const user = userEvent.setup();
    const saved = captureSaves();
    const api = serveUnits(() => reportResponse('attachment; filename="unit.xlsx"'));
    renderUnitTable();
    const dialog = await openConfirmation(user);
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requestsTo(EXPORT_PATH)).toHaveLength(0);
    expect(saved).toHaveLength(0);
  });

  it("shows an 'Error!' dialog with the server's message when the report fails", async () => {
    const user = userEvent.setup();
    const saved = captureSaves();
    serveUnits(() => errorResponse(500, 'Laporan gagal dibuat: data terlalu besar.'));
    renderUnitTable();
    const dialog = await openConfirmation(user);
    await user.click(within(dialog).getByRole('button', { name: 'Download Sekarang!' }));

    const error = await screen.findByRole('dialog', { name: 'Error!' });
    expect(within(error).getByText('Laporan gagal dibuat: data terlalu besar.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Apakah Anda Yakin?' })).toBeNull();
    expect(screen.queryByText('File Berhasil Di Download.')).toBeNull();
    expect(saved).toHaveLength(0);

    await user.click(within(error).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is absent from a table without an export path', async () => {
    stubFetch(() =>
      jsonResponse(paginate(units, { page: 1, per: 10, path: '/api/v1/test/units/list' })),
    );
    renderWithApp(
      <DataTable
        endpoint={unitList}
        columns={[{ id: 'name', header: 'Nama' }]}
        rowKey={(row) => row.id}
        label="Daftar unit"
      />,
    );
    await screen.findByText('Showing 1 to 2 of 2 entries');
    expect(screen.queryByRole('button', { name: 'Download Excel' })).toBeNull();
  });
});

describe('ExcelDownloadButton on its own', () => {
  it("saves under 'laporan.xlsx' when nobody names the file", async () => {
    const user = userEvent.setup();
    const saved = captureSaves();
    const api = stubFetch(() => reportResponse());
    renderWithApp(<ExcelDownloadButton path="laporan/rekap" query={{ tahun: 2025 }} />);
    await user.click(screen.getByRole('button', { name: 'Download Excel' }));
    await user.click(await screen.findByRole('button', { name: 'Download Sekarang!' }));
    await screen.findByText('File Berhasil Di Download.');
    expect(saved.map((file) => file.name)).toEqual(['laporan.xlsx']);
    expect(api.requests[0]?.url.pathname).toBe('/api/v1/laporan/rekap');
    expect(api.requests[0]?.url.search).toBe('?tahun=2025');
    // No session: no bearer header at all rather than 'Bearer null'.
    expect(api.requests[0]?.headers.has('Authorization')).toBe(false);
  });
});

describe('fileNameFromContentDisposition', () => {
  it.each([
    ['attachment; filename="rekap.xlsx"', 'rekap.xlsx'],
    ['attachment; filename=rekap.xlsx', 'rekap.xlsx'],
    ['attachment;filename="Rekap Juni.xlsx"', 'Rekap Juni.xlsx'],
    ["attachment; filename*=UTF-8''Rekap%20Juni%202025.xlsx", 'Rekap Juni 2025.xlsx'],
    ["attachment; filename*=utf-8'id'Laporan%20Cuti.xlsx", 'Laporan Cuti.xlsx'],
    // filename* wins whichever comes first.
    [`attachment; filename*=UTF-8''caf%C3%A9.xlsx; filename="cafe.xlsx"`, 'café.xlsx'],
    [`attachment; filename="cafe.xlsx"; filename*=UTF-8''caf%C3%A9.xlsx`, 'café.xlsx'],
    ["attachment; filename*=ISO-8859-1''caf%E9.xlsx", 'café.xlsx'],
    // A broken filename* falls back to the plain one.
    [`attachment; filename="rekap.xlsx"; filename*=UTF-8''%E0%A4%A.xlsx`, 'rekap.xlsx'],
    ['attachment; filename="a;b \\"c\\".xlsx"', 'a;b "c".xlsx'],
    ['attachment; FILENAME="upper.xlsx"', 'upper.xlsx'],
    ['filename="no-type.xlsx"', 'no-type.xlsx'],
    // Raw UTF-8 bytes in a plain filename, as fetch hands them over.
    ['attachment; filename="cafÃ©.xlsx"', 'café.xlsx'],
    // Folders are never part of the saved name.
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="C:\\\\Windows\\\\evil.xlsx"', 'evil.xlsx'],
  ])('%s gives %s', (header, expected) => {
    expect(fileNameFromContentDisposition(header)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['inline'],
    ['attachment'],
    ['attachment; filename=""'],
    ['attachment; filename=".."'],
  ])('%j gives no name', (header) => {
    expect(fileNameFromContentDisposition(header)).toBeNull();
  });
});
