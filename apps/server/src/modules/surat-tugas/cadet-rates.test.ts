import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginOrganisation, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import {
  type BuiltOrganisation,
  buildOrganisation,
  buildSuratTugasLevels,
} from '../../../test/factories.ts';
import { upload } from '../../../test/upload.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { cadets } from '../../db/schema/masters-misc.ts';

/**
 * Tarif Taruna (`/admin/taruna/tarif`) and the cost plan of a cadet (docs/surat-tugas.md "Surat
 * tugas taruna"). Two letters to DKI Jakarta, Mon 7 – Wed 9 December 2026 (3 days, 2 nights):
 * a competition (lomba) of a cadet with dosen as escort, and a practice (praktik, the default
 * kind) of another cadet alone. Worked examples, SBM 2026:
 * - lomba, uang saku Rp150,000 a day, lodging up to Rp350,000 a night, hotel:
 *   3 × 150,000 + 2 × 350,000 = 1,150,000;
 * - the escort (dosen, no rank, no echelon) keeps the staff rates: 3 × 530,000 + 2 × 730,000 =
 *   3,050,000;
 * - praktik, setara golongan II, hotel: the same SBM lines as a golongan II civil servant,
 *   3,050,000.
 */
const ctx = useTestApp();
let org: BuiltOrganisation;
const s = {} as Record<'pegawai' | 'kabag' | 'direktur' | 'dosen' | 'admin', Session>;
const rates = 'admin/taruna/tarif';
const travel = 'admin/administrasi_surat_tugas';
const letters = { lomba: 0, praktik: 0, staff: 0 };
const cadetIds: number[] = [];

const lombaRate = {
  year: 2026,
  purpose: 'lomba',
  mode: 'uang_saku',
  golongan: 'II',
  daily_allowance: 150_000,
  lodging_ceiling: 350_000,
  sk_number: 'KP.105/2026',
  sk_date: '2026-01-05',
  note: 'Lomba tingkat nasional',
};

const letter = (travellers: Record<string, number>[], purpose: string, extra = {}) => ({
  basis: 'Kalender akademik 2026',
  purpose,
  letter_date: '2026-12-01',
  start_date: '2026-12-07',
  end_date: '2026-12-09',
  destination_kind: 'dalam_negeri',
  province: 'DKI Jakarta',
  city: 'Jakarta Pusat',
  transport: 'Pesawat udara',
  unit_id: org.units.bagian.id,
  signer_user_id: org.direktur.id,
  copy_to: [],
  travellers,
  ...extra,
});

async function approve(id: number) {
  expect((await s.admin.api.post(`admin/surattugas/${id}/submit`)).statusCode).toBe(200);
  for (const who of [s.kabag, s.direktur]) {
    const r = await who.api.post(`surattugas/approval/${id}/decide`, { decision: 'approve' });
    expect(r.statusCode, r.body).toBe(200);
  }
}

type Row = { traveller_id: number; name: string; nip: string | null; number: string };
async function travellerRows(search: string) {
  const res = await s.admin.api.post(`${travel}/list`, { search });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Row[];
}

beforeAll(async () => {
  org = await buildOrganisation(ctx.app.db);
  const db = ctx.app.db;
  await buildSuratTugasLevels(db, org);
  const inserted = await db
    .insert(cadets)
    .values([
      { nit: '30126101', name: 'Taruna Lomba', programme: 'D4 TNU', intakeYear: 2024 },
      { nit: '30126102', name: 'Taruna Praktik', programme: 'D4 TNU', intakeYear: 2024 },
    ])
    .returning({ id: cadets.id });
  cadetIds.push(...inserted.map((c) => c.id));
  Object.assign(s, await loginOrganisation(ctx.app, org));
});

