/**
 * The generic table against the spec (SPEC sections 2, 4, 8, 9; CONVENTIONS 23). Only fetch is
 * replaced: a fake list endpoint pages and searches an in-test array the way the API does, so
 * every figure on screen comes from what the table asked for.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  deferred,
  errorResponse,
  jsonResponse,
  paginate,
  type SentRequest,
  stubFetch,
} from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { DataTable, type DataTableProps } from './data-table.tsx';
import { defineListEndpoint } from './list-endpoint.ts';
import type { DataTableColumn } from './types.ts';

const ZStaff = z.object({ id: z.number().int(), name: z.string() });
type Staff = z.infer<typeof ZStaff>;

const LIST_PATH = 'test/staff/list';
const staffList = defineListEndpoint({ key: ['test-staff'], path: LIST_PATH, row: ZStaff });
const columns: DataTableColumn<Staff>[] = [{ id: 'name', header: 'Nama' }];
const TABLE_NAME = 'Daftar pegawai';

/** 'Pegawai 001' … : zero-padded so a search for 'Pegawai 01' matches exactly ten of them. */
function makeStaff(count: number): Staff[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `Pegawai ${String(index + 1).padStart(3, '0')}`,
  }));
}

interface ListBody {
  search?: unknown;
  per?: unknown;
}

function listBody(request: SentRequest): ListBody {
  return typeof request.body === 'object' && request.body !== null ? request.body : {};
}

/**
 * The list endpoint over `rows`: POST with { search, per } and ?page=N, like the API. Without
 * `per` it answers Laravel's default of 15, so a table that forgets to send it shows it.
 * `hold()` keeps the following answers back until `release()`, to look at the loading state.
 */
function serveStaff(rows: Staff[], fail?: (request: SentRequest) => Response | undefined) {
  let gate: Promise<void> | null = null;
  let open: () => void = () => undefined;
  const api = stubFetch(async (request) => {
    if (request.method !== 'POST' || !request.url.pathname.endsWith(LIST_PATH)) {
      return errorResponse(404, `Tidak ada ${request.method} ${request.url.pathname}`, 'NOT_FOUND');
    }
    if (gate) await gate;
    const failure = fail?.(request);
    if (failure) return failure;
    const body = listBody(request);
    const search = typeof body.search === 'string' ? body.search.toLowerCase() : '';
    const per = typeof body.per === 'number' ? body.per : 15;
    const page = Number(request.url.searchParams.get('page') ?? '1');
    const matches = rows.filter((row) => row.name.toLowerCase().includes(search));
    return jsonResponse(paginate(matches, { page, per, path: `/api/v1/${LIST_PATH}` }));
  });
  return {
    ...api,
    list: () => api.requestsTo(LIST_PATH),
    lastList: () => {
      const list = api.requestsTo(LIST_PATH);
      const last = list[list.length - 1];
      if (!last) throw new Error('The table sent no list request.');
      return { page: last.url.searchParams.get('page'), ...listBody(last) };
    },
    hold: () => {
      const latch = deferred<void>();
      gate = latch.promise;
      open = () => {
        gate = null;
        latch.resolve();
      };
    },
    release: () => open(),
  };
}

function renderTable(route = '/', props: Partial<DataTableProps<Staff>> = {}) {
  return renderWithApp(
    <DataTable
      endpoint={staffList}
      columns={columns}
      rowKey={(row) => row.id}
      label={TABLE_NAME}
      {...props}
    />,
    { route },
  );
}

function table() {
  return screen.getByRole('table', { name: TABLE_NAME });
}

/** The names in the body of the table, top to bottom. */
function shownNames(): string[] {
  const [, body] = within(table()).getAllByRole('rowgroup');
  if (!body) return [];
  return within(body)
    .queryAllByRole('row')
    .map((row) => within(row).queryAllByRole('cell')[1]?.textContent ?? '')
    .filter((name) => name.startsWith('Pegawai'));
}

function pager() {
  return screen.getByRole('navigation', { name: 'Halaman tabel' });
}

