/**
 * Filling windows of kinerja (`/admin/lock`, kinds kontrak and realisasi; the original's
 * `lock/create` with `jenis` and `tgl_pengisian`). docs/kinerja.md "Jendela pengisian".
 *
 * Semantics: no window row for the period means open. With rows, filling is open only on a day
 * between a row's `opens_on` and `closes_on` (both included). A contract's period is its year
 * (any kontrak row of the year counts, whatever its month); a realisation's is its year and
 * month. Writers ask `assertKinerjaWindowOpen` in their transaction; the kind is also
 * registered with the platform period lock ('kinerja') for code that asks it generically.
 */
import {
  MONTH_NAMES,
  monthName,
  type TKinerjaWindow,
  type TKinerjaWindowKind,
  type TKinerjaWindowRequest,
  type TKinerjaWindowState,
} from '@sikerja/contracts';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { kinerjaWindows } from '../../db/schema/kinerja.ts';
import { AppError } from '../../http/app-error.ts';
import { type PageRequest, paginate } from '../../http/paginate.ts';
import { type Actor, writeAudit } from '../../platform/audit/audit.ts';
import { definePeriodLock } from '../../platform/period-lock/period-lock.ts';

export interface KinerjaWindowScope {
  kind: TKinerjaWindowKind;
  year: number;
  /** The realisation month; ignored for kontrak (a contract is of a year). */
  month?: number;
  /** YYYY-MM-DD in the institution's time zone. */
  today: string;
}

declare module '../../platform/period-lock/period-lock.ts' {
  interface PeriodScopes {
    kinerja: KinerjaWindowScope;
  }
}

type WindowRow = typeof kinerjaWindows.$inferSelect;

/** '2027-01-02' → '02 Januari 2027'. */
function longDate(iso: string, withYear: boolean): string {
  const [y, m, d] = iso.split('-');
  const name = MONTH_NAMES[Number(m) - 1] ?? m;
  return withYear ? `${d} ${name} ${y}` : `${d} ${name}`;
}

/** '02 Januari – 31 Januari 2027', the year once when both dates share it. */
export function windowRange(opensOn: string, closesOn: string): string {
  const sameYear = opensOn.slice(0, 4) === closesOn.slice(0, 4);
  return `${longDate(opensOn, !sameYear)} – ${longDate(closesOn, true)}`;
}

function subjectOf(scope: Pick<KinerjaWindowScope, 'kind' | 'year' | 'month'>): string {
  return scope.kind === 'kontrak'
    ? `Pengisian kontrak kinerja tahun ${scope.year}`
    : `Pengisian realisasi kinerja bulan ${monthName(scope.month ?? 1)} ${scope.year}`;
}

async function windowsOf(
  tx: DbOrTx,
  scope: Pick<KinerjaWindowScope, 'kind' | 'year' | 'month'>,
): Promise<WindowRow[]> {
  const where: SQL[] = [eq(kinerjaWindows.kind, scope.kind), eq(kinerjaWindows.year, scope.year)];
  if (scope.kind === 'realisasi') where.push(eq(kinerjaWindows.month, scope.month ?? 1));
  return tx
    .select()
    .from(kinerjaWindows)
    .where(and(...where))
    .orderBy(asc(kinerjaWindows.opensOn));
}

/**
 * Whether filling is open on `today`, and the sentence the form shows: until when it is open,
 * or when it was (or will be) open.
 */
export async function kinerjaWindowState(
  tx: DbOrTx,
  scope: KinerjaWindowScope,
): Promise<TKinerjaWindowState> {
  const rows = await windowsOf(tx, scope);
  if (rows.length === 0) return { open: true, opens_on: null, closes_on: null, message: null };
  const current = rows.find((r) => r.opensOn <= scope.today && scope.today <= r.closesOn);
  if (current) {
    return {
      open: true,
      opens_on: current.opensOn,
      closes_on: current.closesOn,
      message: `${subjectOf(scope)} dibuka ${windowRange(current.opensOn, current.closesOn)}.`,
    };
  }
  // The next window to come, else the last one that closed.
  const shown = rows.find((r) => r.opensOn > scope.today) ?? (rows[rows.length - 1] as WindowRow);
  return {
    open: false,
    opens_on: shown.opensOn,
    closes_on: shown.closesOn,
    message: `${subjectOf(scope)} dibuka ${windowRange(shown.opensOn, shown.closesOn)}.`,
  };
}

