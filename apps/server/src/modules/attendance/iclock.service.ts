/**
 * Punches pushed by fingerprint terminals (docs/attendance.md "Fingerprint machines"). A
 * terminal is known by its serial number in the fingerprint/machine master; a PIN is a person
 * through fingerprint_pins (Pengaturan fingerprint), as in the file import; the punches go
 * through the attendance write port, skipping any already stored, so a repeated upload
 * stores nothing twice. Punches of a locked month are held back: the terminal is told to
 * retry, and sends them again until the month is opened (what it sent and was stored is a
 * duplicate then).
 */
import { addDays } from '@sikerja/contracts';
import { sql } from 'drizzle-orm';
import { type Db, type DbOrTx, selectRows } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { wallClockBetween } from '../../lib/time.ts';
import { isPeriodOpen } from '../../platform/period-lock/period-lock.ts';
import { loadSettings } from '../setting/setting.api.ts';
import { type PunchRecord, recordPunches } from './attendance-write.port.ts';
import type { AttLogLine } from './iclock.parse.ts';
import { PUNCH_IMPORT_WINDOW_DAYS } from './punch-import.service.ts';

export interface Machine {
  id: number;
  serial_number: string;
  is_active: boolean;
  time_zone: string | null;
  attlog_stamp: string | null;
}

/** A stamp of last contact older than this is rewritten; a poll every few seconds is not. */
const CONTACT_GRANULARITY_S = 60;

/**
 * The terminal of a serial number, in one statement that also stamps its last contact (when
 * the stored one is older than a minute, so a terminal polling every 30 s writes at most once
 * a minute). An inactive terminal is found but not stamped.
 */
export async function findMachine(db: Db, serial: string): Promise<Machine | undefined> {
  const rows = await selectRows<Machine>(
    db,
    sql`with m as (
          select id, serial_number, is_active, time_zone, attlog_stamp, last_contact_at
            from fingerprint_machines where serial_number = ${serial}
        ), touched as (
          update fingerprint_machines f set last_contact_at = now()
            from m
           where f.id = m.id and m.is_active
             and (m.last_contact_at is null
                  or m.last_contact_at < now() - ${CONTACT_GRANULARITY_S}::int * interval '1 second')
        )
        select id, serial_number, is_active, time_zone, attlog_stamp from m`,
  );
  return rows[0];
}

interface Pin {
  pin: string;
  user_id: number;
  machine_id: number;
  read_mode: string;
  zone: string;
}

/** The active pin rows of active people for the PINs, with each person's time zone. */
async function pinsOf(db: Db, pins: readonly string[]): Promise<Map<string, Pin[]>> {
  const out = new Map<string, Pin[]>();
  if (pins.length === 0) return out;
  const { timeZone } = await loadSettings(db);
  const rows = await selectRows<Pin>(
    db,
    sql`select fp.pin, fp.user_id, fp.machine_id, fp.read_mode,
               coalesce(wu.time_zone, ${timeZone}) as zone
          from fingerprint_pins fp
          join users u on u.id = fp.user_id and u.status = 'active'
          left join work_units wu on wu.id = u.unit_id
         where fp.is_active
           and fp.pin in (select jsonb_array_elements_text(${JSON.stringify(pins)}::jsonb))`,
  );
  for (const r of rows) out.set(r.pin, [...(out.get(r.pin) ?? []), r]);
  return out;
}

/**
 * Whose a PIN is on this terminal: its own mapping first; else the PIN's mapping on another
 * terminal when every such mapping is the same person (one enrolment number on every
 * terminal, mapped once); else nobody.
 */
function personOf(rows: readonly Pin[] | undefined, machineId: number): Pin | undefined {
  if (!rows || rows.length === 0) return undefined;
  const own = rows.find((r) => r.machine_id === machineId);
  if (own) return own;
  return new Set(rows.map((r) => r.user_id)).size === 1 ? rows[0] : undefined;
}

/** How the punch is read (fingerprint/setting's read mode). */
function typeOf(mode: string, status: number | null): PunchRecord['type'] {
  if (mode === 'in') return 'masuk';
  if (mode === 'out') return 'pulang';
  if (mode === 'status') return status === 0 ? 'masuk' : status === 1 ? 'pulang' : null;
  return null;
}

export interface AttLogResult {
  stored: number;
  duplicates: number;
  /** PINs mapped to nobody (acknowledged: the file import can bring them once mapped). */
  unmapped: number;
  /** Dates more than a year back or after tomorrow (a terminal whose clock was reset). */
  outOfRange: number;
  /** Held back by a locked month: the terminal must send them again. */
  retry: number;
}