describe('the rates screen (resource)', () => {
  it('is closed to staff', async () => {
    expect((await s.pegawai.api.post(`${rates}/list`, {})).statusCode).toBe(403);
    expect((await s.pegawai.api.post(rates, lombaRate)).statusCode).toBe(403);
    expect((await s.pegawai.api.get(`${rates}/export`)).statusCode).toBe(403);
  });

  it.each([
    [
      'uang saku without its amounts',
      { ...lombaRate, daily_allowance: null, lodging_ceiling: undefined },
      ['daily_allowance', 'lodging_ceiling'],
    ],
    ['a negative uang saku', { ...lombaRate, daily_allowance: -1 }, ['daily_allowance']],
    ['a fraction of a rupiah', { ...lombaRate, lodging_ceiling: 350_000.5 }, ['lodging_ceiling']],
    ['an amount far too large', { ...lombaRate, daily_allowance: 50_000_000 }, ['daily_allowance']],
    [
      'an unknown kind and mode',
      { ...lombaRate, purpose: 'wisata', mode: 'x' },
      ['purpose', 'mode'],
    ],
    ['no SK number', { ...lombaRate, sk_number: '  ' }, ['sk_number']],
    ['an SK number too long', { ...lombaRate, sk_number: 'x'.repeat(101) }, ['sk_number']],
    ['an SK dated after its year', { ...lombaRate, sk_date: '2027-01-02' }, ['sk_date']],
    ['a year out of range', { ...lombaRate, year: 1999 }, ['year']],
    ['an unknown golongan', { ...lombaRate, golongan: 'V' }, ['golongan']],
  ])('refuses %s with 422 on the field', async (_name, body, fields) => {
    const res = await s.admin.api.post(rates, body);
    expect(res.statusCode, res.body).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    for (const field of fields) expect(errors[field], res.body).toBeDefined();
  });

  it('keeps a rate with an audit row, refuses a second for the year and kind, exports', async () => {
    const res = await s.admin.api.post(rates, lombaRate);
    expect(res.statusCode, res.body).toBe(201);
    const row = res.json().data;
    expect(row).toMatchObject({ ...lombaRate, scope: 'dalam_negeri', is_active: true });
    const [audit] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.tableName, 'surat_tugas_cadet_rates'), eq(auditLog.rowId, String(row.id))),
      );
    expect(audit?.action).toBe('surat_tugas_cadet_rates.create');

    const twice = await s.admin.api.post(rates, { ...lombaRate, mode: 'setara_golongan' });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.purpose[0]).toBe(
      'Tarif untuk kegiatan dan wilayah ini sudah terdaftar untuk tahun 2026',
    );
    // Abroad is another rate.
    const abroad = await s.admin.api.post(rates, { ...lombaRate, scope: 'luar_negeri' });
    expect(abroad.statusCode, abroad.body).toBe(201);
    expect((await s.admin.api.delete(`${rates}/${abroad.json().data.id}`)).statusCode).toBe(200);

    const book = new ExcelJS.Workbook();
    const file = await s.admin.api.get(`${rates}/export`);
    expect(file.statusCode).toBe(200);
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const text = JSON.stringify(book.worksheets[0]?.getSheetValues());
    expect(text).toContain('KP.105/2026');
    expect(text).toContain('Nomor SK Direktur');
  });

  it('drops the uang saku amounts of a rate costed as a golongan', async () => {
    const res = await s.admin.api.post(rates, {
      ...lombaRate,
      year: 2025,
      sk_date: '2025-01-06',
      mode: 'setara_golongan',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ daily_allowance: null, lodging_ceiling: null });
  });
});

