/**
 * On a phone (below 48em) a DataTable is one card per row: every column as a label and its
 * value, the row's actions at the top, the same paging; nothing sits off the screen.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonResponse, paginate, stubFetch } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { DataTable } from './data-table.tsx';
import { defineListEndpoint } from './list-endpoint.ts';
import type { DataTableColumn } from './types.ts';

const ZLeave = z.object({ id: z.number().int(), name: z.string(), status: z.string() });
type Leave = z.infer<typeof ZLeave>;
const PATH = 'test/cuti/list';
const endpoint = defineListEndpoint({ key: ['test-cuti'], path: PATH, row: ZLeave });

const ROWS: Leave[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  name: `Pegawai ${i + 1}`,
  status: i % 2 ? 'Disetujui' : 'Menunggu Atasan Langsung',
}));

function phoneWidth(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: matches && query.includes('max-width'),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('DataTable on a phone', () => {
  it('shows one card per row with every column labelled and the row menu at hand', async () => {
    phoneWidth(true);
    stubFetch(({ url, body }) => {
      const per = (body as { per: number }).per;
      const page = Number(url.searchParams.get('page') ?? 1);
      return jsonResponse(paginate(ROWS, { page, per, path: `/api/v1/${PATH}` }));
    });
    const opened: string[] = [];
    const columns: DataTableColumn<Leave>[] = [
      { id: 'name', header: 'Nama' },
      { id: 'status', header: 'Status' },
      {
        id: 'actions',
        header: '',
        render: (row) => (
          <button type="button" onClick={() => opened.push(row.name)}>
            Menu {row.name}
          </button>
        ),
      },
    ];
    renderWithApp(
      <DataTable endpoint={endpoint} columns={columns} rowKey={(r) => r.id} label="Daftar cuti" />,
    );
    const list = await screen.findByRole('list', { name: 'Daftar cuti' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = await within(list).findAllByRole('listitem');
    expect(cards).toHaveLength(10);
    const first = cards[0];
    if (!first) throw new Error('no card');
    expect(within(first).getByText('No 1')).toBeTruthy();
    expect(within(first).getByText('Nama')).toBeTruthy();
    expect(within(first).getByText('Pegawai 1')).toBeTruthy();
    expect(within(first).getByText('Status')).toBeTruthy();
    expect(within(first).getByText('Menunggu Atasan Langsung')).toBeTruthy();
    await userEvent.click(within(first).getByRole('button', { name: 'Menu Pegawai 1' }));
    expect(opened).toEqual(['Pegawai 1']);
    expect(screen.getByText('Showing 1 to 10 of 12 entries')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await within(list).findByText('Pegawai 11')).toBeTruthy();
    expect(within(list).getByText('No 11')).toBeTruthy();
  });

  it('keeps the table above phone width', async () => {
    phoneWidth(false);
    stubFetch(({ url, body }) =>
      jsonResponse(
        paginate(ROWS, {
          page: Number(url.searchParams.get('page') ?? 1),
          per: (body as { per: number }).per,
          path: `/api/v1/${PATH}`,
        }),
      ),
    );
    renderWithApp(
      <DataTable
        endpoint={endpoint}
        columns={[{ id: 'name', header: 'Nama' }]}
        rowKey={(r) => r.id}
        label="Daftar cuti"
      />,
    );
    expect(await screen.findByRole('table', { name: 'Daftar cuti' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Daftar cuti' })).toBeNull();
  });
});
