/**
 * The fingerprint machine screen: the last contact (with how long ago) and the punch count the
 * iClock receiver writes, and the clock's time zone in the form.
 */
import {
  useIndonesianZodMessages as installIndonesianZodMessages,
  type TFingerprintMachineRow,
} from '@sikerja/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../lib/format/date.ts';
import { errorResponse, jsonResponse, paginate, stubFetch } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { rowTexts, waitForRows } from '../../test/resource-screen-queries.ts';
import { sinceText } from './configs/shared/last-contact-cell.tsx';
import { masterPageLoader } from './masters-pages.ts';

const BASE = '/api/v1/admin/master/fingerprint/machine';
const TABLE = 'Daftar Mesin Fingerprint';

let MasterPage: ComponentType;

beforeAll(async () => {
  installIndonesianZodMessages();
  const load = masterPageLoader('admin.master.fingerprint.machine');
  if (!load) throw new Error('no config for admin.master.fingerprint.machine');
  MasterPage = await load();
});

const contact = new Date(Date.now() - 5 * 60_000).toISOString();

function serveMachines() {
  const rows: TFingerprintMachineRow[] = [
    {
      id: 1,
      name: 'Mesin Lobi',
      serial_number: 'CKJE201560123',
      location_id: null,
      location_name: null,
      comm_key: null,
      time_zone: 'Asia/Makassar',
      last_contact_at: contact,
      punch_count: 1234,
      purpose: 'presensi',
      is_active: true,
    },
    {
      id: 2,
      name: 'Mesin Gudang',
      serial_number: 'OLD0000001',
      location_id: null,
      location_name: null,
      comm_key: null,
      time_zone: null,
      last_contact_at: null,
      punch_count: 0,
      purpose: 'presensi',
      is_active: true,
    },
  ];
  return stubFetch((request) => {
    const path = request.url.pathname;
    if (request.method === 'POST' && path === `${BASE}/list`) {
      return jsonResponse(paginate(rows, { page: 1, per: 10, path }));
    }
    if (request.method === 'POST' && path === BASE) {
      const created = { ...rows[1], ...(request.body as object), id: 3 };
      return jsonResponse({ data: created }, 201);
    }
    return errorResponse(404, `Tidak ada ${request.method} ${path}`, 'NOT_FOUND');
  });
}

describe('master page (fingerprint/machine)', () => {
  it('shows each machine’s time zone, last contact and punch count', async () => {
    serveMachines();
    renderWithApp(<MasterPage />, { route: '/admin/master/fingerprint/machine' });
    await waitForRows('Showing 1 to 2 of 2 entries');
    const lobby = rowTexts(TABLE, 'Mesin Lobi');
    expect(lobby).toContain('WITA (Asia/Makassar)');
    expect(lobby).toContain(`${formatDateTime(contact)} (5 menit lalu)`);
    expect(lobby).toContain('1.234');
    expect(rowTexts(TABLE, 'Mesin Gudang')).toContain('Belum pernah');
  });

  it('sends the chosen time zone of the machine’s clock', async () => {
    const user = userEvent.setup();
    const api = serveMachines();
    renderWithApp(<MasterPage />, { route: '/admin/master/fingerprint/machine' });
    await waitForRows('Showing 1 to 2 of 2 entries');
    await user.click(screen.getByRole('button', { name: 'Tambah' }));
    const form = screen.getByRole('dialog', { name: 'Tambah Mesin Fingerprint' });
    await user.type(within(form).getByRole('textbox', { name: 'Nama' }), 'Mesin Makassar');
    await user.type(within(form).getByRole('textbox', { name: 'Nomor seri' }), 'aeh2194860321');
    await user.click(within(form).getByRole('combobox', { name: /Zona waktu jam mesin/ }));
    await user.click(await screen.findByRole('option', { name: 'WIT (Asia/Jayapura)' }));
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(
        api.requests.find((r) => r.method === 'POST' && r.url.pathname === BASE)?.body,
      ).toMatchObject({
        name: 'Mesin Makassar',
        serial_number: 'aeh2194860321',
        time_zone: 'Asia/Jayapura',
      }),
    );
  });

  it('says how long ago in words', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(
      [
        '2026-11-26T11:59:40Z',
        '2026-11-26T11:15:00Z',
        '2026-11-26T03:00:00Z',
        '2026-11-20T12:00:00Z',
      ].map((iso) => sinceText(iso, now)),
    ).toEqual(['baru saja', '45 menit lalu', '9 jam lalu', '6 hari lalu']);
  });
});
