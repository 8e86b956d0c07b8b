/**
 * The 'Kalender' view of /admin/harikerja: each day of the month from the month endpoint,
 * coloured by its reason with holiday names, a day opening its row or a new one, month
 * navigation and the error state. Only fetch is replaced; the answers are computed from the
 * rows below, as the server would.
 */
import {
  useIndonesianZodMessages as installIndonesianZodMessages,
  type TDayInfo,
  type THariKerjaRow,
} from '@sikerja/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, stubFetch } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { masterPageLoader } from '../masters/masters.api.ts';

const BASE = '/api/v1/admin/harikerja';
let MasterPage: ComponentType;

beforeAll(async () => {
  installIndonesianZodMessages();
  const load = masterPageLoader('admin.harikerja');
  if (!load) throw new Error('no config for admin.harikerja');
  MasterPage = await load();
});

const row = (
  id: number,
  date: string,
  kind: THariKerjaRow['kind'],
  name: string,
  unit: number | null = null,
): THariKerjaRow => ({
  id,
  date,
  kind,
  name,
  source: null,
  unit_id: unit,
  unit_name: unit ? `Unit ${unit}` : null,
  is_active: true,
});

const ROWS = [
  row(1, '2026-08-17', 'libur_nasional', 'Kemerdekaan'),
  row(2, '2026-08-25', 'libur_nasional', 'Maulid Nabi Muhammad SAW'),
  row(3, '2026-09-14', 'libur_unit', 'Dies natalis', 4),
];
const REASON = {
  libur_nasional: 'libur_nasional',
  cuti_bersama: 'cuti_bersama',
  libur_unit: 'libur_unit',
  hari_kerja: 'hari_kerja_tambahan',
} as const;

