import type { Page } from 'playwright-core';
import { callApi, loginThroughApi } from './accounts.ts';

interface MenuItem {
  path: string | null;
  child: MenuItem[];
}

function menuPaths(items: MenuItem[]): string[] {
  return items.flatMap((i) => [...(i.path ? [i.path] : []), ...menuPaths(i.child)]);
}

/** Every path in the server-driven menu of an account (what it can click). */
export async function menuOf(login: string): Promise<string[]> {
  const { token } = await loginThroughApi(login);
  const menu = await callApi<{ data: MenuItem[] }>('GET', 'routes/access', { token });
  return menuPaths(menu.body.data);
}

/**
 * Moves inside the running app to `path` (as a menu click does, not a reload: a reload per
 * screen made a walk a minute and a half) and waits until the screen has loaded: 200 ms in
 * which no list is busy and no skeleton or overlay stands in for content (a list turns busy a
 * moment after the screen appears).
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    (window as unknown as { idleSince?: number }).idleSince = 0;
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL(`**${path}`);
  await page.getByRole('main').waitFor();
  await page
    .waitForFunction(
      () => {
        const w = window as unknown as { idleSince?: number };
        const busy = Array.from(
          document.querySelectorAll(
            'main [aria-busy="true"], main .mantine-Skeleton-root, main .mantine-LoadingOverlay-root',
          ),
        ).some((el) => el.getClientRects().length > 0);
        if (busy) {
          w.idleSince = 0;
          return false;
        }
        w.idleSince ||= performance.now();
        return performance.now() - w.idleSince >= 200;
      },
      null,
      { timeout: 15_000, polling: 50 },
    )
    .catch((error: unknown) => {
      throw new Error(`${path} did not finish loading: ${String(error)}`);
    });
}
