/**
 * Laporan capaian kinerja through HTTP (docs/kinerja.md "Laporan capaian"): a person's year
 * (twelve months and their average) and the admin's list and Excel. Every month of the year
 * must agree with `capaianForMonth` for that month; the year's figures with the mean of the
 * counted months, worked out here from the months.
 */
import type { TCapaianMonth, TCapaianReportRow } from '@sikerja/contracts';
import ExcelJS from 'exceljs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, loginOrganisation, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { type BuiltOrganisation, buildOrganisation, buildUser } from '../../../test/factories.ts';
import { contractOf, type LineSpec } from '../../../test/kinerja-factory.ts';
import { kinerjaMonthSettings } from '../../db/schema/kinerja-settings.ts';
import { setAttendanceClock } from '../attendance/attendance.api.ts';
import { round2 } from './capaian.rules.ts';
import { capaianForMonth } from './capaian.service.ts';

const ctx = useTestApp();
/** A past year: every month covered counts in the year's average. */
const YEAR = 2024;
let org: BuiltOrganisation;
const s = {} as Record<'pegawai' | 'atasan' | 'admin' | 'kabag' | 'dosen', Session>;
const extraIds: number[] = [];

const every = (q: number) => Object.fromEntries(Array.from({ length: 12 }, (_, i) => [i + 1, q]));

const PEGAWAI_LINES: LineSpec[] = [
  {
    name: 'Menyusun laporan',
    bobot: 60,
    targets: every(4),
    approved: { 1: [4, 100], 2: [3, 90], 3: [2, 80], 4: [4, null], 5: [5, 100], 6: [1, 70] },
  },
  {
    name: 'Kumulatif',
    bobot: 40,
    cumulative: true,
    targets: every(2),
    approved: { 1: [1, 100], 3: [5, 90], 6: [4, 100] },
  },
  { name: 'Rapat', kind: 'tambahan', points: 2, extraMonth: 3, approved: { 3: [2, null] } },
];

beforeAll(async () => {
  org = await buildOrganisation(ctx.app.db);
  Object.assign(s, await loginOrganisation(ctx.app, org));
  const db = ctx.app.db;
  await db.insert(kinerjaMonthSettings).values({
    year: YEAR,
    month: 3,
    additionalMaxPercent: 5,
    mainRequired: true,
    mainMinPercent: 50,
    deadlineDay: 5,
    deadlineNextMonth: true,
    rewardPercent: 2,
    punishmentPerDayPercent: 1,
    punishmentMaxPercent: 5,
  });
  await contractOf(db, {
    year: YEAR,
    userId: org.pegawai.id,
    positionId: org.positions.pegawai.id,
    unitId: org.units.unit.id,
    superiorUserId: org.atasan.id,
    lines: PEGAWAI_LINES,
    months: {
      1: { status: 'confirmed', firstSentAt: '2024-02-02T03:00:00Z' },
      2: { status: 'confirmed', firstSentAt: '2024-03-04T03:00:00Z' },
      3: { status: 'confirmed', firstSentAt: '2024-04-08T03:00:00Z' },
      4: { status: 'sent', firstSentAt: '2024-05-03T03:00:00Z' },
    },
  });
  // The atasan's contract ends in June.
  await contractOf(db, {
    year: YEAR,
    userId: org.atasan.id,
    positionId: org.positions.atasan.id,
    unitId: org.units.unit.id,
    superiorUserId: org.kabag.id,
    end: `${YEAR}-06-30`,
    lines: [{ name: 'Membina', bobot: 100, targets: every(1), approved: { 3: [1, 100] } }],
  });
  // The dosen changes position on 11 March: two contracts, the later counting from March.
  await contractOf(db, {
    year: YEAR,
    userId: org.dosen.id,
    positionId: org.positions.kepegawaian.id,
    unitId: org.units.prodi.id,
    superiorUserId: org.direktur.id,
    end: `${YEAR}-03-10`,
    lines: [{ name: 'Lama', bobot: 100, targets: every(1), approved: { 1: [1, 100] } }],
  });
  await contractOf(db, {
    year: YEAR,
    userId: org.dosen.id,
    positionId: org.positions.dosen.id,
    unitId: org.units.prodi.id,
    superiorUserId: org.direktur.id,
    start: `${YEAR}-03-11`,
    lines: [{ name: 'Mengajar', bobot: 100, targets: every(4), approved: { 3: [2, 100] } }],
  });
  // A draft contract does not put the kabag in the report.
  await contractOf(db, {
    year: YEAR,
    userId: org.kabag.id,
    positionId: org.positions.kabag.id,
    unitId: org.units.bagian.id,
    superiorUserId: org.direktur.id,
    status: 'draft',
    lines: [{ name: 'Draf', bobot: 100, targets: every(1) }],
  });
  // Six more people in the prodi (for the pages), named to sort after the organisation's.
  for (let i = 1; i <= 6; i++) {
    const user = await buildUser(db, { name: `Zaenal Uji ${i}`, unitId: org.units.prodi.id });
    extraIds.push(user.id);
    await contractOf(db, {
      year: YEAR,
      userId: user.id,
      positionId: org.positions.dosen.id,
      unitId: org.units.prodi.id,
      superiorUserId: org.direktur.id,
      lines: [{ name: 'Mengajar', bobot: 100, targets: every(2), approved: { 3: [i % 3, 100] } }],
    });
  }
});