describe("the letter carries the cadets' kind of trip", () => {
  beforeAll(async () => {
    const make = async (body: object) => {
      const res = await s.admin.api.post('admin/surattugas', body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { id: number; cadet_purpose: string | null };
    };
    const lomba = await make(
      letter(
        [{ user_id: org.dosen.id }, { cadet_id: cadetIds[0] ?? 0 }],
        'Lomba karya tulis taruna',
        { cadet_purpose: 'lomba' },
      ),
    );
    const praktik = await make(letter([{ cadet_id: cadetIds[1] ?? 0 }], 'Praktik kerja taruna'));
    const staff = await make(
      letter([{ user_id: org.pegawai.id }], 'Rapat pegawai saja', { cadet_purpose: 'lomba' }),
    );
    expect([lomba.cadet_purpose, praktik.cadet_purpose, staff.cadet_purpose]).toEqual([
      'lomba',
      'praktik',
      null,
    ]);
    Object.assign(letters, { lomba: lomba.id, praktik: praktik.id, staff: staff.id });
  });

  it('refuses an unknown kind with 422', async () => {
    const res = await s.admin.api.post(
      'admin/surattugas',
      letter([{ cadet_id: cadetIds[0] ?? 0 }], 'Lain', { cadet_purpose: 'wisata' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.cadet_purpose[0]).toBe('Jenis kegiatan taruna tidak valid');
  });

  it('shows it in the /admin/taruna workbook', async () => {
    const res = await s.admin.api.get('admin/taruna/export');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).values).toContain('Jenis Kegiatan Taruna');
    const text = JSON.stringify(sheet?.getSheetValues());
    expect(text).toContain('Lomba/kompetisi');
    expect(text).toContain('Praktik (PKL/prala/OJT)');
  });
});

describe('the cost plan of a cadet', () => {
  let lombaCadet: Row;
  let escort: Row;
  let praktikCadet: Row;
  beforeAll(async () => {
    await approve(letters.lomba);
    await approve(letters.praktik);
    const lomba = await travellerRows('Lomba karya tulis taruna');
    lombaCadet = lomba.find((r) => r.name === 'Taruna Lomba') as Row;
    escort = lomba.find((r) => r.name === org.dosen.name) as Row;
    praktikCadet = (await travellerRows('Praktik kerja taruna'))[0] as Row;
  });

  it('lists cadets beside staff, with their NIT', () => {
    expect(lombaCadet).toMatchObject({ nip: '30126101' });
    expect(escort).toBeDefined();
    expect(praktikCadet).toMatchObject({ name: 'Taruna Praktik', nip: '30126102' });
  });

  const plan = (id: number) =>
    s.admin.api.put(`${travel}/${id}/plan`, { trip_kind: 'luar_kota', lodging: 'hotel' });

  it('refuses the plan while the year has no rate for the kind, naming what to fill', async () => {
    const res = await plan(praktikCadet.traveller_id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Tarif taruna tahun 2026 untuk Praktik belum diisi di /admin/taruna (tab Tarif Taruna).',
    );
    const detail = await s.admin.api.get(`${travel}/${praktikCadet.traveller_id}`);
    expect(detail.json().data.traveller).toMatchObject({
      kind: 'taruna',
      user_id: null,
      position: 'Taruna',
      cadet_purpose: 'Praktik (PKL/prala/OJT)',
      cadet_rate: res.json().message,
    });
  });

  it('costs a cadet by the uang saku of the SK, the escort by their grade', async () => {
    const res = await plan(lombaCadet.traveller_id);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json().data;
    expect(detail.traveller.cadet_rate).toBe(
      'Tarif taruna Lomba 2026: uang saku Rp150.000 per hari, penginapan paling tinggi Rp350.000 per malam, tiket setara golongan II (SK Direktur No KP.105/2026 tanggal 5 Januari 2026)',
    );
    const lines = detail.lines as { key: string; planned: number; ceiling: number; rule: string }[];
    expect(lines.map((l) => [l.key, l.ceiling, l.planned])).toEqual([
      ['uang_saku', 150_000, 450_000],
      ['penginapan', 350_000, 700_000],
    ]);
    expect(lines[0]?.rule).toBe(
      'Uang saku taruna Lomba: 3 hari × Rp150.000 (SK Direktur No KP.105/2026 tanggal 5 Januari 2026)',
    );
    expect(detail.plan.total).toBe(1_150_000);

    const staff = await plan(escort.traveller_id);
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json().data.plan.total).toBe(3_050_000);
    expect(staff.json().data.traveller.kind).toBe('pegawai');

    const [audit] = await ctx.app.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'surat_tugas.travel_plan'),
          eq(auditLog.rowId, String(detail.row.travel_id)),
        ),
      );
    expect(audit?.after).toMatchObject({ total: 1_150_000, cadet_rate_id: expect.any(Number) });
  });

  it('costs a cadet as the golongan the SK names, once the rate is filled', async () => {
    const created = await s.admin.api.post(rates, {
      year: 2026,
      purpose: 'praktik',
      mode: 'setara_golongan',
      golongan: 'II',
      sk_number: 'KP.106/2026',
      sk_date: '2026-01-05',
    });
    expect(created.statusCode, created.body).toBe(201);
    const res = await plan(praktikCadet.traveller_id);
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.json().data.lines as { key: string; planned: number; rule: string }[];
    expect(lines.map((l) => [l.key, l.planned])).toEqual([
      ['uang_harian', 1_590_000],
      ['penginapan', 1_460_000],
    ]);
    expect(lines[0]?.rule).toBe(
      'Uang harian luar kota DKI Jakarta: 3 hari × Rp530.000 — taruna setara golongan II (SK Direktur No KP.106/2026 tanggal 5 Januari 2026)',
    );

    // Switched off, the rate is no longer there for a recomputation.
    const off = await s.admin.api.put(`${rates}/${created.json().data.id}`, {
      ...created.json().data,
      is_active: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await plan(praktikCadet.traveller_id)).statusCode).toBe(409);
  });
});

