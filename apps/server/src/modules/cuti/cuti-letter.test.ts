/**
 * The leave letter's layout (docs/cuti.md, "The letter"): one A4 page for a request with short
 * texts and with the longest realistic ones, and never a signature torn from its heading, its
 * name and its NIP, even when texts at the contract's limits push the letter onto a second page.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { loginOrganisation, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { type BuiltOrganisation, buildOrganisation } from '../../../test/factories.ts';
import { pdfPages } from '../../../test/pdf-text.ts';
import { leaveTypes } from '../../db/schema/masters-attendance.ts';
import { positions, workUnits } from '../../db/schema/org.ts';
import { users } from '../../db/schema/users.ts';

const ctx = useTestApp();
let org: BuiltOrganisation;
const S = {} as Record<'pegawai' | 'atasan' | 'kabag' | 'kepegawaian' | 'direktur', Session>;
let annual = 0;

const LONG_NAME = 'Dr. Raden Ajeng Kusumawardhani Setyaningrum Puspitasari, S.Kom., M.T.';
const LONG_ATASAN = 'Prof. Dr. Ir. Bambang Hadi Prasetyo Wicaksono Adinegoro, M.Sc., Ph.D.';
const LONG_DIREKTUR = 'Capt. Dr. Muhammad Syaifuddin Abdurrahman Kartanegara, M.M., M.Mar.';
const LONG_UNIT =
  'Subbagian Administrasi Akademik, Kemahasiswaan dan Kerja Sama pada Bagian Umum dan Akademik Politeknik Pelayaran';
const LONG_POSITION = 'Penata Layanan Operasional Akademik dan Kemahasiswaan Ahli Muda';
const SENTENCE =
  'Menghadiri pernikahan adik kandung di kampung halaman dan mengurus keperluan keluarga. ';
const fill = (text: string, n: number) =>
  text
    .repeat(Math.ceil(n / text.length))
    .slice(0, n)
    .trim();

async function approvedRequest(start: string, end: string, texts: Record<string, string>) {
  const res = await S.pegawai.api.post('user/cuti', {
    jenis_cuti_id: annual,
    start_date: start,
    end_date: end,
    reason: texts.reason,
    address: texts.address,
    phone: '0812345678901234',
  });
  expect(res.statusCode, res.body).toBe(201);
  const id: number = res.json().data.id;
  for (const [who, level] of [
    [S.kepegawaian, 'kepegawaian'],
    [S.atasan, 'atasan'],
    [S.kabag, 'kabag'],
    [S.direktur, 'penjabat'],
  ] as const) {
    const decided = await who.api.post(`user/cuti/konfirm_${level}/${id}`, {
      decision: 'approve',
      note: texts.note,
    });
    expect(decided.statusCode, decided.body).toBe(200);
  }
  return id;
}

async function letterPages(id: number): Promise<string[]> {
  const res = await S.pegawai.api.get(`user/cuti/${id}/surat`);
  expect(res.statusCode).toBe(200);
  // A name wrapped over two lines reads as one.
  return pdfPages(res.rawPayload).map((page) => page.replace(/\s*\n\s*/g, ' '));
}

/** The page holding each signature's heading also holds the name and the NIP under it. */
function expectWholeSignatures(pages: string[], signatures: string[][]) {
  for (const [heading = '', label = '', name = '', nip = ''] of signatures) {
    const page = pages.find((text) => text.includes(heading));
    expect(page, `'${heading}' is on a page`).toBeDefined();
    expect(page).toContain(label);
    expect(page).toContain(name);
    expect(page).toContain(`NIP. ${nip}`);
  }
}

const nipOf = (role: 'pegawai' | 'atasan' | 'direktur') => org[role].nip ?? '-';