function pageButtons(): number[] {
  return within(pager())
    .getAllByRole('button', { name: /^Halaman \d+$/ })
    .map((button) => Number(button.textContent));
}

function currentPageButton(): number {
  const current = within(pager())
    .getAllByRole('button', { name: /^Halaman \d+$/ })
    .find((button) => button.getAttribute('aria-current') === 'page');
  return Number(current?.textContent);
}

function searchBox() {
  return screen.getByRole('searchbox', { name: 'Cari' });
}

function searchIcon() {
  return screen.getByRole('button', { name: 'Cari sekarang' });
}

function isSearchIconSpinning(): boolean {
  const icon = searchIcon();
  return (
    icon.getAttribute('aria-busy') === 'true' && icon.querySelector('.mantine-Loader-root') !== null
  );
}

function isProcessingShown(): boolean {
  return screen.queryByText('Processing') !== null;
}

async function waitForSummary(text: string) {
  await screen.findByText(text);
  await waitFor(() => expect(isProcessingShown()).toBe(false));
}

describe('DataTable: page size', () => {
  it('asks for 10 rows by default and shows the first ten', async () => {
    const api = serveStaff(makeStaff(23));
    renderTable();
    await waitForSummary('Showing 1 to 10 of 23 entries');
    expect(api.lastList()).toMatchObject({ per: 10, search: '' });
    expect(shownNames()).toEqual(makeStaff(10).map((row) => row.name));
  });

  it('offers 5, 10, 25, 50 and 100', async () => {
    const user = userEvent.setup();
    serveStaff(makeStaff(23));
    renderTable();
    await waitForSummary('Showing 1 to 10 of 23 entries');
    await user.click(screen.getByRole('combobox', { name: 'Jumlah baris per halaman' }));
    const offered = screen.getAllByRole('option').map((option) => option.textContent);
    expect(offered).toEqual(['5', '10', '25', '50', '100']);
  });

  it.each([5, 25, 50, 100])('shows %i rows when that size is chosen', async (size) => {
    const user = userEvent.setup();
    const api = serveStaff(makeStaff(120));
    const view = renderTable();
    await waitForSummary('Showing 1 to 10 of 120 entries');

    await user.click(screen.getByRole('combobox', { name: 'Jumlah baris per halaman' }));
    await user.click(screen.getByRole('option', { name: String(size) }));
    await waitForSummary(`Showing 1 to ${size} of 120 entries`);
    expect(api.lastList()).toMatchObject({ per: size });
    expect(shownNames()).toHaveLength(size);
    expect(view.location().searchParams.get('per')).toBe(String(size));
  });

  it('leaves the default size out of the URL when it is chosen again', async () => {
    const user = userEvent.setup();
    const api = serveStaff(makeStaff(23));
    const view = renderTable('/?per=5');
    await waitForSummary('Showing 1 to 5 of 23 entries');
    await user.click(screen.getByRole('combobox', { name: 'Jumlah baris per halaman' }));
    await user.click(screen.getByRole('option', { name: '10' }));
    await waitForSummary('Showing 1 to 10 of 23 entries');
    expect(api.lastList()).toMatchObject({ per: 10 });
    expect(view.location().searchParams.has('per')).toBe(false);
  });
});

