import type { TMenuItem } from '@sikerja/contracts';

/** Every path a menu leaf links to. */
export function menuPaths(items: readonly TMenuItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.path && item.child.length === 0 ? [item.path] : []),
    ...menuPaths(item.child),
  ]);
}

/** The menu path that marks the current page: the longest equal to it or above it. */
export function activeMenuPath(paths: readonly string[], pathname: string): string | null {
  let best: string | null = null;
  for (const path of paths) {
    const matches = pathname === path || pathname.startsWith(`${path.replace(/\/$/, '')}/`);
    if (matches && (best === null || path.length > best.length)) best = path;
  }
  return best;
}

/** True when the item is, or holds, the active path: its group starts open. */
export function containsPath(item: TMenuItem, path: string | null): boolean {
  if (path === null) return false;
  return item.path === path || item.child.some((child) => containsPath(child, path));
}
