import { and, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginOrganisation, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import {
  type BuiltOrganisation,
  buildOrganisation,
  buildSuratTugasLevels,
} from '../../../test/factories.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { upload } from '../../../test/upload.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { ranks } from '../../db/schema/masters.ts';
import { budgetAccounts, sbmDomesticAirfares } from '../../db/schema/masters-sbm.ts';
import { users } from '../../db/schema/users.ts';

/**
 * Travel administration and payment through HTTP. The letter: DKI Jakarta, Mon 7 – Wed 9
 * December 2026 (3 days), pegawai (golongan III, no echelon) and dosen travel. Pegawai's plan is
 * worked example 1 of docs/surat-tugas.md: uang harian 3 × 530,000 = 1,590,000 and a hotel of at
 * most 2 × 730,000 = 1,460,000; 3,050,000 in all.
 */
const ctx = useTestApp();
let org: BuiltOrganisation;
const s = {} as Record<'pegawai' | 'kabag' | 'direktur' | 'dosen' | 'admin', Session>;
let letterId: number;
let pegawaiTraveller: number;
let dosenTraveller: number;
let account: number;
let ticketLetter: number;
let ticketTraveller: number;
let ticketTravel: number;
const admin = 'admin/administrasi_surat_tugas';
const pay = 'admin/pembayaran_surat_tugas';
const mine = 'user/administrasi_surat_tugas';

beforeAll(async () => {
  org = await buildOrganisation(ctx.app.db);
  const db = ctx.app.db;
  await buildSuratTugasLevels(db, org);
  const [rank] = await db.select().from(ranks).where(eq(ranks.pnsGroup, 'III')).limit(1);
  if (!rank) throw new Error('no golongan III rank in the reference seed');
  await db.update(users).set({ rankId: rank.id }).where(eq(users.id, org.pegawai.id));
  const [acc] = await db
    .insert(budgetAccounts)
    .values({ code: '525115', name: 'Belanja Perjalanan BLU (uji)' })
    .onConflictDoNothing()
    .returning({ id: budgetAccounts.id });
  account =
    acc?.id ??
    (await db.select().from(budgetAccounts).where(eq(budgetAccounts.code, '525115')))[0]?.id ??
    0;
  Object.assign(s, await loginOrganisation(ctx.app, org));

  const res = await s.admin.api.post('admin/surattugas', {
    basis: 'Peraturan Direktur tentang Kalender Akademik 2026',
    purpose: 'Koordinasi perjalanan dinas uji',
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
    travellers: [{ user_id: org.pegawai.id }, { user_id: org.dosen.id }],
  });
  expect(res.statusCode, res.body).toBe(200);
  letterId = res.json().data.id;
});

async function approve(id = letterId) {
  expect((await s.admin.api.post(`admin/surattugas/${id}/submit`)).statusCode).toBe(200);
  for (const who of [s.kabag, s.direktur]) {
    const r = await who.api.post(`surattugas/approval/${id}/decide`, {
      decision: 'approve',
      note: '',
    });
    expect(r.statusCode, r.body).toBe(200);
  }
}

/** A workbook answer, read back. */
async function workbook(path: string) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await s.admin.api.get(path)).rawPayload as unknown as ArrayBuffer);
  return book;
}

