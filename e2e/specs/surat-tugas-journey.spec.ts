/**
 * Issue 18's journey of a surat tugas, every step in the browser by the person who does it
 * (docs/surat-tugas.md "Persetujuan", "Administrasi perjalanan", "Pembayaran"):
 *
 * 1. admin@ drafts a letter for pegawai@, a colleague and a cadet (picked from the people
 *    search) over three working days two to six weeks back, and sends it;
 * 2. kabagumum@ (Kepala Bagian Umum, level user) finds 'Persetujuan Surat Tugas' in the menu and
 *    returns the letter with a note;
 * 3. admin@ sees it returned with the note, corrects the purpose and sends it again;
 * 4. kabagumum@ approves level 1 (on a phone), direktur@ (level user) approves level 2;
 * 5. admin@ makes pegawai@'s cost plan from the SBM; pegawai@ sees DL on the letter's days in
 *    their attendance history and reports the hotel cost with a receipt;
 * 6. admin@ settles the trip and prints the kuitansi: a PDF with the name and the amount.
 *
 * The trip lies in the past because a day gets its attendance row (and so its DL) only once it
 * has come: a letter for next month shows DL nowhere yet. The window avoids weekends, holidays,
 * the days other specs give pegawai@ (absensi's Tuesday a week or more back, apel's recent
 * day), the locked oldest month and anything the conflict check knows of (their sick day three
 * weeks back). Screenshots: the approval screen as a staff decider at 1366 and 390 px, light and
 * dark, and each other screen once.
 */

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MONTH_NAMES } from '@sikerja/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  ADMIN,
  callApi,
  DIREKTUR,
  KABAG_UMUM,
  loginThroughApi,
  loginThroughForm,
  STAFF,
} from '../lib/accounts.ts';
import {
  baseUrl,
  launchBrowser,
  pickPerson,
  screenshot,
  useDarkTheme,
  watchPageErrors,
} from '../lib/browser.ts';
import { pickDate } from '../lib/dates.ts';
import { isPdf, pdfLines } from '../lib/pdf.ts';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const STAMP = Date.now().toString(36);
const PURPOSE = `Perjalanan uji ${STAMP}: koordinasi praktik kerja lapangan`;
const FIXED_PURPOSE = `${PURPOSE} taruna di bandara mitra`;
const NOTE = 'Sebutkan kegiatan praktik kerja lapangan yang dikoordinasikan.';
const COLLEAGUE = 'Wulan Sari';
const CADET = 'Dimas Arya Saputra';
/** Two nights in Bandung, under SBM 2026's 735,000 a night in Jawa Barat for golongan III. */
const HOTEL_COST = 980_000;
const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Today on the institution's clock (WIB). */
const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
const addDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

/** The letter's row: a table row on a desktop, a card on a phone. */
function letterRow(page: Page, text: string, phone = false): Locator {
  return page.getByRole(phone ? 'listitem' : 'row').filter({ hasText: text });
}

async function openPage(browser: Browser, login: string, home: string, viewport = DESKTOP) {
  const page = await (await browser.newContext({ viewport })).newPage();
  const errors = watchPageErrors(page);
  await loginThroughForm(page, login, { home });
  return { page, errors };
}

