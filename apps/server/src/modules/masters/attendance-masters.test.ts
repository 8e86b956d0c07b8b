import { dailyWorkMinutes, type TJamKerjaRow, type TJenisCutiRow } from '@sikerja/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { runResourceSuite } from '../../../test/resource-suite.ts';
import { staffTypes } from '../../db/schema/masters.ts';
import {
  attendanceLocations,
  fingerprintMachines,
  fingerprintPins,
} from '../../db/schema/masters-attendance.ts';
import { workUnits } from '../../db/schema/org.ts';
import { users } from '../../db/schema/users.ts';
import { seedAttendanceReference } from '../../db/seed/reference/attendance.ts';
import { bulanTahunResource } from './bulan-tahun.resource.ts';
import { fingerprintMachineResource, fingerprintSettingResource } from './fingerprint.resource.ts';
import { jamApelResource, jamSenamResource } from './jam-apel-senam.resource.ts';
import { jamKerjaResource } from './jam-kerja.resource.ts';
import { jenisCutiResource } from './jenis-cuti.resource.ts';
import { lokasiAbsensiResource } from './lokasi-absensi.resource.ts';
import { shiftResource } from './shift.resource.ts';

type Payload = Record<string, unknown>;
const pad = (n: number) => String(n).padStart(2, '0');