/** People per transaction: each is locked like a check-in, and their days recomputed. */
const PEOPLE_PER_TRANSACTION = 200;

/** The advisory lock a check-in takes per person, so a punch and a check-in never interleave. */
async function lockPeople(tx: DbOrTx, userIds: readonly number[]): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('presensi'), id)
          from (select unnest(${`{${[...userIds].sort((a, b) => a - b).join(',')}}`}::int[]) as id
                 order by 1) ids`,
  );
}

const monthOf = (date: string) => date.slice(0, 7);

function lastDayOf(month: string): string {
  return addDays(`${addDays(`${month}-28`, 4).slice(0, 7)}-01`, -1);
}

/**
 * Stores one chunk's punches: the people's advisory locks, then the port. A locked month
 * (the port's 409) is found person by person and month by month, and only those punches are
 * held back.
 */
async function storeChunk(
  db: Db,
  machineId: number,
  punches: readonly PunchRecord[],
): Promise<{ stored: number; retry: number }> {
  const userIds = [...new Set(punches.map((p) => p.userId))];
  const write = (rows: readonly PunchRecord[]) =>
    db.transaction(async (tx) => {
      await lockPeople(tx, userIds);
      const stored = await recordPunches(tx, rows, { skipDuplicates: true });
      if (stored > 0) {
        await tx.execute(
          sql`update fingerprint_machines set punch_count = punch_count + ${stored}
               where id = ${machineId}`,
        );
      }
      return stored;
    });
  try {
    return { stored: await write(punches), retry: 0 };
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'PERIOD_LOCKED') throw error;
  }
  const groups = new Map<string, PunchRecord[]>();
  for (const p of punches) {
    const key = `${p.userId}:${monthOf(p.date)}`;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  const open: PunchRecord[] = [];
  let retry = 0;
  for (const rows of groups.values()) {
    const first = rows[0] as PunchRecord;
    const month = monthOf(first.date);
    const scope = { from: `${month}-01`, to: lastDayOf(month), userIds: [first.userId] };
    if (await isPeriodOpen(db, 'attendance', scope)) open.push(...rows);
    else retry += rows.length;
  }
  // A lock taken between the look and the write refuses again: then all of it is retried.
  const stored = open.length > 0 ? await write(open) : 0;
  return { stored, retry };
}

/** Stores an ATTLOG post's records for a terminal. */
export async function storeAttLog(
  db: Db,
  machine: Machine,
  lines: readonly AttLogLine[],
): Promise<AttLogResult> {
  const pins = await pinsOf(db, [...new Set(lines.map((l) => l.pin))]);
  const today = new Date().toISOString().slice(0, 10);
  const earliest = addDays(today, -PUNCH_IMPORT_WINDOW_DAYS);
  const latest = addDays(today, 1);
  const result: AttLogResult = { stored: 0, duplicates: 0, unmapped: 0, outOfRange: 0, retry: 0 };
  const byPerson = new Map<number, PunchRecord[]>();
  for (const line of lines) {
    const person = personOf(pins.get(line.pin), machine.id);
    if (!person) {
      result.unmapped += 1;
      continue;
    }
    const local = machine.time_zone
      ? wallClockBetween(line.local, machine.time_zone, person.zone)
      : line.local;
    const date = local.slice(0, 10);
    if (date < earliest || date > latest) {
      result.outOfRange += 1;
      continue;
    }
    const punch: PunchRecord = {
      userId: person.user_id,
      date,
      local,
      type: typeOf(person.read_mode, line.status),
      source: 'fingerprint',
      machineId: machine.id,
      createdBy: null,
      note: `iClock ${machine.serial_number} status ${line.status ?? '-'} verifikasi ${line.verify ?? '-'}`,
    };
    byPerson.set(person.user_id, [...(byPerson.get(person.user_id) ?? []), punch]);
  }
  const people = [...byPerson.values()];
  let accepted = 0;
  for (let i = 0; i < people.length; i += PEOPLE_PER_TRANSACTION) {
    const chunk = people.slice(i, i + PEOPLE_PER_TRANSACTION).flat();
    const { stored, retry } = await storeChunk(db, machine.id, chunk);
    result.stored += stored;
    result.retry += retry;
    accepted += chunk.length - retry;
  }
  result.duplicates = accepted - result.stored;
  return result;
}

/** After a post taken whole: the stamp the handshake answers next, and the last contact. */
export async function acknowledgeAttLog(
  db: Db,
  machineId: number,
  stamp: string | null,
): Promise<void> {
  await db.execute(
    sql`update fingerprint_machines
           set last_contact_at = now(), attlog_stamp = coalesce(${stamp}, attlog_stamp)
         where id = ${machineId}`,
  );
}
