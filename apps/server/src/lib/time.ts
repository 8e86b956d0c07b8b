/** The wall-clock parts of an instant in a time zone (the institution's, not the server's). */
// Building a formatter costs far more than using one (a third of a check-in's CPU once).
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function zonedParts(instant: Date, timeZone: string) {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    y: get('year'),
    m: get('month'),
    d: get('day'),
    h: get('hour'),
    i: get('minute'),
    s: get('second'),
  };
}

/** Today's date as 'YYYY-MM-DD' in the given time zone (a business date, not a UTC date). */
export function zonedDate(instant: Date, timeZone: string): string {
  const { y, m, d } = zonedParts(instant, timeZone);
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * A wall-clock time 'YYYY-MM-DD HH:MM:SS' read in one zone, as the wall clock of the same
 * instant in another (a terminal keeping WITA, a person on WIB).
 */
export function wallClockBetween(local: string, fromZone: string, toZone: string): string {
  if (fromZone === toZone) return local;
  const [y, m, d, h, i, s] = local.split(/[- :]/).map(Number) as number[];
  const guess = Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, h ?? 0, i ?? 0, s ?? 0);
  const seen = zonedParts(new Date(guess), fromZone);
  const offset = Date.UTC(seen.y, seen.m - 1, seen.d, seen.h, seen.i, seen.s) - guess;
  const p = zonedParts(new Date(guess - offset), toZone);
  return `${p.y}-${pad2(p.m)}-${pad2(p.d)} ${pad2(p.h)}:${pad2(p.i)}:${pad2(p.s)}`;
}