describe('DataTable: search', () => {
  it('submits on Enter', async () => {
    const user = userEvent.setup();
    const api = serveStaff(makeStaff(23));
    const view = renderTable();
    await waitForSummary('Showing 1 to 10 of 23 entries');

    await user.type(searchBox(), 'pegawai 02{Enter}');
    await waitForSummary('Showing 1 to 4 of 4 entries');
    expect(api.lastList()).toMatchObject({ search: 'pegawai 02', per: 10 });
    expect(shownNames()).toEqual(['Pegawai 020', 'Pegawai 021', 'Pegawai 022', 'Pegawai 023']);
    expect(view.location().searchParams.get('search')).toBe('pegawai 02');
  });

  it('submits on the search icon without waiting for the pause', async () => {
    const user = userEvent.setup();
    const api = serveStaff(makeStaff(23));
    renderTable();
    await waitForSummary('Showing 1 to 10 of 23 entries');
    const before = api.list().length;

    fireEvent.change(searchBox(), { target: { value: 'Pegawai 01' } });
    await user.click(searchIcon());
    await waitForSummary('Showing 1 to 10 of 10 entries');
    expect(api.list()).toHaveLength(before + 1);
    expect(api.lastList()).toMatchObject({ search: 'Pegawai 01' });
  });

  it('submits 500 ms after the last key, not before, and only once', async () => {
    vi.useFakeTimers();
    const api = serveStaff(makeStaff(23));
    renderTable();
    const settle = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    await settle(50);
    expect(screen.getByText('Showing 1 to 10 of 23 entries')).toBeTruthy();
    const before = api.list().length;

    const type = (value: string) => fireEvent.change(searchBox(), { target: { value } });
    type('Pegawai');
    await settle(400);
    type('Pegawai 0');
    await settle(400);
    type('Pegawai 00');
    // 800 ms after the first key but only 499 after the last one: nothing is sent yet, and
    // the spinner and the overlay already tell the person something is coming.
    await settle(499);
    expect(api.list()).toHaveLength(before);
    expect(isSearchIconSpinning()).toBe(true);
    expect(isProcessingShown()).toBe(true);

    await settle(1);
    expect(api.list()).toHaveLength(before + 1);
    expect(api.lastList()).toMatchObject({ search: 'Pegawai 00' });
    await settle(50);
    expect(screen.getByText('Showing 1 to 9 of 9 entries')).toBeTruthy();
    expect(isProcessingShown()).toBe(false);
    expect(isSearchIconSpinning()).toBe(false);

    await settle(2000);
    expect(api.list()).toHaveLength(before + 1);
  });

  it('keeps a trailing space typed before the pause', async () => {
    vi.useFakeTimers();
    const api = serveStaff(makeStaff(23));
    renderTable();
    const settle = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    await settle(50);

    fireEvent.change(searchBox(), { target: { value: 'Pegawai ' } });
    await settle(600);
    expect(api.lastList()).toMatchObject({ search: 'Pegawai' });
    expect(searchBox()).toHaveProperty('value', 'Pegawai ');
    fireEvent.change(searchBox(), { target: { value: 'Pegawai 01' } });
    await settle(600);
    expect(api.lastList()).toMatchObject({ search: 'Pegawai 01' });
  });

  it('spins the search icon and shows Processing while a page loads', async () => {
    const user = userEvent.setup();
    const api = serveStaff(makeStaff(23));
    renderTable();
    await waitForSummary('Showing 1 to 10 of 23 entries');
    expect(isSearchIconSpinning()).toBe(false);
    expect(table().getAttribute('aria-busy')).toBe('false');

    api.hold();
    await user.type(searchBox(), 'Pegawai 01{Enter}');
    await waitFor(() => expect(api.lastList()).toMatchObject({ search: 'Pegawai 01' }));
    expect(isSearchIconSpinning()).toBe(true);
    expect(isProcessingShown()).toBe(true);
    expect(table().getAttribute('aria-busy')).toBe('true');

    api.release();
    await waitForSummary('Showing 1 to 10 of 10 entries');
    expect(isSearchIconSpinning()).toBe(false);
    expect(table().getAttribute('aria-busy')).toBe('false');
  });

  it("shows a 'No result found' row when nothing matches", async () => {
    const user = userEvent.setup();
    serveStaff(makeStaff(23));
    renderTable();
    await waitForSummary('Showing 1 to 10 of 23 entries');
    expect(screen.queryByText('No result found')).toBeNull();

    await user.type(searchBox(), 'tidak ada{Enter}');
    await waitForSummary('Showing 0 to 0 of 0 entries');
    expect(screen.getByText('No result found')).toBeTruthy();
    expect(shownNames()).toEqual([]);
    expect(pageButtons()).toEqual([1]);
  });
});

