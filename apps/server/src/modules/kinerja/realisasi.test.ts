import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, loginOrganisation, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { type BuiltOrganisation, buildOrganisation } from '../../../test/factories.ts';
import { upload } from '../../../test/upload.ts';
import { notifications } from '../../db/schema/approvals.ts';
import { auditLog } from '../../db/schema/audit.ts';
import {
  kinerjaRealisations,
  kinerjaWindows,
  taskDescriptionPositions,
} from '../../db/schema/kinerja.ts';
import { measurementUnits } from '../../db/schema/masters.ts';
import { taskDescriptions } from '../../db/schema/masters-misc.ts';

/**
 * Realisasi kinerja bulanan through HTTP (docs/kinerja.md "Realisasi bulanan"), on the
 * organisation of the test factories: pegawai answers to atasan, atasan to kabag, kabag to
 * direktur. pegawai has an approved contract of 2027 with two main lines (12 and 240 a year,
 * spread evenly: 1 and 20 a month) and the catalogue has one Tambahan uraian of 2 points.
 */
const ctx = useTestApp();
let org: BuiltOrganisation;
const s = {} as Record<'pegawai' | 'atasan' | 'kabag' | 'direktur' | 'dosen' | 'admin', Session>;
const uraian = {} as Record<'laporan' | 'surat' | 'panitia', number>;
const YEAR = 2027;
const url = 'user/kinerja/realisasi';
const inbox = 'user/persetujuan/realisasi';

type Line = {
  line_id: number;
  name: string;
  target_quantity: number;
  proposed_quantity: number | null;
  proposed_quality: number | null;
  approved_quantity: number | null;
  approved_quality: number | null;
  recorded_by_admin: boolean;
  evidence: { file_id: string }[];
};
type Month = {
  id: number | null;
  status: string;
  month: number;
  superior: { id: number } | null;
  is_acting_superior: boolean;
  note_from_superior: string | null;
  lines: Line[];
  tambahan: (Line & { ordered_by: { id: number } | null; points: number })[];
  can: Record<string, boolean>;
  history: { decision: string; note: string | null }[];
};
const data = (res: { json(): unknown }) => (res.json() as { data: Month }).data;

async function ok(res: { statusCode: number; body: string; json(): unknown }) {
  expect(res.statusCode, res.body).toBe(200);
  return data(res);
}