describe("the admin reports a cadet's actual costs", () => {
  let cadet: Row;
  const actuals = (id: number) => `${travel}/${id}/actuals`;
  beforeAll(async () => {
    const rows = await travellerRows('Lomba karya tulis taruna');
    cadet = rows.find((r) => r.name === 'Taruna Lomba') as Row;
  });

  it('is closed to staff (403) and refuses a lump-sum line (422)', async () => {
    const body = { lines: [{ key: 'penginapan', amount: 600_000 }] };
    expect((await s.pegawai.api.put(actuals(cadet.traveller_id), body)).statusCode).toBe(403);
    const lumpsum = await s.admin.api.put(actuals(cadet.traveller_id), {
      lines: [{ key: 'uang_saku', amount: 100_000 }],
    });
    expect(lumpsum.statusCode).toBe(422);
    expect(lumpsum.json().errors['lines.0.key']).toEqual([
      'Baris ini dibayar lumpsum, tanpa biaya riil.',
    ]);
  });

  it('keeps the lodging actual with the receipt; the settlement pays it up to the ceiling', async () => {
    const over = await s.admin.api.put(actuals(cadet.traveller_id), {
      lines: [{ key: 'penginapan', amount: 900_000 }],
    });
    expect(over.statusCode, over.body).toBe(200);
    expect(over.json().data.lines[1]).toMatchObject({ actual: 900_000, paid: 700_000 });
    expect(over.json().data.settlement).toMatchObject({ planned: 1_150_000, paid: 1_150_000 });

    const receipt = await upload(s.admin.api, 'hotel-taruna.pdf');
    const res = await s.admin.api.put(actuals(cadet.traveller_id), {
      lines: [{ key: 'penginapan', amount: 600_000, file_id: receipt }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d.traveller).toMatchObject({ kind: 'taruna', user_id: null });
    expect(d.lines[1]).toMatchObject({
      key: 'penginapan',
      actual: 600_000,
      paid: 600_000,
      capped: false,
      receipt_file_id: receipt,
    });
    // 450,000 uang saku + 600,000 lodging.
    expect(d.settlement).toMatchObject({ planned: 1_150_000, paid: 1_050_000 });
    expect(
      (await s.admin.api.get(`${travel}/${cadet.traveller_id}/files/${receipt}`)).statusCode,
    ).toBe(200);

    const audits = await ctx.app.db
      .select({ actor: auditLog.actorUserId, after: auditLog.after })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'surat_tugas.travel_actuals'),
          eq(auditLog.rowId, String(d.row.travel_id)),
        ),
      );
    expect(audits).toHaveLength(2);
    for (const a of audits) expect(a.actor).toBe(org.admin.id);
    expect(audits.map((a) => a.after)).toContainEqual([
      { key: 'penginapan', amount: 600_000, receipt: true },
    ]);
  });
});
