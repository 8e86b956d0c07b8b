/**
 * '/user/presensi': the card reads the server's answer (schedule, clock, status), sends the
 * browser's position with a punch, shows the refusal with its distance, and says so plainly
 * when the browser refuses to give a position.
 */
import type { TAttendanceDay, TTodayAttendance } from '@sikerja/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, paginate, stubFetch } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { PresensiPage } from './presensi-page.tsx';

const TODAY: TTodayAttendance = {
  date: '2026-01-05',
  is_working_day: true,
  day_off_kind: null,
  day_off_name: null,
  scheduled_in: '2026-01-05T07:30:00+07:00',
  scheduled_out: '2026-01-05T16:00:00+07:00',
  check_in: null,
  check_out: null,
  late_minutes: 0,
  early_minutes: 0,
  code: null,
  late_code: null,
  early_code: null,
  deduction_pct: 0,
  flagged: false,
  server_time: '2026-01-05T07:41:05+07:00',
  time_zone: 'Asia/Jakarta',
  remote_permit: false,
  locations: [{ id: 1, name: 'Kampus Utama', latitude: -6.2, longitude: 106.8, radius_m: 100 }],
  check_in_opens_at: '2026-01-05T05:30:00+07:00',
  check_out_opens_at: '2026-01-05T08:30:00+07:00',
  punch: null,
};
const DAYS: TAttendanceDay[] = [
  {
    ...TODAY,
    date: '2026-01-02',
    scheduled_in: '2026-01-02T07:30:00+07:00',
    scheduled_out: '2026-01-02T16:30:00+07:00',
    check_in: '2026-01-02T08:05:00+07:00',
    check_out: '2026-01-02T16:31:00+07:00',
    late_minutes: 35,
    code: 'TL2',
    late_code: 'TL2',
    deduction_pct: 1,
  },
];

function fakeGeolocation(impl: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: { getCurrentPosition: vi.fn(impl) },
  });
}
const at = (latitude: number, longitude: number, accuracy: number) => (ok: PositionCallback) =>
  ok({ coords: { latitude, longitude, accuracy } } as GeolocationPosition);