describe('DataTable: pagination', () => {
  it('moves with Next and Previous, which stop at the ends', async () => {
    const user = userEvent.setup();
    const api = serveStaff(makeStaff(23));
    const view = renderTable();
    await waitForSummary('Showing 1 to 10 of 23 entries');
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous).toHaveProperty('disabled', true);

    await user.click(next);
    await waitForSummary('Showing 11 to 20 of 23 entries');
    expect(api.lastList()).toMatchObject({ page: '2' });
    expect(shownNames()[0]).toBe('Pegawai 011');
    expect(view.location().searchParams.get('page')).toBe('2');

    await user.click(next);
    await waitForSummary('Showing 21 to 23 of 23 entries');
    expect(shownNames()).toEqual(['Pegawai 021', 'Pegawai 022', 'Pegawai 023']);
    expect(next).toHaveProperty('disabled', true);

    await user.click(previous);
    await waitForSummary('Showing 11 to 20 of 23 entries');
    expect(currentPageButton()).toBe(2);
  });

  it('goes to a numbered page', async () => {
    const user = userEvent.setup();
    serveStaff(makeStaff(95));
    const view = renderTable();
    await waitForSummary('Showing 1 to 10 of 95 entries');
    await user.click(screen.getByRole('button', { name: 'Halaman 4' }));
    await waitForSummary('Showing 31 to 40 of 95 entries');
    expect(currentPageButton()).toBe(4);
    expect(view.location().searchParams.get('page')).toBe('4');
  });

  // 95 rows at 10 a page: ten pages.
  it.each([
    [1, [1, 2, 3, 4, 5], 'Showing 1 to 10 of 95 entries'],
    [4, [1, 2, 3, 4, 5], 'Showing 31 to 40 of 95 entries'],
    [5, [3, 4, 5, 6, 7], 'Showing 41 to 50 of 95 entries'],
    [6, [4, 5, 6, 7, 8], 'Showing 51 to 60 of 95 entries'],
    [10, [8, 9, 10], 'Showing 91 to 95 of 95 entries'],
  ])('on page %i shows page numbers %j', async (page, numbers, summary) => {
    serveStaff(makeStaff(95));
    renderTable(`/?page=${page}`);
    await waitForSummary(summary);
    expect(pageButtons()).toEqual(numbers);
    expect(currentPageButton()).toBe(page);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', page === 10);
  });

  it('moves a page past the end back to the last page', async () => {
    const api = serveStaff(makeStaff(23));
    const view = renderTable('/?page=9');
    await waitForSummary('Showing 21 to 23 of 23 entries');
    expect(api.lastList()).toMatchObject({ page: '3' });
    expect(view.location().searchParams.get('page')).toBe('3');
  });
});

