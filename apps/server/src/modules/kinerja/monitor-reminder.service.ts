/**
 * Reminders to send the contract or a month's realisation (docs/kinerja.md "Pengingat"): an
 * in-app notification and a mail to everyone in the scope who has not sent. An admin sends
 * them from the kirim monitors; the daily job sends them on the days docs/kinerja.md names.
 * Each sending is one audit row (table 'kinerja_pengingat', row '<kind>:<year>[-<month>]'), which
 * the monitor shows as the last reminder of the scope.
 */
import {
  MONTH_NAMES,
  type TKinerjaMonitorKind,
  type TKinerjaMonitorScope,
} from '@sikerja/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/users.ts';
import { type Actor, writeAudit } from '../../platform/audit/audit.ts';
import { notify } from '../notifications/notifications.api.ts';
import { notSentUserIds } from './monitor.service.ts';

const AUDIT_TABLE = 'kinerja_pengingat';

function scopeKey(kind: TKinerjaMonitorKind, scope: TKinerjaMonitorScope): string {
  return kind === 'kontrak'
    ? `kontrak:${scope.year}`
    : `realisasi:${scope.year}-${String(scope.month).padStart(2, '0')}`;
}

function message(kind: TKinerjaMonitorKind, scope: TKinerjaMonitorScope) {
  if (kind === 'kontrak') {
    return {
      title: `Pengingat: kirim kontrak kinerja tahun ${scope.year}`,
      body: `Kontrak kinerja tahun ${scope.year} Anda belum dikirim ke atasan. Mohon lengkapi dan kirim kontrak kinerja Anda.`,
      link: '/user/kinerja',
    };
  }
  const period = `${MONTH_NAMES[(scope.month ?? 1) - 1]} ${scope.year}`;
  return {
    title: `Pengingat: kirim realisasi kinerja ${period}`,
    body: `Realisasi kinerja bulan ${period} Anda belum dikirim ke atasan. Mohon isi dan kirim realisasi Anda.`,
    link: '/user/kinerja/realisasi',
  };
}

/** Reminds everyone in the scope who has not sent; answers how many were reminded. */
export async function sendKinerjaReminder(
  db: Db,
  kind: TKinerjaMonitorKind,
  scope: TKinerjaMonitorScope,
  actor: Actor,
): Promise<number> {
  return db.transaction(async (tx) => {
    const ids = await notSentUserIds(tx, kind, scope);
    if (ids.length === 0) return 0;
    await notify(tx, ids, message(kind, scope));
    await writeAudit(tx, actor, {
      action: 'remind',
      tableName: AUDIT_TABLE,
      rowId: scopeKey(kind, scope),
      after: { count: ids.length, unit_id: scope.unit_id ?? null, user_ids: ids },
    });
    return ids.length;
  });
}

/** The last reminder of a scope (by anyone, or the job), or null. */
export async function lastKinerjaReminder(
  db: DbOrTx,
  kind: TKinerjaMonitorKind,
  scope: TKinerjaMonitorScope,
) {
  const [row] = await db
    .select({ at: auditLog.at, after: auditLog.after, byName: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(eq(auditLog.tableName, AUDIT_TABLE), eq(auditLog.rowId, scopeKey(kind, scope))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  if (!row) return null;
  const count = Number((row.after as { count?: number } | null)?.count ?? 0);
  return { at: new Date(row.at).toISOString(), by_name: row.byName, count };
}