afterEach(() => setAttendanceClock());

async function monthOf(userId: number, month: number): Promise<TCapaianMonth | null> {
  const [person] = await capaianForMonth(ctx.app.db, { year: YEAR, month, userIds: [userId] });
  return person?.capaian ?? null;
}

const mean = (months: TCapaianMonth[], pick: (m: TCapaianMonth) => number) =>
  round2(months.reduce((sum, m) => sum + pick(m), 0) / months.length);

describe('a person’s year', () => {
  it('twelve months, each as capaianForMonth computes it, and their mean', async () => {
    const res = await s.pegawai.api.get(`user/kinerja/capaian/tahun?year=${YEAR}`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d.year).toBe(YEAR);
    expect(d.user).toMatchObject({ user_id: org.pegawai.id, name: org.pegawai.name });
    expect(d.months.map((m: { month: number }) => m.month)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    for (const { month, capaian } of d.months) {
      expect(capaian, `month ${month}`).toEqual(await monthOf(org.pegawai.id, month));
    }
    // By hand for January: monthly 4 of 4 at 100 → 100; cumulative 1 of 2 → 75 (quality 100
    // → 100, quantity 50): 0.6 × 100 + 0.4 × 75 = 90.
    expect(d.months[0].capaian).toMatchObject({ utama: 90, status: 'confirmed' });
    const months = d.months.map((m: { capaian: TCapaianMonth }) => m.capaian);
    expect(d.average).toEqual({
      months_counted: 12,
      utama: mean(months, (m) => m.utama),
      tambahan: mean(months, (m) => m.tambahan),
      tambahan_counted: mean(months, (m) => m.applied.tambahan_counted),
      reward_punishment: mean(months, (m) => m.reward_punishment),
      total: mean(months, (m) => m.total),
      capped_total: mean(months, (m) => m.capped_total),
    });
  });

  it('the contract of each month: the dosen’s two contracts, the atasan’s ending in June', async () => {
    const dosen = await s.admin.api.get(
      `admin/kinerja/capaian/tahun?year=${YEAR}&user_id=${org.dosen.id}`,
    );
    expect(dosen.statusCode, dosen.body).toBe(200);
    const months = dosen.json().data.months;
    expect(months[0].capaian).toMatchObject({ category: 'pegawai', utama: 100 });
    expect(months[2].capaian.category).toBe('dosen');
    for (const { month, capaian } of months) {
      expect(capaian, `month ${month}`).toEqual(await monthOf(org.dosen.id, month));
    }
    const atasan = await s.admin.api.get(
      `admin/kinerja/capaian/tahun?year=${YEAR}&user_id=${org.atasan.id}`,
    );
    const d = atasan.json().data;
    expect(d.months.filter((m: { capaian: unknown }) => m.capaian !== null)).toHaveLength(6);
    expect(d.months[6].capaian).toBeNull();
    expect(d.average.months_counted).toBe(6);
  });

  it('a year still running averages only the months begun', async () => {
    setAttendanceClock(new Date(`${YEAR}-03-15T05:00:00Z`));
    const res = await s.pegawai.api.get(`user/kinerja/capaian/tahun?year=${YEAR}`);
    const d = res.json().data;
    expect(d.average.months_counted).toBe(3);
    const three = d.months.slice(0, 3).map((m: { capaian: TCapaianMonth }) => m.capaian);
    expect(d.average.capped_total).toBe(mean(three, (m) => m.capped_total));
    setAttendanceClock(new Date(`${YEAR - 1}-12-31T05:00:00Z`));
    const before = await s.pegawai.api.get(`user/kinerja/capaian/tahun?year=${YEAR}`);
    expect(before.json().data.average).toBeNull();
  });

  it('without an approved contract: twelve empty months, no average', async () => {
    const res = await s.kabag.api.get(`user/kinerja/capaian/tahun?year=${YEAR}`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d.months.every((m: { capaian: unknown }) => m.capaian === null)).toBe(true);
    expect(d.average).toBeNull();
  });

  it('the admin: anyone’s year is the person’s own answer; an unknown person 404', async () => {
    const own = await s.pegawai.api.get(`user/kinerja/capaian/tahun?year=${YEAR}`);
    const admin = await s.admin.api.get(
      `admin/kinerja/capaian/tahun?year=${YEAR}&user_id=${org.pegawai.id}`,
    );
    expect(admin.json()).toEqual(own.json());
    const unknown = await s.admin.api.get(
      `admin/kinerja/capaian/tahun?year=${YEAR}&user_id=99999999`,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/Pegawai tidak ditemukan/);
  });

  it.each([
    ['user/kinerja/capaian/tahun?year=1999', 'year'],
    ['user/kinerja/capaian/tahun?year=2101', 'year'],
    ['user/kinerja/capaian/tahun?year=abc', 'year'],
    ['user/kinerja/capaian/tahun', 'year'],
    [`admin/kinerja/capaian/tahun?year=${YEAR}&user_id=0`, 'user_id'],
    [`admin/kinerja/capaian/tahun?year=${YEAR}&user_id=x`, 'user_id'],
    ['admin/kinerja/capaian/tahun?year=20245&user_id=1', 'year'],
  ])('422 on %s', async (url, field) => {
    const res = await s.admin.api.get(url);
    expect(res.statusCode, res.body).toBe(422);
    expect(JSON.stringify(res.json())).toContain(field);
  });
});

describe('the admin’s list', () => {
  const list = (body: Record<string, unknown>, page = 1) =>
    s.admin.api.post(`admin/laporan/capaian_kinerja/list?page=${page}`, body);

  it('a month: one row per person with an approved contract, figures as capaianForMonth', async () => {
    const res = await list({ year: YEAR, month: 3, per: 25 });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    const ids = page.data.map((r: TCapaianReportRow) => r.user_id);
    expect(new Set(ids)).toEqual(
      new Set([org.pegawai.id, org.atasan.id, org.dosen.id, ...extraIds]),
    );
    expect(page.total).toBe(9);
    // Ordered by name.
    const names = page.data.map((r: TCapaianReportRow) => r.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const row of page.data as TCapaianReportRow[]) {
      const c = await monthOf(row.user_id, 3);
      expect(row, row.name).toMatchObject({
        month: 3,
        category: c?.category,
        utama: c?.utama,
        tambahan: c?.tambahan,
        tambahan_counted: c?.applied.tambahan_counted,
        reward_punishment: c?.reward_punishment,
        total: c?.total,
        capped_total: c?.capped_total,
        status: c?.status,
        months_counted: 1,
      });
    }
    const pegawai = page.data.find((r: TCapaianReportRow) => r.user_id === org.pegawai.id);
    expect(pegawai).toMatchObject({
      nip: org.pegawai.nip,
      unit_name: org.units.unit.name,
      position_name: org.positions.pegawai.name,
      status: 'confirmed',
    });
    // July: the atasan's contract has ended.
    const july = await list({ year: YEAR, month: 7, per: 25 });
    expect(july.json().data.map((r: TCapaianReportRow) => r.user_id)).not.toContain(org.atasan.id);
    expect(july.json().total).toBe(8);
  });

  it('the whole year: the mean of the counted months, as the year endpoint', async () => {
    const res = await list({ year: YEAR, per: 25, search: org.pegawai.name });
    const [row] = res.json().data as TCapaianReportRow[];
    const year = (await s.pegawai.api.get(`user/kinerja/capaian/tahun?year=${YEAR}`)).json().data;
    expect(row).toMatchObject({
      user_id: org.pegawai.id,
      month: null,
      status: null,
      months_counted: 12,
      months_confirmed: 3,
      utama: year.average.utama,
      tambahan_counted: year.average.tambahan_counted,
      capped_total: year.average.capped_total,
    });
    const atasan = await list({ year: YEAR, per: 25, search: org.atasan.nip });
    expect(atasan.json().data).toHaveLength(1);
    expect(atasan.json().data[0].months_counted).toBe(6);
  });

  it('filters by unit and search (name or NIP); pages', async () => {
    const prodi = await list({ year: YEAR, month: 3, unit_id: org.units.prodi.id, per: 5 });
    expect(prodi.json()).toMatchObject({ total: 7, last_page: 2, per_page: 5, from: 1, to: 5 });
    const second = await list({ year: YEAR, month: 3, unit_id: org.units.prodi.id, per: 5 }, 2);
    expect(second.json()).toMatchObject({ current_page: 2, from: 6, to: 7 });
    const all = [...prodi.json().data, ...second.json().data].map(
      (r: TCapaianReportRow) => r.user_id,
    );
    expect(new Set(all)).toEqual(new Set([org.dosen.id, ...extraIds]));
    const past = await list({ year: YEAR, month: 3, unit_id: org.units.prodi.id, per: 5 }, 9);
    expect(past.json()).toMatchObject({ data: [], total: 7 });
    const byName = await list({ year: YEAR, month: 3, search: 'zaenal uji 3' });
    expect(byName.json().data.map((r: TCapaianReportRow) => r.user_id)).toEqual([extraIds[2]]);
    const byNip = await list({ year: YEAR, month: 3, search: org.dosen.nip });
    expect(byNip.json().data.map((r: TCapaianReportRow) => r.user_id)).toEqual([org.dosen.id]);
    const wildcard = await list({ year: YEAR, month: 3, search: '%' });
    expect(wildcard.json().total).toBe(0);
    const empty = await list({ year: YEAR + 1, month: 3 });
    expect(empty.json()).toMatchObject({ data: [], total: 0 });
  });

  it.each([
    [{ year: 1999 }, 'year'],
    [{ year: 'abc' }, 'year'],
    [{}, 'year'],
    [{ year: YEAR, month: 13 }, 'month'],
    [{ year: YEAR, month: 0 }, 'month'],
    [{ year: YEAR, unit_id: -1 }, 'unit_id'],
    [{ year: YEAR, per: 7 }, 'per'],
    [{ year: YEAR, search: 'x'.repeat(201) }, 'search'],
  ])('422 on %j', async (body, field) => {
    const res = await list(body);
    expect(res.statusCode, res.body).toBe(422);
    expect(JSON.stringify(res.json())).toContain(field);
  });

  it('422 on a bad page; 422 on a bad export query', async () => {
    expect((await list({ year: YEAR }, 0)).statusCode).toBe(422);
    const res = await s.admin.api.get('admin/laporan/capaian_kinerja/export?year=2024&month=13');
    expect(res.statusCode).toBe(422);
  });
});

describe('permissions', () => {
  it('staff and superiors get 403 on every admin route; no login 401', async () => {
    for (const who of ['pegawai', 'atasan', 'dosen'] as const) {
      const api = s[who].api;
      const answers = [
        await api.get(`admin/kinerja/capaian/tahun?year=${YEAR}&user_id=${org.pegawai.id}`),
        await api.post('admin/laporan/capaian_kinerja/list?page=1', { year: YEAR }),
        await api.get(`admin/laporan/capaian_kinerja/export?year=${YEAR}`),
      ];
      expect(
        answers.map((r) => r.statusCode),
        who,
      ).toEqual([403, 403, 403]);
    }
    const anonymous = new ApiClient(ctx.app);
    expect((await anonymous.get(`user/kinerja/capaian/tahun?year=${YEAR}`)).statusCode).toBe(401);
  });

  it('the user route answers only the caller’s own year', async () => {
    const res = await s.atasan.api.get(
      `user/kinerja/capaian/tahun?year=${YEAR}&user_id=${org.pegawai.id}`,
    );
    if (res.statusCode === 200) expect(res.json().data.user.user_id).toBe(org.atasan.id);
    else expect(res.statusCode).toBe(422);
  });
});

describe('the Excel report', () => {
  async function download(query: string) {
    const res = await s.admin.api.get(`admin/laporan/capaian_kinerja/export?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    const header = values(3).map(String);
    const rows: Record<string, unknown>[] = [];
    for (let n = 4; n <= sheet.rowCount; n++) {
      const v = values(n);
      rows.push(Object.fromEntries(header.map((h, i) => [h, v[i] ?? null])));
    }
    return { res, title: String(values(1)[0]), header, rows };
  }

  it('a month: the list’s rows, one a person, with the figures', async () => {
    const { res, title, header, rows } = await download(
      `year=${YEAR}&month=3&unit_id=${org.units.prodi.id}`,
    );
    expect(res.headers['content-disposition']).toContain(`capaian-kinerja-${YEAR}-03.xlsx`);
    expect(title).toBe(`LAPORAN CAPAIAN KINERJA MARET ${YEAR}`);
    expect(header.at(-1)).toBe('Status');
    expect(rows).toHaveLength(7);
    const listed = await s.admin.api.post('admin/laporan/capaian_kinerja/list?page=1', {
      year: YEAR,
      month: 3,
      unit_id: org.units.prodi.id,
      per: 25,
    });
    const data = listed.json().data as TCapaianReportRow[];
    expect(rows.map((r) => r.Nama)).toEqual(data.map((r) => r.name));
    const dosen = rows.find((r) => r.Nama === org.dosen.name);
    const expected = data.find((r) => r.user_id === org.dosen.id);
    expect(dosen).toMatchObject({
      No: data.indexOf(expected as TCapaianReportRow) + 1,
      NIP: org.dosen.nip,
      Kategori: 'Dosen',
      'Utama (%)': expected?.utama,
      'Capaian Akhir (%)': expected?.capped_total,
      Status: 'Belum diisi',
    });
  });

  it('the year: the means and a column per month', async () => {
    const { header, rows } = await download(
      `year=${YEAR}&search=${encodeURIComponent(org.pegawai.name)}`,
    );
    expect(header).toContain('Januari (%)');
    expect(header).toContain('Desember (%)');
    expect(rows).toHaveLength(1);
    const year = (await s.pegawai.api.get(`user/kinerja/capaian/tahun?year=${YEAR}`)).json().data;
    expect(rows[0]).toMatchObject({
      Nama: org.pegawai.name,
      'Capaian Akhir (%)': year.average.capped_total,
      'Bulan Dihitung': 12,
      'Bulan Disetujui': 3,
      'Januari (%)': year.months[0].capaian.capped_total,
      'Juni (%)': year.months[5].capaian.capped_total,
    });
  });
});
