/**
 * The slow-changing rows a check-in reads (settings, calendar days around today, jam kerja,
 * shifts, work patterns, deduction bands, active attendance locations), cached per process and
 * per database for at most a minute (docs/attendance.md "Check-in performance").
 *
 * Invalidation: `referenceVersionSql` is a fingerprint of those tables (row count and the sum
 * of the rows' xmin, i.e. the transaction that last wrote each row), computed by the database
 * inside the check-in's own read query at almost no cost. Any insert, update, deactivation or
 * delete committed by any process changes it, so the next check-in sees a different version
 * and reloads before using the rows: an admin's new location or calendar day applies at once.
 * The TTL is only a backstop. The month lock is never cached (it is read with the person).
 */
import { asc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/client.ts';
import { attendanceLocations } from '../../db/schema/masters-attendance.ts';
import { zonedDate } from '../../lib/time.ts';
import { loadSettings } from '../setting/setting.api.ts';
import type { FenceLocation } from './geofence.rules.ts';
import { loadReference, type ReferenceRows } from './schedule.repository.ts';
import { inSequence } from './schedule-sequence.rules.ts';
import { addDays } from './schedule-time.rules.ts';

export interface CachedReference extends ReferenceRows {
  /** The fingerprint the rows were read at (read before them, so never newer than them). */
  version: string;
  loadedAt: number;
  /** The calendar window (and the window the version covers). */
  from: string;
  to: string;
  /** Every active location, by name. */
  locations: FenceLocation[];
}

export const REFERENCE_TTL_MS = 60_000;
const WINDOW_DAYS = 7;

/** Keyed by the database handle (one per app), so two apps in one process never share rows. */
const caches = new WeakMap<object, CachedReference>();

const fingerprint = (table: SQL, where: SQL = sql``) =>
  sql`(select count(*) || '.' || coalesce(sum(xmin::text::bigint), 0) from ${table} ${where})`;

/** The reference tables' version, as an SQL expression (one text value). */
export function referenceVersionSql(from: string | Placeholder, to: string | Placeholder): SQL {
  return sql`concat_ws('|',
    ${fingerprint(sql`institution_settings`)},
    ${fingerprint(sql`working_hours`)},
    ${fingerprint(sql`shifts`)},
    ${fingerprint(sql`work_patterns`)},
    ${fingerprint(sql`attendance_deductions`)},
    ${fingerprint(sql`attendance_locations`)},
    ${fingerprint(sql`calendar_days`, sql`where date between ${from}::date and ${to}::date`)})`;
}

/** The cached rows if they are young enough and their calendar covers today and the two days before. */
export function cachedReference(key: object, now: Date): CachedReference | null {
  const cached = caches.get(key);
  if (!cached || Date.now() - cached.loadedAt > REFERENCE_TTL_MS) return null;
  // A cheap bound first: the window is 7 days either side, so only its edges need the zone.
  const utcDay = now.toISOString().slice(0, 10);
  if (cached.from <= addDays(utcDay, -3) && cached.to >= addDays(utcDay, 1)) return cached;
  const today = zonedDate(now, cached.timeZone);
  if (cached.from > addDays(today, -2) || cached.to < today) return null;
  return cached;
}

/** Loads in flight, per database. */
const loading = new WeakMap<object, Promise<CachedReference>>();

/**
 * The rows when nothing usable is cached: concurrent callers share one load instead of each
 * reading the same rows (20 check-ins arriving together at start, or when the rows expire under
 * load, made 20 loads). A caller whose read then finds another version reloads on its own
 * (`loadReferenceCache`), so it never settles for rows older than what it saw; a failed shared
 * load is retried on the caller's own handle.
 *
 * Only a caller in its own transaction (`startShared`) starts a shared load: PGlite has one
 * connection, and a transaction waiting for a load made outside it, which needs that
 * connection, would wait for ever. Transactions there run one at a time, so none waits for
 * another's load.
 */
export function sharedReferenceLoad(
  key: object,
  tx: DbOrTx,
  now: Date,
  startShared: boolean,
): Promise<CachedReference> {
  const pending = loading.get(key);
  if (pending) return pending.catch(() => loadReferenceCache(key, tx, now));
  if (!startShared) return loadReferenceCache(key, tx, now);
  const load = loadReferenceCache(key, tx, now).finally(() => {
    if (loading.get(key) === load) loading.delete(key);
  });
  loading.set(key, load);
  return load;
}

/** Reads the rows (the version first) and caches them. */
export async function loadReferenceCache(
  key: object,
  tx: DbOrTx,
  now: Date,
): Promise<CachedReference> {
  const loadedAt = Date.now();
  const today = zonedDate(now, (await loadSettings(tx)).timeZone);
  const from = addDays(today, -WINDOW_DAYS);
  const to = addDays(today, WINDOW_DAYS);
  const [versionRows, rows, locations] = await inSequence([
    () =>
      selectRows<{ version: string }>(tx, sql`select ${referenceVersionSql(from, to)} as version`),
    // loadReference reads the calendar from the day before its first date.
    () => loadReference(tx, addDays(from, 1), to),
    () =>
      tx
        .select({
          id: attendanceLocations.id,
          name: attendanceLocations.name,
          latitude: attendanceLocations.latitude,
          longitude: attendanceLocations.longitude,
          radius_m: attendanceLocations.radiusM,
          unit_ids: attendanceLocations.unitIds,
        })
        .from(attendanceLocations)
        .where(eq(attendanceLocations.isActive, true))
        .orderBy(asc(attendanceLocations.name)),
  ]);
  const cached: CachedReference = {
    ...rows,
    version: versionRows[0]?.version ?? '',
    loadedAt,
    from,
    to,
    locations,
  };
  caches.set(key, cached);
  return cached;
}

/** Drops the cached rows of a database: the next check-in reads them again. */
export function invalidateReference(key: object): void {
  caches.delete(key);
}
