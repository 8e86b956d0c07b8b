import { DAY_NAMES, MONTH_NAMES } from '@sikerja/contracts';

// The names live in the contracts, shared with the server's letters and messages.
export { DAY_NAMES, MONTH_NAMES };

/** A calendar day; m is 1-12, as the server's date object sends it. */
export interface CalendarDate {
  y: number;
  m: number;
  d: number;
}

/** 'Senin, 23 November 2026'. */
export function formatLongDate({ y, m, d }: CalendarDate): string {
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${DAY_NAMES[weekday] ?? ''}, ${d} ${MONTH_NAMES[m - 1] ?? ''} ${y}`;
}

/** Today in the browser's clock, for when the server's date is not known yet. */
export function localToday(): CalendarDate {
  const now = new Date();
  return { y: now.getFullYear(), m: now.getMonth() + 1, d: now.getDate() };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** '23 Nov 2026 14:05' from an ISO timestamp, in the browser's time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const month = MONTH_NAMES[date.getMonth()]?.slice(0, 3) ?? '';
  return `${date.getDate()} ${month} ${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** '17 Agustus 2026' from a 'YYYY-MM-DD' business date; other text is returned as it is. */
export function formatIsoDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const [, y, m, d] = match;
  return `${Number(d)} ${MONTH_NAMES[Number(m) - 1] ?? ''} ${y}`;
}
