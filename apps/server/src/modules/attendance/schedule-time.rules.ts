/**
 * Wall-clock arithmetic in the institution's time zone. Punches are instants; schedules are a
 * business date plus 'HH:MM'. Indonesian zones have no daylight saving, but the offset is read
 * from the zone database rather than assumed, so another zone would still be right.
 */
import { zonedParts } from '../../lib/time.ts';

/** Milliseconds the zone is ahead of UTC at an instant. */
function offsetMs(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(p.y, p.m - 1, p.d, p.h, p.i, p.s);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant of a wall-clock time ('HH:MM') on a date in a zone, plus whole days. */
export function zonedInstant(date: string, clock: string, timeZone: string, addDays = 0): Date {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const [h = 0, i = 0] = clock.split(':').map(Number);
  const guess = Date.UTC(y, m - 1, d + addDays, h, i);
  const first = guess - offsetMs(new Date(guess), timeZone);
  // A second pass settles an instant that lands across an offset change.
  return new Date(guess - offsetMs(new Date(first), timeZone));
}

/** '2026-03-02T07:41:05+07:00': the zone's wall clock with its offset. */
export function toZonedIso(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  const offset = Math.round(offsetMs(instant, timeZone) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${p.y}-${pad(p.m)}-${pad(p.d)}T${pad(p.h)}:${pad(p.i)}:${pad(p.s)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * A timestamptz as the drivers hand it over ('2026-03-02 00:41:05+00', '…+07', ISO) → Date.
 */
export function parseTimestamp(value: string | Date): Date {
  if (value instanceof Date) return value;
  const iso = value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00');
  return new Date(iso);
}

export { addDays, daysBetween } from '@sikerja/contracts';
