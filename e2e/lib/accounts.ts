import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { baseUrl } from './browser.ts';

/** Demo accounts of the seed (apps/server/src/db/seed/demo-data.ts). */
export const DEMO_PASSWORD = 'Sikerja#2026';
export const ADMIN = { email: 'admin@sikerja.test', name: 'Administrator Sikerja' };
export const STAFF = { email: 'pegawai@sikerja.test', name: 'Rina Kartika Sari' };

interface ApiSession {
  token: string;
  user: { id: number; name: string; nip: string | null; level: string };
}

/**
 * Logs in through the API as a script would: read `GET setting` for the anti-forgery cookie,
 * then `POST auth/login` echoing it. For facts a test needs (a NIP), not for the UI journey.
 */
export async function loginThroughApi(
  login: string,
  password = DEMO_PASSWORD,
): Promise<ApiSession> {
  const setting = await fetch(`${baseUrl()}/api/v1/setting`);
  const cookie = setting.headers.get('set-cookie') ?? '';
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1];
  if (!xsrf) throw new Error('GET setting did not set the XSRF-TOKEN cookie');
  const response = await fetch(`${baseUrl()}/api/v1/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      'x-xsrf-token': decodeURIComponent(xsrf),
      cookie: `XSRF-TOKEN=${xsrf}`,
    },
    body: JSON.stringify({ login, password, remember: false }),
  });
  const body = (await response.json()) as { data: ApiSession };
  assert.equal(response.status, 200, `login through the API answered ${response.status}`);
  return body.data;
}

/** Fills the login form and waits for the home page of the account's level. */
export async function loginThroughForm(
  page: Page,
  login: string,
  options: { password?: string; remember?: boolean; home?: string } = {},
): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  await page.getByLabel('NIP / Email').fill(login);
  await page.getByLabel(/^Password/).fill(options.password ?? DEMO_PASSWORD);
  if (options.remember) await page.getByLabel('Ingat saya').check();
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await page.waitForURL(`**${options.home ?? '/admin'}`);
}
