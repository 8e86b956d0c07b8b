/**
 * `POST admin/absensi/import`: fingerprint punches from a file (docs/attendance.md). PINs are
 * mapped to people through fingerprint_pins (Pengaturan fingerprint), NIPs through the staff
 * register; the punches go in as source 'fingerprint' in one statement that skips any punch
 * already there (same person, same instant), and the touched days are recomputed. A file
 * reaching into a locked month is refused whole (409), so nothing is half imported.
 */

import type { TPunchImportResult } from '@sikerja/contracts';
import { addDays } from '@sikerja/contracts';
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/client.ts';
import { type Actor, writeAudit } from '../../platform/audit/audit.ts';
import { recordPunches } from './attendance-write.port.ts';
import type { PunchLine } from './punch-import.parse.ts';

interface Person {
  user_id: number;
  machine_id: number | null;
  read_mode: string | null;
}

const TYPE_OF_MODE: Record<string, 'masuk' | 'pulang' | null> = { in: 'masuk', out: 'pulang' };

/** Who each identifier is: PINs of active pin rows, then NIPs of active people. */
async function resolve(db: Db, lines: readonly PunchLine[]) {
  const ids = [...new Set(lines.map((l) => l.id).filter((id) => id !== ''))];
  const pins = new Map<string, Person[]>();
  const nips = new Map<string, Person>();
  if (ids.length === 0) return { pins, nips };
  const idList = sql`(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;
  const pinRows = await selectRows<Person & { pin: string }>(
    db,
    sql`select fp.pin, fp.user_id, fp.machine_id, fp.read_mode
          from fingerprint_pins fp join users u on u.id = fp.user_id and u.status = 'active'
         where fp.is_active and fp.pin in ${idList}`,
  );
  for (const r of pinRows) pins.set(r.pin, [...(pins.get(r.pin) ?? []), r]);
  const nipRows = await selectRows<{ nip: string; user_id: number }>(
    db,
    sql`select nip, id as user_id from users where status = 'active' and nip in ${idList}`,
  );
  for (const r of nipRows)
    nips.set(r.nip, { user_id: r.user_id, machine_id: null, read_mode: null });
  return { pins, nips };
}

interface Accepted {
  user_id: number;
  date: string;
  local: string;
  type: 'masuk' | 'pulang' | null;
  machine_id: number | null;
}

/**
 * How old a punch an import may bring (docs/access.md): a machine's memory of the past year.
 * An older date is a misread cell, and would recompute years of everyone's days.
 */
export const PUNCH_IMPORT_WINDOW_DAYS = 366;

export async function importPunches(
  db: Db,
  lines: readonly PunchLine[],
  fileName: string,
  actor: Actor,
): Promise<TPunchImportResult> {
  const { pins, nips } = await resolve(db, lines);
  const refused: TPunchImportResult['refused'] = [];
  const accepted: Accepted[] = [];
  // UTC's date is at most a day off the institution's; the window has that day to spare.
  const today = new Date().toISOString().slice(0, 10);
  const earliest = addDays(today, -PUNCH_IMPORT_WINDOW_DAYS);
  const latest = addDays(today, 1);
  for (const line of lines) {
    const refuse = (reason: string) =>
      refused.push({ row: line.row, value: line.id || line.raw, reason });
    if (line.id === '') {
      refuse('PIN/NIP kosong');
      continue;
    }
    if (!line.local) {
      refuse(`Waktu tidak dikenali: "${line.raw}"`);
      continue;
    }
    const date = line.local.slice(0, 10);
    if (date < earliest || date > latest) {
      refuse(`Tanggal di luar rentang impor (${PUNCH_IMPORT_WINDOW_DAYS} hari terakhir)`);
      continue;
    }
    const byPin = line.idKind === 'nip' ? [] : (pins.get(line.id) ?? []);
    const people = new Set(byPin.map((p) => p.user_id));
    if (people.size > 1) {
      refuse('PIN terdaftar untuk lebih dari satu pegawai');
      continue;
    }
    const person = byPin[0] ?? (line.idKind === 'pin' ? undefined : nips.get(line.id));
    if (!person) {
      refuse(line.idKind === 'nip' ? 'NIP tidak terdaftar' : 'PIN/NIP tidak terdaftar');
      continue;
    }
    accepted.push({
      user_id: person.user_id,
      date,
      local: line.local,
      type: TYPE_OF_MODE[person.read_mode ?? ''] ?? null,
      machine_id: person.machine_id,
    });
  }
  const dates = accepted.map((a) => a.date).sort();
  const from = dates[0] ?? null;
  const to = dates.at(-1) ?? null;
  const userIds = [...new Set(accepted.map((a) => a.user_id))];
  let inserted = 0;
  if (from && to) {
    inserted = await db.transaction(async (tx) => {
      const stored = await recordPunches(
        tx,
        accepted.map((a) => ({
          userId: a.user_id,
          date: a.date,
          local: a.local,
          type: a.type,
          source: 'fingerprint' as const,
          machineId: a.machine_id,
          createdBy: actor.userId,
          note: `Impor ${fileName}`,
        })),
        { skipDuplicates: true },
      );
      await writeAudit(tx, actor, {
        action: 'attendance_punches.import',
        tableName: 'attendance_punches',
        after: {
          file: fileName,
          rows: lines.length,
          inserted: stored,
          refused: refused.length,
          from,
          to,
        },
      });
      return stored;
    });
  }
  return {
    rows: lines.length,
    inserted,
    duplicates: accepted.length - inserted,
    refused,
    people: userIds.length,
    date_from: from,
    date_to: to,
  };
}
