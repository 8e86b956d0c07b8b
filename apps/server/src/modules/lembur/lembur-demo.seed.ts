/**
 * The demo institution's overtime (docs/demo-data.md): orders of the last weeks made and decided
 * through the workflow (a person's request approved by the superior and the official, one
 * waiting for the superior, one rejected), with overtime check-in and check-out on the approved
 * ones, so /admin/lembur, the month's list and the own lists of pegawai@ and the administrator
 * are not empty. pegawai@ gets one past order only: the browser tests ask for overtime in their
 * coming weeks.
 *
 * The check-in and check-out times are written on the order directly (the check-in service
 * reads the live clock and the browser's position); everything else goes through the service.
 */
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { overtimeOrders } from '../../db/schema/lembur.ts';
import { isPeriodOpen } from '../../platform/period-lock/period-lock.ts';
import { nextDemoDecider } from '../../platform/workflow/demo-decider.ts';
import { addDays, zonedInstant } from '../attendance/attendance.api.ts';
import { loadSettings } from '../setting/setting.api.ts';
import { type Caller, createLembur, decideLembur } from './lembur.service.ts';
import { payrollMonthOf } from './lembur.workflow.ts';

export interface DemoLemburRefs {
  today: string;
  /** Staff who are not demo accounts the browser tests drive. */
  staffIds: readonly number[];
  /** pegawai@: one past order only. */
  quietIds: readonly number[];
  /** The administrator, whose own overtime list is walked by the demo-data browser test. */
  ownerId: number;
}

const callerOf = (userId: number): Caller => ({
  userId,
  permissions: new Set(),
  actor: { userId, actingAsUserId: null },
});

const TASKS = [
  'Menyusun laporan realisasi anggaran triwulan',
  'Persiapan akreditasi program studi: penyusunan borang',
  'Perawatan pesawat latih setelah jadwal praktik terbang',
  'Rekonsiliasi data BMN dengan KPKNL',
  'Penyiapan dokumen pengadaan barang dan jasa',
  'Input nilai ujian akhir semester taruna',
];

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

async function approveAll(db: Db, id: number) {
  for (let step = 0; step < 4; step++) {
    const [row] = await db
      .select({ approvalId: overtimeOrders.approvalId })
      .from(overtimeOrders)
      .where(eq(overtimeOrders.id, id));
    const next = await nextDemoDecider(db, row?.approvalId ?? null);
    if (!next) return;
    await decideLembur(
      db,
      id,
      { decision: 'approve', note: 'Disetujui' },
      callerOf(next.userId),
      'inbox',
    );
  }
}

async function rejectFirst(db: Db, id: number) {
  const [row] = await db
    .select({ approvalId: overtimeOrders.approvalId })
    .from(overtimeOrders)
    .where(eq(overtimeOrders.id, id));
  const next = await nextDemoDecider(db, row?.approvalId ?? null);
  if (next) {
    await decideLembur(
      db,
      id,
      { decision: 'reject', note: 'Pekerjaan dapat diselesaikan pada jam kerja' },
      callerOf(next.userId),
      'inbox',
    );
  }
}

export async function seedDemoLembur(tx: DbOrTx, refs: DemoLemburRefs): Promise<void> {
  const db = tx as Db;
  const tz = (await loadSettings(db)).timeZone;
  const open = async (date: string) => isPeriodOpen(db, 'payroll', payrollMonthOf(date));
  // Working days (Monday–Friday) of the last four weeks in open payroll months, newest first.
  const days: string[] = [];
  for (let back = 2; back <= 28; back++) {
    const date = addDays(refs.today, -back);
    if (weekday(date) >= 1 && weekday(date) <= 5 && (await open(date))) days.push(date);
  }
  const punch = async (id: number, date: string, from: string, minutes: number) => {
    const start = zonedInstant(date, from, tz).getTime();
    await db
      .update(overtimeOrders)
      .set({
        checkInAt: new Date(start - 10 * 60_000).toISOString(),
        checkInLocation: 'Kampus Utama',
        checkInDistanceM: 35,
        checkOutAt: new Date(start + minutes * 60_000).toISOString(),
        checkOutLocation: 'Kampus Utama',
        checkOutDistanceM: 40,
      })
      .where(eq(overtimeOrders.id, id));
  };
  const ask = (userId: number, date: string, start: string, end: string, task: string) =>
    createLembur(db, { date, start_time: start, end_time: end, task }, callerOf(userId));

  // Approved, worked overtime: two evenings each for the first staff.
  const worked = refs.staffIds.slice(0, 6);
  for (const [i, userId] of worked.entries()) {
    for (const [j, date] of [days[i], days[i + 6]].entries()) {
      if (!date) continue;
      const order = await ask(userId, date, '16:00', '20:00', TASKS[(i + j) % TASKS.length] ?? '');
      await approveAll(db, order.id);
      await punch(order.id, date, '16:00', [130, 190, 75, 245][(i + j) % 4] ?? 130);
    }
  }
  // A Saturday of work (200 %).
  const saturday = Array.from({ length: 14 }, (_, i) => addDays(refs.today, -2 - i)).find(
    (d) => weekday(d) === 6,
  );
  const weekendId = refs.staffIds[6];
  if (saturday && weekendId && (await open(saturday))) {
    const order = await ask(
      weekendId,
      saturday,
      '08:00',
      '13:00',
      'Pengamanan ujian seleksi taruna baru',
    );
    await approveAll(db, order.id);
    await punch(order.id, saturday, '08:00', 305);
  }
  // pegawai@ and the administrator: one past evening each, approved and worked.
  for (const userId of [...refs.quietIds, refs.ownerId]) {
    const date = days[3];
    if (!date) continue;
    const order = await ask(
      userId,
      date,
      '16:00',
      '19:00',
      'Rekapitulasi daftar hadir bulanan unit',
    );
    await approveAll(db, order.id);
    await punch(order.id, date, '16:00', 185);
  }
  // One waiting for the superior, one rejected.
  const waitingId = refs.staffIds[7];
  if (waitingId && days[0]) {
    await ask(
      waitingId,
      addDays(refs.today, 1),
      '16:00',
      '19:00',
      'Penyusunan jadwal praktik semester genap',
    );
  }
  const rejectedId = refs.staffIds[8];
  if (rejectedId && days[1]) {
    const order = await ask(rejectedId, days[1], '16:00', '18:00', 'Penataan arsip surat masuk');
    await rejectFirst(db, order.id);
  }
}
