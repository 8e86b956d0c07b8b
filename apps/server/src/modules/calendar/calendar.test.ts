import type { THariKerjaRow } from '@sikerja/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, login, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { calendarDays } from '../../db/schema/calendar.ts';
import { workUnits } from '../../db/schema/org.ts';
import { CALENDAR_SEED, seedCalendar } from '../../db/seed/reference/calendar.ts';
import { workingDaysBetween } from './working-days.service.ts';

const path = 'admin/harikerja';

describe('working-day calendar (/admin/harikerja)', () => {
  const ctx = useTestApp({ demo: true });
  let admin: Session;
  let unitA = 0;
  let unitB = 0;
  beforeAll(async () => {
    admin = await login(ctx.app, 'admin@sikerja.test');
    const units = await ctx.app.db
      .select({ id: workUnits.id })
      .from(workUnits)
      .orderBy(asc(workUnits.id));
    unitA = units[1]?.id ?? 0;
    unitB = units[2]?.id ?? 0;
  });
  const list = async (body: Record<string, unknown>) => {
    const res = await admin.api.post(`${path}/list`, { per: 100, ...body });
    expect(res.statusCode).toBe(200);
    return res.json() as { total: number; data: THariKerjaRow[] };
  };
  const audits = async (action: string, rowId: number) =>
    (
      await ctx.app.db
        .select({ n: count() })
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.rowId, String(rowId))))
    )[0]?.n;

  it('lists the seeded days of 2026 with year, month and kind filters', async () => {
    const year = await list({ year: 2026 });
    expect(year.total).toBe(25);
    const august = await list({ year: 2026, month: 8 });
    expect(august.data.map((d) => [d.date, d.name, d.kind])).toEqual([
      ['2026-08-17', 'Kemerdekaan', 'libur_nasional'],
      ['2026-08-25', 'Maulid Nabi Muhammad SAW', 'libur_nasional'],
    ]);
    const cb2025 = await list({ year: 2025, kind: 'cuti_bersama' });
    expect(cb2025.total).toBe(11);
    expect(cb2025.data.find((d) => d.date === '2025-08-18')?.source).toContain('933/2025');
    expect((await list({ year: 2026, kind: 'cuti_bersama' })).data[0]?.source).toContain(
      'Keppres 42/2025',
    );
  });

  it('creates, moves and deletes a unit day off, each audited; filters by unit', async () => {
    const created = await admin.api.post(path, {
      date: '2026-08-19',
      kind: 'libur_unit',
      name: 'Dies natalis kampus',
      unit_id: unitA,
    });
    expect(created.statusCode).toBe(201);
    const row = created.json().data as THariKerjaRow;
    expect(row.unit_name).toBeTruthy();
    expect(await audits('calendar_days.create', row.id)).toBe(1);
    expect((await list({ unit_id: unitA })).data.map((d) => d.id)).toEqual([row.id]);
    expect((await list({ unit_id: unitB })).total).toBe(0);
    expect(await workingDaysBetween(ctx.app.db, '2026-08-17', '2026-08-21', unitA)).toBe(3);
    expect(await workingDaysBetween(ctx.app.db, '2026-08-17', '2026-08-21', unitB)).toBe(4);

    const moved = await admin.api.put(`${path}/${row.id}`, {
      date: '2026-08-20',
      kind: 'libur_unit',
      name: 'Dies natalis kampus',
      unit_id: unitA,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.date).toBe('2026-08-20');
    expect(await audits('calendar_days.update', row.id)).toBe(1);

    const deleted = await admin.api.delete(`${path}/${row.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await audits('calendar_days.delete', row.id)).toBe(1);
    expect(await workingDaysBetween(ctx.app.db, '2026-08-17', '2026-08-21', unitA)).toBe(4);
  });

  it.each([
    [{ date: '2026-02-30' }, 'date', 'Tanggal tidak valid'],
    [{ date: '17-08-2026' }, 'date', 'Tanggal tidak valid (format YYYY-MM-DD)'],
    [{ date: '2026-08-17' }, 'date', 'Tanggal ini sudah terdaftar untuk semua unit: "Kemerdekaan"'],
    [
      { date: '2026-08-18', kind: 'hari_kerja' },
      'date',
      'Hari kerja tambahan untuk semua unit hanya pada hari Sabtu atau Minggu',
    ],
    [{ date: '2026-08-18', kind: 'libur_unit' }, 'unit_id', 'Pilih unit kerja yang libur'],
    [{ name: '' }, 'name', 'Wajib diisi'],
  ])('refuses %j with 422 on %s', async (change, field, message) => {
    const res = await admin.api.post(path, {
      date: '2026-09-01',
      kind: 'libur_nasional',
      name: 'Uji',
      ...change,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toContain(message);
  });

  it('refuses a second day off of one unit on one date, and allows it for another unit', async () => {
    const day = { date: '2026-09-02', kind: 'libur_unit', name: 'Pilkada' };
    expect((await admin.api.post(path, { ...day, unit_id: unitA })).statusCode).toBe(201);
    const twice = await admin.api.post(path, { ...day, unit_id: unitA });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.date).toEqual([
      'Tanggal ini sudah terdaftar untuk unit tersebut: "Pilkada"',
    ]);
    expect((await admin.api.post(path, { ...day, unit_id: unitB })).statusCode).toBe(201);
  });

  it('answers a month day by day, with the unit filter', async () => {
    await admin.api.post(path, {
      date: '2026-08-31',
      kind: 'libur_unit',
      name: 'Libur unit uji',
      unit_id: unitB,
    });
    const res = await admin.api.get(`${path}/month?year=2026&month=8&unit_id=${unitB}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.days).toHaveLength(31);
    const day = (date: string) => data.days.find((d: { date: string }) => d.date === date);
    expect(day('2026-08-17')).toMatchObject({
      working: false,
      reason: 'libur_nasional',
      name: 'Kemerdekaan',
    });
    expect(day('2026-08-15')).toMatchObject({ working: false, reason: 'akhir_pekan' });
    expect(day('2026-08-18')).toMatchObject({ working: true, reason: 'hari_kerja' });
    expect(day('2026-08-31')).toMatchObject({ working: false, reason: 'libur_unit' });
    // 21 weekdays, minus Kemerdekaan, Maulid and the unit's day off.
    expect(data.working_days).toBe(18);
    const everyone = (await admin.api.get(`${path}/month?year=2026&month=8`)).json().data;
    expect(everyone.working_days).toBe(19);
    expect((await admin.api.get(`${path}/month?year=2026&month=13`)).statusCode).toBe(422);
  });

  it('a switched-off holiday no longer counts', async () => {
    const [maulid] = (await list({ year: 2026, month: 8, kind: 'libur_nasional' })).data.filter(
      (d) => d.date === '2026-08-25',
    );
    if (!maulid) throw new Error('Maulid 2026 not seeded');
    const { id, unit_name: _n, ...rest } = maulid;
    expect((await admin.api.put(`${path}/${id}`, { ...rest, is_active: false })).statusCode).toBe(
      200,
    );
    const month = (await admin.api.get(`${path}/month?year=2026&month=8`)).json().data;
    expect(month.working_days).toBe(20);
    await admin.api.put(`${path}/${id}`, { ...rest, is_active: true });
  });

  it('exports the filtered rows', async () => {
    const res = await admin.api.get(`${path}/export?year=2026&month=8`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('harikerja-');
  });

  it('is refused to staff (403) and guests (401)', async () => {
    const pegawai = await login(ctx.app, 'pegawai@sikerja.test');
    expect((await pegawai.api.post(`${path}/list`, {})).statusCode).toBe(403);
    expect((await pegawai.api.get(`${path}/month?year=2026&month=8`)).statusCode).toBe(403);
    expect(
      (await pegawai.api.post(path, { date: '2026-09-03', kind: 'libur_nasional', name: 'X' }))
        .statusCode,
    ).toBe(403);
    const guest = new ApiClient(ctx.app);
    expect((await guest.post(`${path}/list`, {})).statusCode).toBe(401);
    expect((await guest.get(`${path}/month?year=2026&month=8`)).statusCode).toBe(401);
  });

  it('seeds once: again adds nothing and keeps an edit and a deletion', async () => {
    const total = async () => (await ctx.app.db.select({ n: count() }).from(calendarDays))[0]?.n;
    const before = await total();
    const [natal] = await ctx.app.db
      .select()
      .from(calendarDays)
      .where(eq(calendarDays.date, '2026-12-25'));
    const [tahunBaru] = await ctx.app.db
      .select()
      .from(calendarDays)
      .where(eq(calendarDays.date, '2026-01-01'));
    if (!natal || !tahunBaru) throw new Error('seed missing');
    await ctx.app.db
      .update(calendarDays)
      .set({ date: '2026-12-28', name: 'Natal (dipindah)' })
      .where(eq(calendarDays.id, natal.id));
    await ctx.app.db.delete(calendarDays).where(eq(calendarDays.id, tahunBaru.id));
    await seedCalendar(ctx.app.db);
    await seedCalendar(ctx.app.db);
    expect(await total()).toBe((before ?? 0) - 1);
    const [moved] = await ctx.app.db
      .select()
      .from(calendarDays)
      .where(eq(calendarDays.id, natal.id));
    expect(moved).toMatchObject({ date: '2026-12-28', name: 'Natal (dipindah)' });
    expect(
      await ctx.app.db.select().from(calendarDays).where(eq(calendarDays.date, '2026-01-01')),
    ).toEqual([]);
    expect(CALENDAR_SEED.length).toBe(53);
  });
});