/**
 * For writers of contracts and realisations: throws 409 ('PERIOD_LOCKED') with
 * 'Pengisian kontrak kinerja tahun 2027 dibuka 02 Januari – 31 Januari 2027.' when `today` is
 * outside every window of the period; returns when no window is set (open) or one covers today.
 */
export async function assertKinerjaWindowOpen(
  tx: DbOrTx,
  scope: KinerjaWindowScope,
): Promise<void> {
  const state = await kinerjaWindowState(tx, scope);
  if (!state.open) {
    throw new AppError('PERIOD_LOCKED', state.message ?? `${subjectOf(scope)} sedang ditutup.`);
  }
}

definePeriodLock('kinerja', {
  async find(tx, scope) {
    const state = await kinerjaWindowState(tx, scope);
    return state.open ? null : { subject: subjectOf(scope) };
  },
});

// ---- The windows themselves (`/admin/lock`) ----

const toWindow = (r: WindowRow): TKinerjaWindow => ({
  id: r.id,
  kind: r.kind as TKinerjaWindowKind,
  year: r.year,
  month: r.month,
  opens_on: r.opensOn,
  closes_on: r.closesOn,
});

/** The windows, newest period first, optionally of one kind and year. */
export async function findKinerjaWindows(
  db: Db,
  page: PageRequest,
  filter: { kind?: TKinerjaWindowKind; year?: number },
) {
  const where = and(
    filter.kind ? eq(kinerjaWindows.kind, filter.kind) : undefined,
    filter.year ? eq(kinerjaWindows.year, filter.year) : undefined,
  );
  return paginate(
    page,
    async () => (await db.select({ n: count() }).from(kinerjaWindows).where(where))[0]?.n ?? 0,
    async (limit, offset) =>
      (
        await db
          .select()
          .from(kinerjaWindows)
          .where(where)
          .orderBy(desc(kinerjaWindows.year), desc(kinerjaWindows.month), asc(kinerjaWindows.kind))
          .limit(limit)
          .offset(offset)
      ).map(toWindow),
  );
}

/** Opens a window; one per kind, year and month (422 on the month for a second). */
export async function createKinerjaWindow(
  db: Db,
  input: TKinerjaWindowRequest,
  actor: Actor,
): Promise<TKinerjaWindow> {
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: kinerjaWindows.id })
      .from(kinerjaWindows)
      .where(
        and(
          eq(kinerjaWindows.kind, input.kind),
          eq(kinerjaWindows.year, input.year),
          eq(kinerjaWindows.month, input.month),
        ),
      );
    if (taken) {
      throw AppError.validation({
        month: [`Jendela ${input.kind} untuk ${monthName(input.month)} ${input.year} sudah ada`],
      });
    }
    const [row] = await tx
      .insert(kinerjaWindows)
      .values({
        kind: input.kind,
        year: input.year,
        month: input.month,
        opensOn: input.opens_on,
        closesOn: input.closes_on,
      })
      .returning();
    if (!row) throw new Error('kinerja window insert returned nothing');
    await writeAudit(tx, actor, {
      action: 'kinerja_window.create',
      tableName: 'kinerja_windows',
      rowId: row.id,
      after: toWindow(row),
    });
    return toWindow(row);
  });
}

/** Removes a window (the period is then open unless another window of it remains). */
export async function deleteKinerjaWindow(
  db: Db,
  id: number,
  actor: Actor,
): Promise<TKinerjaWindow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(kinerjaWindows).where(eq(kinerjaWindows.id, id)).returning();
    if (!row) throw AppError.notFound('Jendela pengisian tidak ditemukan.');
    await writeAudit(tx, actor, {
      action: 'kinerja_window.delete',
      tableName: 'kinerja_windows',
      rowId: row.id,
      before: toWindow(row),
    });
    return toWindow(row);
  });
}