/** The PPK and the bendahara of /admin/setting (left out: unchanged). */
async function setSignatories(change: {
  ppk_user_id?: number | null;
  bendahara_user_id?: number | null;
}) {
  const current = (await s.admin.api.get('admin/setting')).json().data;
  const res = await s.admin.api.put('admin/setting', {
    name: current.name,
    time_zone: current.time_zone,
    authorised_official_user_id: current.authorised_official_user_id,
    maintenance_enabled: false,
    ...change,
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function travellers() {
  const list = await s.admin.api.post(`${admin}/list`, { search: 'perjalanan dinas uji' });
  expect(list.statusCode, list.body).toBe(200);
  return list.json().data as { traveller_id: number; name: string; status: string }[];
}

describe('before approval', () => {
  it('lists nothing and answers 404 for the traveller', async () => {
    expect(await travellers()).toEqual([]);
    expect((await s.pegawai.api.get(`${mine}/${letterId}/travel`)).statusCode).toBe(404);
  });
});

describe('the cost plan from the SBM', () => {
  beforeAll(async () => {
    await approve();
    const rows = await travellers();
    pegawaiTraveller = rows.find((r) => r.name === org.pegawai.name)?.traveller_id ?? 0;
    dosenTraveller = rows.find((r) => r.name === org.dosen.name)?.traveller_id ?? 0;
  });

  it('lists both travellers without a plan yet', async () => {
    const rows = await travellers();
    expect(rows.map((r) => r.status)).toEqual(['belum_direncanakan', 'belum_direncanakan']);
  });

  it('plans worked example 1: each line shows its rule and ceiling', async () => {
    const res = await s.admin.api.put(`${admin}/${pegawaiTraveller}/plan`, {
      trip_kind: 'luar_kota',
      lodging: 'hotel',
      taxi_legs: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d.plan.total).toBe(3_050_000);
    expect(d.plan.sbm_year).toBe(2026);
    expect(d.row.spj_due_date).toBe('2026-12-16');
    expect(
      d.lines.map((l: Record<string, unknown>) => [l.key, l.method, l.ceiling, l.planned]),
    ).toEqual([
      ['uang_harian', 'lumpsum', 530_000, 1_590_000],
      ['penginapan', 'at_cost', 730_000, 1_460_000],
    ]);
    expect(d.lines[1].rule).toContain('2 malam × paling tinggi Rp730.000');
    expect(d.lines[0].source).toContain('PMK 32 Tahun 2025');
  });

  it('refuses bad input with 422 and the field', async () => {
    const bad = await s.admin.api.put(`${admin}/${pegawaiTraveller}/plan`, {
      trip_kind: 'piknik',
      lodging: 'hotel',
      taxi_legs: ['Atlantis'],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(['trip_kind', 'taxi_legs.0']),
    );
  });

  it('gives the SPD as a two-page PDF', async () => {
    const res = await s.admin.api.get(`${admin}/${pegawaiTraveller}/spd`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('SURAT PERJALANAN DINAS');
    expect(text).toContain('Lembar II');
    expect(text).toContain(org.pegawai.name);
    // No PPK set on /admin/setting: the line to sign stays blank.
    expect(text).toContain('(PPK)');
    expect(text).toContain('(.................................)');
  });

  it('prints the PPK of /admin/setting on SPD lembar I and II and the riil list', async () => {
    await setSignatories({ ppk_user_id: org.kabag.id });
    try {
      const spd = pdfText((await s.admin.api.get(`${admin}/${pegawaiTraveller}/spd`)).rawPayload);
      const nip = org.kabag.nip ?? '';
      expect(spd).toContain(`${org.kabag.name} / NIP ${nip}`);
      // Lembar I's signature and lembar II's closing statement: the name and the NIP twice more.
      expect(spd.split(`NIP ${nip}`).length - 1).toBe(3);
      expect(spd).not.toContain('(PPK)');
      const riil = pdfText((await s.admin.api.get(`${admin}/${pegawaiTraveller}/riil`)).rawPayload);
      expect(riil).toContain(org.kabag.name);
    } finally {
      await setSignatories({ ppk_user_id: null });
    }
  });
});

describe('actual costs, settlement and payment', () => {
  let travelId: number;

  it('the traveller sees only their own trip', async () => {
    const own = await s.pegawai.api.get(`${mine}/${letterId}/travel`);
    expect(own.statusCode, own.body).toBe(200);
    travelId = own.json().data.row.travel_id;
    expect(own.json().data.todo).toEqual(
      expect.arrayContaining(['Unggah laporan perjalanan.', 'Unggah boarding pass.']),
    );
    // Another person's letter, or a letter they are not on: 404; the admin screens: 403.
    expect((await s.kabag.api.get(`${mine}/${letterId}/travel`)).statusCode).toBe(404);
    expect((await s.pegawai.api.get(`${admin}/${pegawaiTraveller}`)).statusCode).toBe(403);
    expect((await s.pegawai.api.post(`${pay}/list`, {})).statusCode).toBe(403);
    expect((await s.pegawai.api.get(`${admin}/${pegawaiTraveller}/spd`)).statusCode).toBe(403);
  });

  it('409 when the plan is not made yet (dosen)', async () => {
    const res = await s.dosen.api.put(`${mine}/${letterId}/travel/actuals`, {
      lines: [{ key: 'penginapan', amount: 1 }],
    });
    expect(res.statusCode).toBe(409);
  });

  it('refuses negative, fractional and lump-sum amounts (422)', async () => {
    for (const [line, field] of [
      [{ key: 'penginapan', amount: -5 }, 'lines.0.amount'],
      [{ key: 'penginapan', amount: 10.5 }, 'lines.0.amount'],
      [{ key: 'uang_harian', amount: 100 }, 'lines.0.key'],
      [{ key: 'tiket-9', amount: 100 }, 'lines.0.key'],
    ] as const) {
      const res = await s.pegawai.api.put(`${mine}/${letterId}/travel/actuals`, { lines: [line] });
      expect(res.statusCode, JSON.stringify(line)).toBe(422);
      expect(res.json().errors[field]).toBeDefined();
    }
  });

  it('caps the hotel at its ceiling and lists a line without receipt on the daftar pengeluaran riil', async () => {
    const res = await s.pegawai.api.put(`${mine}/${letterId}/travel/actuals`, {
      lines: [{ key: 'penginapan', amount: 2_000_000 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d.lines[1]).toMatchObject({ actual: 2_000_000, paid: 1_460_000, capped: true });
    expect(d.lines[1].pengeluaran_riil).toBe(true);
    expect(d.settlement).toEqual({ planned: 3_050_000, paid: 3_050_000, riil: 1 });
    const riil = await s.pegawai.api.get(`${mine}/${letterId}/travel/riil`);
    expect(riil.statusCode).toBe(200);
    expect(pdfText(riil.rawPayload)).toContain('DAFTAR PENGELUARAN RIIL');
  });

  it('takes the receipt and the report, then pays the actual cost under the ceiling', async () => {
    const receipt = await upload(s.pegawai.api, 'hotel.pdf');
    const res = await s.pegawai.api.put(`${mine}/${letterId}/travel/actuals`, {
      lines: [{ key: 'penginapan', amount: 1_300_000, file_id: receipt }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.lines[1]).toMatchObject({
      actual: 1_300_000,
      paid: 1_300_000,
      capped: false,
      pengeluaran_riil: false,
    });
    const report = await upload(s.pegawai.api, 'laporan.pdf');
    const doc = await s.pegawai.api.post(`${mine}/${letterId}/travel/documents`, {
      kind: 'laporan',
      file_id: report,
    });
    expect(doc.statusCode, doc.body).toBe(200);
    expect(doc.json().data.documents).toHaveLength(1);
    // The admin reads the receipt; someone else's file id is 404.
    expect(
      (await s.admin.api.get(`${admin}/${pegawaiTraveller}/files/${receipt}`)).statusCode,
    ).toBe(200);
    expect((await s.admin.api.get(`${admin}/${dosenTraveller}/files/${receipt}`)).statusCode).toBe(
      404,
    );
  });

  it('records an advance, settles with the balance, refuses a second settlement (409)', async () => {
    const tooMuch = await s.admin.api.post(`${pay}/${travelId}/advance`, {
      amount: 3_050_001,
      budget_account_id: account,
      paid_at: '2026-12-04',
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.amount).toBeDefined();
    const tooEarly = await s.admin.api.post(`${pay}/${travelId}/advance`, {
      amount: 1_000,
      budget_account_id: account,
      paid_at: '2026-11-30',
    });
    expect(tooEarly.statusCode).toBe(422);
    expect(tooEarly.json().errors.paid_at).toBeDefined();
    const advance = await s.admin.api.post(`${pay}/${travelId}/advance`, {
      amount: 2_000_000,
      budget_account_id: account,
      paid_at: '2026-12-04',
    });
    expect(advance.statusCode, advance.body).toBe(200);
    expect(advance.json().data.row).toMatchObject({ status: 'uang_muka', advance: 2_000_000 });
    const twice = await s.admin.api.post(`${pay}/${travelId}/advance`, {
      amount: 1,
      budget_account_id: account,
      paid_at: '2026-12-04',
    });
    expect(twice.statusCode).toBe(409);
    // The plan cannot change once paid against.
    const replan = await s.admin.api.put(`${admin}/${pegawaiTraveller}/plan`, {
      trip_kind: 'luar_kota',
      lodging: 'tanpa_hotel',
    });
    expect(replan.statusCode).toBe(409);

    const settle = await s.admin.api.post(`${pay}/${travelId}/settle`, {
      budget_account_id: account,
      paid_at: '2026-12-14',
    });
    expect(settle.statusCode, settle.body).toBe(200);
    const d = settle.json().data;
    // 1,590,000 + 1,300,000 = 2,890,000; minus the advance 2,000,000 = 890,000 to pay.
    expect(d.row).toMatchObject({
      status: 'lunas',
      settled_total: 2_890_000,
      balance: 890_000,
      budget_account: '525115 Belanja Perjalanan BLU (uji)',
    });
    expect(d.payments.map((p: { kind: string; amount: number }) => [p.kind, p.amount])).toEqual([
      ['uang_muka', 2_000_000],
      ['pelunasan', 890_000],
    ]);
    expect(
      (
        await s.admin.api.post(`${pay}/${travelId}/settle`, {
          budget_account_id: account,
          paid_at: '2026-12-14',
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await s.pegawai.api.put(`${mine}/${letterId}/travel/actuals`, { lines: [] })).statusCode,
    ).toBe(409);

    const audit = await ctx.app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        and(eq(auditLog.tableName, 'surat_tugas_payments'), like(auditLog.action, 'surat_tugas.%')),
      );
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['surat_tugas.payment_uang_muka', 'surat_tugas.payment_pelunasan']),
    );

    // The kuitansi: a PDF with the traveller's name and the amount in words.
    const receipt = d.payments[1];
    const pdf = await s.admin.api.get(`${pay}/payments/${receipt.id}/kuitansi`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(org.pegawai.name);
    expect(text).toContain('Delapan ratus sembilan puluh ribu rupiah');
    expect(text).toContain(receipt.receipt_number);
    // No PPh on a civil servant's travel costs: gross = net.
    expect(receipt).toMatchObject({ amount: 890_000, pph: 0, net: 890_000 });
    expect(text).toContain('PPh dipotong');
    expect(text).toContain('Rp0');
    // PPK and bendahara unset: blank lines under 'Setuju dibayar' and 'Lunas dibayar'.
    expect(text).toContain('Setuju dibayar');
    expect(text).toContain('Lunas dibayar');
    expect(text.split('(.................................)').length - 1).toBe(2);
    // Set: their names and NIPs.
    await setSignatories({ ppk_user_id: org.kabag.id, bendahara_user_id: org.atasan.id });
    try {
      const signed = pdfText(
        (await s.admin.api.get(`${pay}/payments/${receipt.id}/kuitansi`)).rawPayload,
      );
      expect(signed).toContain(org.kabag.name);
      expect(signed).toContain(`NIP ${org.kabag.nip}`);
      expect(signed).toContain(`Bendahara Pengeluaran (${org.atasan.name})`);
      expect(signed).toContain(`NIP ${org.atasan.nip}`);
      expect(signed).not.toContain('(.................................)');
    } finally {
      await setSignatories({ ppk_user_id: null, bendahara_user_id: null });
    }
  });

  it('an advance above the settlement waits for the return of the excess', async () => {
    const plan = await s.admin.api.put(`${admin}/${dosenTraveller}/plan`, {
      trip_kind: 'luar_kota',
      lodging: 'hotel',
    });
    expect(plan.statusCode, plan.body).toBe(200);
    const d0 = plan.json().data;
    expect(d0.plan.total).toBe(3_050_000);
    const id = d0.row.travel_id as number;
    expect(
      (await s.admin.api.post(`${pay}/${id}/refund`, { paid_at: '2026-12-15' })).statusCode,
    ).toBe(409);
    const adv = await s.admin.api.post(`${pay}/${id}/advance`, {
      amount: 3_050_000,
      budget_account_id: account,
      paid_at: '2026-12-04',
    });
    expect(adv.statusCode, adv.body).toBe(200);
    const report = await s.dosen.api.put(`${mine}/${letterId}/travel/actuals`, {
      lines: [{ key: 'penginapan', amount: 1_000_000 }],
    });
    expect(report.statusCode, report.body).toBe(200);
    const settled = await s.admin.api.post(`${pay}/${id}/settle`, {
      budget_account_id: account,
      paid_at: '2026-12-14',
    });
    expect(settled.statusCode, settled.body).toBe(200);
    // 1,590,000 + 1,000,000 = 2,590,000 − 3,050,000 = −460,000 to return.
    expect(settled.json().data.row).toMatchObject({
      status: 'menunggu_pengembalian',
      settled_total: 2_590_000,
      balance: -460_000,
    });
    const refund = await s.admin.api.post(`${pay}/${id}/refund`, { paid_at: '2026-12-15' });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json().data.row.status).toBe('lunas');
    expect(refund.json().data.payments.at(-1)).toMatchObject({
      kind: 'pengembalian',
      amount: 460_000,
    });
  });

  it('refuses to cancel a letter with payments (409)', async () => {
    const res = await s.admin.api.post(`admin/surattugas/${letterId}/cancel`, {
      reason: 'Kegiatan ditunda',
    });
    expect(res.statusCode).toBe(409);
  });

  it('lists payments, exports the workbook, 401 anonymous', async () => {
    const list = await s.admin.api.post(`${pay}/list`, { search: 'perjalanan dinas uji' });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toHaveLength(2);
    const xlsx = await s.admin.api.get(`${pay}/export?from=2026-12-01&to=2026-12-31`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await s.admin.api.withToken(null).post(`${pay}/list`, {})).statusCode).toBe(401);
  });
});

// docs/surat-tugas.md "Tiket pesawat": the plan's ticket lines come from /admin/pesawat.
describe('flight tickets in the plan', () => {
  it('plans one return ticket per return ticket or pair of one-way tickets, none for a refund', async () => {
    await ctx.app.db.insert(sbmDomesticAirfares).values({
      year: 2026,
      origin: 'Pangkalpinang',
      destination: 'Jakarta',
      economy: 2_000_000,
      business: 5_000_000,
    });
    const res = await s.admin.api.post('admin/surattugas', {
      basis: 'Rencana kerja 2026',
      purpose: 'Rapat koordinasi tiket uji',
      letter_date: '2026-12-01',
      start_date: '2026-12-21',
      end_date: '2026-12-22',
      destination_kind: 'dalam_negeri',
      province: 'DKI Jakarta',
      city: 'Jakarta Pusat',
      transport: 'Pesawat udara',
      unit_id: org.units.bagian.id,
      signer_user_id: org.direktur.id,
      copy_to: [],
      travellers: [{ user_id: org.pegawai.id }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as number;
    ticketLetter = id;
    await approve(id);
    const [traveller] = (await s.admin.api.post(`${admin}/list`, { search: 'tiket uji' })).json()
      .data as { traveller_id: number }[];
    const ticket = (n: number, change: Record<string, unknown>) =>
      s.admin.api.post('admin/pesawat', {
        traveller_id: traveller?.traveller_id,
        airline: 'Citilink',
        flight_number: `QG ${n}`,
        origin: 'Pangkalpinang',
        destination: 'Jakarta',
        departure_date: '2026-12-21',
        ticket_number: `888-TIKETUJI${n}`,
        travel_class: 'economy',
        trip: 'sekali_jalan',
        price: 900_000,
        ...change,
      });
    for (const [n, change] of [
      [1, {}],
      [2, { origin: 'Jakarta', destination: 'Pangkalpinang', departure_date: '2026-12-22' }],
      [3, { status: 'refund', refund_amount: 900_000 }],
    ] as const) {
      expect((await ticket(n, change)).statusCode).toBe(201);
    }
    const plan = await s.admin.api.put(`${admin}/${traveller?.traveller_id}/plan`, {
      trip_kind: 'luar_kota',
      lodging: 'hotel',
      taxi_legs: [],
    });
    expect(plan.statusCode, plan.body).toBe(200);
    const tickets = plan
      .json()
      .data.lines.filter((l: { component: string }) => l.component === 'tiket')
      .map((l: Record<string, unknown>) => [l.key, l.ceiling, l.planned]);
    expect(tickets).toEqual([['tiket-1', 2_000_000, 2_000_000]]);
    ticketTraveller = traveller?.traveller_id ?? 0;
    ticketTravel = plan.json().data.row.travel_id;
  });

  it("takes the tickets' net cost as the ticket line's actual until the traveller reports one", async () => {
    const d = (await s.admin.api.get(`${admin}/${ticketTraveller}`)).json().data;
    const line = d.lines.find((l: { key: string }) => l.key === 'tiket-1');
    // Two one-way tickets of 900,000 (the refunded third counts none): 1,800,000 ≤ 2,000,000.
    expect(line).toMatchObject({
      actual: 1_800_000,
      actual_from_tickets: true,
      paid: 1_800_000,
      capped: false,
      pengeluaran_riil: false,
      unreported: false,
    });
    expect(d.todo.join(' ')).not.toContain('tiket');
    // A reschedule fee raises the net cost; the line still pays at most its ceiling.
    const flights = (await s.admin.api.post('admin/pesawat/list', { search: 'TIKETUJI1' })).json()
      .data as { id: number }[];
    const first = flights[0];
    const fee = await s.admin.api.put(`admin/pesawat/${first?.id}`, {
      traveller_id: ticketTraveller,
      airline: 'Citilink',
      flight_number: 'QG 1',
      origin: 'Pangkalpinang',
      destination: 'Jakarta',
      departure_date: '2026-12-21',
      ticket_number: '888-TIKETUJI1',
      travel_class: 'economy',
      trip: 'sekali_jalan',
      price: 900_000,
      status: 'reschedule',
      reschedule_fee: 350_000,
    });
    expect(fee.statusCode, fee.body).toBe(200);
    const capped = (await s.admin.api.get(`${admin}/${ticketTraveller}`))
      .json()
      .data.lines.find((l: { key: string }) => l.key === 'tiket-1');
    expect(capped).toMatchObject({
      key: 'tiket-1',
      actual: 2_150_000,
      paid: 2_000_000,
      capped: true,
    });
    // What the traveller reports wins.
    const own = await s.pegawai.api.put(`${mine}/${ticketLetter}/travel/actuals`, {
      lines: [{ key: 'tiket-1', amount: 1_700_000 }],
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.lines.find((l: { key: string }) => l.key === 'tiket-1')).toMatchObject({
      actual: 1_700_000,
      actual_from_tickets: false,
      paid: 1_700_000,
    });
  });
});

// docs/surat-tugas.md "Pajak": PPh withheld where due; 0 for a civil servant's travel costs.
describe('PPh on payments', () => {
  it.each([
    [{ amount: 100_000, pph: 100_001 }, 'PPh tidak boleh melebihi jumlah yang dibayar (Rp100.000)'],
    [{ amount: 100_000, pph: -1 }, 'PPh tidak boleh negatif'],
    [{ amount: 100_000, pph: 10.5 }, 'PPh harus rupiah bulat'],
    [{ amount: 100_000, pph: 'lima' }, 'PPh wajib angka'],
  ])('refuses the advance %j (422 on pph)', async (body, message) => {
    const res = await s.admin.api.post(`${pay}/${ticketTravel}/advance`, {
      ...body,
      budget_account_id: account,
      paid_at: '2026-12-04',
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.pph).toContain(message);
  });

  it('records gross, PPh and net; the kuitansi says the net in words; the workbook has the column', async () => {
    const res = await s.admin.api.post(`${pay}/${ticketTravel}/advance`, {
      amount: 1_000_000,
      pph: 50_000,
      budget_account_id: account,
      paid_at: '2026-12-04',
    });
    expect(res.statusCode, res.body).toBe(200);
    const payment = res.json().data.payments.at(-1);
    expect(payment).toMatchObject({ amount: 1_000_000, pph: 50_000, net: 950_000 });
    const text = pdfText(
      (await s.admin.api.get(`${pay}/payments/${payment.id}/kuitansi`)).rawPayload,
    );
    for (const part of [
      'Jumlah bruto',
      'Rp1.000.000',
      'PPh dipotong',
      'Rp50.000',
      'Jumlah dibayar (neto)',
      'Rp950.000',
      'Sembilan ratus lima puluh ribu rupiah',
    ]) {
      expect(text).toContain(part);
    }
    const [audit] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'surat_tugas.payment_uang_muka'), eq(auditLog.rowId, payment.id)),
      );
    expect(audit?.after).toMatchObject({ amount: 1_000_000, pph: 50_000, net: 950_000 });

    // The settlement pays uang harian 2 × 530,000 + the ticket 1,700,000 + the hotel, not
    // reported, 0 = 2,760,000; minus the advance 1,000,000 = 1,760,000: at most that is withheld.
    const tooMuch = await s.admin.api.post(`${pay}/${ticketTravel}/settle`, {
      pph: 1_760_001,
      budget_account_id: account,
      paid_at: '2026-12-23',
    });
    expect(tooMuch.statusCode, tooMuch.body).toBe(422);
    expect(tooMuch.json().errors.pph).toEqual([
      'PPh tidak boleh melebihi jumlah yang dibayar (Rp1.760.000)',
    ]);

    const book = await workbook(`${pay}/export?from=2026-12-01&to=2026-12-31`);
    const sheet = book.getWorksheet('Pembayaran');
    const header = sheet?.getRow(1).values as unknown[];
    expect(header).toEqual(expect.arrayContaining(['Jumlah Bruto', 'PPh Dipotong', 'Jumlah Neto']));
    const rows = sheet?.getSheetValues().slice(2) as unknown[][];
    const pphAt = header.indexOf('PPh Dipotong');
    const row = rows.find((r) => r[header.indexOf('Nomor Kuitansi')] === payment.receipt_number);
    expect(row?.[pphAt]).toBe(50_000);
    expect(row?.[pphAt + 1]).toBe(950_000);
  });
});

// docs/surat-tugas.md "Excel per unit": the lists and workbooks filter by the letter's unit.
describe('unit filter', () => {
  it('lists and exports only the letters of the unit; a bad unit id is 422', async () => {
    const units = await s.admin.api.get(`${pay}/units`);
    expect(units.statusCode).toBe(200);
    expect(units.json().data.map((u: { id: number }) => u.id)).toContain(org.units.bagian.id);
    const mineOnly = await s.admin.api.post(`${pay}/list`, { unit_id: org.units.bagian.id });
    expect(mineOnly.json().total).toBeGreaterThanOrEqual(3);
    const other = await s.admin.api.post(`${pay}/list`, { unit_id: org.units.prodi.id });
    expect(other.json().total).toBe(0);
    expect(
      (await s.admin.api.post(`${admin}/list`, { unit_id: org.units.prodi.id })).json().total,
    ).toBe(0);
    for (const bad of [0, 2 ** 31, 'BAG']) {
      const res = await s.admin.api.post(`${pay}/list`, { unit_id: bad });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.unit_id).toEqual(['Unit tidak valid']);
    }
    const book = await workbook(`${pay}/export?unit_id=${org.units.prodi.id}`);
    expect(book.getWorksheet('Biaya')?.rowCount).toBe(1);
    expect(book.getWorksheet('Pembayaran')?.rowCount).toBe(1);
    const all = await workbook(`${pay}/export?unit_id=${org.units.bagian.id}`);
    expect(all.getWorksheet('Pembayaran')?.rowCount).toBeGreaterThan(1);
    // The letter lists and their workbook too.
    const letters = await s.admin.api.post('admin/surattugas/list', {
      unit_id: org.units.prodi.id,
    });
    expect(letters.json().total).toBe(0);
    const sheet = await workbook(`admin/surattugas/export?unit_id=${org.units.bagian.id}`);
    const rows = sheet.getWorksheet('Surat Tugas')?.getSheetValues().slice(2) as unknown[][];
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r[3]))).toEqual(new Set([org.units.bagian.code]));
    expect((await s.pegawai.api.get(`${pay}/units`)).statusCode).toBe(403);
  });
});
