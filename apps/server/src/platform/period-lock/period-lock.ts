/**
 * The one period lock (docs/architecture.md "Period lock"). Each kind of locked period (the
 * attendance month and the payroll month today; the contract and realisation filling windows
 * and the finance period next) registers how to find a lock covering a scope, and every writer asks
 * `assertPeriodOpen` in its transaction before writing. The refusal is always the same:
 * 409 `PERIOD_LOCKED` with '<what> sudah dikunci; perubahan tidak dapat disimpan.'.
 *
 * A module declares its kind's scope by augmenting `PeriodScopes`:
 *   declare module '../../platform/period-lock/period-lock.ts' {
 *     interface PeriodScopes { attendance: AttendanceLockScope }
 *   }
 */
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';

/** Kind name → the scope a writer passes; augmented by each module that locks periods. */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in the modules
export interface PeriodScopes {}

export type PeriodKind = keyof PeriodScopes;

/** A lock found over a scope, named for the person who was refused. */
export interface FoundLock {
  /** What is locked, as the sentence's subject: 'Presensi bulan November 2026'. */
  subject: string;
}

export interface PeriodLockDefinition<K extends PeriodKind> {
  /** The first lock covering any part of the scope, or null when the scope is open. */
  find(tx: DbOrTx, scope: PeriodScopes[K]): Promise<FoundLock | null>;
}

const definitions = new Map<PeriodKind, PeriodLockDefinition<PeriodKind>>();

/** Registers a kind of locked period; a module calls it once, where it defines the kind. */
export function definePeriodLock<K extends PeriodKind>(
  kind: K,
  definition: PeriodLockDefinition<K>,
): void {
  definitions.set(kind, definition as unknown as PeriodLockDefinition<PeriodKind>);
}

function definitionOf(kind: PeriodKind): PeriodLockDefinition<PeriodKind> {
  const definition = definitions.get(kind);
  // A programming error (the module defining the kind was never imported), not a user's.
  if (!definition) throw new Error(`period lock kind '${String(kind)}' is not defined`);
  return definition;
}

/** The refusal every locked period answers with. */
export function periodLockedError(lock: FoundLock): AppError {
  return new AppError(
    'PERIOD_LOCKED',
    `${lock.subject} sudah dikunci; perubahan tidak dapat disimpan.`,
  );
}

/** Throws 409 `PERIOD_LOCKED` when a lock of the kind covers any part of the scope. */
export async function assertPeriodOpen<K extends PeriodKind>(
  tx: DbOrTx,
  kind: K,
  scope: PeriodScopes[K],
): Promise<void> {
  const lock = await definitionOf(kind).find(tx, scope);
  if (lock) throw periodLockedError(lock);
}

/** Whether the scope is open, for work that skips locked periods instead of refusing. */
export async function isPeriodOpen<K extends PeriodKind>(
  tx: DbOrTx,
  kind: K,
  scope: PeriodScopes[K],
): Promise<boolean> {
  return (await definitionOf(kind).find(tx, scope)) === null;
}
