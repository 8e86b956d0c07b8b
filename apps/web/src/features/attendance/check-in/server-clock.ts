import { useEffect, useState } from 'react';

/**
 * The server's clock, ticking: seeded from `server_time` ('2026-01-05T07:10:00+07:00') and
 * advanced by the browser's monotonic timer, so a wrong clock on the phone changes nothing.
 * The wall clock is shown in the institution's zone, read from the offset the server sent.
 */
export function useServerClock(serverTime: string | undefined): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    if (!serverTime) return;
    const base = Date.parse(serverTime);
    const offset = offsetMinutes(serverTime);
    const started = performance.now();
    const tick = () => setNow(new Date(base + (performance.now() - started) + offset * 60_000));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [serverTime]);
  return now;
}

/** '+07:00' → 420. */
export function offsetMinutes(iso: string): number {
  const match = /([+-])(\d{2}):(\d{2})$/.exec(iso);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * A zoned ISO time from the server as a wall-clock instant comparable with useServerClock's
 * Date (both read in UTC), or null.
 */
export function wallTime(iso: string | null): number | null {
  if (!iso) return null;
  const at = Date.parse(iso);
  return Number.isNaN(at) ? null : at + offsetMinutes(iso) * 60_000;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'HH:MM:SS' of a wall-clock Date built by useServerClock (read in UTC). */
export function formatClock(wall: Date): string {
  return `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`;
}

/** 'HH:MM' of a zoned ISO time from the server, or '-'. */
export function hhmm(iso: string | null): string {
  return iso ? iso.slice(11, 16) : '-';
}
