import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The platform's rules that a type checker cannot see (docs/architecture.md "The rules"). The
 * import boundaries are Biome's (apps/server/biome.json); these are the rest.
 */
const SRC = new URL('.', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const files = sourceFiles(SRC).map((path) => ({
  path: relative(SRC, path),
  text: readFileSync(path, 'utf8'),
}));

const ATTENDANCE_WRITE = [
  /\b(insert\s+into|update|delete\s+from)\s+attendance_(punches|excuses|days)\b/i,
  /\.(insert|update|delete)\(\s*attendance(Punches|Excuses|Days)\s*\)/,
];

describe('architecture', () => {
  it('writes attendance punches, excuses and days only in the attendance write port', () => {
    const writers = files
      .filter((f) => ATTENDANCE_WRITE.some((pattern) => pattern.test(f.text)))
      .map((f) => f.path);
    expect(writers).toEqual(['modules/attendance/attendance-write.port.ts']);
  });

  it('starts no timers in route files: background work is a job of the runner', () => {
    const timers = files
      .filter((f) => f.path.endsWith('.routes.ts') && /\bset(Interval|Timeout)\(/.test(f.text))
      .map((f) => f.path);
    expect(timers).toEqual([]);
  });

  it('refuses locked periods only through the platform period lock', () => {
    const ownRefusals = files
      .filter((f) => /sudah dikunci; perubahan tidak dapat disimpan/.test(f.text))
      .map((f) => f.path);
    expect(ownRefusals).toEqual(['platform/period-lock/period-lock.ts']);
  });
});