describe('attendance masters', () => {
  const ctx = useTestApp({ demo: true });
  let admin: Session;
  let staffTypeIds = new Map<string, number>();
  let staffTypeNames = new Map<string, string>();
  let unitIds: number[] = [];
  // An active unit as the lists show it ('code name').
  let activeUnit = { id: 0, label: '' };
  let userId = 0;
  let userName = '';
  beforeAll(async () => {
    admin = await login(ctx.app, 'admin@sikerja.test');
    const types = await ctx.app.db.select().from(staffTypes);
    staffTypeIds = new Map(types.map((t) => [t.code, t.id]));
    staffTypeNames = new Map(types.map((t) => [t.code, t.name]));
    unitIds = (await ctx.app.db.select({ id: workUnits.id }).from(workUnits)).map((u) => u.id);
    const [active] = await ctx.app.db
      .select()
      .from(workUnits)
      .where(eq(workUnits.isActive, true))
      .orderBy(asc(workUnits.id))
      .limit(1);
    activeUnit = { id: active?.id ?? 0, label: `${active?.code} ${active?.name}` };
    const [user] = await ctx.app.db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.status, 'active'))
      .orderBy(asc(users.id))
      .limit(1);
    userId = user?.id ?? 0;
    userName = user?.name ?? '';
  });
  const post = (path: string, body: Payload) => admin.api.post(path, body);
  const put = (path: string, body: Payload) => admin.api.put(path, body);
  const listAll = async <T>(path: string): Promise<T[]> =>
    (await post(`${path}/list`, { per: 100 })).json().data;

  describe('jam kerja', () => {
    const path = 'admin/master/jamkerja';
    let rows: TJamKerjaRow[] = [];
    beforeAll(async () => {
      rows = await listAll<TJamKerjaRow>(path);
    });
    const byName = (name: string) => rows.find((r) => r.name === name);

    // Perpres 21/2023 (regulations.md section 9); Ramadan 1447 H ends the day before Idul Fitri
    // on 21 Mar 2026 (regulations.md 8.2).
    it.each([
      ['Jam kerja Senin–Kamis', [1, 2, 3, 4], '07:30', '16:00', 60, null, null],
      ['Jam kerja Jumat', [5], '07:30', '16:30', 90, null, null],
      [
        'Jam kerja Ramadan 1447 H Senin–Kamis',
        [1, 2, 3, 4],
        '08:00',
        '15:00',
        30,
        '2026-02-19',
        '2026-03-20',
      ],
      ['Jam kerja Ramadan 1447 H Jumat', [5], '08:00', '15:30', 60, '2026-02-19', '2026-03-20'],
    ])('seeds %s', (name, weekdays, start, end, breakMinutes, from, to) => {
      expect(byName(name)).toMatchObject({
        weekdays,
        start_time: start,
        end_time: end,
        break_minutes: breakMinutes,
        staff_type_id: null,
        unit_id: null,
        valid_from: from,
        valid_to: to,
        is_active: true,
      });
    });

    it.each([
      ['normal', 'Jam kerja Senin–Kamis', 'Jam kerja Jumat', 37.5 * 60],
      [
        'Ramadan',
        'Jam kerja Ramadan 1447 H Senin–Kamis',
        'Jam kerja Ramadan 1447 H Jumat',
        32.5 * 60,
      ],
    ])('the %s week is the regulation’s weekly hours', (_, monThu, fri, minutes) => {
      const week = [byName(monThu), byName(fri)].reduce(
        (sum, row) => sum + (row ? dailyWorkMinutes(row) * row.weekdays.length : 0),
        0,
      );
      expect(week).toBe(minutes);
    });

    it('seeding again adds nothing, even after the admin renamed a default', async () => {
      const monThu = byName('Jam kerja Senin–Kamis');
      expect(monThu).toBeDefined();
      await put(`${path}/${monThu?.id}`, { ...monThu, id: undefined, name: 'Jam kerja reguler' });
      await seedAttendanceReference(ctx.app.db);
      const again = await listAll<TJamKerjaRow>(path);
      expect(again).toHaveLength(rows.length);
      expect(again.find((r) => r.id === monThu?.id)?.name).toBe('Jam kerja reguler');
    });

    const base = {
      name: 'Jam kerja uji',
      weekdays: [1],
      start_time: '07:00',
      end_time: '15:00',
      break_minutes: 60,
    };
    it.each([
      [{ end_time: '06:59' }, 'end_time', 'Jam pulang harus setelah jam masuk'],
      [{ break_minutes: 480 }, 'break_minutes', 'Maksimal 240'],
      [
        { end_time: '08:00', break_minutes: 60 },
        'break_minutes',
        'Istirahat harus lebih singkat dari jam kerja',
      ],
      [{ start_time: '7.30' }, 'start_time', 'Jam ditulis JJ:MM, mis. 07:30'],
      [{ weekdays: [] }, 'weekdays', 'Pilih minimal 1'],
      [{ weekdays: [8] }, 'weekdays.0', 'Maksimal 7'],
      [
        { valid_from: '2027-02-01', valid_to: '2027-01-01' },
        'valid_to',
        'Tanggal akhir tidak boleh sebelum tanggal mulai',
      ],
      // The seeded default for everyone already covers Monday.
      [
        {},
        'weekdays',
        'Bentrok dengan jam kerja "Jam kerja reguler" pada hari dan berlaku yang sama',
      ],
      // So does the seeded Ramadan row, in its dates.
      [
        { valid_from: '2026-03-01', valid_to: '2026-03-31' },
        'weekdays',
        'Bentrok dengan jam kerja "Jam kerja Ramadan 1447 H Senin–Kamis" pada hari dan berlaku yang sama',
      ],
      [{ staff_type_id: 999_999 }, 'staff_type_id', 'Jenis pegawai tidak ditemukan'],
      [{ unit_id: 999_999 }, 'unit_id', 'Unit kerja tidak ditemukan'],
    ])('refuses %j', async (change, field, message) => {
      const res = await post(path, { ...base, ...change });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[field]).toContain(message);
    });

    it('refuses a staff type and a unit together', async () => {
      const res = await post(path, {
        ...base,
        staff_type_id: staffTypeIds.get('PNS'),
        unit_id: unitIds[0],
      });
      expect(res.json().errors.unit_id).toContain(
        'Pilih jenis pegawai atau unit kerja, tidak keduanya',
      );
    });

    it('accepts a unit’s own hours and a dated variant over the default', async () => {
      const unit = await post(path, { ...base, name: 'Jam kerja unit', unit_id: unitIds[0] });
      expect(unit.statusCode).toBe(201);
      const dated = await post(path, {
        ...base,
        name: 'Jam kerja Ramadan 1448 H',
        weekdays: [4, 1, 1],
        valid_from: '2027-02-08',
        valid_to: '2027-03-09',
      });
      expect(dated.statusCode).toBe(201);
      expect(dated.json().data.weekdays).toEqual([1, 4]);
    });

    runResourceSuite(ctx, {
      resource: jamKerjaResource,
      create: (i) => ({
        name: `Jam kerja uji ${i}`,
        weekdays: [6],
        start_time: '08:00',
        end_time: '12:00',
        valid_from: `2030-01-${pad(i)}`,
        valid_to: `2030-01-${pad(i)}`,
        // For one staff type or one unit, so the list shows either name.
        ...(i % 2 ? { staff_type_id: staffTypeIds.get('PNS') } : { unit_id: activeUnit.id }),
      }),
      update: (p) => ({ ...p, end_time: '13:00' }),
      invalid: {
        change: { end_time: '07:00' },
        field: 'end_time',
        message: 'Jam pulang harus setelah jam masuk',
      },
      unique: { field: 'name', message: 'Nama sudah terdaftar' },
      search: {
        payload: {
          name: 'Jam Kerja Satpam Gerbang Ûtama',
          weekdays: [7],
          start_time: '06:00',
          end_time: '18:00',
        },
        term: 'gerbang utama',
      },
      expectRow: (p) => ({ break_minutes: 0, staff_type_id: null, unit_id: null, ...p }),
      expectDerived: (p) => ({
        staff_type_name: p.staff_type_id ? staffTypeNames.get('PNS') : null,
        unit_name: p.unit_id ? activeUnit.label : null,
      }),
    });
  });

  describe('shift', () => {
    const path = 'admin/master/shift';
    it.each([
      ['22:00', '06:00', true],
      ['07:00', '15:00', false],
    ])('derives crossing midnight for %s–%s', async (start, end, crosses) => {
      const res = await post(path, {
        code: `X${start.slice(0, 2)}`,
        name: `Shift ${start}`,
        start_time: start,
        end_time: end,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.crosses_midnight).toBe(crosses);
    });

    const base = { code: 'SU', name: 'Shift uji', start_time: '22:00', end_time: '06:00' };
    it.each([
      [{ end_time: '22:00' }, 'end_time', 'Jam selesai tidak boleh sama dengan jam mulai'],
      [
        { crosses_midnight: false },
        'crosses_midnight',
        'Jam selesai sebelum jam mulai: shift melewati tengah malam',
      ],
      [
        { end_time: '23:00', crosses_midnight: true },
        'crosses_midnight',
        'Jam selesai setelah jam mulai: shift tidak melewati tengah malam',
      ],
      [
        { end_time: '23:00', break_minutes: 60 },
        'break_minutes',
        'Istirahat harus lebih singkat dari lama shift',
      ],
      [{ code: 'S 1' }, 'code', 'Hanya huruf, angka, - dan _'],
    ])('refuses %j', async (change, field, message) => {
      const res = await post(path, { ...base, ...change });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[field]).toContain(message);
    });

    runResourceSuite(ctx, {
      resource: shiftResource,
      create: (i) => ({
        code: `S${i}`,
        name: `Shift uji ${i}`,
        start_time: '22:00',
        end_time: '06:00',
        break_minutes: 60,
      }),
      update: (p) => ({ ...p, end_time: '23:30', break_minutes: 30 }),
      invalid: {
        change: { crosses_midnight: false },
        field: 'crosses_midnight',
        message: 'Jam selesai sebelum jam mulai: shift melewati tengah malam',
      },
      unique: { field: 'code', message: 'Kode sudah terdaftar' },
      search: {
        payload: {
          code: 'MLM',
          name: 'Shift Malam Pènjaga',
          start_time: '23:00',
          end_time: '07:00',
        },
        term: 'malam PENJAGA',
      },
      expectRow: (p) => ({
        break_minutes: 0,
        ...p,
        crosses_midnight: String(p.end_time) < String(p.start_time),
      }),
    });
  });

  describe('jenis cuti', () => {
    const path = 'admin/master/jenis_cuti';
    let rows: TJenisCutiRow[] = [];
    beforeAll(async () => {
      rows = await listAll<TJenisCutiRow>(path);
    });
    const codesOf = (ids: number[]) =>
      [...staffTypeIds].filter(([, id]) => ids.includes(id)).map(([code]) => code);

    // PP 11/2017 as amended by PP 17/2020; PPPK: Perban BKN 7/2022 (regulations.md 1.2, 1.3).
    it.each([
      ['CT', 'working_days', 12, 12, true, ['PNS', 'CPNS', 'PPPK']],
      ['CB', 'months', 3, 60, true, ['PNS']],
      ['CS', 'months', 12, 0, true, ['PNS', 'CPNS']],
      ['CSP', 'months', 1, 0, true, ['PPPK']],
      ['CM', 'months', 3, 0, true, ['PNS', 'CPNS', 'PPPK']],
      ['CAP', 'months', 1, 0, true, ['PNS', 'CPNS']],
      ['CLTN', 'years', 3, 60, false, ['PNS']],
      ['CBER', 'working_days', null, 0, true, ['PNS', 'CPNS', 'PPPK']],
    ])(
      'seeds %s: %s, at most %s, after %i months, paid %s, for %j',
      (code, unit, max, service, paid, types) => {
        const row = rows.find((r) => r.code === code);
        expect(row).toMatchObject({
          duration_unit: unit,
          max_duration: max,
          min_service_months: service,
          is_paid: paid,
        });
        expect(codesOf(row?.staff_type_ids ?? []).sort()).toEqual([...types].sort());
      },
    );

    it('goes through the atasan langsung to the PYBMC, and CS needs a doctor’s note', () => {
      for (const row of rows.filter((r) => r.code !== 'CBER')) {
        expect(row.approval_levels, row.code).toEqual([
          'kepegawaian',
          'atasan',
          'kabag',
          'penjabat',
        ]);
      }
      expect(rows.find((r) => r.code === 'CS')).toMatchObject({
        attachment_rule: 'required_above',
        attachment_above_days: 1,
      });
      expect(rows.find((r) => r.code === 'CBER')?.description).toContain(
        'Tidak mengurangi cuti tahunan',
      );
    });

    // A client that does not send the list (an API script, an older form) must not wipe it.
    it('keeps the staff types when an update leaves them out', async () => {
      const cb = rows.find((r) => r.code === 'CB');
      const { id, staff_type_ids: kept, ...rest } = cb ?? ({} as TJenisCutiRow);
      const res = await put(`${path}/${id}`, { ...rest, description: 'Diubah' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.staff_type_ids).toEqual(kept);
      expect(kept).toHaveLength(1);
    });

    it('keeps the built-in codes: no re-coding, no delete', async () => {
      const ct = rows.find((r) => r.code === 'CT');
      const recode = await put(`${path}/${ct?.id}`, { ...ct, id: undefined, code: 'TAHUNAN' });
      expect(recode.statusCode).toBe(422);
      expect(recode.json().errors.code).toContain(
        'Kode CT dipakai oleh sistem dan tidak dapat diubah',
      );
      expect((await admin.api.delete(`${path}/${ct?.id}`)).statusCode).toBe(409);
      const renamed = await put(`${path}/${ct?.id}`, {
        ...ct,
        id: undefined,
        name: 'Cuti Tahunan PNS',
      });
      expect(renamed.statusCode).toBe(200);
    });

    it.each([
      [
        { staff_type_ids: [999_999] },
        'staff_type_ids',
        'Jenis pegawai tidak ditemukan atau tidak aktif (id 999999)',
      ],
      [{ attachment_rule: 'required_above' }, 'attachment_above_days', 'Wajib diisi'],
      [{ approval_levels: [] }, 'approval_levels', 'Pilih minimal 1'],
      [{ approval_levels: ['rektor'] }, 'approval_levels.0', 'Pilihan tidak valid'],
    ])('refuses %j', async (change, field, message) => {
      const res = await post(path, {
        code: 'CX',
        name: 'Cuti uji',
        duration_unit: 'calendar_days',
        approval_levels: ['atasan'],
        ...change,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[field]).toContain(message);
    });

    it('keeps the attachment threshold only for "required above"', async () => {
      const res = await post(path, {
        code: 'CY',
        name: 'Cuti uji lampiran',
        duration_unit: 'calendar_days',
        attachment_rule: 'required',
        attachment_above_days: 3,
        approval_levels: ['penjabat', 'kepegawaian', 'atasan'],
        staff_type_ids: [String(staffTypeIds.get('PPPK')), staffTypeIds.get('PPPK')],
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({
        attachment_above_days: null,
        approval_levels: ['kepegawaian', 'atasan', 'penjabat'],
        staff_type_ids: [staffTypeIds.get('PPPK')],
      });
    });

    runResourceSuite(ctx, {
      resource: jenisCutiResource,
      create: (i) => ({
        code: `UJI${i}`,
        name: `Cuti uji ${i}`,
        duration_unit: 'calendar_days',
        max_duration: 10,
        approval_levels: ['atasan', 'penjabat'],
        staff_type_ids: [staffTypeIds.get('PNS') ?? 0, staffTypeIds.get('PPPK') ?? 0].sort(
          (a, b) => a - b,
        ),
      }),
      update: (p) => ({ ...p, max_duration: 14, is_paid: false }),
      invalid: {
        change: { attachment_rule: 'required_above' },
        field: 'attachment_above_days',
        message: 'Wajib diisi',
      },
      unique: { field: 'code', message: 'Kode sudah terdaftar' },
      search: {
        payload: {
          code: 'CPI',
          name: 'Cuti Pèndampingan Istri',
          duration_unit: 'calendar_days',
          approval_levels: ['atasan'],
        },
        term: 'PENDAMPINGAN',
      },
      expectRow: (p) => ({
        min_service_months: 0,
        attachment_rule: 'none',
        attachment_above_days: null,
        staff_type_ids: [],
        is_paid: true,
        ...p,
      }),
      // In the staff types' own order (PNS before PPPK), joined in the export.
      expectDerived: () => ({
        staff_type_names: [staffTypeNames.get('PNS'), staffTypeNames.get('PPPK')],
      }),
    });
  });

  describe('bulan tahun', () => {
    const path = 'admin/master/bulan_tahun';
    const period = (month: number, year = 2045): Payload => ({
      month,
      year,
      period_start: `${year}-${pad(month)}-01`,
      period_end: `${year}-${pad(month)}-28`,
    });

    it('locks a period: no edits or delete until it is unlocked', async () => {
      const created = (await post(path, { ...period(1), status: 'locked' })).json().data;
      const edit = await put(`${path}/${created.id}`, {
        ...period(1),
        status: 'locked',
        note: 'x',
      });
      expect(edit.statusCode).toBe(422);
      expect(edit.json().errors.status).toContain(
        'Periode Januari 2045 terkunci. Buka kuncinya dulu untuk mengubahnya.',
      );
      const removed = await admin.api.delete(`${path}/${created.id}`);
      expect(removed.statusCode).toBe(409);
      expect(removed.json().message).toBe(
        'Periode Januari 2045 terkunci dan tidak dapat dihapus. Buka kuncinya dulu.',
      );
      const unlocked = await put(`${path}/${created.id}`, { ...period(1), status: 'open' });
      expect(unlocked.statusCode).toBe(200);
      expect(unlocked.json().data.status).toBe('open');
    });

    it.each([
      [
        { ...period(2), period_start: '2045-01-20' },
        'period_start',
        'Tanggal periode bentrok dengan periode Januari 2045',
      ],
      [period(1), 'month', 'Periode bulan dan tahun ini sudah terdaftar'],
      [
        { ...period(3), period_end: '2045-02-01' },
        'period_end',
        'Akhir periode tidak boleh sebelum awal periode',
      ],
      [{ ...period(13) }, 'month', 'Maksimal 12'],
    ])('refuses %j', async (body, field, message) => {
      const res = await post(path, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[field]).toContain(message);
    });

    runResourceSuite(ctx, {
      resource: bulanTahunResource,
      create: (i) => period(i, 2040),
      update: (p) => ({ ...p, note: 'Termasuk lembur' }),
      invalid: {
        change: { period_end: '2039-01-01' },
        field: 'period_end',
        message: 'Akhir periode tidak boleh sebelum awal periode',
      },
      unique: { field: 'month', message: 'Periode bulan dan tahun ini sudah terdaftar' },
      search: {
        payload: { ...period(12, 2041), note: 'Gaji ke-13 dan THR Désember' },
        term: 'DESEMBER',
      },
      expectRow: (p) => ({ status: 'open', note: null, ...p }),
    });
  });

  describe('lokasi absensi', () => {
    const path = 'admin/master/lokasiabsensi';
    const base = { name: 'Lokasi uji', latitude: -6.2, longitude: 106.8, radius_m: 100 };
    it.each([
      [{ latitude: -90.5 }, 'latitude', 'Minimal -90'],
      [{ longitude: 180.5 }, 'longitude', 'Maksimal 180'],
      [{ radius_m: 9 }, 'radius_m', 'Minimal 10'],
      [{ radius_m: 5001 }, 'radius_m', 'Maksimal 5000'],
      [
        { unit_ids: [999_999] },
        'unit_ids',
        'Unit kerja tidak ditemukan atau tidak aktif (id 999999)',
      ],
    ])('refuses %j', async (change, field, message) => {
      const res = await post(path, { ...base, ...change });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[field]).toContain(message);
    });

    it('keeps the units it serves, once each and in order, and names them', async () => {
      const [a = 0, b = 0, c = 0] = unitIds;
      const res = await post(path, { ...base, name: 'Kampus uji', unit_ids: [b, a, b] });
      expect(res.statusCode).toBe(201);
      const names = await ctx.app.db
        .select({ id: workUnits.id, name: workUnits.name })
        .from(workUnits)
        .where(inArray(workUnits.id, [a, b, c]));
      const nameOf = (id: number) => names.find((u) => u.id === id)?.name ?? '';
      expect(res.json().data).toMatchObject({
        latitude: -6.2,
        unit_ids: [a, b].sort((x, y) => x - y),
      });
      // Derived in the row's query (ordered by the database's collation), for list and export.
      expect([...res.json().data.unit_names].sort()).toEqual([nameOf(a), nameOf(b)].sort());
      // An update that leaves the list out (an API client that does not know it) keeps it.
      const { id, unit_ids: units, unit_names: _names, ...rest } = res.json().data;
      const kept = await put(`${path}/${id}`, { ...rest, radius_m: 150 });
      expect(kept.json().data).toMatchObject({ radius_m: 150, unit_ids: units });
      // The form sends the whole list: replaced, and the names follow.
      const replaced = await put(`${path}/${id}`, { ...rest, unit_ids: [c] });
      expect(replaced.json().data).toMatchObject({ unit_ids: [c], unit_names: [nameOf(c)] });
      const listed = (await post(`${path}/list`, { search: 'Kampus uji', per: 10 })).json().data;
      expect(listed).toMatchObject([{ id, unit_names: [nameOf(c)] }]);
      // Emptied: the location serves every unit again.
      const emptied = await put(`${path}/${id}`, { ...rest, unit_ids: [] });
      expect(emptied.json().data).toMatchObject({ unit_ids: [], unit_names: [] });
    });

    it('exports the unit names of a location in one cell', async () => {
      const [a = 0, b = 0] = unitIds;
      const created = await post(path, { ...base, name: 'Lokasi ekspor', unit_ids: [a, b] });
      const { unit_names: names } = created.json().data as { unit_names: string[] };
      const res = await admin.api.get(`${path}/export?search=${encodeURIComponent('ekspor')}`);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      const headers = sheet?.getRow(1).values as unknown[];
      const column = headers.indexOf('Unit Kerja');
      expect(column).toBeGreaterThan(0);
      expect(sheet?.getRow(2).getCell(column).value).toBe(names.join(', '));
    });

    runResourceSuite(ctx, {
      resource: lokasiAbsensiResource,
      create: (i) => ({
        name: `Lokasi uji ${i}`,
        latitude: -6.123456,
        longitude: 106.654321,
        radius_m: 100 + i,
      }),
      update: (p) => ({ ...p, radius_m: 250, latitude: 1.5 }),
      invalid: { change: { radius_m: 5 }, field: 'radius_m', message: 'Minimal 10' },
      unique: { field: 'name', message: 'Nama sudah terdaftar' },
      search: {
        payload: { name: 'Gedung Sìmulator', latitude: 0, longitude: 0, radius_m: 50 },
        term: 'SIMULATOR',
      },
      useRow: async (context, id) => {
        await context.app.db
          .insert(fingerprintMachines)
          .values({ name: 'Mesin lokasi', serialNumber: `LOC-${id}`, locationId: id });
        return { usedIn: 'Mesin fingerprint' };
      },
      expectRow: (p) => ({ unit_ids: [], unit_names: [], ...p }),
    });
  });

  for (const [resource, path, noun] of [
    [jamApelResource, 'admin/master/jam_apel', 'Apel'],
    [jamSenamResource, 'admin/master/jam_senam', 'Senam'],
  ] as const) {
    describe(noun, () => {
      const base = {
        name: `${noun} uji`,
        opens_at: '07:00',
        on_time_until: '07:30',
        closes_at: '08:00',
      };
      it.each([
        [{}, 'weekday', 'Isi hari atau tanggal'],
        [{ weekday: 1, on_date: '2036-01-01' }, 'on_date', 'Isi hari atau tanggal, tidak keduanya'],
        [{ weekday: 8 }, 'weekday', 'Maksimal 7'],
        [
          { weekday: 2, on_time_until: '06:59' },
          'on_time_until',
          'Batas tepat waktu tidak boleh sebelum jam buka',
        ],
        [
          { weekday: 2, closes_at: '07:29' },
          'closes_at',
          'Jam tutup tidak boleh sebelum batas tepat waktu',
        ],
        [
          { weekday: 2, on_time_until: '07:00', closes_at: '07:00' },
          'closes_at',
          'Jam tutup harus setelah jam buka',
        ],
      ])('refuses %j', async (change, field, message) => {
        const res = await post(path, { ...base, ...change });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors[field]).toContain(message);
      });

      it('accepts on time up to the close (open ≤ on time ≤ close)', async () => {
        const res = await post(path, { ...base, weekday: '3', on_time_until: '08:00' });
        expect(res.statusCode).toBe(201);
        expect(res.json().data).toMatchObject({ weekday: 3, on_date: null, closes_at: '08:00' });
      });

      runResourceSuite(ctx, {
        resource,
        create: (i) => ({ ...base, name: `${noun} uji ${i}`, on_date: `2035-01-${pad(i)}` }),
        update: (p) => ({ ...p, closes_at: '08:15' }),
        invalid: {
          change: { on_time_until: '06:30' },
          field: 'on_time_until',
          message: 'Batas tepat waktu tidak boleh sebelum jam buka',
        },
        unique: { field: 'on_date', message: 'Tanggal sudah terdaftar' },
        search: {
          payload: { ...base, name: `${noun} Hari Kesadaran Nasiònal`, weekday: 1 },
          term: 'kesadaran NASIONAL',
        },
        expectRow: (p) => ({ weekday: null, ...p }),
      });
    });
  }

  describe('fingerprint', () => {
    let machineId = 0;
    let locationId = 0;
    runResourceSuite(ctx, {
      resource: fingerprintMachineResource,
      prepare: async (context) => {
        const [location] = await context.app.db
          .insert(attendanceLocations)
          .values({ name: 'Lokasi Mesin Uji', latitude: -6.2, longitude: 106.8, radiusM: 100 })
          .returning({ id: attendanceLocations.id });
        locationId = location?.id ?? 0;
      },
      create: (i) => ({
        name: `Mesin uji ${i}`,
        serial_number: `SN-UJI-${i}`,
        comm_key: '0',
        location_id: locationId,
      }),
      update: (p) => ({ ...p, comm_key: '123456', time_zone: 'Asia/Makassar', is_active: false }),
      invalid: { change: { comm_key: 'abc' }, field: 'comm_key', message: 'Hanya angka' },
      unique: { field: 'serial_number', message: 'Nomor Seri sudah terdaftar' },
      search: {
        payload: { name: 'Mesin Lobi Ûtama', serial_number: 'sn-lobi' },
        term: 'lobi utama',
      },
      useRow: async (context, id) => {
        await context.app.db.insert(fingerprintPins).values({ machineId: id, pin: '1', userId });
        return { usedIn: 'Pengaturan fingerprint' };
      },
      expectRow: (p) => ({
        location_id: null,
        time_zone: null,
        last_contact_at: null,
        punch_count: 0,
        is_active: true,
        ...p,
        serial_number: String(p.serial_number).toUpperCase(),
      }),
      expectDerived: () => ({ location_name: 'Lokasi Mesin Uji' }),
    });

    it('refuses an unknown location and shows the last contact read-only', async () => {
      const res = await post('admin/master/fingerprint/machine', {
        name: 'Mesin x',
        serial_number: 'SN-X',
        location_id: 999_999,
      });
      expect(res.json().errors.location_id).toContain('Lokasi absensi tidak ditemukan');
      const ok = await post('admin/master/fingerprint/machine', {
        name: 'Mesin x',
        serial_number: 'SN-X',
        last_contact_at: '2026-01-01T00:00:00Z',
        punch_count: 99,
      });
      // Only the punch receiver writes them; the form's values are dropped.
      expect(ok.statusCode).toBe(201);
      expect(ok.json().data).toMatchObject({ last_contact_at: null, punch_count: 0 });
      const zone = await post('admin/master/fingerprint/machine', {
        name: 'Mesin y',
        serial_number: 'SN-Y',
        time_zone: 'Europe/Berlin',
      });
      expect(zone.json().errors.time_zone).toBeDefined();
    });

    describe('setting', () => {
      const path = 'admin/master/fingerprint/setting';
      beforeAll(async () => {
        const [machine] = await ctx.app.db
          .insert(fingerprintMachines)
          .values({ name: 'Mesin PIN', serialNumber: 'SN-PIN' })
          .returning({ id: fingerprintMachines.id });
        machineId = machine?.id ?? 0;
      });

      it('lets the same PIN exist on another machine, and refuses unknown people', async () => {
        const [other] = await ctx.app.db
          .insert(fingerprintMachines)
          .values({ name: 'Mesin PIN 2', serialNumber: 'SN-PIN-2' })
          .returning({ id: fingerprintMachines.id });
        const first = await post(path, { machine_id: machineId, pin: '4242', user_id: userId });
        const second = await post(path, {
          machine_id: other?.id,
          pin: '4242',
          user_id: userId,
          read_mode: 'in',
        });
        expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
        const unknown = await post(path, { machine_id: machineId, pin: '4343', user_id: 999_999 });
        expect(unknown.json().errors.user_id).toContain('Pegawai tidak ditemukan');
        const badMode = await post(path, {
          machine_id: machineId,
          pin: '4444',
          user_id: userId,
          read_mode: 'x',
        });
        expect(badMode.json().errors.read_mode).toContain('Pilihan tidak valid');
      });

      runResourceSuite(ctx, {
        resource: fingerprintSettingResource,
        create: (i) => ({ machine_id: machineId, pin: `${100 + i}`, user_id: userId }),
        update: (p) => ({ ...p, read_mode: 'out' }),
        invalid: { change: { pin: '12a' }, field: 'pin', message: 'PIN hanya angka' },
        unique: { field: 'pin', message: 'PIN sudah terdaftar' },
        search: {
          payload: () => ({ machine_id: machineId, pin: '98765', user_id: userId }),
          term: '9876',
        },
        expectRow: (p) => ({ read_mode: 'auto', is_active: true, ...p }),
        expectDerived: () => ({ machine_name: 'Mesin PIN', user_name: userName }),
      });
    });
  });
});
