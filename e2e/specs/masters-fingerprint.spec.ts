/**
 * A fingerprint terminal pushing to the built app over the ADMS "iClock" protocol, end to end:
 * the machine and a PIN set up through the API, the terminal's handshake and one ATTLOG post
 * over real HTTP, then the machine screen showing its last contact and punch count, in the
 * light and the dark theme.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { TFingerprintMachineRow, TPaginated } from '@sikerja/contracts';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, callApi, loginThroughApi } from '../lib/accounts.ts';
import { baseUrl, launchBrowser, screenshot, watchPageErrors } from '../lib/browser.ts';

const VIEWPORT = { width: 1366, height: 900 };
const MACHINES = 'admin/master/fingerprint/machine';
const SETTINGS = 'admin/master/fingerprint/setting';
const SERIAL = 'E2EICLOCK0001';
const TABLE = 'Daftar Mesin Fingerprint';

/** Yesterday on the institution's clock (WIB): a past day, so no check-in screen is touched. */
function yesterday(): string {
  return new Date(Date.now() - 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'Asia/Jakarta',
  });
}

async function tableIdle(page: Page) {
  await page.locator(`table[aria-label="${TABLE}"][aria-busy="false"]`).waitFor();
}

describe('fingerprint machine pushing punches (iClock)', () => {
  let browser: Browser;
  let token: string;
  let machineId = 0;
  let pinId = 0;

  before(async () => {
    browser = await launchBrowser();
    token = (await loginThroughApi(ADMIN.email)).token;
    const people = await callApi<TPaginated<{ id: number; name: string }>>(
      'POST',
      'admin/master/user/list',
      { token, body: { search: 'Ahmad Fauzi' } },
    );
    const person = people.body.data[0];
    assert.ok(person, 'the demo data has Ahmad Fauzi');
    const machine = await callApi<{ data: TFingerprintMachineRow }>('POST', MACHINES, {
      token,
      body: { name: 'Mesin Lobi Uji E2E', serial_number: SERIAL, time_zone: 'Asia/Jakarta' },
    });
    assert.equal(machine.status, 201);
    machineId = machine.body.data.id;
    const pin = await callApi<{ data: { id: number } }>('POST', SETTINGS, {
      token,
      body: { machine_id: machineId, pin: '7001', user_id: person.id, read_mode: 'status' },
    });
    assert.equal(pin.status, 201);
    pinId = pin.body.data.id;
  });

  after(async () => {
    if (pinId) await callApi('DELETE', `${SETTINGS}/${pinId}`, { token });
    if (machineId) await callApi('DELETE', `${MACHINES}/${machineId}`, { token });
    await browser.close();
  });

  it('takes the terminal’s handshake and punches', async () => {
    const handshake = await fetch(
      `${baseUrl()}/iclock/cdata?SN=${SERIAL}&options=all&pushver=2.4.1`,
    );
    assert.equal(handshake.status, 200);
    const options = await handshake.text();
    assert.match(options, new RegExp(`^GET OPTION FROM: ${SERIAL}\n`));
    assert.match(options, /\nTimeZone=7\n/);
    const post = (body: string) =>
      fetch(`${baseUrl()}/iclock/cdata?SN=${SERIAL}&table=ATTLOG&Stamp=1`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body,
      });
    const day = yesterday();
    const body = `7001\t${day} 07:05:09\t0\t1\t0\t0\t0\n7001\t${day} 16:10:00\t1\t1\t0\t0\t0\n`;
    const first = await post(body);
    assert.deepEqual([first.status, await first.text()], [200, 'OK: 2']);
    // Sent again, as a terminal does when it missed the answer: stored once.
    const again = await post(body);
    assert.deepEqual([again.status, await again.text()], [200, 'OK: 2']);
    const poll = await fetch(`${baseUrl()}/iclock/getrequest?SN=${SERIAL}`);
    assert.equal(await poll.text(), 'OK');
    const stranger = await fetch(`${baseUrl()}/iclock/getrequest?SN=NOTAMACHINE`);
    assert.equal(stranger.status, 403);
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`shows the machine’s last contact and punch count (${theme})`, async () => {
      const page = await browser.newPage({ viewport: VIEWPORT });
      const errors = watchPageErrors(page);
      await page.goto(`${baseUrl()}/?token=${encodeURIComponent(token)}`);
      await page.getByTestId('sub-header').waitFor();
      if (theme === 'dark') {
        await page.getByRole('contentinfo').getByRole('button', { name: 'Tema gelap' }).click();
        await page.getByRole('contentinfo').getByRole('button', { name: 'Tema terang' }).waitFor();
      }
      await page.goto(`${baseUrl()}/${MACHINES}`);
      await tableIdle(page);
      const search = page.getByRole('searchbox', { name: 'Cari' });
      await search.fill(SERIAL);
      await search.press('Enter');
      await page.getByText('Showing 1 to 1 of 1 entries').waitFor();
      await tableIdle(page);
      const row = page
        .getByRole('table', { name: TABLE })
        .getByRole('row')
        .filter({ hasText: SERIAL });
      await row.getByText(/\((baru saja|\d+ menit lalu)\)/).waitFor();
      await row.getByRole('cell', { name: '2', exact: true }).waitFor();
      await row.getByRole('cell', { name: 'WIB (Asia/Jakarta)', exact: true }).waitFor();
      await screenshot(page, `masters-fingerprint-machine-${theme}`);
      assert.deepEqual(errors, []);
      await page.close();
    });
  }
});
