import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';

export const ARTIFACTS_DIR = fileURLToPath(new URL('../artifacts', import.meta.url));

/** Debian's Chromium, headless, without the background traffic this closed network refuses. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set; run the browser tests through e2e/run.ts');
  return url;
}

/** Collects console errors and CSP violations, which a passing page must not have. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const path = join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/**
 * Switches the shell to the dark theme with the footer's toggle, then returns to the top of the
 * page and takes the focus off the toggle. A full-page screenshot of a scrolled page draws fixed
 * elements at the scroll offset: the top bar and sidebar land mid-page and the skip link, kept
 * just above the viewport, shows up although no user sees it there.
 */
export async function useDarkTheme(page: Page): Promise<void> {
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Tema gelap' }).click();
  await footer.getByRole('button', { name: 'Tema terang' }).waitFor();
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
}

/** Types a name into a person search field and chooses the first option that carries it. */
export async function pickPerson(page: Page, field: Locator, name: string): Promise<void> {
  await field.click();
  await field.fill(name);
  await page
    .getByRole('option', { name: new RegExp(name) })
    .first()
    .click();
}
