/**
 * Demo attendance history (docs/demo-data.md): from the first day of the month two months back
 * to yesterday, each demo person's working days with the usual mix — mostly on time, some late,
 * some leaving early, a few absent, on leave, sick or on duty — as fingerprint punches and
 * admin excuses through the write port, so the days are what the engine makes of them. Then
 * a few change requests, remote-work permits and the oldest month's lock, so those screens have
 * rows too. Deterministic: the same people on the same dates get the same days.
 */

import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { attendanceChanges } from '../../db/schema/attendance.ts';
import { calendarDays } from '../../db/schema/calendar.ts';
import { SYSTEM_ACTOR } from '../../platform/audit/audit.ts';
import { createThroughResource } from '../../platform/resource/resource-seed.ts';
import { nextDemoDecider } from '../../platform/workflow/demo-decider.ts';
import { type ExcuseRecord, type PunchRecord, writeAttendance } from './attendance-write.port.ts';
import { createLock } from './lock.service.ts';
import { createPerubahan, decidePerubahan } from './perubahan.service.ts';
import { PRESENSI_PERUBAHAN } from './perubahan.workflow.ts';
import { remotePermitResource } from './remote-permit.resource.ts';
import { addDays } from './work-pattern.rules.ts';

export interface DemoAttendanceRefs {
  /** Today on the institution's clock, 'YYYY-MM-DD'. */
  today: string;
  userIds: readonly number[];
  adminId: number;
  /**
   * pegawai@, whom the browser tests drive: present every day, and one change request of their
   * own, already approved.
   */
  quietIds: readonly number[];
  machineId: number | null;
}

/** A stable number in [0, 1) for a person and a date (FNV-1a), so reruns give the same mix. */
function chance(userId: number, date: string, salt = 0): number {
  let hash = 2166136261 ^ salt;
  for (const ch of `${userId}:${date}`) {
    hash ^= ch.charCodeAt(0);
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0) / 2 ** 32;
}

const actorOf = (userId: number) => ({ userId, actingAsUserId: null });

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The first of the month two months before today's: three months of history in all. */
export function demoHistoryStart(today: string): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 2;
  const shifted = month < 1 ? { y: year - 1, m: month + 12 } : { y: year, m: month };
  return `${shifted.y}-${String(shifted.m).padStart(2, '0')}-01`;
}

export async function seedDemoAttendance(tx: DbOrTx, refs: DemoAttendanceRefs): Promise<void> {
  const from = demoHistoryStart(refs.today);
  const to = addDays(refs.today, -1);
  if (to < from) return;
  const offDays = new Set(
    (
      await tx
        .select({ date: calendarDays.date })
        .from(calendarDays)
        .where(and(gte(calendarDays.date, from), lte(calendarDays.date, to)))
    ).map((d) => d.date),
  );
  const punches: PunchRecord[] = [];
  const excuses: ExcuseRecord[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6 || offDays.has(date)) continue;
    const endMinutes = weekday === 5 ? 16 * 60 + 30 : 16 * 60;
    for (const userId of refs.userIds) {
      // Quiet people come every day (some late, some early), so a browser test's correction
      // of one of their days meets punches, never an excuse.
      const quiet = refs.quietIds.includes(userId);
      const roll = quiet ? 0.1 + chance(userId, date) * 0.9 : chance(userId, date);
      const jitter = Math.floor(chance(userId, date, 7) * 25);
      const punch = (minutes: number, type: 'masuk' | 'pulang'): PunchRecord => ({
        userId,
        date,
        local: `${date} ${clock(minutes)}:${String(Math.floor(chance(userId, date, minutes) * 60)).padStart(2, '0')}`,
        type,
        source: 'fingerprint',
        machineId: refs.machineId,
        createdBy: null,
        note: null,
      });
      const excuse = (code: string, note: string) =>
        excuses.push({ userId, date, code, sourceType: 'admin', sourceId: refs.adminId, note });
      if (roll < 0.03) continue; // absent without a word: TK
      if (roll < 0.05) excuse('SAKIT', 'Sakit dengan surat keterangan dokter');
      else if (roll < 0.07) excuse('DL', 'Dinas luar sesuai surat tugas');
      else if (roll < 0.085) excuse('IZIN', 'Izin keperluan keluarga');
      else if (roll < 0.1) excuse('CUTI', 'Cuti tahunan');
      else if (roll < 0.18) {
        // late: 1 to 90 minutes after 07:30
        punches.push(punch(7 * 60 + 31 + Math.floor(chance(userId, date, 3) * 90), 'masuk'));
        punches.push(punch(endMinutes + jitter, 'pulang'));
      } else if (roll < 0.22) {
        punches.push(punch(7 * 60 + jitter, 'masuk'));
        punches.push(punch(endMinutes - 20 - Math.floor(chance(userId, date, 5) * 90), 'pulang'));
      } else if (roll < 0.24) {
        punches.push(punch(7 * 60 + jitter, 'masuk')); // forgot to punch out
      } else {
        punches.push(punch(7 * 60 + jitter, 'masuk'));
        punches.push(punch(endMinutes + jitter, 'pulang'));
      }
    }
  }
  await writeAttendance(tx, { from, to, userIds: refs.userIds }, { punches, excuses });

  // Change requests: the admin's own, one waiting and one approved; the quiet people's approved.
  const working = [3, 8, 9, 10]
    .map((back) => addDays(refs.today, -back))
    .filter((date) => date >= from && new Date(`${date}T00:00:00Z`).getUTCDay() % 6 !== 0);
  const ask = async (userId: number, date: string, approve: boolean) => {
    const caller = { userId, permissions: new Set<string>(), actor: actorOf(userId) };
    const row = await createPerubahan(
      tx as Db,
      PRESENSI_PERUBAHAN,
      {
        date,
        reason_kind: 'lupa_pulang',
        check_out: '16:05',
        reason: 'Lupa presensi pulang karena rapat sampai sore',
      },
      caller,
    );
    if (!approve) return;
    const [change] = await tx
      .select({ approvalId: attendanceChanges.approvalId })
      .from(attendanceChanges)
      .where(eq(attendanceChanges.id, row.id));
    const next = await nextDemoDecider(tx, change?.approvalId ?? null);
    if (!next) return;
    const decider = {
      userId: next.userId,
      permissions: new Set<string>(),
      actor: actorOf(next.userId),
    };
    await decidePerubahan(
      tx as Db,
      PRESENSI_PERUBAHAN,
      row.id,
      { decision: 'approve', note: 'Disetujui' },
      decider,
      'inbox',
    );
  };
  const [first, second] = working;
  if (first) await ask(refs.adminId, first, false);
  if (second) {
    await ask(refs.adminId, second, true);
    for (const userId of refs.quietIds) await ask(userId, second, true);
  }

  await createThroughResource(tx, remotePermitResource, [
    {
      user_id: refs.userIds[5],
      reason: 'Tugas pendampingan On the Job Training taruna di bandara',
      start_date: addDays(refs.today, -20),
      end_date: addDays(refs.today, 40),
    },
    {
      user_id: refs.userIds[9],
      reason: 'Petugas lapangan pengamanan aset di luar kampus',
      start_date: from,
      end_date: null,
    },
  ]);

  // The oldest month is done: lock it, as personnel would once the payroll used it.
  await createLock(
    tx as Db,
    {
      year: Number(from.slice(0, 4)),
      month: Number(from.slice(5, 7)),
      unit_id: null,
      note: 'Rekap bulan ini sudah dipakai untuk pembayaran',
    },
    refs.adminId,
    SYSTEM_ACTOR,
  );
}