describe('DataTable: URL search params', () => {
  it('reads page, size and search from the URL', async () => {
    const api = serveStaff(makeStaff(120));
    renderTable('/?page=2&per=5&search=Pegawai%200');
    await waitForSummary('Showing 6 to 10 of 99 entries');
    expect(api.lastList()).toMatchObject({ page: '2', per: 5, search: 'Pegawai 0' });
    expect(searchBox()).toHaveProperty('value', 'Pegawai 0');
    expect(screen.getByRole('combobox', { name: 'Jumlah baris per halaman' })).toHaveProperty(
      'value',
      '5',
    );
    expect(currentPageButton()).toBe(2);
  });

  it('falls back to the defaults on garbage', async () => {
    const api = serveStaff(makeStaff(23));
    renderTable('/?page=-3&per=7');
    await waitForSummary('Showing 1 to 10 of 23 entries');
    expect(api.lastList()).toMatchObject({ page: '1', per: 10 });
  });

  it('writes them back, and a new search or size starts again at page 1', async () => {
    const user = userEvent.setup();
    serveStaff(makeStaff(120));
    const view = renderTable('/?page=3&per=25');
    await waitForSummary('Showing 51 to 75 of 120 entries');

    await user.type(searchBox(), 'Pegawai 0{Enter}');
    await waitForSummary('Showing 1 to 25 of 99 entries');
    expect(Object.fromEntries(view.location().searchParams)).toEqual({
      per: '25',
      search: 'Pegawai 0',
    });

    await user.click(screen.getByRole('button', { name: 'Halaman 2' }));
    await waitForSummary('Showing 26 to 50 of 99 entries');
    expect(view.location().searchParams.get('page')).toBe('2');

    await user.click(screen.getByRole('combobox', { name: 'Jumlah baris per halaman' }));
    await user.click(screen.getByRole('option', { name: '5' }));
    await waitForSummary('Showing 1 to 5 of 99 entries');
    expect(Object.fromEntries(view.location().searchParams)).toEqual({
      per: '5',
      search: 'Pegawai 0',
    });
  });

  it('keeps two tables apart with a prefix', async () => {
    const api = serveStaff(makeStaff(23));
    renderTable('/?page=2&a_page=3&a_per=5', { paramPrefix: 'a_' });
    await waitForSummary('Showing 11 to 15 of 23 entries');
    expect(api.lastList()).toMatchObject({ page: '3', per: 5 });
  });
});

describe('DataTable: first-load callback', () => {
  it('runs once, after the first successful load only', async () => {
    const user = userEvent.setup();
    serveStaff(makeStaff(23));
    const onFirstLoad = vi.fn();
    renderTable('/', { onFirstLoad });
    await waitForSummary('Showing 1 to 10 of 23 entries');
    expect(onFirstLoad).toHaveBeenCalledTimes(1);
    expect(onFirstLoad.mock.calls[0]?.[0]).toMatchObject({ total: 23, current_page: 1 });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitForSummary('Showing 11 to 20 of 23 entries');
    await user.type(searchBox(), 'Pegawai 00{Enter}');
    await waitForSummary('Showing 1 to 9 of 9 entries');
    expect(onFirstLoad).toHaveBeenCalledTimes(1);
  });

  it('waits past a failed load for the first good one', async () => {
    const user = userEvent.setup();
    serveStaff(makeStaff(23), (request) =>
      listBody(request).search === '' ? errorResponse(500, 'Database sibuk') : undefined,
    );
    const onFirstLoad = vi.fn();
    renderTable('/', { onFirstLoad });
    await screen.findByRole('alert');
    expect(onFirstLoad).not.toHaveBeenCalled();

    await user.type(searchBox(), 'Pegawai 01{Enter}');
    await waitForSummary('Showing 1 to 10 of 10 entries');
    expect(onFirstLoad).toHaveBeenCalledTimes(1);
    expect(onFirstLoad.mock.calls[0]?.[0]).toMatchObject({ total: 10 });
  });
});

describe('DataTable: server error', () => {
  it("alerts 'Server Error: ' with the server's message and stops loading", async () => {
    serveStaff(makeStaff(23), () => errorResponse(500, 'Koneksi ke basis data terputus'));
    renderTable();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Server Error: Koneksi ke basis data terputus');
    await waitFor(() => expect(isProcessingShown()).toBe(false));
    expect(isSearchIconSpinning()).toBe(false);
    expect(table().getAttribute('aria-busy')).toBe('false');
    expect(screen.getByText('No result found')).toBeTruthy();
    expect(screen.getByText('Showing 0 to 0 of 0 entries')).toBeTruthy();
  });

  it('clears the rows of the last good page when the next one fails', async () => {
    const user = userEvent.setup();
    serveStaff(makeStaff(23), (request) =>
      request.url.searchParams.get('page') === '2' ? errorResponse(500, 'Gagal') : undefined,
    );
    renderTable();
    await waitForSummary('Showing 1 to 10 of 23 entries');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Server Error: Gagal');
    expect(shownNames()).toEqual([]);
    expect(screen.getByText('No result found')).toBeTruthy();
    await waitFor(() => expect(isProcessingShown()).toBe(false));
  });
});