function month(year: number, m: number, unit: number | null): TDayInfo[] {
  const days: TDayInfo[] = [];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  for (let d = 1; d <= last; d += 1) {
    const date = `${year}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    const day = new Date(`${date}T00:00:00Z`).getUTCDay();
    const weekday = day === 0 ? 7 : day;
    const found =
      ROWS.find((r) => r.date === date && r.unit_id !== null && r.unit_id === unit) ??
      ROWS.find((r) => r.date === date && r.unit_id === null);
    days.push(
      found
        ? {
            date,
            weekday,
            working: found.kind === 'hari_kerja',
            reason: REASON[found.kind],
            name: found.name,
            calendar_day_id: found.id,
            unit_id: found.unit_id,
          }
        : {
            date,
            weekday,
            working: weekday < 6,
            reason: weekday < 6 ? 'hari_kerja' : 'akhir_pekan',
            name: null,
            calendar_day_id: null,
            unit_id: null,
          },
    );
  }
  return days;
}

function serve(options: { failMonth?: boolean } = {}) {
  return stubFetch((request) => {
    const path = request.url.pathname;
    const q = request.url.searchParams;
    if (request.method === 'GET' && path === `${BASE}/month`) {
      if (options.failMonth) return errorResponse(500, 'Basis data tidak tersedia', 'INTERNAL');
      const year = Number(q.get('year'));
      const m = Number(q.get('month'));
      const unit = q.get('unit_id') ? Number(q.get('unit_id')) : null;
      const days = month(year, m, unit);
      return jsonResponse({
        data: {
          year,
          month: m,
          unit_id: unit,
          working_days: days.filter((d) => d.working).length,
          days,
        },
      });
    }
    if (request.method === 'GET' && path.startsWith(`${BASE}/`)) {
      const found = ROWS.find((r) => r.id === Number(path.slice(BASE.length + 1)));
      return found ? jsonResponse({ data: found }) : errorResponse(404, 'Tidak ada', 'NOT_FOUND');
    }
    return errorResponse(404, `Tidak ada ${request.method} ${path}`, 'NOT_FOUND');
  });
}

const dayButton = (label: string) => screen.findByRole('button', { name: label });

describe('working-day calendar view', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens on the calendar of the current month, not on the table from January 2025', async () => {
    // Only the clock is fixed: timers stay real, so rendering and the queries run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 26, 9, 0));
    const api = serve();
    renderWithApp(<MasterPage />, { route: '/admin/harikerja' });
    expect(await screen.findByText('21 hari kerja pada November 2026')).toBeTruthy();
    expect(await dayButton('26 November 2026: Hari kerja')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Kalender' })).toHaveProperty('checked', true);
    const asked = api.requestsTo('harikerja/month')[0];
    expect(asked?.url.searchParams.get('year')).toBe('2026');
    expect(asked?.url.searchParams.get('month')).toBe('11');
    expect(api.requestsTo('harikerja/list')).toHaveLength(0);
  });

  it('shows the table at ?view=tabel, and the calendar again without a view in the URL', async () => {
    const user = userEvent.setup();
    serve();
    const { location } = renderWithApp(<MasterPage />, { route: '/admin/harikerja?view=tabel' });
    await screen.findByRole('table', { name: 'Daftar Hari Kerja' });
    await user.click(screen.getByRole('radio', { name: 'Kalender' }));
    await screen.findByText(/hari kerja pada/);
    expect(location().searchParams.has('view')).toBe(false);
  });

  it('shows the month with holidays by name and weekends in their own colour', async () => {
    const api = serve();
    renderWithApp(<MasterPage />, { route: '/admin/harikerja?view=kalender&bulan=2026-08' });
    const kemerdekaan = await dayButton('17 Agustus 2026: Kemerdekaan');
    expect(kemerdekaan.getAttribute('data-reason')).toBe('libur_nasional');
    expect(within(kemerdekaan).getByText('Kemerdekaan')).toBeTruthy();
    expect((await dayButton('15 Agustus 2026: Akhir pekan')).getAttribute('data-reason')).toBe(
      'akhir_pekan',
    );
    expect((await dayButton('18 Agustus 2026: Hari kerja')).getAttribute('data-reason')).toBe(
      'hari_kerja',
    );
    // 21 weekdays, minus Kemerdekaan and Maulid.
    expect(await screen.findByText('19 hari kerja pada Agustus 2026')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Kalender' })).toHaveProperty('checked', true);
    const asked = api.requestsTo('harikerja/month')[0];
    expect(asked?.url.searchParams.get('year')).toBe('2026');
    expect(asked?.url.searchParams.get('month')).toBe('8');
    expect(screen.queryByRole('table', { name: 'Daftar Hari Kerja' })).toBeNull();
  });

  it('moves to the next month, with the month in the URL', async () => {
    const user = userEvent.setup();
    const api = serve();
    const { location } = renderWithApp(<MasterPage />, {
      route: '/admin/harikerja?view=kalender&bulan=2026-08',
    });
    await dayButton('17 Agustus 2026: Kemerdekaan');
    await user.click(screen.getByRole('button', { name: 'Bulan berikutnya' }));
    await dayButton('14 September 2026: Hari kerja');
    expect(location().searchParams.get('bulan')).toBe('2026-09');
    expect(
      api.requestsTo('harikerja/month').some((r) => r.url.searchParams.get('month') === '9'),
    ).toBe(true);
    expect(await screen.findByText(/Tidak ada hari libur/)).toBeTruthy();
  });

  it("shows a unit's own day off when the unit is chosen", async () => {
    serve();
    renderWithApp(<MasterPage />, {
      route: '/admin/harikerja?view=kalender&bulan=2026-09&unit_id=4',
    });
    const day = await dayButton('14 September 2026: Dies natalis');
    expect(day.getAttribute('data-reason')).toBe('libur_unit');
    expect(
      await screen.findByText('21 hari kerja pada September 2026 untuk unit ini'),
    ).toBeTruthy();
  });

  it('opens a holiday for editing, and a plain day as a new row on that date', async () => {
    const user = userEvent.setup();
    serve();
    renderWithApp(<MasterPage />, { route: '/admin/harikerja?view=kalender&bulan=2026-08' });
    await user.click(await dayButton('17 Agustus 2026: Kemerdekaan'));
    const edit = await screen.findByRole('dialog', { name: 'Ubah Hari Kerja' });
    expect(await within(edit).findByDisplayValue('Kemerdekaan')).toBeTruthy();
    await user.click(within(edit).getByRole('button', { name: 'Batal' }));
    await user.click(await dayButton('19 Agustus 2026: Hari kerja'));
    const create = await screen.findByRole('dialog', { name: 'Tambah Hari Kerja' });
    await waitFor(() => expect(within(create).getByText('19 Agustus 2026')).toBeTruthy());
  });

  it('says so when the month cannot be loaded', async () => {
    serve({ failMonth: true });
    renderWithApp(<MasterPage />, { route: '/admin/harikerja?view=kalender&bulan=2026-08' });
    expect(
      await screen.findByText(/Kalender gagal dimuat: Basis data tidak tersedia/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeTruthy();
  });
});
