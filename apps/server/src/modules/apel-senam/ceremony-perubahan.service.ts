/**
 * Change requests for apel and senam (`/user/presensi_apel/perubahan`, `/admin/absensi_apel/
 * perubahan` and senam's; docs/apel-senam.md): the attendance module's one change-request
 * mechanism with the kind as its parameter. This file gives the kind what is its own: which
 * session a request is about, what may be asked, and what an approval does (the person's status
 * on the session, through this module's audited write).
 */
import {
  CEREMONY_KIND_LABELS,
  CEREMONY_PERUBAHAN_STATUS,
  PERUBAHAN_REASON_LABELS,
  type TCeremonyKind,
  type TPerubahanReason,
} from '@sikerja/contracts';
import { and, eq } from 'drizzle-orm';
import { ceremonySessions } from '../../db/schema/apel-senam.ts';
import { AppError } from '../../http/app-error.ts';
import { attendanceNow, type PerubahanKind } from '../attendance/attendance.api.ts';
import { loadSettings } from '../setting/setting.api.ts';
import { personOnSession, setStatusFromChange } from './ceremony-attendance.service.ts';

const KINDS = new Map<TCeremonyKind, PerubahanKind>();

/** The change-request kind of apel or senam (one object per kind). */
export function ceremonyPerubahan(kind: TCeremonyKind): PerubahanKind {
  const known = KINDS.get(kind);
  if (known) return known;
  const what = CEREMONY_KIND_LABELS[kind].toLowerCase();
  const refuse = (message: string) => AppError.validation({ date: [message] });
  const created: PerubahanKind = {
    kind,
    async target(tx, input, userId, today) {
      if (input.date > today) {
        throw refuse(`Tanggal belum terjadi; presensi ${what} tidak dapat diubah`);
      }
      const [session] = await tx
        .select()
        .from(ceremonySessions)
        .where(
          and(
            eq(ceremonySessions.kind, kind),
            eq(ceremonySessions.date, input.date),
            eq(ceremonySessions.status, 'held'),
          ),
        );
      if (!session) throw refuse(`Tidak ada ${what} pada tanggal ini`);
      const ctx = { now: attendanceNow(), timeZone: (await loadSettings(tx)).timeZone, rule: null };
      const me = await personOnSession(tx, session, userId, ctx);
      if (!me) throw refuse(`Anda tidak termasuk peserta ${what} pada tanggal ini`);
      if (me.status === 'hadir') {
        throw refuse(`Presensi ${what} Anda pada tanggal ini sudah tercatat hadir`);
      }
      if (me.status === 'belum') {
        throw refuse(`Presensi ${what} masih dibuka; lakukan presensi ${what}`);
      }
      return { sessionId: session.id };
    },
    async apply(tx, change, _deciderId, actor) {
      const reason = change.reasonKind as TPerubahanReason;
      const status = CEREMONY_PERUBAHAN_STATUS[reason];
      if (!status || change.sessionId === null) {
        throw new Error(`change ${change.id} is not an ${kind} change`);
      }
      await setStatusFromChange(
        tx,
        kind,
        {
          sessionId: change.sessionId,
          userId: change.userId,
          status,
          note: `Perubahan #${change.id} (${PERUBAHAN_REASON_LABELS[reason]}): ${change.reason}`,
        },
        actor,
      );
    },
  };
  KINDS.set(kind, created);
  return created;
}
