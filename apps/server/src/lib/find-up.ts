import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Finds `relative` in the folder of `fromUrl` or one of its parents. The server runs both
 * from source (tests, tsx) and from the bundle in dist/, so fixed relative paths would differ.
 */
export function findUp(fromUrl: string, relative: string): string | undefined {
  let dir = dirname(fileURLToPath(fromUrl));
  for (;;) {
    const candidate = join(dir, relative);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}
