/**
 * Reading PostgreSQL constraint errors for the resource factory. The app-wide handler
 * (http/database-errors.ts) already answers them generically; the factory needs more: which
 * of its fields clashed, and which table still refers to a row, to say so in Indonesian.
 */

export interface PgErrorLike {
  code: string;
  detail?: string;
  table?: string;
}

/** Drizzle wraps driver errors; walk the cause chain to the PostgreSQL error, if any. */
export function findPgError(error: unknown): PgErrorLike | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as Partial<PgErrorLike> & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return candidate as PgErrorLike;
    }
    current = candidate.cause;
  }
  return undefined;
}

/**
 * The column of a unique violation. The detail names the index expression, e.g.
 * 'Key (code)=(III/a) already exists.' or 'Key (lower(name::text))=(jam) already exists.'
 */
export function uniqueViolationColumn(
  error: PgErrorLike,
  columns: readonly string[],
): string | undefined {
  const expression = error.detail?.match(/^Key \((.*)\)=\(/)?.[1];
  if (!expression) return undefined;
  const words = new Set(expression.match(/[a-z_][a-z0-9_]*/g) ?? []);
  return columns.find((c) => words.has(c));
}

/**
 * A delete refused because another row still refers to this one: 23503 for a plain foreign
 * key, 23001 (restrict_violation) for one declared ON DELETE RESTRICT, as ours are.
 */
export function isStillReferenced(error: PgErrorLike): boolean {
  return (
    error.code === '23001' || (error.code === '23503' && referencingTable(error) !== undefined)
  );
}

/** The table still holding a reference: 'Key (id)=(3) is still referenced from table "x".' */
export function referencingTable(error: PgErrorLike): string | undefined {
  return error.detail?.match(/referenced from table "([^"]+)"/)?.[1];
}