function serve(punch: (body: unknown) => Response, today: TTodayAttendance = TODAY) {
  return stubFetch(({ method, url, body }) => {
    if (url.pathname.endsWith('/user/presensi/today')) return jsonResponse({ data: today });
    if (url.pathname.endsWith('/user/presensi/list')) {
      const per = (body as { per: number }).per;
      const page = Number(url.searchParams.get('page') ?? 1);
      return jsonResponse(paginate(DAYS, { page, per, path: url.pathname }));
    }
    if (method === 'POST' && url.pathname.endsWith('/user/presensi')) return punch(body);
    return jsonResponse({ message: 'not found' }, 404);
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('PresensiPage', () => {
  it('shows the date in Indonesian, the schedule, the server clock and the person’s days', async () => {
    serve(() => jsonResponse({}, 500));
    renderWithApp(<PresensiPage />, { route: '/user/presensi' });
    expect(await screen.findByText('Senin, 5 Januari 2026')).toBeTruthy();
    expect(screen.getByText('Jadwal 07:30 – 16:00')).toBeTruthy();
    expect(screen.getByLabelText('Jam server').textContent).toMatch(/^07:41:0\d$/);
    expect(screen.getByText('Belum presensi')).toBeTruthy();
    expect(await screen.findByText('2 Januari 2026')).toBeTruthy();
    expect(screen.getByText('08:05')).toBeTruthy();
    expect(screen.getByText('TL2')).toBeTruthy();
  });

  it('sends the position and accuracy with a punch and shows the result', async () => {
    fakeGeolocation(at(-6.2001, 106.8, 12.5));
    const api = serve(() =>
      jsonResponse({
        data: {
          ...TODAY,
          check_in: '2026-01-05T07:41:05+07:00',
          late_minutes: 11,
          code: 'TL1',
          late_code: 'TL1',
          deduction_pct: 0.5,
          check_out_opens_at: '2026-01-05T08:41:05+07:00',
          punch: {
            type: 'masuk',
            at: '2026-01-05T07:41:05+07:00',
            location_name: 'Kampus Utama',
            distance_m: 11,
            flags: [],
            repeated: false,
          },
        },
      }),
    );
    renderWithApp(<PresensiPage />, { route: '/user/presensi' });
    await userEvent.click(await screen.findByRole('button', { name: 'Presensi Masuk' }));
    expect(
      await screen.findByText(
        /Presensi masuk pukul 07:41 di Kampus Utama \(11 m dari titik lokasi\)/,
      ),
    ).toBeTruthy();
    expect(api.requestsTo('/user/presensi').at(-1)?.body).toEqual({
      type: 'masuk',
      latitude: -6.2001,
      longitude: 106.8,
      accuracy: 12.5,
    });
    expect(screen.getByText('Terlambat 1–30 menit')).toBeTruthy();
    expect(screen.getByText('11 menit')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Presensi Masuk' })).toHaveProperty('disabled', true);
    // 'Pulang' opens an hour after the check-in, and says so.
    expect(screen.getByRole('button', { name: 'Presensi Pulang' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByText('Dibuka pukul 08:41')).toBeTruthy();
  });

  it('shows the refusal with the distance', async () => {
    fakeGeolocation(at(-6.209, 106.8, 15));
    const message =
      'Anda berada di luar area presensi. Jarak ke lokasi terdekat (Kampus Utama) 1.001 m, radius 100 m.';
    serve(() =>
      jsonResponse({ code: 'VALIDATION', message, fields: { latitude: [message] } }, 422),
    );
    renderWithApp(<PresensiPage />, { route: '/user/presensi' });
    await userEvent.click(await screen.findByRole('button', { name: 'Presensi Masuk' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('says what to do when the browser refuses the location, and sends nothing', async () => {
    fakeGeolocation((_ok, fail) =>
      fail({ code: 1, message: 'denied' } as GeolocationPositionError),
    );
    const api = serve(() => jsonResponse({}, 500));
    renderWithApp(<PresensiPage />, { route: '/user/presensi' });
    await userEvent.click(await screen.findByRole('button', { name: 'Presensi Masuk' }));
    expect(await screen.findByText(/Izin lokasi ditolak/)).toBeTruthy();
    await waitFor(() =>
      expect(api.requestsTo('/user/presensi').filter((r) => r.method === 'POST')).toHaveLength(0),
    );
  });

  describe('the check-in window', () => {
    afterEach(() => vi.useRealTimers());

    it('keeps Masuk closed until it opens, says when, and opens it without a reload', async () => {
      // Only the clock's ticking is faked: the fetches still run on real timers.
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
      const api = serve(() => jsonResponse({}, 500), {
        ...TODAY,
        server_time: '2026-01-05T05:29:57+07:00',
      });
      renderWithApp(<PresensiPage />, { route: '/user/presensi' });
      const masuk = await screen.findByRole('button', { name: 'Presensi Masuk' });
      expect(masuk).toHaveProperty('disabled', true);
      const caption = screen.getByText('Dibuka pukul 05:30');
      expect(masuk.getAttribute('aria-describedby')).toBe(caption.id);
      const pulang = screen.getByRole('button', { name: 'Presensi Pulang' });
      expect(pulang).toHaveProperty('disabled', true);
      expect(screen.getByText('Dibuka pukul 08:30')).toBeTruthy();
      const fetched = api.requestsTo('/user/presensi/today').length;

      await act(() => vi.advanceTimersByTimeAsync(2_000));
      expect(screen.getByLabelText('Jam server').textContent).toBe('05:29:59');
      expect(masuk).toHaveProperty('disabled', true);
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(screen.getByLabelText('Jam server').textContent).toBe('05:30:00');
      expect(masuk).toHaveProperty('disabled', false);
      expect(masuk.getAttribute('aria-describedby')).toBeNull();
      expect(screen.queryByText('Dibuka pukul 05:30')).toBeNull();
      expect(pulang).toHaveProperty('disabled', true);
      // Nothing was fetched again: the card opened by itself.
      expect(api.requestsTo('/user/presensi/today')).toHaveLength(fetched);
    });

    it('on a day off with no window both buttons are open', async () => {
      serve(() => jsonResponse({}, 500), {
        ...TODAY,
        is_working_day: false,
        day_off_kind: 'weekend',
        scheduled_in: null,
        scheduled_out: null,
        server_time: '2026-01-03T03:00:00+07:00',
        date: '2026-01-03',
        check_in_opens_at: null,
        check_out_opens_at: null,
      });
      renderWithApp(<PresensiPage />, { route: '/user/presensi' });
      const masuk = await screen.findByRole('button', { name: 'Presensi Masuk' });
      await waitFor(() => expect(masuk).toHaveProperty('disabled', false));
      expect(screen.getByRole('button', { name: 'Presensi Pulang' })).toHaveProperty(
        'disabled',
        false,
      );
      expect(screen.queryByText(/Dibuka pukul/)).toBeNull();
    });

    it('shows the server’s refusal of an early punch and reads the card again', async () => {
      fakeGeolocation(at(-6.2001, 106.8, 12.5));
      const message = 'Presensi masuk dibuka pukul 05:30.';
      const api = serve(
        () => jsonResponse({ code: 'VALIDATION', message, fields: { type: [message] } }, 422),
        // The page thinks it is open (its clock ran ahead); the server decides.
        { ...TODAY, server_time: '2026-01-05T05:31:00+07:00' },
      );
      renderWithApp(<PresensiPage />, { route: '/user/presensi' });
      const masuk = await screen.findByRole('button', { name: 'Presensi Masuk' });
      await waitFor(() => expect(masuk).toHaveProperty('disabled', false));
      const fetched = api.requestsTo('/user/presensi/today').length;
      await userEvent.click(masuk);
      expect(await screen.findByText(message)).toBeTruthy();
      await waitFor(() => expect(api.requestsTo('/user/presensi/today')).toHaveLength(fetched + 1));
    });
  });
});
