import { describe, expect, it } from 'vitest';
import { formatClock, serverWallTime } from './server-clock.ts';

describe('the live clock', () => {
  const date = { y: 2026, m: 11, d: 23, h: 7, i: 31, s: 5 };

  it.each([
    [0, 'Senin, 23 November 2026 07:31:05'],
    [1000, 'Senin, 23 November 2026 07:31:06'],
    [55_000, 'Senin, 23 November 2026 07:32:00'],
    // Past midnight in the institution's zone the day and date change with it.
    [(16 * 3600 + 28 * 60 + 55) * 1000, 'Selasa, 24 November 2026 00:00:00'],
  ])('reads the server date %i ms after it arrived as %s', (elapsed, expected) => {
    const receivedAt = 1_000_000;
    expect(formatClock(serverWallTime(date, receivedAt, receivedAt + elapsed))).toBe(expected);
  });

  it('names every month and weekday in Indonesian', () => {
    expect(formatClock(serverWallTime({ ...date, m: 1, d: 4 }, 0, 0))).toMatch(
      /^Minggu, 4 Januari/,
    );
    expect(formatClock(serverWallTime({ ...date, m: 8, d: 17 }, 0, 0))).toMatch(
      /^Senin, 17 Agustus/,
    );
    expect(formatClock(serverWallTime({ ...date, m: 12, d: 25 }, 0, 0))).toMatch(
      /^Jumat, 25 Desember/,
    );
  });

  it('ignores a browser clock that went backwards', () => {
    expect(formatClock(serverWallTime(date, 5000, 1000))).toBe('Senin, 23 November 2026 07:31:05');
  });
});
