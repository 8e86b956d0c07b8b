/**
 * The ADMS "iClock" push protocol of ZKTeco-compatible terminals (docs/attendance.md
 * "Fingerprint machines"): reading what a terminal sends and writing what it is answered.
 * Pure functions; iclock.service.ts stores, iclock.routes.ts speaks HTTP.
 */

/** The largest body a terminal may post (a backlog arrives in several posts). */
export const ICLOCK_BODY_LIMIT = 2 * 1024 * 1024;
/** The most ATTLOG lines one post may carry; a larger post is refused whole (413). */
export const ICLOCK_MAX_LINES = 20_000;
/** Seconds between a terminal's polls of getrequest, and before a retry after a refusal. */
export const ICLOCK_DELAY_S = 30;
export const ICLOCK_ERROR_DELAY_S = 60;

/** A serial number as the master keeps it (upper-cased); null when it cannot be one. */
export function serialOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const serial = value.trim().toUpperCase();
  return /^[A-Z0-9-]{1,64}$/.test(serial) ? serial : null;
}

/** One attendance record of an ATTLOG post. */
export interface AttLogLine {
  pin: string;
  /** The terminal's wall clock, 'YYYY-MM-DD HH:MM:SS'. */
  local: string;
  /** The state chosen on the terminal (0 check-in, 1 check-out, 2/3 break, 4/5 overtime). */
  status: number | null;
  /** How the person was verified (0 password, 1 fingerprint, 15 face …). */
  verify: number | null;
}

export interface AttLogBatch {
  lines: AttLogLine[];
  /** Lines that are not an attendance record (skipped, counted, acknowledged). */
  garbage: number;
  /** Non-empty lines in the post. */
  total: number;
}

const TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

function validLocal(text: string): boolean {
  const m = TIME.exec(text);
  if (!m) return false;
  const [, y, mo, d, h, i, s] = m.map(Number) as number[];
  if ((h ?? 99) > 23 || (i ?? 99) > 59 || (s ?? 99) > 59) return false;
  const date = new Date(Date.UTC(y ?? 0, (mo ?? 0) - 1, d ?? 0));
  return date.getUTCFullYear() === y && date.getUTCMonth() + 1 === mo && date.getUTCDate() === d;
}

function smallInt(text: string | undefined): number | null {
  if (text === undefined || !/^\d{1,3}$/.test(text.trim())) return null;
  return Number(text.trim());
}

/** Non-empty lines of a post, without their line ends. */
export function linesOf(body: string): string[] {
  return body.split('\n').flatMap((line) => {
    const trimmed = line.replace(/\r$/, '');
    return trimmed.trim() === '' ? [] : [trimmed];
  });
}

/**
 * An ATTLOG post: one record a line, fields separated by tabs: PIN, 'YYYY-MM-DD HH:MM:SS',
 * status, verify mode, work code and reserved fields. A line without a PIN of at most 16
 * letters or digits, or without a real date and time, is garbage: skipped and counted.
 */
export function parseAttLog(lines: readonly string[]): AttLogBatch {
  const out: AttLogLine[] = [];
  let garbage = 0;
  for (const line of lines) {
    const fields = line.split('\t');
    const pin = (fields[0] ?? '').trim();
    const local = (fields[1] ?? '').trim();
    if (!/^[A-Za-z0-9]{1,16}$/.test(pin) || !validLocal(local)) {
      garbage += 1;
      continue;
    }
    out.push({ pin, local, status: smallInt(fields[2]), verify: smallInt(fields[3]) });
  }
  return { lines: out, garbage, total: lines.length };
}

/** Whole hours (or e.g. 5.5) east of UTC, as the TimeZone option states a zone. */
export function utcOffsetHours(timeZone: string, at = new Date()): number {
  const text = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(text ?? '');
  if (!m) return 0;
  const hours = Number(m[2]) + Number(m[3]) / 60;
  return m[1] === '-' ? -hours : hours;
}

/**
 * The handshake's answer (`GET /iclock/cdata?SN=…&options=all`): the stamp of the last
 * records taken (the terminal sends what is newer), how often to poll and to retry, that
 * only attendance records are wanted, in real time, unencrypted; and the terminal's time
 * zone when the master sets one (the terminal then keeps its clock by the answer's Date
 * header).
 */
export function handshakeText(
  serial: string,
  options: { attlogStamp: string | null; timeZone: string | null },
): string {
  const lines = [
    `GET OPTION FROM: ${serial}`,
    `ATTLOGStamp=${options.attlogStamp ?? 'None'}`,
    // Operation logs and photos are not wanted: the highest stamp says "already have them".
    'OPERLOGStamp=9999',
    'ATTPHOTOStamp=None',
    `ErrorDelay=${ICLOCK_ERROR_DELAY_S}`,
    `Delay=${ICLOCK_DELAY_S}`,
    'TransTimes=00:00;14:05',
    'TransInterval=1',
    'TransFlag=TransData AttLog',
    ...(options.timeZone ? [`TimeZone=${utcOffsetHours(options.timeZone)}`] : []),
    'Realtime=1',
    'Encrypt=None',
    'ServerVer=2.4.1',
  ];
  return `${lines.join('\n')}\n`;
}