/** An approved contract of YEAR for `who`, decided by `decider`. */
async function approvedContract(who: Session, decider: Session) {
  const k = (await who.api.post('user/kinerja', { year: YEAR })).json().data;
  let last = k;
  for (const body of [
    { task_description_id: uraian.laporan, quantity: 12, weight: 60 },
    { task_description_id: uraian.surat, quantity: 240, weight: 40 },
  ]) {
    const res = await who.api.post(`user/kinerja/kontrak/${k.id}/lines`, body);
    expect(res.statusCode, res.body).toBe(200);
    last = res.json().data;
  }
  for (const line of last.lines) {
    await who.api.post(`user/kinerja/lines/${line.id}/spread`, { mode: 'even' });
  }
  const sent = await who.api.post(`user/kinerja/kontrak/${k.id}/send`, {});
  expect(sent.statusCode, sent.body).toBe(200);
  if (sent.json().data.status !== 'approved') {
    const res = await decider.api.post(`user/persetujuan/kontrak/${k.id}/decide`, {
      decision: 'approve',
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return k.id as number;
}

async function fill(
  who: Session,
  month: number,
  values: [number, number][] = [
    [1, 100],
    [18, 90],
  ],
) {
  const m = await ok(await who.api.get(`${url}?year=${YEAR}&month=${month}`));
  return ok(
    await who.api.put(`${url}/values`, {
      year: YEAR,
      month,
      lines: m.lines.map((l, i) => ({
        line_id: l.line_id,
        quantity: values[i]?.[0] ?? 0,
        quality: values[i]?.[1] ?? 100,
      })),
    }),
  );
}

async function audits(monthId: number) {
  const rows = await ctx.app.db
    .select({ action: auditLog.action, actor: auditLog.actorUserId })
    .from(auditLog)
    .where(and(eq(auditLog.tableName, 'kinerja_months'), eq(auditLog.rowId, String(monthId))));
  return rows;
}

beforeAll(async () => {
  org = await buildOrganisation(ctx.app.db);
  Object.assign(s, await loginOrganisation(ctx.app, org));
  const [unit] = await ctx.app.db
    .insert(measurementUnits)
    .values({ name: `Laporan ${Date.now()}` })
    .returning();
  const unitId = unit?.id ?? 0;
  const add = async (
    description: string,
    dutyKind: 'mandiri' | 'tambahan',
    positionIds: number[],
  ) => {
    const [row] = await ctx.app.db
      .insert(taskDescriptions)
      .values({ description, unitId, dutyKind, creditPoints: 0.01, workHours: 2, points: 2 })
      .returning();
    if (!row) throw new Error('uraian insert failed');
    for (const positionId of positionIds) {
      await ctx.app.db
        .insert(taskDescriptionPositions)
        .values({ taskDescriptionId: row.id, positionId });
    }
    return row.id;
  };
  const both = [org.positions.pegawai.id, org.positions.atasan.id];
  uraian.laporan = await add('Menyusun laporan bulanan', 'mandiri', both);
  uraian.surat = await add('Mengagendakan surat masuk', 'mandiri', both);
  uraian.panitia = await add('Menjadi panitia kegiatan', 'tambahan', both);
  await approvedContract(s.pegawai, s.atasan);
  await approvedContract(s.atasan, s.kabag);
});

describe('access and input', () => {
  it('needs a login, the permission, and an approved contract', async () => {
    expect((await new ApiClient(ctx.app).get(`${url}?year=${YEAR}&month=3`)).statusCode).toBe(401);
    expect((await s.pegawai.api.post('admin/tanggung_renteng/list', {})).statusCode).toBe(403);
    const none = await s.pegawai.api.get(`${url}?year=2026&month=3`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toContain('Belum ada kontrak kinerja yang disetujui');
  });

  it('answers 422 with the field on bad input', async () => {
    const bad = await s.pegawai.api.get(`${url}?year=${YEAR}&month=13`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.month).toBeDefined();
    const m = await ok(await s.pegawai.api.get(`${url}?year=${YEAR}&month=2`));
    const neg = await s.pegawai.api.put(`${url}/values`, {
      year: YEAR,
      month: 2,
      lines: [{ line_id: m.lines[0]?.line_id, quantity: -1, quality: 101 }],
    });
    expect(neg.statusCode).toBe(422);
    expect(Object.keys(neg.json().errors)).toEqual(
      expect.arrayContaining(['lines.0.quantity', 'lines.0.quality']),
    );
    const foreign = await s.pegawai.api.put(`${url}/values`, {
      year: YEAR,
      month: 2,
      lines: [{ line_id: 2_000_000_000, quantity: 1, quality: 100 }],
    });
    expect(foreign.statusCode).toBe(422);
    const big = await s.pegawai.api.put(`${url}/values`, {
      year: YEAR,
      month: 2,
      lines: [{ line_id: 99_999_999_999, quantity: 1, quality: 100 }],
    });
    expect(big.statusCode).toBe(422);
    const reject = await s.atasan.api.post(`${inbox}/1/decide`, { decision: 'reject' });
    expect(reject.statusCode).toBe(422);
    expect(reject.json().errors.note).toBeDefined();
    const tr = await s.admin.api.put('admin/tanggung_renteng', {
      user_id: 1,
      year: YEAR,
      month: 1,
    });
    expect(tr.statusCode).toBe(422);
  });
});

describe('the month flow', () => {
  let m: Month;
  let fileId: string;

  it('shows the month with its targets and refuses to send an empty month', async () => {
    m = await ok(await s.pegawai.api.get(`${url}?year=${YEAR}&month=3`));
    expect(m.status).toBe('draft');
    expect(m.lines.map((l) => l.target_quantity)).toEqual([1, 20]);
    expect(m.superior?.id).toBe(org.atasan.id);
    expect(m.can.edit).toBe(true);
    const send = await s.pegawai.api.post(`${url}/send`, { year: YEAR, month: 3 });
    expect(send.statusCode).toBe(422);
    expect(send.json().message).toContain('belum diisi');
  });

  it('saves values, evidence and a tugas tambahan', async () => {
    m = await fill(s.pegawai, 3);
    expect(m.lines.map((l) => l.proposed_quantity)).toEqual([1, 18]);
    fileId = await upload(s.pegawai.api, 'bukti-maret.pdf');
    const line = m.lines[0]?.line_id;
    m = await ok(
      await s.pegawai.api.post(`${url}/evidence`, {
        year: YEAR,
        month: 3,
        line_id: line,
        file_id: fileId,
      }),
    );
    expect(m.lines[0]?.evidence.map((e) => e.file_id)).toEqual([fileId]);
    const other = await upload(s.atasan.api);
    const stolen = await s.pegawai.api.post(`${url}/evidence`, {
      year: YEAR,
      month: 3,
      line_id: line,
      file_id: other,
    });
    expect(stolen.statusCode).toBe(422);
    m = await ok(
      await s.pegawai.api.post(`${url}/tambahan`, {
        year: YEAR,
        month: 3,
        task_description_id: uraian.panitia,
        ordered_by_user_id: org.kabag.id,
        quantity: 2,
      }),
    );
    expect(m.tambahan).toHaveLength(1);
    expect(m.tambahan[0]?.ordered_by?.id).toBe(org.kabag.id);
    expect(m.tambahan[0]?.points).toBe(2);
    const noOrderer = await s.pegawai.api.post(`${url}/tambahan`, {
      year: YEAR,
      month: 3,
      proposed_name: 'Tugas lain',
      ordered_by_user_id: 2_000_000_000,
      quantity: 1,
    });
    expect(noOrderer.statusCode).toBe(422);
    expect(noOrderer.json().errors.ordered_by_user_id).toBeDefined();
  });

  it('lets the person read their evidence, the superior too, and nobody else', async () => {
    expect((await s.pegawai.api.get(`${url}/evidence/${fileId}`)).statusCode).toBe(200);
    expect((await s.dosen.api.get(`${url}/evidence/${fileId}`)).statusCode).toBe(404);
  });

  it('sends; the superior sees it waiting, others get 404', async () => {
    m = await ok(
      await s.pegawai.api.post(`${url}/send`, { year: YEAR, month: 3, note: 'Mohon dicek' }),
    );
    expect(m.status).toBe('sent');
    expect(m.can.edit).toBe(false);
    const edit = await s.pegawai.api.put(`${url}/values`, { year: YEAR, month: 3, lines: [] });
    expect(edit.statusCode).toBe(409);
    const list = await s.atasan.api.post(`${inbox}/list`, { status: 'waiting' });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((r: { id: number }) => r.id)).toContain(m.id);
    const [note] = await ctx.app.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, org.atasan.id),
          eq(notifications.link, '/user/persetujuan/realisasi'),
        ),
      );
    expect(note?.title).toBeDefined();
    expect((await s.atasan.api.get(`${url}/evidence/${fileId}`)).statusCode).toBe(200);
    for (const stranger of [s.dosen, s.kabag]) {
      expect((await stranger.api.get(`${inbox}/${m.id}`)).statusCode).toBe(404);
      const listed = await stranger.api.post(`${inbox}/list`, { status: 'all' });
      expect(listed.json().data.map((r: { id: number }) => r.id)).not.toContain(m.id);
      expect(
        (await stranger.api.post(`${inbox}/${m.id}/decide`, { decision: 'approve' })).statusCode,
      ).toBe(404);
    }
  });

  it('withdraws to a draft and sends again', async () => {
    m = await ok(await s.pegawai.api.post(`${url}/withdraw`, { year: YEAR, month: 3 }));
    expect(m.status).toBe('draft');
    m = await ok(await s.pegawai.api.post(`${url}/send`, { year: YEAR, month: 3 }));
    expect(m.status).toBe('sent');
  });

  it('the superior returns with a note; the person resends', async () => {
    let v = await ok(await s.atasan.api.get(`${inbox}/${m.id}`));
    expect(v.can.decide).toBe(true);
    v = await ok(
      await s.atasan.api.post(`${inbox}/${m.id}/decide`, {
        decision: 'reject',
        note: 'Lampirkan bukti surat',
      }),
    );
    expect(v.status).toBe('returned');
    m = await ok(await s.pegawai.api.get(`${url}?year=${YEAR}&month=3`));
    expect(m.note_from_superior).toBe('Lampirkan bukti surat');
    m = await ok(await s.pegawai.api.post(`${url}/send`, { year: YEAR, month: 3, note: 'Sudah' }));
    expect(m.status).toBe('sent');
  });

  it('the superior adjusts the approved values and confirms; a second confirm is 409', async () => {
    const [first, second] = m.lines;
    let v = await ok(
      await s.atasan.api.put(`${inbox}/${m.id}/approved`, {
        lines: [{ line_id: second?.line_id, quantity: 16, quality: 80 }],
      }),
    );
    expect(v.lines[1]?.approved_quantity).toBe(16);
    expect(v.lines[1]?.proposed_quantity).toBe(18);
    const decide = () => s.atasan.api.post(`${inbox}/${m.id}/decide`, { decision: 'approve' });
    const answers = await Promise.all([decide(), decide()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    v = await ok(await s.pegawai.api.get(`${url}?year=${YEAR}&month=3`));
    expect(v.status).toBe('confirmed');
    expect(v.lines[0]?.line_id).toBe(first?.line_id);
    // Not adjusted: confirmed as proposed.
    expect([v.lines[0]?.approved_quantity, v.lines[0]?.approved_quality]).toEqual([1, 100]);
    expect([v.lines[1]?.approved_quantity, v.lines[1]?.approved_quality]).toEqual([16, 80]);
    expect(v.tambahan[0]?.approved_quantity).toBe(2);
    expect(v.history.map((h) => h.decision)).toEqual(
      expect.arrayContaining(['submit', 'withdraw', 'reject', 'approve']),
    );
    const late = await s.atasan.api.put(`${inbox}/${m.id}/approved`, {
      lines: [{ line_id: second?.line_id, quantity: 1, quality: 1 }],
    });
    expect(late.statusCode).toBe(409);
    const actions = (await audits(m.id ?? 0)).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'kinerja_realisasi.save',
        'kinerja_realisasi.evidence_attach',
        'kinerja_realisasi.tambahan_add',
        'kinerja_realisasi.submit',
        'kinerja_realisasi.withdraw',
        'kinerja_realisasi.reject',
        'kinerja_realisasi.adjust',
        'kinerja_realisasi.approve',
      ]),
    );
  });

  it('feeds capaian with the approved values', async () => {
    const res = await s.pegawai.api.get(`user/kinerja/capaian?year=${YEAR}&month=3`);
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json().data;
    expect(c.status).toBe('confirmed');
    // Line 1: 1 of 1 at 100 % → 100; line 2: 16 of 20 (80 %) at 80 % → 80. (100×60 + 80×40)/100.
    expect(c.utama).toBe(92);
    // Tambahan: 2 × 2 points × 1 % = 4.
    expect(c.tambahan).toBe(4);
  });
});

