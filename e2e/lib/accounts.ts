import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { baseUrl } from './browser.ts';

/** Demo accounts of the seed (apps/server/src/db/seed/demo-data.ts). */
export const DEMO_PASSWORD = 'Sikerja#2026';
export const ADMIN = { email: 'admin@sikerja.test', name: 'Administrator Sikerja' };
export const STAFF = { email: 'pegawai@sikerja.test', name: 'Rina Kartika Sari' };
/** Kepala Bagian Administrasi Umum dan Keuangan (level user): surat tugas approval, level 1. */
export const KABAG_UMUM = { email: 'kabagumum@sikerja.test', name: 'Samsul Bahri' };
/** The director (level user): the authorised official, surat tugas approval level 2. */
export const DIREKTUR = { email: 'direktur@sikerja.test', name: 'Capt. Agus Wibowo' };

interface ApiSession {
  token: string;
  user: { id: number; name: string; nip: string | null; level: string };
}

/** The anti-forgery cookie, read from `GET setting` as the web app does at start. */
async function xsrfToken(): Promise<string> {
  const setting = await fetch(`${baseUrl()}/api/v1/setting`);
  const cookie = setting.headers.get('set-cookie') ?? '';
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1];
  if (!xsrf) throw new Error('GET setting did not set the XSRF-TOKEN cookie');
  return xsrf;
}

/**
 * One API call as a script would make it: JSON, the anti-forgery pair, and the bearer token
 * when given. For arranging a test's facts (a setting, a NIP), not for the UI journey.
 */
export async function callApi<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const xsrf = await xsrfToken();
  const response = await fetch(`${baseUrl()}/api/v1/${path}`, {
    method,
    headers: {
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      'x-xsrf-token': decodeURIComponent(xsrf),
      cookie: `XSRF-TOKEN=${xsrf}`,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** Logs in through the API and returns the token and the user. */
export async function loginThroughApi(
  login: string,
  password = DEMO_PASSWORD,
): Promise<ApiSession> {
  const { status, body } = await callApi<{ data: ApiSession }>('POST', 'auth/login', {
    body: { login, password, remember: false },
  });
  assert.equal(status, 200, `login through the API answered ${status}`);
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
