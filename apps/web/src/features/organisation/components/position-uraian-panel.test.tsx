/**
 * The menu of uraian of a position on the position map: a position is picked, its menu read
 * by kind, uraian added with the searchable multi-select (sent as ids) and removed only after
 * the confirmation.
 */
import type { TPositionMapNode, TPositionUraianRow } from '@sikerja/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, paginate, stubFetch } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { PositionUraianPanel } from './position-uraian-panel.tsx';

const node = (id: number, name: string, children: TPositionMapNode[] = []): TPositionMapNode => ({
  id,
  name,
  kind: 'fungsional',
  job_class: 9,
  echelon: null,
  unit_id: 1,
  unit_name: 'Program Studi',
  is_lecturer: false,
  is_active: true,
  superior_position_id: null,
  holders: [],
  children,
});
const TREE = [node(1, 'Direktur', [node(2, 'Dosen Lektor')])];

const uraian = (id: number, description: string, kind: 'mandiri' | 'tambahan') =>
  ({
    id,
    description,
    unit_id: 1,
    unit_name: 'SKS',
    activity_item_id: null,
    activity_item_name: null,
    credit_points: 1,
    work_hours: 16,
    cost: 0,
    duty_kind: kind,
    points: 1,
    default_yearly_target: 12,
    is_active: true,
  }) satisfies TPositionUraianRow;

const CATALOGUE = [
  uraian(10, 'Melaksanakan perkuliahan teori', 'mandiri'),
  uraian(11, 'Menjadi pembina kegiatan ketarunaan', 'tambahan'),
  uraian(12, 'Menyusun rencana pembelajaran semester', 'mandiri'),
];

/** The menu endpoints over an in-test menu of position 2, and the uraian master. */
function serveMenu() {
  const menu = new Map<number, number[]>([[2, [10, 11]]]);
  const api = stubFetch((request) => {
    const path = request.url.pathname;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const page = Number(request.url.searchParams.get('page') ?? '1');
    const match = /jabatan\/peta\/(\d+)\/uraian(?:\/(list|\d+))?$/.exec(path);
    if (path.endsWith('admin/master/uraian/list')) {
      const search = String(body.search ?? '').toLowerCase();
      const rows = CATALOGUE.filter((u) => u.description.toLowerCase().includes(search)).map(
        (u) => ({
          ...u,
          activity_item_code: null,
          position_ids: [],
          position_names: [],
        }),
      );
      return jsonResponse(paginate(rows, { page, per: Number(body.per ?? 10), path }));
    }
    if (!match) return jsonResponse({ message: 'not found' }, 404);
    const positionId = Number(match[1]);
    const ids = menu.get(positionId) ?? [];
    if (match[2] === 'list') {
      const rows = CATALOGUE.filter(
        (u) => ids.includes(u.id) && (!body.duty_kind || u.duty_kind === body.duty_kind),
      );
      return jsonResponse(paginate(rows, { page, per: Number(body.per ?? 10), path }));
    }
    if (request.method === 'POST') {
      const added = (body.task_description_ids as number[]).filter((id) => !ids.includes(id));
      menu.set(positionId, [...ids, ...added]);
      return jsonResponse({
        data: { message: `${added.length} uraian tugas ditambahkan ke jabatan.`, attached: 1 },
      });
    }
    menu.set(
      positionId,
      ids.filter((id) => id !== Number(match[2])),
    );
    return jsonResponse({ data: { message: 'Uraian tugas dihapus dari jabatan.' } });
  });
  return { api, menu };
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');

describe('PositionUraianPanel', () => {
  it('reads a position’s menu by kind, adds uraian by name and removes one after asking', async () => {
    const user = userEvent.setup();
    const { api, menu } = serveMenu();
    renderWithApp(<PositionUraianPanel tree={TREE} />);
    expect(screen.getByText(/Pilih jabatan untuk melihat/)).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Jabatan' }));
    await user.click(await screen.findByRole('option', { name: /Dosen Lektor/ }));
    const table = await screen.findByRole('table', { name: 'Uraian tugas Dosen Lektor' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(2));

    await user.click(screen.getByRole('radio', { name: 'Tambahan' }));
    await waitFor(() => expect(rowsOf(table)).toHaveLength(1));
    expect(api.requestsTo('peta/2/uraian/list').at(-1)?.body).toMatchObject({
      duty_kind: 'tambahan',
    });
    await user.click(screen.getByRole('radio', { name: 'Semua' }));
    await waitFor(() => expect(rowsOf(table)).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Tambah Uraian' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Uraian Tugas' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Uraian tugas' }), 'rencana');
    await user.click(
      await screen.findByRole('option', {
        name: 'Menyusun rencana pembelajaran semester (Mandiri)',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Tambahkan' }));
    await waitFor(() => expect(menu.get(2)).toEqual([10, 11, 12]));
    expect(api.requestsTo('peta/2/uraian').at(-1)?.body).toEqual({ task_description_ids: [12] });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(3));

    // Tidak sends nothing; Hapus removes it.
    const remove = () =>
      user.click(screen.getByRole('button', { name: 'Hapus Melaksanakan perkuliahan teori' }));
    await remove();
    let question = await screen.findByRole('dialog', { name: 'Hapus dari jabatan?' });
    await user.click(within(question).getByRole('button', { name: 'Batal' }));
    expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    await remove();
    question = await screen.findByRole('dialog', { name: 'Hapus dari jabatan?' });
    await user.click(within(question).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(menu.get(2)).toEqual([11, 12]));
    expect(api.requests.find((r) => r.method === 'DELETE')?.url.pathname).toBe(
      '/api/v1/admin/master/jabatan/peta/2/uraian/10',
    );
    await waitFor(() => expect(rowsOf(table)).toHaveLength(2));
  });
});
