import { ZKontrakResponse, ZKontrakUraianResponse } from '@sikerja/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, loginOrganisation, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { type BuiltOrganisation, buildOrganisation } from '../../../test/factories.ts';
import { notifications } from '../../db/schema/approvals.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { kinerjaContracts, taskDescriptionPositions } from '../../db/schema/kinerja.ts';
import { measurementUnits } from '../../db/schema/masters.ts';
import { taskDescriptions } from '../../db/schema/masters-misc.ts';

/**
 * Kontrak kinerja through HTTP on an organisation built for the file: pegawai answers to atasan
 * (Kepala Subbagian), atasan to kabag, kabag to direktur, who has no superior (the head of the
 * institution approves their own). The pegawai's position carries three uraian: two Mandiri, one
 * Tambahan.
 */
const ctx = useTestApp();
let org: BuiltOrganisation;
const s = {} as Record<'pegawai' | 'atasan' | 'kabag' | 'direktur' | 'dosen' | 'admin', Session>;
const uraian = {} as Record<'laporan' | 'surat' | 'panitia', number>;
let unitId: number;

const url = 'user/kinerja';
const YEAR = 2027;

beforeAll(async () => {
  org = await buildOrganisation(ctx.app.db);
  Object.assign(s, await loginOrganisation(ctx.app, org));
  const [unit] = await ctx.app.db
    .insert(measurementUnits)
    .values({ name: `Dokumen ${Date.now()}` })
    .returning();
  unitId = unit?.id ?? 0;
  const add = async (description: string, dutyKind: 'mandiri' | 'tambahan', positionId: number) => {
    const [row] = await ctx.app.db
      .insert(taskDescriptions)
      .values({ description, unitId, dutyKind, creditPoints: 0.01, workHours: 2, points: 1 })
      .returning();
    if (!row) throw new Error('uraian insert failed');
    await ctx.app.db
      .insert(taskDescriptionPositions)
      .values({ taskDescriptionId: row.id, positionId });
    return row.id;
  };
  uraian.laporan = await add('Menyusun laporan bulanan', 'mandiri', org.positions.pegawai.id);
  uraian.surat = await add('Mengagendakan surat masuk', 'mandiri', org.positions.pegawai.id);
  uraian.panitia = await add('Menjadi panitia kegiatan', 'tambahan', org.positions.pegawai.id);
});

type Kontrak = {
  id: number;
  status: string;
  lines: {
    id: number;
    badge: string;
    targets: { month: number; quantity: number }[];
    name: string;
    is_proposed: boolean;
  }[];
  totals: { weight_main: number; work_hours: number; year_work_hours: number };
  can: Record<string, boolean>;
  superior: { id: number } | null;
  send_problems: string[];
  note_from_superior: string | null;
  note_to_superior: string | null;
  position_name: string;
  superior_position_name: string | null;
  history: { decision: string; note: string | null }[];
};
const data = (res: { json(): unknown }) => (res.json() as { data: Kontrak }).data;

async function create(who: Session, year = YEAR): Promise<Kontrak> {
  const res = await who.api.post(url, { year });
  expect(res.statusCode, res.body).toBe(200);
  return data(res);
}

/** A contract with two main lines (60 % + 40 %) broken down evenly: ready to send. */
async function ready(who: Session, year = YEAR): Promise<Kontrak> {
  let k = await create(who, year);
  for (const [body] of [
    [{ task_description_id: uraian.laporan, quantity: 12, weight: 60 }],
    [{ task_description_id: uraian.surat, quantity: 240, weight: 40 }],
  ] as const) {
    const res = await who.api.post(`${url}/kontrak/${k.id}/lines`, body);
    expect(res.statusCode, res.body).toBe(200);
    k = data(res);
  }
  for (const line of k.lines) {
    const res = await who.api.post(`${url}/lines/${line.id}/spread`, { mode: 'even' });
    expect(res.statusCode, res.body).toBe(200);
    k = data(res);
  }
  return k;
}

