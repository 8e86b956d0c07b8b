/**
 * Capaian kinerja from the database through HTTP (docs/kinerja.md, "Capaian: dari data ke
 * angka"). Contracts, lines, targets, months and realisations are inserted straight into the
 * tables (the contract and realisation screens are other modules); the numbers are checked by
 * hand (docs Example 7) and against `computeCapaian` on the same input.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, loginOrganisation, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { type BuiltOrganisation, buildOrganisation } from '../../../test/factories.ts';
import { contractOf as contractFor, type LineSpec } from '../../../test/kinerja-factory.ts';
import type { DbOrTx } from '../../db/client.ts';
import { capaianCaps, kinerjaMonthSettings } from '../../db/schema/kinerja-settings.ts';
import { computeCapaian, NO_CAPAIAN_RULES } from './capaian.rules.ts';
import { capaianForMonth } from './capaian.service.ts';

const ctx = useTestApp();
const YEAR = 2031;
let org: BuiltOrganisation;
const s = {} as Record<'pegawai' | 'atasan' | 'admin' | 'kabag' | 'dosen', Session>;

const contractOf = (db: DbOrTx, spec: Omit<Parameters<typeof contractFor>[1], 'year'>) =>
  contractFor(db, { ...spec, year: YEAR });

// Docs Example 1's lines and Example 4's duties (March), plus lines that must not count.
const EXAMPLE_LINES: LineSpec[] = [
  { name: 'Menyusun laporan', bobot: 60, targets: { 3: 4 }, approved: { 3: [3, 90] } },
  { name: 'Mengarsip surat', bobot: 40, targets: { 3: 10 }, approved: { 3: [12, 100] } },
  {
    name: 'Rapat koordinasi',
    kind: 'tambahan',
    points: 2,
    extraMonth: 3,
    approved: { 3: [3, null] },
  },
  { name: 'Panitia', kind: 'tambahan', points: 1.5, extraMonth: 3, approved: { 3: [1, null] } },
  {
    name: 'Belum disetujui',
    kind: 'tambahan',
    points: 4,
    extraMonth: 3,
    approved: { 3: [null, null] },
  },
  // Another month's duty, and a yearly tambahan line realised only in February: not March's.
  {
    name: 'Tugas Februari',
    kind: 'tambahan',
    points: 9,
    extraMonth: 2,
    approved: { 2: [5, null] },
  },
  { name: 'Tambahan tahunan', kind: 'tambahan', points: 7, approved: { 2: [1, null] } },
];

beforeAll(async () => {
  org = await buildOrganisation(ctx.app.db);
  const all = await loginOrganisation(ctx.app, org);
  Object.assign(s, all);
  const db = ctx.app.db;
  // Example 7's rules for March: pegawai at most 100 %, tambahan at most 5 % when utama ≥ 80 %,
  // deadline the 5th of April, reward 2 %, punishment 1 % a day up to 5 %.
  await db.insert(capaianCaps).values([
    { category: 'pegawai', year: YEAR, month: 3, maxPercent: 100 },
    { category: 'dosen', year: YEAR, month: 3, maxPercent: 110 },
  ]);
  await db.insert(kinerjaMonthSettings).values({
    year: YEAR,
    month: 3,
    additionalMaxPercent: 5,
    mainRequired: true,
    mainMinPercent: 80,
    deadlineDay: 5,
    deadlineNextMonth: true,
    rewardPercent: 2,
    punishmentPerDayPercent: 1,
    punishmentMaxPercent: 5,
  });
  await contractOf(db, {
    userId: org.pegawai.id,
    positionId: org.positions.pegawai.id,
    unitId: org.units.unit.id,
    superiorUserId: org.atasan.id,
    lines: EXAMPLE_LINES,
    // Sent 7 April, 12:00 in Jakarta: 2 days late.
    months: { 3: { status: 'confirmed', firstSentAt: '2031-04-07T05:00:00Z' } },
  });
  // A draft contract of the same person is not read.
  await contractOf(db, {
    userId: org.pegawai.id,
    positionId: org.positions.atasan.id,
    unitId: org.units.unit.id,
    superiorUserId: org.atasan.id,
    start: `${YEAR}-02-01`,
    status: 'draft',
    lines: [{ name: 'Draf', bobot: 100, targets: { 3: 1 }, approved: { 3: [0, null] } }],
  });
});

describe('the logged-in person’s month', () => {
  it('answers docs Example 7, computed by hand', async () => {
    const res = await s.pegawai.api.get(`user/kinerja/capaian?year=${YEAR}&month=3`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({
      year: YEAR,
      month: 3,
      status: 'confirmed',
      category: 'pegawai',
      utama: 89.5,
      tambahan: 7.5,
      reward_punishment: -2,
      total: 95,
      capped_total: 92.5,
      applied: {
        tambahan_counted: 5,
        tambahan_gate: 'capped',
        tambahan_max_percent: 5,
        main_min_percent: 80,
        category_max_percent: 100,
        send_timing: 'late',
        deadline: '2031-04-05',
        sent_on: '2031-04-07',
        days_late: 2,
      },
    });
    const names = d.lines.map((l: { kind: string; name: string }) => `${l.kind}:${l.name}`);
    expect(names).toEqual([
      'utama:Menyusun laporan',
      'utama:Mengarsip surat',
      'tambahan:Rapat koordinasi',
      'tambahan:Panitia',
      'tambahan:Belum disetujui',
    ]);
    expect(d.lines[0]).toMatchObject({ achievement_percent: 82.5, contribution: 49.5 });
    expect(d.lines[4]).toMatchObject({ counted: false, reason: 'not_approved' });
  });

  it('a yearly tambahan line counts in the month it has a realisation', async () => {
    const res = await s.pegawai.api.get(`user/kinerja/capaian?year=${YEAR}&month=2`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    // No targets in February: utama 0; 9 × 5 + 7 × 1 = 52 of tambahan; no month row.
    expect(d).toMatchObject({ utama: 0, tambahan: 52, status: 'belum_diisi' });
    expect(d.applied.sent_on).toBeNull();
  });

  it('404 with a clear message without an approved contract covering the month', async () => {
    const res = await s.kabag.api.get(`user/kinerja/capaian?year=${YEAR}&month=3`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/Belum ada kontrak kinerja yang disetujui/);
  });

  it.each([
    ['year=1999&month=3', 'year'],
    ['year=2101&month=3', 'year'],
    ['year=abc&month=3', 'year'],
    [`year=${YEAR}&month=0`, 'month'],
    [`year=${YEAR}&month=13`, 'month'],
    [`year=${YEAR}`, 'month'],
  ])('422 on %s', async (query, field) => {
    const res = await s.pegawai.api.get(`user/kinerja/capaian?${query}`);
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain(field);
  });

  it('needs a login', async () => {
    const res = await new ApiClient(ctx.app).get(`user/kinerja/capaian?year=${YEAR}&month=3`);
    expect(res.statusCode).toBe(401);
  });
});

describe('the admin’s view of anyone', () => {
  it('the admin reads anyone’s month; the same answer as the person’s own', async () => {
    const own = await s.pegawai.api.get(`user/kinerja/capaian?year=${YEAR}&month=3`);
    const res = await s.admin.api.get(
      `admin/kinerja/capaian?year=${YEAR}&month=3&user_id=${org.pegawai.id}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(own.json());
  });

  it('others get 403, and cannot reach someone else through the user route', async () => {
    for (const who of ['pegawai', 'atasan', 'dosen'] as const) {
      const res = await s[who].api.get(
        `admin/kinerja/capaian?year=${YEAR}&month=3&user_id=${org.pegawai.id}`,
      );
      expect(res.statusCode, who).toBe(403);
    }
    // The user route has no user_id: the atasan asking with one still gets only their own.
    const res = await s.atasan.api.get(
      `user/kinerja/capaian?year=${YEAR}&month=3&user_id=${org.pegawai.id}`,
    );
    expect([404, 422]).toContain(res.statusCode);
  });

  it('422 on a bad user_id, 404 for someone without a contract', async () => {
    for (const id of ['0', 'x', '99999999999']) {
      const res = await s.admin.api.get(`admin/kinerja/capaian?year=${YEAR}&month=3&user_id=${id}`);
      expect(res.statusCode, id).toBe(422);
    }
    const res = await s.admin.api.get(
      `admin/kinerja/capaian?year=${YEAR}&month=3&user_id=${org.kabag.id}`,
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('loading rules against computeCapaian', () => {
  it('a cumulative line reads the months before it (docs Example 2), same as the pure function', async () => {
    const cumulative: LineSpec = {
      name: 'Kumulatif',
      bobot: 70,
      cumulative: true,
      targets: { 1: 2, 2: 2, 3: 2, 4: 2 },
      approved: { 1: [1, 100], 3: [4, 80] },
    };
    const plain: LineSpec = {
      name: 'Bulanan',
      bobot: 30,
      quality: 90,
      targets: { 2: 5, 3: 5, 4: 5 },
      approved: { 2: [5, null], 3: [2, null] },
    };
    const { lineIds } = await contractOf(ctx.app.db, {
      userId: org.atasan.id,
      positionId: org.positions.atasan.id,
      unitId: org.units.unit.id,
      superiorUserId: org.kabag.id,
      lines: [cumulative, plain],
      // Sent on the deadline day: reward.
      months: { 3: { status: 'sent', firstSentAt: '2031-04-05T05:00:00Z' } },
    });
    const res = await s.atasan.api.get(`user/kinerja/capaian?year=${YEAR}&month=3`);
    expect(res.statusCode, res.body).toBe(200);
    const expected = computeCapaian({
      year: YEAR,
      month: 3,
      category: 'pegawai',
      status: 'sent',
      sent_on: '2031-04-05',
      main_lines: [
        {
          line_id: lineIds[0] ?? 0,
          name: 'Kumulatif',
          bobot: 70,
          points: 0,
          is_cumulative: true,
          target_quality: 100,
          targets: [1, 2, 3, 4].map((m) => ({ month: m, quantity: 2 })),
          realisations: [
            { month: 1, approved_quantity: 1, approved_quality: 100 },
            { month: 3, approved_quantity: 4, approved_quality: 80 },
          ],
        },
        {
          line_id: lineIds[1] ?? 0,
          name: 'Bulanan',
          bobot: 30,
          points: 0,
          is_cumulative: false,
          target_quality: 90,
          targets: [2, 3, 4].map((m) => ({ month: m, quantity: 5 })),
          realisations: [
            { month: 2, approved_quantity: 5, approved_quality: null },
            { month: 3, approved_quantity: 2, approved_quality: null },
          ],
        },
      ],
      additional_lines: [],
      rules: {
        ...NO_CAPAIAN_RULES,
        category_max_percent: 100,
        additional_max_percent: 5,
        main_required: true,
        main_min_percent: 80,
        deadline_day: 5,
        reward_percent: 2,
        punishment_per_day_percent: 1,
        punishment_max_percent: 5,
      },
    });
    expect(res.json().data).toEqual(expected);
    // By hand: cumulative 83.67 (Example 2, March); monthly 2 of 5 → 40 and quality 100 → 70;
    // utama = (83.6667 × 70 + 70 × 30) ÷ 100 = 79.57; + reward 2.
    expect(res.json().data).toMatchObject({ utama: 79.57, reward_punishment: 2, total: 81.57 });
  });

  it('two contracts in a month: the one covering more of it counts, with its category', async () => {
    const db = ctx.app.db;
    // Until 10 March as staff, from 11 March as a lecturer (21 of 31 days).
    await contractOf(db, {
      userId: org.dosen.id,
      positionId: org.positions.kepegawaian.id,
      unitId: org.units.prodi.id,
      superiorUserId: org.direktur.id,
      end: `${YEAR}-03-10`,
      lines: [{ name: 'Lama', bobot: 100, targets: { 3: 1 }, approved: { 3: [1, 100] } }],
    });
    await contractOf(db, {
      userId: org.dosen.id,
      positionId: org.positions.dosen.id,
      unitId: org.units.prodi.id,
      superiorUserId: org.direktur.id,
      start: `${YEAR}-03-11`,
      lines: [{ name: 'Baru', bobot: 100, targets: { 3: 4 }, approved: { 3: [1, 100] } }],
    });
    const march = await s.dosen.api.get(`user/kinerja/capaian?year=${YEAR}&month=3`);
    expect(march.json().data).toMatchObject({ category: 'dosen', utama: 62.5 });
    expect(march.json().data.applied.category_max_percent).toBe(110);
    expect(march.json().data.lines.map((l: { name: string }) => l.name)).toEqual(['Baru']);
    // February: only the first contract covers it.
    const feb = await s.dosen.api.get(`user/kinerja/capaian?year=${YEAR}&month=2`);
    expect(feb.json().data).toMatchObject({ category: 'pegawai', utama: 0 });
    expect(feb.json().data.lines.map((l: { name: string }) => l.name)).toEqual(['Lama']);
  });

  it('the head of the institution is direktur; capaianForMonth answers all or the given people', async () => {
    await contractOf(ctx.app.db, {
      userId: org.direktur.id,
      positionId: org.positions.direktur.id,
      unitId: org.units.top.id,
      superiorUserId: null,
      lines: [{ name: 'Memimpin', bobot: 100, targets: { 3: 1 }, approved: { 3: [1, 100] } }],
    });
    const everyone = await capaianForMonth(ctx.app.db, { year: YEAR, month: 3 });
    const ids = everyone.map((p) => p.user_id).sort((a, b) => a - b);
    expect(ids).toEqual(
      [org.pegawai.id, org.atasan.id, org.dosen.id, org.direktur.id].sort((a, b) => a - b),
    );
    const head = everyone.find((p) => p.user_id === org.direktur.id);
    expect(head?.capaian).toMatchObject({ category: 'direktur', utama: 100 });
    const some = await capaianForMonth(ctx.app.db, {
      year: YEAR,
      month: 3,
      userIds: [org.pegawai.id, org.kabag.id],
    });
    expect(some.map((p) => p.user_id)).toEqual([org.pegawai.id]);
    expect(some[0]?.capaian.capped_total).toBe(92.5);
    expect(await capaianForMonth(ctx.app.db, { year: YEAR, month: 3, userIds: [] })).toEqual([]);
  });
});
