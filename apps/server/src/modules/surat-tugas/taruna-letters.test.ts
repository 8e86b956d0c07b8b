import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginOrganisation } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { type BuiltOrganisation, buildOrganisation } from '../../../test/factories.ts';
import { cadets } from '../../db/schema/masters-misc.ts';

/**
 * `/admin/taruna`: the letters with a cadet on them, read-only, with the letter's PDF and the
 * workbook; a letter of staff only is not there (404 on its PDF through this screen).
 */
const ctx = useTestApp();
let org: BuiltOrganisation;
let s: Awaited<ReturnType<typeof loginOrganisation>>;
const url = 'admin/taruna';
const letters = { escorted: 0, alone: 0, staff: 0 };

beforeAll(async () => {
  org = await buildOrganisation(ctx.app.db);
  s = await loginOrganisation(ctx.app, org);
  const [cadet] = await ctx.app.db
    .insert(cadets)
    .values({
      nit: '30126001',
      name: 'Taruna Dirgantara',
      programme: 'D4 Teknik Navigasi Udara',
      intakeYear: 2024,
    })
    .returning({ id: cadets.id });
  const draft = async (travellers: Record<string, number>[], city: string) => {
    const res = await s.admin.api.post('admin/surattugas', {
      basis: 'Kalender akademik 2026',
      purpose: `Lomba karya tulis di ${city}`,
      letter_date: '2026-12-01',
      start_date: '2026-12-07',
      end_date: '2026-12-09',
      destination_kind: 'dalam_negeri',
      province: 'Jawa Timur',
      city,
      transport: 'Kereta api',
      unit_id: org.units.bagian.id,
      signer_user_id: org.direktur.id,
      copy_to: [],
      travellers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  };
  letters.escorted = await draft(
    [{ user_id: org.dosen.id }, { cadet_id: cadet?.id ?? 0 }],
    'Surabaya',
  );
  letters.alone = await draft([{ cadet_id: cadet?.id ?? 0 }], 'Malang');
  letters.staff = await draft([{ user_id: org.pegawai.id }], 'Kediri');
});

describe('/admin/taruna', () => {
  it('lists only the letters with a cadet, the escorts with them', async () => {
    const res = await s.admin.api.post(`${url}/list`, {});
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as {
      id: number;
      travellers: { kind: string; identifier: string | null }[];
    }[];
    expect(rows.map((r) => r.id).sort()).toEqual([letters.escorted, letters.alone].sort());
    const escorted = rows.find((r) => r.id === letters.escorted);
    expect(escorted?.travellers.map((t) => t.kind)).toEqual(['pegawai', 'taruna']);
    expect(escorted?.travellers[1]?.identifier).toBe('30126001');
    const searched = await s.admin.api.post(`${url}/list`, { search: 'malang' });
    expect(searched.json().data.map((r: { id: number }) => r.id)).toEqual([letters.alone]);
  });

  it('exports the same letters as a workbook', async () => {
    const res = await s.admin.api.get(`${url}/export`);
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const text = JSON.stringify(book.worksheets[0]?.getSheetValues());
    expect(text).toContain('Surabaya');
    expect(text).toContain('Malang');
    expect(text).not.toContain('Kediri');
  });

  it('prints a cadet letter and no other', async () => {
    const pdf = await s.admin.api.get(`${url}/${letters.escorted}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect((await s.admin.api.get(`${url}/${letters.staff}/pdf`)).statusCode).toBe(404);
  });

  it('is closed to staff', async () => {
    expect((await s.pegawai.api.post(`${url}/list`, {})).statusCode).toBe(403);
    expect((await s.pegawai.api.get(`${url}/export`)).statusCode).toBe(403);
  });
});