describe('access', () => {
  it('needs a login and the screen permission', async () => {
    const anonymous = new ApiClient(ctx.app);
    expect((await anonymous.get(`${url}?year=${YEAR}`)).statusCode).toBe(401);
    expect((await s.pegawai.api.post('admin/lock/kinerja', {})).statusCode).toBe(403);
    expect((await s.pegawai.api.post('admin/kontrak/list', {})).statusCode).toBe(403);
  });

  it('rejects bad input with 422 and field messages', async () => {
    const res = await s.pegawai.api.post(url, { year: 1999 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.year).toBeDefined();
    expect((await s.pegawai.api.get(`${url}?year=abc`)).statusCode).toBe(422);
  });
});

describe('the contract flow', () => {
  let k: Kontrak;

  it('makes a draft with the header snapshot and the position menu', async () => {
    k = await create(s.pegawai);
    expect(k.status).toBe('draft');
    expect(k.superior?.id).toBe(org.atasan.id);
    expect(k.position_name).toBe('Pengadministrasi Perkantoran');
    expect(k.superior_position_name).toBe('Kepala Subbagian');
    expect((await s.pegawai.api.post(url, { year: YEAR })).statusCode).toBe(422);
    const menu = await s.pegawai.api.get(`${url}/kontrak/${k.id}/uraian`);
    // The web client checks answers against the contract: so does this test.
    expect(ZKontrakUraianResponse.safeParse(menu.json()).error).toBeUndefined();
    expect(
      ZKontrakResponse.safeParse((await s.pegawai.api.get(`${url}/kontrak/${k.id}`)).json()).error,
    ).toBeUndefined();
    expect(
      menu
        .json()
        .data.map((u: { id: number }) => u.id)
        .sort(),
    ).toEqual(Object.values(uraian).sort());
  });

  it('adds lines from the catalogue and a proposed one, with badges and the weight check', async () => {
    let res = await s.pegawai.api.post(`${url}/kontrak/${k.id}/lines`, {
      task_description_id: uraian.laporan,
      quantity: 12,
      weight: 60,
    });
    expect(res.statusCode, res.body).toBe(200);
    k = data(res);
    expect(k.lines[0]?.badge).toBe('BELUM BREAKDOWN');
    // An uraian of another position is refused.
    res = await s.pegawai.api.post(`${url}/kontrak/${k.id}/lines`, {
      task_description_id: 999_999,
      quantity: 1,
    });
    expect(res.statusCode).toBe(422);
    res = await s.pegawai.api.post(`${url}/kontrak/${k.id}/lines`, {
      proposed_name: 'Menyusun SOP arsip digital',
      measurement_unit_id: unitId,
      quantity: 1,
      weight: 0,
    });
    k = data(res);
    const proposed = k.lines.find((l) => l.is_proposed);
    expect(proposed?.badge).toBe('LENGKAPI DATA');
    res = await s.pegawai.api.post(`${url}/kontrak/${k.id}/send`, {});
    expect(res.statusCode).toBe(422);
    res = await s.pegawai.api.put(`${url}/lines/${proposed?.id}`, {
      proposed_name: 'Menyusun SOP arsip digital',
      measurement_unit_id: unitId,
      quantity: 1,
      weight: 30,
    });
    k = data(res);
    for (const line of k.lines) {
      k = data(await s.pegawai.api.post(`${url}/lines/${line.id}/spread`, { mode: 'even' }));
    }
    expect(k.lines.every((l) => l.badge === 'LENGKAP')).toBe(true);
    expect(k.totals.weight_main).toBe(90);
    expect(k.send_problems.join(' ')).toContain('Total bobot tugas utama harus 100 %');
    res = await s.pegawai.api.post(`${url}/kontrak/${k.id}/send`, {});
    expect(res.statusCode).toBe(422);
    res = await s.pegawai.api.put(`${url}/lines/${proposed?.id}`, {
      proposed_name: 'Menyusun SOP arsip digital',
      measurement_unit_id: unitId,
      quantity: 1,
      weight: 40,
    });
    k = data(res);
    expect(k.totals.weight_main).toBe(100);
    expect(k.can.send).toBe(true);
    expect(k.totals.year_work_hours).toBeGreaterThan(1000);
  });

  it('hides the contract from everyone but the person, the superior and the monitor', async () => {
    for (const who of [s.kabag, s.dosen, s.direktur]) {
      expect((await who.api.get(`${url}/kontrak/${k.id}`)).statusCode).toBe(404);
    }
    expect((await s.atasan.api.get(`${url}/kontrak/${k.id}`)).statusCode).toBe(200);
    expect((await s.admin.api.get(`${url}/kontrak/${k.id}`)).statusCode).toBe(200);
    // Only the owner writes.
    const line = k.lines[0]?.id;
    expect((await s.atasan.api.delete(`${url}/lines/${line}`)).statusCode).toBe(404);
    expect((await s.atasan.api.post(`${url}/kontrak/${k.id}/send`, {})).statusCode).toBe(404);
  });

  it('sends, stops editing, and the superior returns it with a note', async () => {
    let res = await s.pegawai.api.post(`${url}/kontrak/${k.id}/send`, {});
    expect(res.statusCode, res.body).toBe(200);
    k = data(res);
    expect(k.status).toBe('sent');
    expect(k.can.edit).toBe(false);
    expect((await s.pegawai.api.delete(`${url}/lines/${k.lines[0]?.id}`)).statusCode).toBe(409);
    const inbox = await s.atasan.api.post('user/persetujuan/kontrak/list', { year: YEAR });
    expect(inbox.json().data.map((r: { id: number }) => r.id)).toContain(k.id);
    const other = await s.kabag.api.post('user/persetujuan/kontrak/list', { year: YEAR });
    expect(other.json().data.map((r: { id: number }) => r.id)).not.toContain(k.id);
    const [told] = await ctx.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, org.atasan.id));
    expect(told?.title).toContain('Kontrak kinerja');

    expect(
      (await s.kabag.api.post(`user/persetujuan/kontrak/${k.id}/decide`, { decision: 'approve' }))
        .statusCode,
    ).toBe(404);
    res = await s.atasan.api.post(`user/persetujuan/kontrak/${k.id}/decide`, {
      decision: 'reject',
    });
    expect(res.statusCode).toBe(422);
    res = await s.atasan.api.post(`user/persetujuan/kontrak/${k.id}/decide`, {
      decision: 'reject',
      note: 'Target laporan dinaikkan',
    });
    expect(res.statusCode, res.body).toBe(200);
    k = data(await s.pegawai.api.get(`${url}/kontrak/${k.id}`));
    expect(k.status).toBe('returned');
    expect(k.note_from_superior).toBe('Target laporan dinaikkan');
    expect(k.can.edit).toBe(true);
  });

  it('resends with a note; of two approvals at once one wins, the other hears 409', async () => {
    const res = await s.pegawai.api.post(`${url}/kontrak/${k.id}/send`, {
      note: 'Sudah dinaikkan',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(data(res).note_to_superior).toBe('Sudah dinaikkan');
    const decide = () =>
      s.atasan.api.post(`user/persetujuan/kontrak/${k.id}/decide`, { decision: 'approve' });
    const answers = await Promise.all([decide(), decide()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    k = data(await s.pegawai.api.get(`${url}/kontrak/${k.id}`));
    expect(k.status).toBe('approved');
    const audits = await ctx.app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.tableName, 'kinerja_contracts'), eq(auditLog.rowId, String(k.id))));
    const actions = audits.map((a) => a.action);
    expect(actions.filter((a) => a === 'kinerja_kontrak.submit')).toHaveLength(2);
    expect(actions.filter((a) => a === 'kinerja_kontrak.reject')).toHaveLength(1);
    expect(actions.filter((a) => a === 'kinerja_kontrak.approve')).toHaveLength(1);
    expect((await s.pegawai.api.post(`${url}/kontrak/${k.id}/send`, {})).statusCode).toBe(409);
    // The history keeps both rounds: the return with its note, then the approval.
    const decided = k.history.filter(
      (step) => step.decision === 'reject' || step.decision === 'approve',
    );
    expect(decided.map((step) => [step.decision, step.note])).toEqual([
      ['reject', 'Target laporan dinaikkan'],
      ['approve', null],
    ]);
  });

  it('copies an earlier year into a draft, replacing its lines, and never into a sent one', async () => {
    let next = await create(s.pegawai, YEAR + 1);
    next = data(
      await s.pegawai.api.post(`${url}/kontrak/${next.id}/lines`, {
        task_description_id: uraian.panitia,
        quantity: 2,
      }),
    );
    expect(next.lines).toHaveLength(1);
    const res = await s.pegawai.api.post(`${url}/kontrak/${next.id}/copy`, {
      from_contract_id: k.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    next = data(res);
    expect(next.lines.map((l) => l.name).sort()).toEqual(k.lines.map((l) => l.name).sort());
    expect(next.lines.every((l) => l.badge === 'LENGKAP')).toBe(true);
    // Not from a later year, not into an approved contract, not someone else's.
    expect(
      (await s.pegawai.api.post(`${url}/kontrak/${k.id}/copy`, { from_contract_id: next.id }))
        .statusCode,
    ).toBe(409);
    expect(
      (await s.atasan.api.post(`${url}/kontrak/${next.id}/copy`, { from_contract_id: k.id }))
        .statusCode,
    ).toBe(404);
  });
});

describe('the head of the institution', () => {
  it('approves their own contract when sending, and can take it back', async () => {
    await ctx.app.db
      .insert(taskDescriptionPositions)
      .values({ taskDescriptionId: uraian.laporan, positionId: org.positions.direktur.id });
    let k = await create(s.direktur);
    expect(k.superior).toBeNull();
    k = data(
      await s.direktur.api.post(`${url}/kontrak/${k.id}/lines`, {
        task_description_id: uraian.laporan,
        quantity: 12,
        weight: 100,
      }),
    );
    k = data(await s.direktur.api.post(`${url}/lines/${k.lines[0]?.id}/spread`, { mode: 'even' }));
    expect(k.can.self_approve).toBe(true);
    const res = await s.direktur.api.post(`${url}/kontrak/${k.id}/send`, {});
    expect(res.statusCode, res.body).toBe(200);
    k = data(res);
    expect(k.status).toBe('approved');
    expect(k.can.cancel).toBe(true);
    k = data(await s.direktur.api.post(`${url}/kontrak/${k.id}/cancel`, {}));
    expect(k.status).toBe('draft');
    expect((await s.pegawai.api.post(`${url}/kontrak/${k.id}/cancel`, {})).statusCode).toBe(404);
  });
});

describe('filling windows', () => {
  it('refuses writes outside the window (409 with the dates) and allows them inside', async () => {
    const year = 2031;
    let res = await s.admin.api.post('admin/lock/kinerja', {
      kind: 'kontrak',
      year,
      month: 1,
      opens_on: '2026-01-02',
      closes_on: '2026-01-31',
    });
    expect(res.statusCode, res.body).toBe(200);
    const windowId = res.json().data.id;
    res = await s.pegawai.api.post(url, { year });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Pengisian kontrak kinerja tahun ${year} dibuka 02 Januari – 31 Januari 2026.`,
    );
    const view = await s.pegawai.api.get(`${url}?year=${year}`);
    expect(view.json().data.window).toMatchObject({ open: false, closes_on: '2026-01-31' });
    expect(view.json().data.can_create).toBe(false);
    // A second window covering today opens it.
    res = await s.admin.api.post('admin/lock/kinerja', {
      kind: 'kontrak',
      year,
      month: 2,
      opens_on: '2026-01-01',
      closes_on: '2099-12-31',
    });
    expect(res.statusCode).toBe(200);
    const k = await create(s.pegawai, year);
    // Closing it again stops the draft's edits too.
    expect((await s.admin.api.delete(`admin/lock/kinerja/${res.json().data.id}`)).statusCode).toBe(
      200,
    );
    res = await s.pegawai.api.post(`${url}/kontrak/${k.id}/lines`, {
      task_description_id: uraian.laporan,
      quantity: 1,
    });
    expect(res.statusCode).toBe(409);
    expect((await s.admin.api.delete(`admin/lock/kinerja/${windowId}`)).statusCode).toBe(200);
    expect(
      (
        await s.pegawai.api.post(`${url}/kontrak/${k.id}/lines`, {
          task_description_id: uraian.laporan,
          quantity: 1,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('validates a window and refuses a second one for the same month', async () => {
    const body = {
      kind: 'realisasi',
      year: 2031,
      month: 3,
      opens_on: '2031-04-01',
      closes_on: '2031-04-10',
    };
    expect((await s.admin.api.post('admin/lock/kinerja', body)).statusCode).toBe(200);
    const again = await s.admin.api.post('admin/lock/kinerja', body);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.month).toBeDefined();
    const bad = await s.admin.api.post('admin/lock/kinerja', {
      ...body,
      month: 4,
      closes_on: '2031-03-01',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.closes_on).toBeDefined();
    const list = await s.admin.api.post('admin/lock/kinerja/list', { year: 2031 });
    expect(list.json().total).toBe(1);
  });
});

describe('monthly breakdown by hand', () => {
  it('must add up to the yearly quantity; the cumulative flag is kept', async () => {
    const k = await ready(s.dosen.user.id ? s.pegawai : s.pegawai, YEAR + 2);
    const line = k.lines[0];
    expect(line?.targets.map((t) => t.quantity)).toEqual(Array(12).fill(1));
    let res = await s.pegawai.api.put(`${url}/lines/${line?.id}/targets`, {
      targets: [
        { month: 3, quantity: 6 },
        { month: 6, quantity: 5 },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.targets[0]).toContain('harus sama dengan target tahunan (12)');
    res = await s.pegawai.api.put(`${url}/lines/${line?.id}/targets`, {
      targets: [
        { month: 3, quantity: 6 },
        { month: 6, quantity: 6 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(data(res).lines[0]?.targets).toEqual([
      { month: 3, quantity: 6 },
      { month: 6, quantity: 6 },
    ]);
    res = await s.pegawai.api.put(`${url}/lines/${line?.id}/cumulative`, { is_cumulative: true });
    expect((data(res).lines[0] as unknown as { is_cumulative: boolean }).is_cumulative).toBe(true);
    const [row] = await ctx.app.db
      .select({ status: kinerjaContracts.status })
      .from(kinerjaContracts)
      .where(eq(kinerjaContracts.id, k.id));
    expect(row?.status).toBe('draft');
  });
});
