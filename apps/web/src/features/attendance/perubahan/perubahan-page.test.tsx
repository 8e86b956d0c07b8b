/**
 * '/user/presensi/perubahan': the person's requests and the superior's tab. Only fetch is
 * replaced; the list answers are computed from the rows below and the box asked for.
 */
import type { TPerubahanRow } from '@sikerja/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, paginate, stubFetch } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { PerubahanPage } from './perubahan-page.tsx';

const row = (
  id: number,
  box: 'mine' | 'inbox',
  status: 'pending' | 'approved',
): TPerubahanRow & { box: string } => ({
  box,
  id,
  kind: 'presensi',
  session_name: null,
  user: {
    id: box === 'mine' ? 1 : 2,
    name: box === 'mine' ? 'Rina Kartika Sari' : 'Andi Pratama',
    nip: null,
  },
  unit_name: 'Subbagian Akademik',
  date: '2026-11-03',
  reason_kind: 'mesin',
  check_in: '07:20',
  check_out: '16:05',
  reason: `Mesin mati ${id}`,
  file_id: null,
  created_at: '2026-11-03T10:00:00.000Z',
  approval: {
    id,
    status,
    current_level: status === 'pending' ? 'atasan' : null,
    levels: ['atasan'],
  },
  history: [],
  can_decide: box === 'inbox' && status === 'pending',
  can_withdraw: box === 'mine' && status === 'pending',
});

const ROWS = [row(1, 'mine', 'pending'), row(2, 'mine', 'approved'), row(3, 'inbox', 'pending')];

function serve() {
  return stubFetch((request) => {
    const path = request.url.pathname;
    if (path.endsWith('/user/presensi/perubahan/list')) {
      const body = request.body as { box: string; per: number; status?: string | null };
      const rows = ROWS.filter(
        (r) => r.box === body.box && (!body.status || r.approval.status === body.status),
      );
      return jsonResponse(
        paginate(rows, {
          page: Number(request.url.searchParams.get('page') ?? 1),
          per: body.per,
          path,
        }),
      );
    }
    if (path.endsWith('/user/presensi/perubahan/3/decide')) {
      return jsonResponse({ data: { ...row(3, 'inbox', 'approved') } });
    }
    return jsonResponse({ message: 'tidak ada' }, 404);
  });
}

describe('PerubahanPage', () => {
  it("lists the person's requests, with withdrawal only while pending", async () => {
    serve();
    renderWithApp(<PerubahanPage />, { route: '/user/presensi/perubahan' });
    const table = await screen.findByRole('table', { name: 'Pengajuan perubahan presensi saya' });
    const pending = (await within(table).findByText('Mesin mati 1')).closest('tr') as HTMLElement;
    expect(within(pending).getByText('Menunggu')).toBeTruthy();
    expect(within(pending).getByRole('button', { name: 'Tarik' })).toBeTruthy();
    const approved = within(table).getByText('Mesin mati 2').closest('tr') as HTMLElement;
    expect(within(approved).queryByRole('button', { name: 'Tarik' })).toBeNull();
    expect(within(table).queryByText('Mesin mati 3')).toBeNull();
  });

  it('lets the superior approve from the second tab', async () => {
    const api = serve();
    renderWithApp(<PerubahanPage />, { route: '/user/presensi/perubahan?tab=persetujuan' });
    const table = await screen.findByRole('table', {
      name: 'Perubahan presensi menunggu persetujuan saya',
    });
    const line = (await within(table).findByText('Mesin mati 3')).closest('tr') as HTMLElement;
    expect(within(line).getByText('Andi Pratama')).toBeTruthy();
    await userEvent.click(within(line).getByRole('button', { name: 'Setujui' }));
    const dialog = await screen.findByRole('dialog', { name: 'Setujui Perubahan Presensi' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'Benar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Setujui' }));
    await screen.findByText('Pengajuan disetujui; presensi telah diperbarui.');
    expect(api.requestsTo('user/presensi/perubahan/3/decide').map((r) => r.body)).toEqual([
      { decision: 'approve', note: 'Benar' },
    ]);
  });
});
