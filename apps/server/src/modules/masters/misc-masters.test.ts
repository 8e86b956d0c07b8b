import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { buildUser } from '../../../test/factories.ts';
import { runResourceSuite } from '../../../test/resource-suite.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { measurementUnits } from '../../db/schema/masters.ts';
import {
  activityElements,
  activityItems,
  activitySubElements,
  whatsappGateways,
} from '../../db/schema/masters-misc.ts';
import { seedUnsur, UNSUR_SEED } from '../../db/seed/reference/unsur.ts';
import { dewasResource } from './dewas.resource.ts';
import { engineResource, phaseResource, simulatorResource } from './flight-training.resource.ts';
import { instrukturResource } from './instruktur.resource.ts';
import { nowaResource } from './nowa.resource.ts';
import { tarunaResource } from './taruna.resource.ts';
import { butirKegiatanResource, subUnsurResource, unsurResource } from './unsur.resource.ts';
import { uraianResource } from './uraian.resource.ts';

type Payload = Record<string, unknown>;

describe('misc masters', () => {
  const ctx = useTestApp({ demo: true });
  let admin: Session;
  // Fixtures the suites and rule tests share, made once.
  let unitId = 0;
  let inactiveUnitId = 0;
  let elementId = 0;
  let subElementId = 0;

  beforeAll(async () => {
    admin = await login(ctx.app, 'admin@sikerja.test');
    const db = ctx.app.db;
    const [unit] = await db
      .insert(measurementUnits)
      .values({ name: 'Dokumen Uji' })
      .returning({ id: measurementUnits.id });
    const [inactiveUnit] = await db
      .insert(measurementUnits)
      .values({ name: 'Satuan Lama', isActive: false })
      .returning({ id: measurementUnits.id });
    const [element] = await db
      .insert(activityElements)
      .values({ code: 'T', name: 'Unsur Pengujian' })
      .returning({ id: activityElements.id });
    const [sub] = await db
      .insert(activitySubElements)
      .values({ elementId: element?.id ?? 0, code: 'T.1', name: 'Sub Unsur Pengujian' })
      .returning({ id: activitySubElements.id });
    unitId = unit?.id ?? 0;
    inactiveUnitId = inactiveUnit?.id ?? 0;
    elementId = element?.id ?? 0;
    subElementId = sub?.id ?? 0;
  });

  const post = (path: string, body: Payload) => admin.api.post(`admin/master/${path}`, body);
  const expect422 = async (path: string, body: Payload, field: string, message: string) => {
    const res = await post(path, body);
    expect(res.statusCode, JSON.stringify(res.json())).toBe(422);
    expect(res.json().errors[field]).toContain(message);
  };

  describe('unsur, sub unsur and butir kegiatan', () => {
    // regulations.md 7.4: the four BKD components; letters of the PermenPAN-RB 17/2013 split.
    it.each(UNSUR_SEED.map((s) => [s.code, s.name] as const))(
      'seeds unsur %s as %s',
      async (code, name) => {
        const rows = (await post('unsur/list', { per: 100 })).json().data as Payload[];
        expect(rows.find((r) => r.code === code)).toMatchObject({ name, is_active: true });
      },
    );

    it('seeds exactly the four BKD unsur, in order', () => {
      expect(UNSUR_SEED.map((s) => [s.code, s.name])).toEqual([
        ['A', 'Pendidikan dan Pengajaran'],
        ['B', 'Penelitian'],
        ['C', 'Pengabdian kepada Masyarakat'],
        ['D', 'Penunjang'],
      ]);
    });

    it('re-seeding keeps an admin rename and adds nothing twice', async () => {
      const db = ctx.app.db;
      await db
        .update(activityElements)
        .set({ name: 'Penunjang Tridharma' })
        .where(eq(activityElements.code, 'D'));
      await seedUnsur(db);
      const rows = await db
        .select({ name: activityElements.name })
        .from(activityElements)
        .where(eq(activityElements.code, 'D'));
      expect(rows).toEqual([{ name: 'Penunjang Tridharma' }]);
    });

    it('refuses a sub unsur under an inactive unsur, and a kegiatan with an inactive satuan', async () => {
      const [off] = await ctx.app.db
        .insert(activityElements)
        .values({ code: 'OFF', name: 'Unsur Nonaktif', isActive: false })
        .returning({ id: activityElements.id });
      await expect422(
        'sub_unsur',
        { element_id: off?.id, code: 'OFF.1', name: 'X' },
        'element_id',
        'Unsur sudah tidak aktif',
      );
      await expect422(
        'kegiatan',
        {
          sub_element_id: subElementId,
          code: 'T.1.90',
          name: 'X',
          unit_id: inactiveUnitId,
          credit_points: 1,
        },
        'unit_id',
        'Satuan sudah tidak aktif',
      );
    });

    it('keeps a kegiatan on a satuan switched off later, and names it when the satuan is deleted', async () => {
      const [unit] = await ctx.app.db
        .insert(measurementUnits)
        .values({ name: 'Jam Pelajaran Uji' })
        .returning({ id: measurementUnits.id });
      const payload = {
        sub_element_id: subElementId,
        code: 'T.1.91',
        name: 'Membimbing praktikum',
        unit_id: unit?.id,
        credit_points: 0.5,
      };
      const created = (await post('kegiatan', payload)).json().data;
      await ctx.app.db
        .update(measurementUnits)
        .set({ isActive: false })
        .where(eq(measurementUnits.id, unit?.id ?? 0));
      const updated = await admin.api.put(`admin/master/kegiatan/${created.id}`, {
        ...payload,
        credit_points: 0.75,
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json().data.credit_points).toBe(0.75);
      const removed = await admin.api.delete(`admin/master/satuan/${unit?.id}`);
      expect(removed.statusCode).toBe(409);
      expect(removed.json().message).toContain('Butir kegiatan');
    });

    it.each([
      [0.125, 200],
      [12, 200],
      [0.0001, 422],
      [-1, 422],
      [100_000, 422],
    ])('credit points %d → %i', async (credit, status) => {
      const res = await post('kegiatan', {
        sub_element_id: subElementId,
        code: `T.9.${String(credit).replace(/\W/g, '')}`,
        name: 'Uji angka kredit',
        unit_id: unitId,
        credit_points: credit,
      });
      expect(res.statusCode).toBe(status === 200 ? 201 : 422);
      if (status === 200) expect(res.json().data.credit_points).toBe(credit);
    });

    runResourceSuite(ctx, {
      resource: unsurResource,
      create: (i) => ({ code: `U${i}`, name: `Unsur Uji ${i}`, sort_order: 10 + i }),
      update: (p) => ({ ...p, name: `${p.name} (ubah)` }),
      invalid: {
        change: { code: 'A B' },
        field: 'code',
        message: 'Kode ditulis huruf/angka dipisah titik, mis. A.1',
      },
      unique: { field: 'code', message: 'Kode sudah terdaftar' },
      search: { payload: { code: 'Z9', name: 'Unsur Pengembangan Ïnstitusi' }, term: 'INSTITUSI' },
      useRow: async (context, id) => {
        await context.app.db
          .insert(activitySubElements)
          .values({ elementId: id, code: `USED.${id}`, name: 'Dipakai' });
        return { usedIn: 'Sub unsur' };
      },
    });

    runResourceSuite(ctx, {
      resource: subUnsurResource,
      create: (i) => ({ element_id: elementId, code: `T.S${i}`, name: `Sub Unsur Uji ${i}` }),
      update: (p) => ({ ...p, name: `${p.name} (ubah)`, sort_order: 5 }),
      invalid: {
        change: { element_id: 999_999 },
        field: 'element_id',
        message: 'Unsur tidak ditemukan',
      },
      unique: { field: 'code', message: 'Kode sudah terdaftar' },
      search: {
        payload: () => ({ element_id: elementId, code: 'T.S99', name: 'Pengajaran Téori' }),
        term: 'pengajaran TEORI',
      },
      expectRow: (p) => ({ sort_order: 0, is_active: true, ...p }),
      expectDerived: () => ({ element_name: 'T Unsur Pengujian' }),
      useRow: async (context, id) => {
        await context.app.db
          .insert(activityItems)
          .values({ subElementId: id, code: `USED.${id}.1`, name: 'Dipakai', unitId });
        return { usedIn: 'Butir kegiatan' };
      },
    });

    runResourceSuite(ctx, {
      resource: butirKegiatanResource,
      create: (i) => ({
        sub_element_id: subElementId,
        code: `T.1.${i}`,
        name: `Melaksanakan perkuliahan ${i}`,
        unit_id: unitId,
        credit_points: 0.125 * i,
      }),
      update: (p) => ({ ...p, credit_points: 2.5 }),
      invalid: {
        change: { sub_element_id: 999_999 },
        field: 'sub_element_id',
        message: 'Sub unsur tidak ditemukan',
      },
      unique: { field: 'code', message: 'Kode sudah terdaftar' },
      search: {
        payload: () => ({
          sub_element_id: subElementId,
          code: 'T.1.99',
          name: 'Membimbing Tugas Âkhir',
          unit_id: unitId,
          credit_points: 1,
        }),
        term: 'tugas AKHIR',
      },
      expectDerived: () => ({
        sub_element_name: 'T.1 Sub Unsur Pengujian',
        unit_name: 'Dokumen Uji',
      }),
    });
  });

  describe('uraian tugas', () => {
    runResourceSuite(ctx, {
      resource: uraianResource,
      create: (i) => ({
        description: `Menyusun laporan kegiatan ${i}`,
        unit_id: unitId,
        default_yearly_target: 12,
      }),
      update: (p) => ({ ...p, default_yearly_target: 24.5 }),
      invalid: {
        change: { default_yearly_target: 1.234 },
        field: 'default_yearly_target',
        message: 'Maksimal 2 angka di belakang koma',
      },
      search: {
        payload: () => ({
          description: 'Mengélola Arsip Dinamis',
          unit_id: unitId,
          default_yearly_target: 4,
        }),
        term: 'mengelola ARSIP',
      },
      expectDerived: () => ({ unit_name: 'Dokumen Uji' }),
    });

    it('refuses an inactive satuan', async () => {
      await expect422(
        'uraian',
        { description: 'X', unit_id: inactiveUnitId, default_yearly_target: 1 },
        'unit_id',
        'Satuan sudah tidak aktif',
      );
    });
  });

  describe('dewan pengawas', () => {
    const member = {
      name: 'Dr. Sri Wahyuni',
      board_position: 'ketua',
      institution: 'Kementerian Perhubungan',
      decree_number: 'KM 12 Tahun 2025',
      term_start: '2025-01-01',
      term_end: '2029-12-31',
      monthly_honorarium: 7_500_000,
    };

    it.each([
      [
        { term_end: '2025-01-01' },
        'term_end',
        'Akhir masa jabatan harus setelah awal masa jabatan',
      ],
      [
        { term_end: '2024-12-31' },
        'term_end',
        'Akhir masa jabatan harus setelah awal masa jabatan',
      ],
      [{ board_position: 'bendahara' }, 'board_position', 'Pilihan tidak valid'],
      [{ monthly_honorarium: -1 }, 'monthly_honorarium', 'Minimal 0'],
      [{ monthly_honorarium: 1.5 }, 'monthly_honorarium', 'Harus berupa angka'],
    ])('refuses %j', async (change, field, message) => {
      await expect422('dewas', { ...member, ...change }, field, message);
    });

    runResourceSuite(ctx, {
      resource: dewasResource,
      create: (i) => ({ ...member, name: `Anggota Dewas ${i}`, board_position: 'anggota' }),
      update: (p) => ({ ...p, board_position: 'sekretaris', monthly_honorarium: 5_000_000 }),
      invalid: {
        change: { term_start: '2030-01-01' },
        field: 'term_end',
        message: 'Akhir masa jabatan harus setelah awal masa jabatan',
      },
      search: { payload: { ...member, name: 'Ir. Bambang Sétiawan' }, term: 'SETIAWAN' },
    });
  });

  describe('taruna', () => {
    runResourceSuite(ctx, {
      resource: tarunaResource,
      create: (i) => ({
        nit: `30125${String(i).padStart(3, '0')}`,
        name: `Taruna Uji ${i}`,
        programme: 'D-III Teknik Pesawat Udara',
        intake_year: 2025,
        class_name: 'TPU-1A',
      }),
      update: (p) => ({ ...p, status: 'cuti' }),
      invalid: { change: { intake_year: 1800 }, field: 'intake_year', message: 'Minimal 1950' },
      unique: { field: 'nit', message: 'NIT sudah terdaftar' },
      search: {
        payload: { nit: '30125999', name: 'I Ñyoman Ādi', programme: 'Pilot', intake_year: 2024 },
        term: 'nyoman adi',
      },
      expectRow: (p) => ({ status: 'aktif', ...p }),
    });

    it('filters by status and refuses an unknown one', async () => {
      const cadet = { nit: '30124001', name: 'Taruna Cuti', programme: 'Pilot', intake_year: 2024 };
      expect((await post('taruna', { ...cadet, status: 'cuti' })).statusCode).toBe(201);
      const body = { per: 100, status: 'cuti' };
      const rows = (await post('taruna/list', body)).json().data as Payload[];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.status === 'cuti')).toBe(true);
      await expect422(
        'taruna',
        { ...cadet, nit: '1', status: 'alumni' },
        'status',
        'Pilihan tidak valid',
      );
    });
  });

  describe('instruktur', () => {
    const people: number[] = [];
    const names = new Map<unknown, string>();
    runResourceSuite(ctx, {
      resource: instrukturResource,
      prepare: async (context) => {
        for (let i = 0; i < 12; i++) {
          const person = await buildUser(context.app.db);
          people.push(person.id);
          names.set(person.id, person.name);
        }
      },
      create: (i) => ({
        user_id: people[i - 1],
        licence_number: `FI-${1000 + i}`,
        licence_expires_on: '2027-06-30',
        ratings: 'C172, PA-34, IR',
      }),
      update: (p) => ({ ...p, licence_expires_on: null, ratings: 'C172, PA-34, IR, FI' }),
      invalid: {
        change: { licence_expires_on: '30-06-2027' },
        field: 'licence_expires_on',
        message: 'Tanggal tidak valid (format YYYY-MM-DD)',
      },
      // The person is checked first: one instructor record per person.
      unique: { field: 'user_id', message: 'Pegawai sudah terdaftar' },
      search: {
        payload: () => ({ user_id: people[11], licence_number: 'CPL-77', ratings: 'Mültí Engine' }),
        term: 'multi ENGINE',
      },
      expectDerived: (p) => ({ user_name: names.get(p.user_id) }),
    });

    it('refuses an inactive or missing person and a licence number already used', async () => {
      const inactive = await buildUser(ctx.app.db, { status: 'inactive' });
      const base = { licence_number: 'FI-9001', ratings: null };
      await expect422(
        'instruktur',
        { ...base, user_id: inactive.id },
        'user_id',
        'Pegawai sudah tidak aktif',
      );
      await expect422(
        'instruktur',
        { ...base, user_id: 999_999 },
        'user_id',
        'Pegawai tidak ditemukan',
      );
      const first = await buildUser(ctx.app.db);
      const second = await buildUser(ctx.app.db);
      expect((await post('instruktur', { ...base, user_id: first.id })).statusCode).toBe(201);
      await expect422(
        'instruktur',
        { ...base, user_id: second.id },
        'licence_number',
        'Nomor Lisensi sudah terdaftar',
      );
    });
  });

  describe('nowa', () => {
    const gateway = (i: number) => ({
      sender_number: `0812 0000 ${String(i).padStart(4, '0')}`,
      gateway_url: 'https://wa.example.id/api/send',
      token: `rahasia-${i}`,
      template_cuti: 'Yth. {nama}, cuti Anda tanggal {tanggal}: {status}.',
    });
    const asRow = (p: Payload) => {
      const { token, ...rest } = p;
      return {
        template_presensi: null,
        template_kinerja: null,
        template_umum: null,
        ...rest,
        sender_number: `62${String(p.sender_number).replace(/\D/g, '').slice(1)}`,
        has_token: Boolean(token),
      };
    };

    it.each([
      ['0812-3456-7890', '6281234567890'],
      ['+62 812 3456 7890', '6281234567890'],
      ['6281234567890', '6281234567890'],
      ['812.3456.7890', '6281234567890'],
    ])('normalises %s to %s', async (input, stored) => {
      const res = await post('nowa', { ...gateway(0), sender_number: input });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.sender_number).toBe(stored);
      await admin.api.delete(`admin/master/nowa/${res.json().data.id}`);
    });

    it.each([
      [
        { sender_number: '021-5550123' },
        'sender_number',
        'Nomor WhatsApp ditulis 08…, +62… atau 62…',
      ],
      [{ sender_number: '0812' }, 'sender_number', 'Nomor WhatsApp ditulis 08…, +62… atau 62…'],
      [
        { gateway_url: 'http://wa.example.id' },
        'gateway_url',
        'Alamat gateway harus berupa URL https://',
      ],
      [
        { template_umum: 'Halo {nama_lengkap}' },
        'template_umum',
        'Penanda {nama_lengkap} tidak dikenal; gunakan {nama}, {nip}, {tanggal}, {jam}, {status}, {keterangan}, {tautan}',
      ],
    ])('refuses %j', async (change, field, message) => {
      await expect422('nowa', { ...gateway(1), ...change }, field, message);
    });

    it('never returns or audits the token, and keeps it when an update leaves it blank', async () => {
      const created = (await post('nowa', gateway(50))).json().data;
      expect(created).not.toHaveProperty('token');
      expect(created.has_token).toBe(true);
      const kept = await admin.api.put(`admin/master/nowa/${created.id}`, {
        ...gateway(50),
        token: '',
      });
      expect(kept.json().data.has_token).toBe(true);
      const [stored] = await ctx.app.db
        .select({ token: whatsappGateways.token })
        .from(whatsappGateways)
        .where(eq(whatsappGateways.id, created.id));
      expect(stored?.token).toBe('rahasia-50');
      await admin.api.put(`admin/master/nowa/${created.id}`, { ...gateway(50), token: 'baru' });
      const [changed] = await ctx.app.db
        .select({ token: whatsappGateways.token })
        .from(whatsappGateways)
        .where(eq(whatsappGateways.id, created.id));
      expect(changed?.token).toBe('baru');
      const audits = await ctx.app.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.tableName, 'whatsapp_gateways'), eq(auditLog.rowId, String(created.id))),
        );
      expect(JSON.stringify(audits)).not.toContain('rahasia');
      expect(JSON.stringify(audits)).not.toContain('baru');
      const withoutToken = (await post('nowa', { ...gateway(51), token: null })).json().data;
      expect(withoutToken.has_token).toBe(false);
    });

    runResourceSuite(ctx, {
      resource: nowaResource,
      create: gateway,
      update: (p) => ({ ...p, template_presensi: 'Jangan lupa presensi, {nama}.' }),
      invalid: {
        change: { gateway_url: 'bukan url' },
        field: 'gateway_url',
        message: 'Alamat gateway harus berupa URL https://',
      },
      unique: { field: 'sender_number', message: 'Nomor Pengirim sudah terdaftar' },
      search: {
        payload: { ...gateway(99), gateway_url: 'https://Gateway.Wablas.co.id/api' },
        term: 'GATEWAY.WABLAS',
      },
      expectRow: asRow,
    });
  });

  describe('flight training registers', () => {
    it('allows an order once per programme, case-insensitively', async () => {
      const phase = { programme: 'Pilot Komersial', sort_order: 1, name: 'Ground School' };
      expect((await post('phase', phase)).statusCode).toBe(201);
      await expect422(
        'phase',
        { ...phase, programme: 'PILOT KOMERSIAL', name: 'Lain' },
        'sort_order',
        'Urutan sudah terdaftar',
      );
      expect((await post('phase', { ...phase, programme: 'Pilot Helikopter' })).statusCode).toBe(
        201,
      );
    });

    runResourceSuite(ctx, {
      resource: phaseResource,
      create: (i) => ({ programme: 'Pilot Uji', sort_order: i, name: `Fase ${i}` }),
      update: (p) => ({ ...p, name: `${p.name} (ubah)` }),
      invalid: { change: { sort_order: 0 }, field: 'sort_order', message: 'Minimal 1' },
      unique: { field: 'sort_order', message: 'Urutan sudah terdaftar' },
      search: {
        payload: { programme: 'Pilot Uji', sort_order: 99, name: 'Solo Cross-Country Fîght' },
        term: 'cross-country fight',
      },
    });

    runResourceSuite(ctx, {
      resource: engineResource,
      create: (i) => ({
        engine_type: 'Lycoming O-360-A4M',
        serial_number: `L-${i}-36A`,
        hours: 1234.5,
      }),
      update: (p) => ({ ...p, hours: 1300.2 }),
      invalid: { change: { hours: -0.1 }, field: 'hours', message: 'Minimal 0' },
      unique: { field: 'serial_number', message: 'Nomor Seri sudah terdaftar' },
      search: {
        payload: { engine_type: 'Rotax 912 ÜLS', serial_number: 'R-912', hours: 0 },
        term: 'rotax 912 uls',
      },
    });

    runResourceSuite(ctx, {
      resource: simulatorResource,
      create: (i) => ({
        name: `Simulator ${i}`,
        simulator_type: 'FNPT II',
        registration: `SIM-${i}`,
      }),
      update: (p) => ({ ...p, simulator_type: 'FFS Level D' }),
      invalid: {
        change: { registration: '!!' },
        field: 'registration',
        message: 'Registrasi hanya huruf, angka, spasi, titik, / atau -',
      },
      unique: { field: 'registration', message: 'Registrasi sudah terdaftar' },
      search: {
        payload: {
          name: 'Simulator Cessna Ĉitation',
          simulator_type: 'FTD',
          registration: 'C-525',
        },
        term: 'CITATION',
      },
    });
  });
});
