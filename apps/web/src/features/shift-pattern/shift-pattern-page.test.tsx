/**
 * /user/shiftpolakerja against a fake of its three endpoints: the current pattern, the
 * 14-day strip with Indonesian day names, and a request sent through the shared contract.
 */
import type { TMyShiftPattern, TShiftPatternRequestRow } from '@sikerja/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import 'dayjs/locale/id';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, paginate, stubFetch } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ShiftPatternPage } from './shift-pattern-page.tsx';

const BASE = '/api/v1/user/shiftpolakerja';
// A Monday, so the strip's day names are known.
const TODAY = '2026-03-02';
const SHIFTS = [
  { code: 'P', name: 'Pagi', start_time: '07:00', end_time: '15:00', crosses_midnight: false },
  { code: 'M', name: 'Malam', start_time: '23:00', end_time: '07:00', crosses_midnight: true },
];
const ROT = { id: 3, code: 'ROT4', name: 'Rotasi empat', cycle: ['P', 'M', 'L', 'L'] };

function dayOf(i: number) {
  return dayjs(TODAY).add(i, 'day').format('YYYY-MM-DD');
}

function onPattern(): TMyShiftPattern {
  return {
    today: TODAY,
    current: { pattern: ROT, start_date: TODAY },
    days: Array.from({ length: 14 }, (_, i) => {
      const code = ROT.cycle[i % 4] as string;
      if (code === 'L')
        return { date: dayOf(i), kind: 'off' as const, shift_code: 'L', shift: null, note: null };
      return {
        date: dayOf(i),
        kind: 'shift' as const,
        shift_code: code,
        shift: SHIFTS.find((s) => s.code === code) ?? null,
        note: null,
      };
    }),
    patterns: [ROT],
    shifts: SHIFTS,
  };
}

function onOfficeHours(): TMyShiftPattern {
  return {
    today: TODAY,
    current: null,
    // Office hours; the weekend of the strip is off, as the calendar says.
    days: Array.from({ length: 14 }, (_, i) => {
      const weekend = dayjs(dayOf(i)).day() % 6 === 0;
      return weekend
        ? {
            date: dayOf(i),
            kind: 'off' as const,
            shift_code: 'L',
            shift: null,
            note: 'Akhir pekan',
          }
        : { date: dayOf(i), kind: 'office' as const, shift_code: null, shift: null, note: null };
    }),
    patterns: [ROT],
    shifts: SHIFTS,
  };
}

function serve(mine: TMyShiftPattern, requests: TShiftPatternRequestRow[] = []) {
  return stubFetch(({ method, url, body }) => {
    if (url.pathname === BASE && method === 'GET') return jsonResponse({ data: mine });
    if (url.pathname === `${BASE}/list`) {
      const page = Number(url.searchParams.get('page') ?? 1);
      const per = (body as { per?: number }).per ?? 10;
      return jsonResponse(paginate(requests, { page, per, path: `${BASE}/list` }));
    }
    if (url.pathname === BASE && method === 'POST') {
      const sent = body as { pattern_id: number | null; start_date: string; reason: string };
      requests.unshift({
        id: 50,
        pattern_id: sent.pattern_id,
        pattern_name: 'ROT4 Rotasi empat',
        pattern_cycle: ROT.cycle,
        start_date: sent.start_date,
        reason: sent.reason,
        status: 'pending',
        approval_status: 'pending',
        note: null,
        created_at: '2026-03-02T03:00:00.000Z',
      });
      return jsonResponse(
        { data: { id: 50, message: 'Permintaan perubahan pola kerja berhasil dikirim.' } },
        201,
      );
    }
    return jsonResponse({ message: 'not found' }, 404);
  });
}

describe('ShiftPatternPage', () => {
  beforeAll(() => {
    dayjs.locale('id');
  });

  it('shows the current pattern as chips and the next 14 days with Indonesian day names', async () => {
    serve(onPattern());
    renderWithApp(<ShiftPatternPage />);
    expect(await screen.findByRole('heading', { name: 'ROT4 Rotasi empat' })).toBeTruthy();
    expect(screen.getAllByLabelText('Siklus P-M-L-L').length).toBeGreaterThan(0);
    const strip = screen.getByRole('list', { name: '14 hari ke depan' });
    const days = within(strip).getAllByRole('listitem');
    expect(days).toHaveLength(14);
    expect(days[0]?.textContent).toContain('Hari ini · Senin');
    expect(days[0]?.textContent).toContain('Pagi07:00–15:00');
    expect(days[1]?.textContent).toContain('Selasa');
    expect(days[1]?.textContent).toContain('Malam23:00–07:00 (+1)');
    expect(days[2]?.textContent).toContain('Libur');
  });

  it('sends a request and lists it as waiting', async () => {
    const api = serve(onOfficeHours());
    const user = userEvent.setup();
    renderWithApp(<ShiftPatternPage />);
    expect(await screen.findByRole('heading', { name: 'Jam kantor' })).toBeTruthy();
    expect(screen.getAllByText('Jam kantor', { selector: 'span *, span' }).length).toBeGreaterThan(
      0,
    );

    await user.click(screen.getByRole('combobox', { name: 'Pola kerja baru' }));
    await user.click(await screen.findByRole('option', { name: /ROT4 Rotasi empat/ }));
    await user.type(screen.getByRole('textbox', { name: /Alasan/ }), 'Bergabung dengan tim jaga');
    await user.click(screen.getByRole('button', { name: 'Kirim Permintaan' }));
    // The date is required (the shared contract says so before anything is sent).
    expect(await screen.findByText('Tanggal mulai wajib diisi')).toBeTruthy();
    expect(
      api
        .requestsTo('user/shiftpolakerja')
        .filter((r) => r.method === 'POST' && !r.url.pathname.endsWith('list')),
    ).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /Mulai tanggal/ }));
    await user.click(await screen.findByRole('button', { name: '3 Maret 2026' }));
    await user.click(screen.getByRole('button', { name: 'Kirim Permintaan' }));
    await waitFor(() =>
      expect(api.requests.some((r) => r.method === 'POST' && r.url.pathname === BASE)).toBe(true),
    );
    const sent = api.requests.find((r) => r.method === 'POST' && r.url.pathname === BASE);
    expect(sent?.body).toEqual({
      pattern_id: 3,
      start_date: '2026-03-03',
      reason: 'Bergabung dengan tim jaga',
    });
    const table = await screen.findByRole('table', { name: 'Daftar permintaan pola kerja' });
    expect(await within(table).findByText('Menunggu persetujuan')).toBeTruthy();
  });
});
