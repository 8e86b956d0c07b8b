/**
 * '/user/presensi_apel/perubahan': the presensi change-request screen with the apel kind. Its
 * own endpoints, texts and reasons (no times), the session's name on the row. Only fetch is
 * replaced.
 */
import { MONTH_NAMES, type TPerubahanRow } from '@sikerja/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, paginate, stubFetch } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { AdminPerubahanPage } from './admin-perubahan-page.tsx';
import { PerubahanPage } from './perubahan-page.tsx';

const now = new Date();
const firstOfMonth = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-01`;

const row = (id: number, status: 'pending' | 'approved'): TPerubahanRow => ({
  id,
  kind: 'apel',
  user: { id: 1, name: 'Rina Kartika Sari', nip: null },
  unit_name: 'Subbagian Akademik',
  date: '2026-11-02',
  session_name: 'Apel pagi Senin',
  reason_kind: 'lupa_presensi',
  check_in: null,
  check_out: null,
  reason: `Lupa presensi apel ${id}`,
  file_id: null,
  created_at: '2026-11-02T10:00:00.000Z',
  approval: {
    id,
    status,
    current_level: status === 'pending' ? 'atasan' : null,
    levels: ['atasan'],
  },
  history: [],
  can_decide: false,
  can_withdraw: status === 'pending',
});

function serve(rows: TPerubahanRow[]) {
  return stubFetch((request) => {
    const path = request.url.pathname;
    if (path.endsWith('/perubahan/list')) {
      const body = request.body as { per: number };
      return jsonResponse(paginate(rows, { page: 1, per: body.per, path }));
    }
    if (path.endsWith('/user/presensi_apel/perubahan') && request.method === 'POST') {
      return jsonResponse({ data: row(9, 'pending') });
    }
    return jsonResponse({ message: 'tidak ada' }, 404);
  });
}

describe('PerubahanPage of apel', () => {
  it("lists the person's apel requests with the session, and asks a new one without times", async () => {
    const api = serve([row(1, 'pending')]);
    const user = userEvent.setup();
    renderWithApp(<PerubahanPage kind="apel" />, { route: '/user/presensi_apel/perubahan' });
    const table = await screen.findByRole('table', {
      name: 'Pengajuan perubahan presensi apel saya',
    });
    const line = (await within(table).findByText('Lupa presensi apel 1')).closest(
      'tr',
    ) as HTMLElement;
    expect(within(line).getByText('Apel pagi Senin')).toBeTruthy();
    expect(within(line).queryByText(/^Jam:/)).toBeNull();
    expect(api.requestsTo('user/presensi_apel/perubahan/list')).not.toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Ajukan Perubahan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajukan Perubahan Presensi Apel' });
    await user.click(within(dialog).getByRole('button', { name: /^Tanggal apel/ }));
    const [y, m] = firstOfMonth.split('-').map(Number) as [number, number];
    await user.click(await screen.findByRole('button', { name: `1 ${MONTH_NAMES[m - 1]} ${y}` }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Alasan' }));
    // Apel's reasons: no forgotten punch in or out.
    expect(screen.queryByRole('option', { name: 'Lupa presensi masuk' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Lupa presensi' }));
    expect(within(dialog).queryByLabelText('Jam masuk')).toBeNull();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Keterangan/ }),
      'Ikut apel tetapi lupa presensi',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Kirim' }));
    await screen.findByText('Pengajuan perubahan presensi apel telah dikirim ke atasan.');
    expect(api.requestsTo('user/presensi_apel/perubahan').map((r) => r.body)).toEqual([
      {
        date: firstOfMonth,
        reason_kind: 'lupa_presensi',
        check_in: null,
        check_out: null,
        reason: 'Ikut apel tetapi lupa presensi',
        file_id: null,
      },
    ]);
  });

  it("reads the admin's senam list from senam's endpoint", async () => {
    const api = serve([{ ...row(2, 'approved'), kind: 'senam', session_name: 'Senam pagi' }]);
    renderWithApp(<AdminPerubahanPage kind="senam" />, {
      route: '/admin/absensi_senam/perubahan',
    });
    const table = await screen.findByRole('table', { name: 'Perubahan presensi senam' });
    await within(table).findByText('Senam pagi');
    expect(api.requestsTo('admin/absensi_senam/perubahan/list')).not.toHaveLength(0);
  });
});
