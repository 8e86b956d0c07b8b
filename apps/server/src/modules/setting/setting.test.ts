import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ApiClient, login } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { zonedParts } from '../../lib/time.ts';

// The smallest valid PNG: a 1x1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(field: string, filename: string, bytes: Buffer, type: string) {
  const boundary = '----sikerja-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('settings', () => {
  const ctx = useTestApp({ demo: true });

  it('GET setting gives the site name and the server clock in the institution time zone, to anyone', async () => {
    const res = await new ApiClient(ctx.app).get('setting');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      name: 'Politeknik Penerbangan Nusantara',
      backgrounddir: null,
      logodarkdir: null,
      logowhitedir: null,
    });
    const expected = zonedParts(new Date(), 'Asia/Jakarta');
    expect(data.date).toMatchObject({ y: expected.y, m: expected.m, d: expected.d, h: expected.h });
  });

  it('lets an admin edit the settings, with the before and after audited', async () => {
    const admin = await login(ctx.app, 'admin@sikerja.test');
    const direktur = await login(ctx.app, 'direktur@sikerja.test');
    const res = await admin.api.put('admin/setting', {
      name: 'Politeknik Penerbangan Nusantara Makassar',
      short_name: 'Poltekbang Makassar',
      time_zone: 'Asia/Makassar',
      authorised_official_user_id: direktur.user.id,
      maintenance_enabled: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      time_zone: 'Asia/Makassar',
      authorised_official: { id: direktur.user.id, name: 'Capt. Agus Wibowo' },
    });
    const publicSetting = (await new ApiClient(ctx.app).get('setting')).json().data;
    expect(publicSetting.name).toBe('Politeknik Penerbangan Nusantara Makassar');
    expect(publicSetting.date.h).toBe(zonedParts(new Date(), 'Asia/Makassar').h);
    const [audit] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'setting.update'))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({ actorUserId: admin.user.id, tableName: 'institution_settings' });
    expect(audit?.before).toMatchObject({ time_zone: 'Asia/Jakarta' });
    expect(audit?.after).toMatchObject({ time_zone: 'Asia/Makassar' });
  });

  it.each([
    [{ name: '' }, 'name', 'Wajib diisi'],
    [{ time_zone: 'Europe/Paris' }, 'time_zone', 'Pilihan tidak valid'],
    [
      { authorised_official_user_id: 999_999 },
      'authorised_official_user_id',
      'Pegawai tidak ditemukan atau tidak aktif',
    ],
    [
      { check_in_opens_before_minutes: -1 },
      'check_in_opens_before_minutes',
      'Isi bilangan bulat menit dari 0 sampai 360',
    ],
    [
      { check_in_opens_before_minutes: 361 },
      'check_in_opens_before_minutes',
      'Isi bilangan bulat menit dari 0 sampai 360',
    ],
    [
      { check_in_opens_before_minutes: '120' },
      'check_in_opens_before_minutes',
      'Isi bilangan bulat menit dari 0 sampai 360',
    ],
    [
      { check_out_opens_after_minutes: 30.5 },
      'check_out_opens_after_minutes',
      'Isi bilangan bulat menit dari 0 sampai 240',
    ],
    [
      { check_out_opens_after_minutes: 241 },
      'check_out_opens_after_minutes',
      'Isi bilangan bulat menit dari 0 sampai 240',
    ],
    // docs/surat-tugas.md "Nomor": the pattern of the automatic number.
    [
      { surat_tugas_number_pattern: 'ST/{unit}/{tahun}' },
      'surat_tugas_number_pattern',
      'Pola nomor wajib memuat {nomor} (nomor urut)',
    ],
    [{ surat_tugas_number_pattern: '' }, 'surat_tugas_number_pattern', 'Pola nomor wajib diisi'],
    [
      { surat_tugas_number_pattern: `{nomor}/${'X'.repeat(60)}` },
      'surat_tugas_number_pattern',
      'Pola nomor paling banyak 60 karakter',
    ],
    [
      { surat_tugas_number_pattern: '{nomor}/{kode}/{tahun}' },
      'surat_tugas_number_pattern',
      'Penanda {kode} tidak dikenal; gunakan {nomor}, {unit}, {bulan_romawi}, {bulan}, {tahun}',
    ],
    [
      { surat_tugas_number_pattern: '{nomor}/{nomor}' },
      'surat_tugas_number_pattern',
      'Penanda {nomor} hanya boleh dipakai sekali',
    ],
    [
      { surat_tugas_number_pattern: '{nomor}/{tahun' },
      'surat_tugas_number_pattern',
      'Kurung kurawal { } harus berpasangan dan mengapit nama penanda',
    ],
    [{ ppk_user_id: 999_999 }, 'ppk_user_id', 'Pegawai tidak ditemukan atau tidak aktif'],
    [{ bendahara_user_id: 0 }, 'bendahara_user_id', 'Pegawai tidak valid'],
  ])('refuses %j and changes nothing', async (change, field, message) => {
    const admin = await login(ctx.app, 'admin@sikerja.test');
    const before = (await admin.api.get('admin/setting')).json().data;
    const res = await admin.api.put('admin/setting', {
      name: 'Nama Baru',
      time_zone: 'Asia/Jakarta',
      authorised_official_user_id: null,
      maintenance_enabled: false,
      ...change,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toContain(message);
    expect((await admin.api.get('admin/setting')).json().data).toEqual(before);
  });

  it('keeps the check-in window (defaults 120 and 60 minutes), edited by the admin and audited', async () => {
    const admin = await login(ctx.app, 'admin@sikerja.test');
    const before = (await admin.api.get('admin/setting')).json().data;
    expect(before).toMatchObject({
      check_in_opens_before_minutes: 120,
      check_out_opens_after_minutes: 60,
    });
    const base = {
      name: before.name,
      time_zone: before.time_zone,
      authorised_official_user_id: before.authorised_official_user_id,
      maintenance_enabled: false,
    };
    const res = await admin.api.put('admin/setting', {
      ...base,
      check_in_opens_before_minutes: 90,
      check_out_opens_after_minutes: 0,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      check_in_opens_before_minutes: 90,
      check_out_opens_after_minutes: 0,
    });
    const [audit] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'setting.update'))
      .orderBy(desc(auditLog.id));
    expect(audit?.before).toMatchObject({ check_in_opens_before_minutes: 120 });
    expect(audit?.after).toMatchObject({ check_in_opens_before_minutes: 90 });
    // A client that sends neither leaves them as they are.
    const untouched = await admin.api.put('admin/setting', base);
    expect(untouched.json().data).toMatchObject({
      check_in_opens_before_minutes: 90,
      check_out_opens_after_minutes: 0,
    });
    await admin.api.put('admin/setting', {
      ...base,
      check_in_opens_before_minutes: 120,
      check_out_opens_after_minutes: 60,
    });
  });

  it('keeps the surat tugas number pattern (default ST-{nomor}/…), the PPK and the bendahara, audited', async () => {
    const admin = await login(ctx.app, 'admin@sikerja.test');
    const direktur = await login(ctx.app, 'direktur@sikerja.test');
    const pegawai = await login(ctx.app, 'pegawai@sikerja.test');
    const before = (await admin.api.get('admin/setting')).json().data;
    expect(before).toMatchObject({
      surat_tugas_number_pattern: 'ST-{nomor}/{unit}/{bulan_romawi}/{tahun}',
      ppk_user_id: null,
      ppk: null,
      bendahara: null,
    });
    const base = {
      name: before.name,
      time_zone: before.time_zone,
      authorised_official_user_id: before.authorised_official_user_id,
      maintenance_enabled: false,
    };
    const res = await admin.api.put('admin/setting', {
      ...base,
      surat_tugas_number_pattern: '  {nomor}/ST/{unit}/{bulan}/{tahun}  ',
      ppk_user_id: direktur.user.id,
      bendahara_user_id: pegawai.user.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      surat_tugas_number_pattern: '{nomor}/ST/{unit}/{bulan}/{tahun}',
      ppk: { id: direktur.user.id, name: 'Capt. Agus Wibowo' },
      bendahara: { id: pegawai.user.id },
    });
    const [audit] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'setting.update'))
      .orderBy(desc(auditLog.id));
    expect(audit?.before).toMatchObject({ ppk_user_id: null });
    expect(audit?.after).toMatchObject({
      surat_tugas_number_pattern: '{nomor}/ST/{unit}/{bulan}/{tahun}',
      ppk_user_id: direktur.user.id,
    });
    // Left out: unchanged; null: cleared.
    expect((await admin.api.put('admin/setting', base)).json().data).toMatchObject({
      ppk_user_id: direktur.user.id,
      surat_tugas_number_pattern: '{nomor}/ST/{unit}/{bulan}/{tahun}',
    });
    const cleared = await admin.api.put('admin/setting', {
      ...base,
      surat_tugas_number_pattern: before.surat_tugas_number_pattern,
      ppk_user_id: null,
      bendahara_user_id: null,
    });
    expect(cleared.json().data).toMatchObject({ ppk: null, bendahara: null });
  });

  it('uploads a logo, serves it publicly, and refuses files that are not images', async () => {
    const admin = await login(ctx.app, 'admin@sikerja.test');
    const upload = multipart('file', 'logo.png', PNG, 'image/png');
    const res = await admin.api.request(
      'POST',
      'admin/setting/image/logo_dark',
      upload.payload,
      upload.headers,
    );
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.logodarkdir;
    expect(url).toMatch(/^\/api\/v1\/setting\/image\/logo_dark\?v=[0-9a-f-]{36}$/);
    const image = await ctx.app.inject({ url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);

    const fake = multipart(
      'file',
      'logo.png',
      Buffer.from('<script>alert(1)</script>'),
      'image/png',
    );
    const refused = await admin.api.request(
      'POST',
      'admin/setting/image/logo_white',
      fake.payload,
      fake.headers,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.file[0]).toContain('PNG, JPG atau WebP');

    const big = multipart(
      'file',
      'besar.png',
      Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]),
      'image/png',
    );
    const tooBig = await admin.api.request(
      'POST',
      'admin/setting/image/background',
      big.payload,
      big.headers,
    );
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().errors.file).toEqual(['Ukuran berkas maksimal 2MB']);
  });
});
