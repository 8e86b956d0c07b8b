/**
 * The SPJ reminder (docs/surat-tugas.md "Pengingat SPJ"): once per trip, from the day before its
 * SPJ due date, while the trip is not settled (planned, or the advance paid) and its letter
 * stands, the traveller is told by an in-app notification and a mail (outbox) what is due and
 * by when. The trip is claimed by setting `spj_reminded_at` where it is null, in the
 * notification's transaction, so two processes never remind twice.
 */
import { addDays, formatIndonesianDate } from '@sikerja/contracts';
import { and, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { suratTugas, suratTugasTravel, suratTugasTravellers } from '../../db/schema/surat-tugas.ts';
import { zonedDate } from '../../lib/time.ts';
import { attendanceNow } from '../attendance/attendance.api.ts';
import { notify } from '../notifications/notifications.api.ts';
import { loadSettings } from '../setting/setting.api.ts';

/** Days before the due date the reminder goes out. */
export const SPJ_REMIND_DAYS_BEFORE = 1;

/** Answers the ids of the trips reminded. */
export async function sendSpjReminders(db: Db, now = attendanceNow()): Promise<number[]> {
  const { timeZone } = await loadSettings(db);
  const today = zonedDate(now, timeZone);
  const due = await db
    .select({
      id: suratTugasTravel.id,
      userId: suratTugasTravellers.userId,
      dueDate: suratTugasTravel.spjDueDate,
      number: suratTugas.number,
    })
    .from(suratTugasTravel)
    .innerJoin(suratTugasTravellers, eq(suratTugasTravellers.id, suratTugasTravel.travellerId))
    .innerJoin(suratTugas, eq(suratTugas.id, suratTugasTravellers.suratTugasId))
    .where(
      and(
        isNull(suratTugasTravel.spjRemindedAt),
        inArray(suratTugasTravel.status, ['rencana', 'uang_muka']),
        lte(suratTugasTravel.spjDueDate, addDays(today, SPJ_REMIND_DAYS_BEFORE)),
        lte(suratTugas.endDate, today),
        isNull(suratTugas.cancelledAt),
        isNotNull(suratTugasTravellers.userId),
      ),
    );
  const reminded: number[] = [];
  for (const trip of due) {
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(suratTugasTravel)
        .set({ spjRemindedAt: now })
        .where(and(eq(suratTugasTravel.id, trip.id), isNull(suratTugasTravel.spjRemindedAt)))
        .returning({ id: suratTugasTravel.id });
      if (!claimed || trip.userId === null) return;
      const late = trip.dueDate < today;
      await notify(tx, [trip.userId], {
        title: late ? `SPJ ${trip.number} terlambat` : `Pengingat SPJ ${trip.number}`,
        body: `Pertanggungjawaban perjalanan dinas ${trip.number} ${late ? 'seharusnya diserahkan' : 'harus diserahkan'} paling lambat ${formatIndonesianDate(trip.dueDate)}: unggah kuitansi, boarding pass dan laporan perjalanan, lalu isi biaya riil.`,
        link: '/user/administrasi_surat_tugas',
      });
      reminded.push(trip.id);
    });
  }
  return reminded;
}
