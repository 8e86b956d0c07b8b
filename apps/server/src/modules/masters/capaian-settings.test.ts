/**
 * The two capaian settings screens (docs/kinerja.md): the shared master suite (paging, sort,
 * search, create/update/delete with audit, export, 401/403 on every route) plus their own rules:
 * percentages 0–1000, a deadline day 1–31, year and month together, one row per period.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { login, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { runResourceSuite } from '../../../test/resource-suite.ts';
import { persentaseCapaianResource, tugasTambahanResource } from './capaian-settings.resource.ts';

type Payload = Record<string, unknown>;

const CAPS = 'admin/setting_persentase_capaian';
const MONTHS = 'admin/setting_tugas_tambahan';

describe('capaian settings', () => {
  const ctx = useTestApp({ demo: true });
  let admin: Session;
  let pegawai: Session;
  beforeAll(async () => {
    admin = await login(ctx.app, 'admin@sikerja.test');
    pegawai = await login(ctx.app, 'pegawai@sikerja.test');
  });

  const rowCount = async (path: string) =>
    (await admin.api.post(`${path}/list`, { per: 5 })).json().total as number;

  describe('persentase capaian', () => {
    const valid = { category: 'dosen', year: 2031, month: 1, max_percent: 110 };

    it.each([
      [{ max_percent: -1 }, 'max_percent', 'Minimal 0'],
      [{ max_percent: 1000.5 }, 'max_percent', 'Maksimal 1000'],
      [{ max_percent: 12.34567 }, 'max_percent', 'Maksimal 4 angka di belakang koma'],
      [{ max_percent: '110' }, 'max_percent', 'Harus berupa angka'],
      [{ category: 'satpam' }, 'category', null],
      [{ month: 13 }, 'month', 'Maksimal 12'],
      [{ month: 0 }, 'month', 'Minimal 1'],
      [{ year: 1999 }, 'year', 'Minimal 2000'],
      [{ year: null }, 'year', 'Isi tahun untuk bulan ini'],
      [{ month: null }, 'month', 'Isi bulan, atau kosongkan tahun untuk pengaturan default'],
      [{ source: 'x'.repeat(501) }, 'source', null],
    ])('refuses %j with 422 on the field and saves nothing', async (change, field, message) => {
      const before = await rowCount(CAPS);
      const res = await admin.api.post(CAPS, { ...valid, ...change });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
      if (message) expect(res.json().errors[field]).toContain(message);
      expect(await rowCount(CAPS)).toBe(before);
    });

    it.each([
      ['pegawai', 2, 0],
      ['direktur', 2, 1000],
      ['dosen', 3, 12.3456],
    ])('accepts %s with %d %% (bounds and four decimals)', async (category, month, percent) => {
      const res = await admin.api.post(CAPS, { category, year: 2032, month, max_percent: percent });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.max_percent).toBe(percent);
    });

    it('keeps one default row per category and one row per category and month', async () => {
      const dflt = await admin.api.post(CAPS, { category: 'direktur', max_percent: 120 });
      expect(dflt.statusCode).toBe(201);
      expect(dflt.json().data).toMatchObject({ year: null, month: null, max_percent: 120 });
      const again = await admin.api.post(CAPS, { category: 'direktur', max_percent: 130 });
      expect(again.statusCode).toBe(422);
      expect(again.json().errors).toEqual({
        category: ['Direktur untuk Default (semua bulan) sudah diatur'],
      });
      // Another category's default, and the same category's month, are other rows.
      expect((await admin.api.post(CAPS, { category: 'dosen', max_percent: 110 })).statusCode).toBe(
        201,
      );
      const march = await admin.api.post(CAPS, {
        category: 'direktur',
        year: 2033,
        month: 3,
        max_percent: 105,
      });
      expect(march.statusCode).toBe(201);
      const twice = await admin.api.post(CAPS, {
        category: 'direktur',
        year: 2033,
        month: 3,
        max_percent: 106,
      });
      expect(twice.json().errors).toEqual({ category: ['Direktur untuk Maret 2033 sudah diatur'] });
      // Saving a row unchanged is not a clash with itself.
      const id = march.json().data.id;
      const put = await admin.api.put(`${CAPS}/${id}`, {
        category: 'direktur',
        year: 2033,
        month: 3,
        max_percent: 107,
      });
      expect(put.statusCode).toBe(200);
      expect(put.json().data.max_percent).toBe(107);
    });

    it('is the admin’s: a staff member gets 403 and changes nothing', async () => {
      const before = await rowCount(CAPS);
      expect((await pegawai.api.post(CAPS, valid)).statusCode).toBe(403);
      expect((await pegawai.api.post(`${CAPS}/list`, {})).statusCode).toBe(403);
      expect(await rowCount(CAPS)).toBe(before);
    });

    runResourceSuite(ctx, {
      resource: persentaseCapaianResource,
      create: (i) => ({ category: 'pegawai', year: 2040, month: i, max_percent: 100 + i }),
      update: (p) => ({ ...p, max_percent: 150.25, source: 'SK Direktur Perubahan' }),
      invalid: { change: { max_percent: 1001 }, field: 'max_percent', message: 'Maksimal 1000' },
      search: {
        payload: {
          category: 'dosen',
          year: 2041,
          month: 1,
          max_percent: 100,
          source: 'Keputusan Dírektur Ûji',
        },
        term: 'DIREKTUR uji',
      },
      expectRow: (p) => ({ source: null, is_active: true, ...p }),
    });
  });

  describe('tugas tambahan, deadline and reward/punishment', () => {
    const valid: Payload = {
      year: 2031,
      month: 1,
      additional_max_percent: 20,
      main_required: true,
      main_min_percent: 75,
      deadline_day: 5,
      reward_percent: 2,
      punishment_per_day_percent: 1,
      punishment_max_percent: 5,
    };

    it.each([
      [{ deadline_day: 0 }, 'deadline_day', 'Minimal 1'],
      [{ deadline_day: 32 }, 'deadline_day', 'Maksimal 31'],
      [{ deadline_day: 5.5 }, 'deadline_day', null],
      [{ additional_max_percent: 1001 }, 'additional_max_percent', 'Maksimal 1000'],
      [{ additional_max_percent: -0.01 }, 'additional_max_percent', 'Minimal 0'],
      [{ main_min_percent: 2000 }, 'main_min_percent', 'Maksimal 1000'],
      [{ reward_percent: -2 }, 'reward_percent', 'Minimal 0'],
      [{ punishment_per_day_percent: 1000.01 }, 'punishment_per_day_percent', 'Maksimal 1000'],
      [{ punishment_max_percent: -5 }, 'punishment_max_percent', 'Minimal 0'],
      [
        { main_min_percent: null },
        'main_min_percent',
        'Wajib diisi bila tugas utama harus terpenuhi',
      ],
      [
        { deadline_day: null },
        'deadline_day',
        'Isi tanggal batas kirim untuk reward atau punishment',
      ],
      [{ main_required: 'ya' }, 'main_required', null],
      [{ month: null }, 'month', 'Isi bulan, atau kosongkan tahun untuk pengaturan default'],
    ])('refuses %j with 422 on the field and saves nothing', async (change, field, message) => {
      const before = await rowCount(MONTHS);
      const res = await admin.api.post(MONTHS, { ...valid, ...change });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
      if (message) expect(res.json().errors[field]).toContain(message);
      expect(await rowCount(MONTHS)).toBe(before);
    });

    it('stores the month; the minimum is 0 when main duties need not be met', async () => {
      const res = await admin.api.post(MONTHS, {
        ...valid,
        year: 2032,
        month: 6,
        main_required: false,
        main_min_percent: 80,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({
        year: 2032,
        month: 6,
        additional_max_percent: 20,
        main_required: false,
        main_min_percent: 0,
        deadline_day: 5,
        deadline_next_month: true,
        reward_percent: 2,
        punishment_per_day_percent: 1,
        punishment_max_percent: 5,
      });
    });

    it('a default row with only a cap: no deadline, no reward, no punishment', async () => {
      const res = await admin.api.post(MONTHS, { additional_max_percent: 10 });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({
        year: null,
        month: null,
        main_required: false,
        main_min_percent: 0,
        deadline_day: null,
        reward_percent: 0,
        punishment_per_day_percent: 0,
        punishment_max_percent: null,
      });
      const again = await admin.api.post(MONTHS, { additional_max_percent: 15 });
      expect(again.statusCode).toBe(422);
      expect(again.json().errors).toEqual({
        month: ['Pengaturan Default (semua bulan) sudah ada'],
      });
    });

    it('is the admin’s: a staff member gets 403 and changes nothing', async () => {
      const before = await rowCount(MONTHS);
      expect((await pegawai.api.post(MONTHS, valid)).statusCode).toBe(403);
      expect(await rowCount(MONTHS)).toBe(before);
    });

    runResourceSuite(ctx, {
      resource: tugasTambahanResource,
      create: (i) => ({ ...valid, year: 2040, month: i }),
      update: (p) => ({ ...p, deadline_day: 10, reward_percent: 1.5, main_min_percent: 80 }),
      invalid: { change: { deadline_day: 32 }, field: 'deadline_day', message: 'Maksimal 31' },
      search: {
        payload: { ...valid, year: 2041, month: 1, source: 'Keputusan Dírektur Ûji' },
        term: 'direktur UJI',
      },
      expectRow: (p) => ({ source: null, is_active: true, deadline_next_month: true, ...p }),
    });
  });
});