describe('the leave letter on paper', () => {
  let short = 0;
  let long = 0;
  let extreme = 0;

  beforeAll(async () => {
    // People of its own (they are renamed below), none of the demo accounts.
    org = await buildOrganisation(ctx.database.db);
    Object.assign(S, await loginOrganisation(ctx.app, org));
    const [ct] = await ctx.database.db.select().from(leaveTypes).where(eq(leaveTypes.code, 'CT'));
    annual = ct?.id ?? 0;
    short = await approvedRequest('2026-12-01', '2026-12-01', {
      reason: 'Keperluan keluarga',
      address: 'Jl. Merdeka 1, Bandung',
      note: '',
    });
    long = await approvedRequest('2026-12-08', '2026-12-09', {
      reason: fill(SENTENCE, 300),
      address:
        'Perumahan Griya Permata Hijau Blok C-12 No. 7, Jl. Raya Kaliurang Km 14,5, RT 005/RW 012, Kelurahan Sardonoharjo, Kecamatan Ngaglik, Kabupaten Sleman, Daerah Istimewa Yogyakarta 55581',
      note: 'Disetujui; pekerjaan diserahkan kepada rekan satu subbagian selama cuti berlangsung.',
    });
    // Every text at the contract's limit: more than one page may be needed, whole blocks only.
    extreme = await approvedRequest('2026-12-15', '2026-12-15', {
      reason: fill(SENTENCE, 500),
      address: fill('Jl. Panjang Sekali No. 123, RT 001/RW 002, Kelurahan Contoh. ', 500),
      note: fill('Catatan panjang dari pejabat yang memutuskan permintaan cuti ini. ', 1000),
    });
  });

  it('fits one page with short texts, every signature whole', async () => {
    const pages = await letterPages(short);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Hormat saya,');
    expect(pages[0]).toContain(org.pegawai.name);
    expect(pages[0]).toContain('Pejabat yang Berwenang Memberikan Cuti');
  });

  it('fits one page with long names, unit, reason, address and notes', async () => {
    const db = ctx.database.db;
    await db.update(users).set({ name: LONG_NAME }).where(eq(users.id, org.pegawai.id));
    await db.update(users).set({ name: LONG_ATASAN }).where(eq(users.id, org.atasan.id));
    await db.update(users).set({ name: LONG_DIREKTUR }).where(eq(users.id, org.direktur.id));
    await db.update(workUnits).set({ name: LONG_UNIT }).where(eq(workUnits.id, org.units.unit.id));
    await db
      .update(positions)
      .set({ name: LONG_POSITION })
      .where(eq(positions.id, org.positions.pegawai.id));

    const pages = await letterPages(long);
    expect(pages).toHaveLength(1);
    expectWholeSignatures(pages, [
      ['VI. ALAMAT', 'Hormat saya,', LONG_NAME, nipOf('pegawai')],
      ['VII. PERTIMBANGAN', 'Atasan Langsung', LONG_ATASAN, nipOf('atasan')],
      [
        'VIII. KEPUTUSAN',
        'Pejabat yang Berwenang Memberikan Cuti',
        LONG_DIREKTUR,
        nipOf('direktur'),
      ],
    ]);
  });

  it('breaks only between whole blocks when every text is at its limit', async () => {
    const pages = await letterPages(extreme);
    expect(pages.length).toBeGreaterThanOrEqual(1);
    expect(pages.length).toBeLessThanOrEqual(2);
    expectWholeSignatures(pages, [
      ['VI. ALAMAT', 'Hormat saya,', LONG_NAME, nipOf('pegawai')],
      ['VII. PERTIMBANGAN', 'Atasan Langsung', LONG_ATASAN, nipOf('atasan')],
      [
        'VIII. KEPUTUSAN',
        'Pejabat yang Berwenang Memberikan Cuti',
        LONG_DIREKTUR,
        nipOf('direktur'),
      ],
    ]);
    // A section heading never ends a page: its rows follow it.
    for (const page of pages) expect(page.trim()).not.toMatch(/ [IVX]+\. [A-Z ]+$/);
  });
});