describe('acting superior, reset, window', () => {
  it('sends to the acting superior of the month', async () => {
    let m = await fill(s.pegawai, 4);
    m = await ok(
      await s.pegawai.api.put(`${url}/superior`, {
        year: YEAR,
        month: 4,
        superior_user_id: org.kabag.id,
      }),
    );
    expect(m.is_acting_superior).toBe(true);
    expect(m.superior?.id).toBe(org.kabag.id);
    const self = await s.pegawai.api.put(`${url}/superior`, {
      year: YEAR,
      month: 4,
      superior_user_id: org.pegawai.id,
    });
    expect(self.statusCode).toBe(422);
    m = await ok(await s.pegawai.api.post(`${url}/send`, { year: YEAR, month: 4 }));
    expect((await s.atasan.api.get(`${inbox}/${m.id}`)).statusCode).toBe(404);
    const v = await ok(await s.kabag.api.get(`${inbox}/${m.id}`));
    expect(v.can.decide).toBe(true);
    const done = await ok(
      await s.kabag.api.post(`${inbox}/${m.id}/decide`, { decision: 'approve' }),
    );
    expect(done.status).toBe('confirmed');
  });

  it('resets a draft month', async () => {
    let m = await fill(s.pegawai, 5);
    m = await ok(await s.pegawai.api.post(`${url}/reset`, { year: YEAR, month: 5 }));
    expect(m.lines.every((l) => l.proposed_quantity === null)).toBe(true);
    expect((await audits(m.id ?? 0)).map((a) => a.action)).toContain('kinerja_realisasi.reset');
  });

  it('refuses sending outside the window with 409 and until when', async () => {
    await fill(s.pegawai, 6);
    await ctx.app.db.insert(kinerjaWindows).values({
      kind: 'realisasi',
      year: YEAR,
      month: 6,
      opensOn: '2027-07-01',
      closesOn: '2027-07-10',
    });
    const m = await ok(await s.pegawai.api.get(`${url}?year=${YEAR}&month=6`));
    expect(m.can.send).toBe(false);
    const res = await s.pegawai.api.post(`${url}/send`, { year: YEAR, month: 6 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Juni 2027 dibuka 01 Juli – 10 Juli 2027');
  });
});

describe('tanggung renteng', () => {
  it('the admin records a month on the person’s behalf, audited as such', async () => {
    const m = await ok(
      await s.admin.api.get(
        `admin/tanggung_renteng/month?user_id=${org.pegawai.id}&year=${YEAR}&month=7`,
      ),
    );
    const res = await s.admin.api.put('admin/tanggung_renteng', {
      user_id: org.pegawai.id,
      year: YEAR,
      month: 7,
      note: 'Pegawai sakit; dicatat dari laporan unit',
      lines: m.lines.map((l) => ({ line_id: l.line_id, quantity: 1, quality: 90 })),
    });
    const v = await ok(res);
    expect(v.status).toBe('confirmed');
    expect(v.lines.every((l) => l.recorded_by_admin && l.approved_quantity === 1)).toBe(true);
    const rows = await ctx.app.db
      .select()
      .from(kinerjaRealisations)
      .where(and(eq(kinerjaRealisations.month, 7), isNotNull(kinerjaRealisations.recordedByAdmin)));
    expect(rows.every((r) => r.recordedByAdmin === org.admin.id)).toBe(true);
    const a = await audits(v.id ?? 0);
    expect(a).toContainEqual({ action: 'kinerja_realisasi.tanggung_renteng', actor: org.admin.id });
    const list = await s.admin.api.post('admin/tanggung_renteng/list', {});
    expect(list.json().data.map((r: { month_id: number }) => r.month_id)).toContain(v.id);
    // The person sees it.
    const own = await ok(await s.pegawai.api.get(`${url}?year=${YEAR}&month=7`));
    expect(own.status).toBe('confirmed');
  });

  it('refuses a month waiting for its superior (409) and someone without a contract (404)', async () => {
    await fill(s.pegawai, 8);
    const sent = await ok(await s.pegawai.api.post(`${url}/send`, { year: YEAR, month: 8 }));
    const res = await s.admin.api.put('admin/tanggung_renteng', {
      user_id: org.pegawai.id,
      year: YEAR,
      month: 8,
      note: 'Koreksi',
      lines: sent.lines.map((l) => ({ line_id: l.line_id, quantity: 1, quality: 90 })),
    });
    expect(res.statusCode).toBe(409);
    const none = await s.admin.api.get(
      `admin/tanggung_renteng/month?user_id=${org.dosen.id}&year=${YEAR}&month=8`,
    );
    expect(none.statusCode).toBe(404);
  });
});