describe('surat tugas: the journey from draft to kuitansi', () => {
  let browser: Browser;
  let start = '';
  let end = '';
  let letterNumber = '';

  before(async () => {
    browser = await launchBrowser();
    // Three working days (Monday to Wednesday), nobody away then.
    const admin = await loginThroughApi(ADMIN.email);
    const pegawai = await loginThroughApi(STAFF.email);
    const people = async (search: string) =>
      (
        await callApi<{ data: { kind: string; id: number; name: string }[] }>(
          'GET',
          `admin/surattugas/people?search=${encodeURIComponent(search)}`,
          { token: admin.token },
        )
      ).body.data.find((p) => p.name === search);
    const colleague = await people(COLLEAGUE);
    const cadet = await people(CADET);
    assert.ok(colleague?.kind === 'pegawai', `${COLLEAGUE} is offered`);
    assert.ok(cadet?.kind === 'taruna', `${CADET} is offered`);
    // A trip already made: its days are computed, so DL shows in the history (a future day
    // has no attendance row until it comes). At least two weeks back, clear of the days other
    // specs give pegawai@ (absensi's Tuesday, apel's recent day), within the open months.
    const [y = 0, m = 1] = TODAY.split('-').map(Number);
    const earliest = new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 10);
    let monday = addDays(TODAY, -16);
    while (weekday(monday) !== 1) monday = addDays(monday, -1);
    for (; monday >= earliest; monday = addDays(monday, -7)) {
      const days = [0, 1, 2].map((n) => addDays(monday, n));
      const months = new Set(days.map((d) => d.slice(0, 7)));
      let working = true;
      for (const month of months) {
        const calendar = await callApi<{ data: { days: { date: string; working: boolean }[] } }>(
          'GET',
          `admin/harikerja/month?year=${month.slice(0, 4)}&month=${Number(month.slice(5))}`,
          { token: admin.token },
        );
        for (const d of calendar.body.data.days) {
          if (days.includes(d.date) && !d.working) working = false;
        }
      }
      if (!working) continue;
      const conflicts: { status: number; body: { data: unknown[] } } = await callApi(
        'POST',
        'admin/surattugas/conflicts',
        {
          token: admin.token,
          body: {
            start_date: days[0],
            end_date: days[2],
            user_ids: [pegawai.user.id, colleague.id],
            cadet_ids: [cadet.id],
          },
        },
      );
      assert.equal(conflicts.status, 200);
      if (conflicts.body.data.length === 0) {
        start = days[0] ?? '';
        end = days[2] ?? '';
        break;
      }
    }
    assert.ok(start, `a free Monday-to-Wednesday from ${earliest}`);
  });
  after(async () => {
    await browser.close();
  });

  it('1. admin@ drafts a letter for two staff and a cadet and sends it', async () => {
    const { page, errors } = await openPage(browser, ADMIN.email, '/admin');
    await page.goto(`${baseUrl()}/admin/surattugas`);
    await page.getByRole('button', { name: 'Buat Surat Tugas' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buat Surat Tugas' });
    await dialog.getByRole('combobox', { name: /^Unit/ }).click();
    await page.getByRole('option').first().click();
    await dialog.getByRole('combobox', { name: /^Dasar dari master/ }).click();
    await page.getByRole('option').first().click();
    await dialog.getByLabel(/^Untuk/).fill(PURPOSE);
    await pickDate(
      page,
      dialog.getByRole('button', { name: /^Tanggal surat/ }),
      addDays(start, -3),
    );
    await pickDate(page, dialog.getByRole('button', { name: /^Mulai tugas/ }), start);
    await pickDate(page, dialog.getByRole('button', { name: /^Selesai tugas/ }), end);
    await dialog.getByRole('combobox', { name: /^Provinsi/ }).click();
    await page.getByRole('option', { name: 'Jawa Barat' }).click();
    await dialog.getByLabel(/^Kota/).fill('Bandung');
    await dialog.getByLabel(/^Kendaraan/).fill('Kereta api');
    const travellers = dialog.getByLabel(/^Pelaksana/);
    await pickPerson(page, travellers, STAFF.name);
    await pickPerson(page, travellers, COLLEAGUE);
    const checked = page.waitForResponse((r) => r.url().endsWith('/admin/surattugas/conflicts'));
    await pickPerson(page, travellers, CADET);
    await checked;
    await dialog.getByRole('combobox', { name: /^Penanda tangan/ }).click();
    await page
      .getByRole('option', { name: /Direktur/ })
      .first()
      .click();
    // The live conflict check finds nobody away (the window was chosen so).
    assert.equal(await dialog.getByText('Jadwal bentrok').count(), 0);
    await screenshot(page, 'surat-tugas-journey-form-light');
    await dialog.getByRole('button', { name: 'Simpan Draf' }).click();
    await page.getByText('Draf surat tugas dibuat.').waitFor();
    const row = letterRow(page, PURPOSE);
    await row.getByText('Draf').waitFor();
    letterNumber = ((await row.getByText(/^ST-\d+\//).textContent()) ?? '').trim();
    assert.match(letterNumber, /^ST-\d+\/[A-Z]+\/[IVX]+\/\d{4}$/);
    await row.getByText(`${CADET} (taruna)`, { exact: false }).waitFor();
    await row.getByRole('button', { name: 'Ajukan' }).click();
    await page
      .getByRole('dialog', { name: 'Ajukan Surat Tugas' })
      .getByRole('button', { name: 'Ajukan' })
      .click();
    await page.getByText('Surat tugas diajukan.').waitFor();
    await row.getByText('Menunggu persetujuan').waitFor();
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('2. kabagumum@ (level user) opens the approval screen from the menu and returns it', async () => {
    const { page, errors } = await openPage(browser, KABAG_UMUM.email, '/user');
    const menu = page.getByRole('navigation', { name: 'Menu utama' });
    await menu.getByText('Surat Tugas', { exact: true }).click();
    await menu.getByRole('link', { name: 'Persetujuan Surat Tugas' }).click();
    await page.waitForURL('**/surattugas/approval');
    await page.getByRole('tab', { name: 'Menunggu Keputusan Saya' }).waitFor();
    // The admin's whole-queue tab is not theirs.
    assert.equal(await page.getByRole('tab', { name: 'Semua Surat Diajukan' }).count(), 0);
    const row = letterRow(page, PURPOSE);
    await row.getByText('di Kepala Bagian').waitFor();
    await screenshot(page, 'surat-tugas-journey-approval-desktop-light');
    await row.getByRole('button', { name: 'Kembalikan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kembalikan Surat Tugas' });
    await dialog.getByLabel(/^Alasan pengembalian/).fill(NOTE);
    await screenshot(page, 'surat-tugas-journey-return-light');
    await dialog.getByRole('button', { name: 'Kembalikan' }).click();
    await page.getByText('Surat tugas dikembalikan.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Sudah Saya Putuskan' }).click();
    await letterRow(page, PURPOSE).getByText('Dikembalikan').waitFor();
    await useDarkTheme(page);
    await screenshot(page, 'surat-tugas-journey-approval-desktop-dark');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('3. admin@ sees the note, corrects the purpose and sends the letter again', async () => {
    const { page, errors } = await openPage(browser, ADMIN.email, '/admin');
    await page.goto(`${baseUrl()}/admin/surattugas`);
    const row = letterRow(page, PURPOSE);
    await row.getByText('Dikembalikan').waitFor();
    await row.getByText(NOTE).waitFor();
    await screenshot(page, 'surat-tugas-journey-returned-light');
    await row.getByRole('button', { name: 'Ubah' }).click();
    const dialog = page.getByRole('dialog', { name: `Ubah Surat Tugas ${letterNumber}` });
    await dialog.getByLabel(/^Untuk/).fill(FIXED_PURPOSE);
    await dialog.getByRole('button', { name: 'Simpan Draf' }).click();
    await page.getByText('Surat tugas disimpan.').waitFor();
    const fixed = letterRow(page, FIXED_PURPOSE);
    await fixed.getByRole('button', { name: 'Ajukan' }).click();
    await page
      .getByRole('dialog', { name: 'Ajukan Surat Tugas' })
      .getByRole('button', { name: 'Ajukan' })
      .click();
    await page.getByText('Surat tugas diajukan.').waitFor();
    await fixed.getByText('Menunggu persetujuan').waitFor();
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('4. kabagumum@ approves on a phone, then direktur@ approves', async () => {
    const { page, errors } = await openPage(browser, KABAG_UMUM.email, '/user', PHONE);
    await page.goto(`${baseUrl()}/surattugas/approval`);
    const card = letterRow(page, FIXED_PURPOSE, true);
    await card.getByText('di Kepala Bagian').waitFor();
    await screenshot(page, 'surat-tugas-journey-approval-390-light');
    await useDarkTheme(page);
    await screenshot(page, 'surat-tugas-journey-approval-390-dark');
    const wide = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    assert.equal(wide, false, 'no sideways scroll at 390 px');
    await card.getByRole('button', { name: 'Setujui' }).click();
    const dialog = page.getByRole('dialog', { name: 'Setujui Surat Tugas' });
    await dialog.getByRole('button', { name: 'Setujui' }).click();
    await page.getByText('Surat tugas disetujui.').waitFor();
    await card.waitFor({ state: 'detached' });
    assert.deepEqual(errors, []);
    await page.context().close();

    const director = await openPage(browser, DIREKTUR.email, '/user');
    const menu = director.page.getByRole('navigation', { name: 'Menu utama' });
    await menu.getByText('Surat Tugas', { exact: true }).click();
    await menu.getByRole('link', { name: 'Persetujuan Surat Tugas' }).click();
    const row = letterRow(director.page, FIXED_PURPOSE);
    await row.getByText('di Pejabat Berwenang').waitFor();
    await row.getByRole('button', { name: 'Setujui' }).click();
    await director.page
      .getByRole('dialog', { name: 'Setujui Surat Tugas' })
      .getByRole('button', { name: 'Setujui' })
      .click();
    await director.page.getByText('Surat tugas disetujui.').waitFor();
    await director.page.getByRole('tab', { name: 'Sudah Saya Putuskan' }).click();
    await letterRow(director.page, FIXED_PURPOSE).getByText('Disetujui').waitFor();
    await screenshot(director.page, 'surat-tugas-journey-direktur-light');
    assert.deepEqual(director.errors, []);
    await director.page.context().close();
  });

  it('5. admin@ makes the cost plan; pegawai@ sees DL and reports the hotel with a receipt', async () => {
    const admin = await openPage(browser, ADMIN.email, '/admin');
    await admin.page.goto(`${baseUrl()}/admin/administrasi_surat_tugas`);
    await admin.page.getByPlaceholder('Cari nomor, keperluan atau pelaksana…').fill(letterNumber);
    const traveller = letterRow(admin.page, letterNumber).filter({ hasText: STAFF.name });
    await traveller.getByText('Belum ada rincian biaya').waitFor();
    await traveller.getByRole('button', { name: 'Rincian Biaya' }).click();
    const plan = admin.page.getByRole('dialog', { name: 'Rincian Biaya Perjalanan Dinas' });
    await plan.getByRole('button', { name: /^Hitung dari SBM/ }).click();
    await admin.page.getByText('Rincian biaya dihitung dari SBM.').waitFor();
    await plan
      .getByText(/^Uang harian /)
      .first()
      .waitFor();
    await screenshot(admin.page, 'surat-tugas-journey-plan-light');
    assert.deepEqual(admin.errors, []);
    await admin.page.context().close();

    const { page, errors } = await openPage(browser, STAFF.email, '/user');
    // Not a decider: no approval screen in their menu.
    const menu = page.getByRole('navigation', { name: 'Menu utama' });
    await menu.getByRole('link', { name: 'Administrasi Surat Tugas' }).waitFor();
    assert.equal(await menu.getByRole('link', { name: 'Persetujuan Surat Tugas' }).count(), 0);

    // DL on the letter's days, in the attendance history (the API says the same).
    const session = await loginThroughApi(STAFF.email);
    const letterDays = [start, addDays(start, 1), end];
    const listed: { date: string; code: string | null }[] = [];
    for (const month of new Set(letterDays.map((d) => d.slice(0, 7)))) {
      const days = await callApi<{ data: { date: string; code: string | null }[] }>(
        'POST',
        'user/presensi/list',
        { token: session.token, body: { search: '', per: 100, month } },
      );
      listed.push(...days.body.data);
    }
    for (const date of letterDays) {
      assert.equal(
        listed.find((d) => d.date === date)?.code,
        'DL',
        `DL on ${date} in user/presensi/list`,
      );
    }
    await page.goto(`${baseUrl()}/user/presensi`);
    const history = page.getByRole('table', { name: 'Riwayat presensi' });
    await page.getByPlaceholder('Cari kode status atau tanggal…').fill(start);
    const [y = 0, m = 1, d = 1] = start.split('-').map(Number);
    const label = `${d} ${MONTH_NAMES[m - 1]} ${y}`;
    const dayRow = history.getByRole('row').filter({ hasText: label });
    await dayRow.getByText('DL', { exact: true }).waitFor();
    await screenshot(page, 'surat-tugas-journey-presensi-dl-light');

    await page.goto(`${baseUrl()}/user/administrasi_surat_tugas`);
    await page.getByRole('button', { name: `Biaya dan dokumen ${letterNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Biaya dan Dokumen Perjalanan' });
    await dialog.getByText('Yang masih perlu dilengkapi').waitFor();
    await dialog.getByLabel('Biaya riil (Rp)').first().fill(String(HOTEL_COST));
    const uploaded = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/upload') && r.request().method() === 'POST',
    );
    await dialog
      .locator('input.filepond--browser')
      .first()
      .setInputFiles({ name: 'kuitansi-hotel.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
    assert.equal((await uploaded).status(), 200);
    await dialog.getByText('Unggahan selesai', { exact: true }).first().waitFor();
    await dialog.getByRole('button', { name: 'Simpan biaya riil' }).first().click();
    await page.getByText('Biaya riil disimpan.').waitFor();
    await dialog.getByText('bukti sudah diunggah', { exact: false }).waitFor();
    await screenshot(page, 'surat-tugas-journey-receipt-light');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('6. admin@ settles the trip and prints the kuitansi', async () => {
    const { page, errors } = await openPage(browser, ADMIN.email, '/admin');
    await page.goto(`${baseUrl()}/admin/pembayaran_surat_tugas`);
    await page.getByPlaceholder('Cari nomor, keperluan atau pelaksana…').fill(letterNumber);
    await letterRow(page, letterNumber)
      .getByRole('button', { name: `Bayar ${STAFF.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Pembayaran Perjalanan Dinas' });
    await dialog.getByText(letterNumber, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Selesaikan SPJ' }).click();
    await page
      .getByRole('dialog', { name: 'Selesaikan SPJ' })
      .getByRole('button', { name: 'Simpan' })
      .click();
    await page.getByText('Pembayaran dicatat.').waitFor();
    await dialog.getByText('Perjalanan ini sudah lunas.').waitFor();
    const kuitansi = dialog.getByRole('button', { name: /^Kuitansi KW-ST\// });
    const receiptNumber = ((await kuitansi.textContent()) ?? '').trim();
    await screenshot(page, 'surat-tugas-journey-pembayaran-light');

    // The kuitansi as the screen downloads it (to show it in a new tab), passed through here.
    let resolveBytes: (bytes: Buffer) => void = () => {};
    const downloaded = new Promise<Buffer>((resolve) => {
      resolveBytes = resolve;
    });
    await page.route(/\/payments\/\d+\/kuitansi$/, async (route) => {
      const response = await route.fetch();
      resolveBytes(await response.body());
      await route.fulfill({ response });
    });
    const tab = page.context().waitForEvent('page');
    await kuitansi.click();
    const bytes = await downloaded;
    await (await tab).close();
    assert.ok(isPdf(bytes), 'the kuitansi is a PDF');
    const lines = pdfLines(bytes);
    const session = await loginThroughApi(ADMIN.email);
    const list = await callApi<{ data: { travel_id: number; name: string }[] }>(
      'POST',
      'admin/pembayaran_surat_tugas/list',
      { token: session.token, body: { search: letterNumber } },
    );
    const trip = list.body.data.find((r) => r.name === STAFF.name);
    assert.ok(trip, 'the trip is listed');
    const detail = await callApi<{
      data: { payments: { amount: number; receipt_number: string }[] };
    }>('GET', `admin/pembayaran_surat_tugas/${trip.travel_id}`, { token: session.token });
    const payment = detail.body.data.payments.find((p) => p.receipt_number === receiptNumber);
    assert.ok(payment, `payment ${receiptNumber} was recorded`);
    assert.ok(
      lines.some((l) => l.includes(STAFF.name)),
      'the traveller name is on the kuitansi',
    );
    assert.ok(
      lines.some((l) => l.includes(`Rp${payment.amount.toLocaleString('id-ID')}`)),
      `the amount Rp${payment.amount.toLocaleString('id-ID')} is on the kuitansi`,
    );
    assert.ok(
      lines.some((l) => /rupiah$/.test(l)),
      'the amount in words is on it',
    );
    assert.ok(
      lines.some((l) => l.includes(letterNumber)),
      'the letter number is on it',
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await useDarkTheme(page);
    await screenshot(page, 'surat-tugas-journey-pembayaran-dark');
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});
