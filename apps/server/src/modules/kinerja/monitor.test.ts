/**
 * The kinerja monitors through HTTP, on an organisation built for the file (pegawai answers to
 * atasan, both in the sub-unit). Contracts and months are written straight to the tables: the
 * monitors only read them, whatever flow made them.
 */
import { and, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, loginOrganisation, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { type BuiltOrganisation, buildOrganisation } from '../../../test/factories.ts';
import { notifications } from '../../db/schema/approvals.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { kinerjaContracts, kinerjaMonths } from '../../db/schema/kinerja.ts';
import { type DeadlineOf, defaultDeadline, remindersDue } from './monitor-reminder.rules.ts';

const ctx = useTestApp();
const YEAR = 2031;
const DAY_MS = 86_400_000;
let org: BuiltOrganisation;
const s = {} as Record<'pegawai' | 'atasan' | 'admin', Session>;

beforeAll(async () => {
  org = await buildOrganisation(ctx.app.db);
  Object.assign(s, await loginOrganisation(ctx.app, org));
});

async function contract(
  who: 'pegawai' | 'atasan',
  status: 'draft' | 'sent' | 'returned' | 'approved',
  sentDaysAgo: number | null = null,
) {
  const person = org[who];
  const superior = who === 'pegawai' ? org.atasan : org.kabag;
  const [row] = await ctx.app.db
    .insert(kinerjaContracts)
    .values({
      userId: person.id,
      year: YEAR,
      positionId: org.positions[who].id,
      unitId: org.units.unit.id,
      superiorUserId: superior.id,
      superiorPositionId: org.positions[who === 'pegawai' ? 'atasan' : 'kabag'].id,
      periodStart: `${YEAR}-01-01`,
      periodEnd: `${YEAR}-12-31`,
      status,
      sentAt: sentDaysAgo === null ? null : new Date(Date.now() - sentDaysAgo * DAY_MS),
      approvedAt: status === 'approved' ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error('contract insert returned nothing');
  return row;
}

const scope = (extra: Record<string, unknown> = {}) => ({
  year: YEAR,
  unit_id: org.units.unit.id,
  ...extra,
});
const names = (res: { json: () => { data: { name: string }[] } }) =>
  res.json().data.map((r) => r.name);

describe('access and bounds', () => {
  it('needs a login and the screen permission', async () => {
    const anonymous = new ApiClient(ctx.app);
    expect((await anonymous.post('admin/kontrak/kirim/list', scope())).statusCode).toBe(401);
    for (const path of [
      'admin/kontrak/kirim/list',
      'admin/realisasi/kirim/list',
      'admin/kontrak/konfirm/list',
      'admin/realisasi/konfirm/atasan',
      'admin/kontrak/kirim/pengingat',
    ]) {
      expect((await s.pegawai.api.post(path, scope({ month: 1 }))).statusCode, path).toBe(403);
    }
    expect((await s.pegawai.api.get('admin/kinerja/ringkasan')).statusCode).toBe(403);
  });

  it.each([
    ['admin/realisasi/kirim/list', { year: YEAR }, 'month', 'Bulan wajib dipilih'],
    ['admin/realisasi/konfirm/list', { year: YEAR, month: 13 }, 'month', 'Bulan tidak valid'],
    ['admin/kontrak/kirim/list', { year: 1999 }, 'year', 'Tahun paling awal 2000'],
    ['admin/kontrak/kirim/list', { year: YEAR, tab: 'semua' }, 'tab', 'Pilihan tidak valid'],
    ['admin/kontrak/konfirm/list', { year: YEAR, superior_id: 0 }, 'superior_id', null],
    ['admin/realisasi/kirim/pengingat', { year: YEAR }, 'month', 'Bulan wajib dipilih'],
  ])('%s %j answers 422 on %s', async (path, body, field, message) => {
    const res = await s.admin.api.post(path, body);
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(Object.keys(errors)).toEqual([field]);
    if (message) expect(errors[field]).toEqual([message]);
  });
});

describe('kontrak', () => {
  it('lists who has not sent, then who has, and what waits for which superior', async () => {
    const list = (tab: string) =>
      s.admin.api.post('admin/kontrak/kirim/list', scope({ tab, per: 100 }));
    // Nobody in the sub-unit has a contract for the year yet.
    const before = await list('belum');
    expect(before.statusCode).toBe(200);
    expect(new Set(names(before))).toEqual(new Set([org.atasan.name, org.pegawai.name]));
    expect(before.json().data.map((r: { status: string }) => r.status)).toEqual([
      'belum_dibuat',
      'belum_dibuat',
    ]);
    expect(names(await list('sudah'))).toEqual([]);

    await contract('pegawai', 'sent', 3);
    await contract('atasan', 'draft');
    const belum = (await list('belum')).json().data;
    expect(belum).toMatchObject([{ name: org.atasan.name, status: 'draft' }]);
    const sudah = (await list('sudah')).json().data;
    expect(sudah).toMatchObject([
      {
        name: org.pegawai.name,
        status: 'sent',
        superior_name: org.atasan.name,
        position_name: org.positions.pegawai.name,
      },
    ]);
    // The search narrows by name or NIP.
    const found = await s.admin.api.post(
      'admin/kontrak/kirim/list',
      scope({ tab: 'sudah', search: org.pegawai.nip }),
    );
    expect(names(found)).toEqual([org.pegawai.name]);

    const waiting = await s.admin.api.post(
      'admin/kontrak/konfirm/list',
      scope({ tab: 'menunggu' }),
    );
    expect(waiting.json().data).toMatchObject([
      {
        name: org.pegawai.name,
        superior_id: org.atasan.id,
        superior_name: org.atasan.name,
        waiting_days: 3,
        decided_at: null,
      },
    ]);
    const perSuperior = await s.admin.api.post('admin/kontrak/konfirm/atasan', scope());
    expect(perSuperior.json().data).toEqual([
      {
        superior_id: org.atasan.id,
        superior_nip: org.atasan.nip,
        superior_name: org.atasan.name,
        waiting: 1,
        oldest_days: 3,
      },
    ]);
    const byName = await s.admin.api.post(
      'admin/kontrak/konfirm/atasan',
      scope({ search: org.kabag.name }),
    );
    expect(byName.json().total).toBe(0);
    // Only the chosen superior's.
    const others = await s.admin.api.post(
      'admin/kontrak/konfirm/list',
      scope({ tab: 'menunggu', superior_id: org.kabag.id }),
    );
    expect(others.json().total).toBe(0);

    await ctx.app.db
      .update(kinerjaContracts)
      .set({ status: 'approved', approvedAt: new Date() })
      .where(eq(kinerjaContracts.userId, org.pegawai.id));
    const decided = await s.admin.api.post(
      'admin/kontrak/konfirm/list',
      scope({ tab: 'disetujui' }),
    );
    expect(decided.json().data).toMatchObject([{ name: org.pegawai.name, waiting_days: null }]);
    expect(decided.json().data[0].decided_at).not.toBeNull();
  });

  it('downloads the list as Excel, the same rows as the screen', async () => {
    const res = await s.admin.api.get(
      `admin/kontrak/kirim/export?year=${YEAR}&unit_id=${org.units.unit.id}&tab=belum`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`kontrak-belum-kirim-${YEAR}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe(`BELUM MENGIRIM KONTRAK KINERJA TAHUN ${YEAR}`);
    expect(sheet?.getRow(3).values).toEqual([
      undefined,
      'No',
      'NIP',
      'Nama',
      'Jabatan',
      'Unit Kerja',
      'Atasan',
      'Status',
    ]);
    expect(sheet?.getRow(4).getCell(3).value).toBe(org.atasan.name);
    expect(sheet?.getRow(4).getCell(7).value).toBe('Draf');
    expect(sheet?.rowCount).toBe(4);
  });
});

describe('realisasi', () => {
  it('expects a month of every approved contract, and shows sent months waiting', async () => {
    // pegawai's contract was approved above; atasan's is a draft, so only pegawai is expected.
    const list = (tab: string) =>
      s.admin.api.post('admin/realisasi/kirim/list', scope({ month: 3, tab }));
    expect((await list('belum')).json().data).toMatchObject([
      { name: org.pegawai.name, status: 'belum_dibuat', superior_name: org.atasan.name },
    ]);
    const [approved] = await ctx.app.db
      .select()
      .from(kinerjaContracts)
      .where(eq(kinerjaContracts.userId, org.pegawai.id));
    await ctx.app.db.insert(kinerjaMonths).values({
      contractId: approved?.id ?? 0,
      month: 3,
      status: 'sent',
      superiorUserId: org.kabag.id,
      sentAt: new Date(Date.now() - DAY_MS),
      firstSentAt: new Date(Date.now() - DAY_MS),
    });
    expect(names(await list('belum'))).toEqual([]);
    // The month's own superior (an acting one) is the one it waits for.
    expect((await list('sudah')).json().data).toMatchObject([
      { name: org.pegawai.name, status: 'sent', superior_name: org.kabag.name },
    ]);
    const waiting = await s.admin.api.post(
      'admin/realisasi/konfirm/list',
      scope({ month: 3, tab: 'menunggu' }),
    );
    expect(waiting.json().data).toMatchObject([
      { name: org.pegawai.name, superior_id: org.kabag.id, waiting_days: 1 },
    ]);
    // Another month of the same contract is still expected.
    expect(
      names(
        await s.admin.api.post('admin/realisasi/kirim/list', scope({ month: 4, tab: 'belum' })),
      ),
    ).toEqual([org.pegawai.name]);
  });
});

describe('reminders', () => {
  it('notifies everyone in the scope who has not sent, once per press, and says when', async () => {
    const body = scope({ month: 4 });
    expect(
      (await s.admin.api.get(`admin/realisasi/kirim/pengingat?year=${YEAR}&month=4`)).json(),
    ).toEqual({ data: null });
    const res = await s.admin.api.post('admin/realisasi/kirim/pengingat', body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ count: 1, message: 'Pengingat dikirim kepada 1 pegawai.' });
    const sent = await ctx.app.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, org.pegawai.id),
          like(notifications.title, 'Pengingat: kirim realisasi kinerja April 2031'),
        ),
      );
    expect(sent).toHaveLength(1);
    expect(sent[0]?.link).toBe('/user/kinerja/realisasi');
    const last = (
      await s.admin.api.get(
        `admin/realisasi/kirim/pengingat?year=${YEAR}&month=4&unit_id=${org.units.unit.id}`,
      )
    ).json().data;
    expect(last).toMatchObject({ count: 1, by_name: org.admin.name });
    const [audit] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.tableName, 'kinerja_pengingat'), eq(auditLog.rowId, 'realisasi:2031-04')),
      );
    expect(audit?.actorUserId).toBe(org.admin.id);
    // Month 3 was sent: nobody to remind.
    const none = await s.admin.api.post('admin/realisasi/kirim/pengingat', scope({ month: 3 }));
    expect(none.json().data).toEqual({
      count: 0,
      message: 'Semua pegawai sudah mengirim; tidak ada yang perlu diingatkan.',
    });
  });

  /** Day `day` of the month after (or, with `sameMonth`, of the month itself). */
  const deadlineOn =
    (day: number, sameMonth = false): DeadlineOf =>
    (year, month) =>
      new Date(Date.UTC(year, month - (sameMonth ? 1 : 0), day)).toISOString().slice(0, 10);
  const realisasi = (year: number, month: number) => ({
    kind: 'realisasi',
    scope: { year, month },
  });
  it.each([
    ['2026-12-03', defaultDeadline, [realisasi(2026, 11)]],
    ['2026-12-05', defaultDeadline, [realisasi(2026, 11)]],
    ['2026-12-04', defaultDeadline, []],
    ['2027-01-08', deadlineOn(10), [realisasi(2026, 12)]],
    ['2027-01-15', defaultDeadline, [{ kind: 'kontrak', scope: { year: 2027 } }]],
    ['2027-01-29', defaultDeadline, [{ kind: 'kontrak', scope: { year: 2027 } }]],
    ['2027-02-15', defaultDeadline, []],
    ['2027-03-01', deadlineOn(1), [realisasi(2027, 2)]],
    // Due within the month itself: the 28th of November is the deadline of November.
    ['2026-11-26', deadlineOn(28, true), [realisasi(2026, 11)]],
    // No deadline set for the month: the default, day 5 of the next.
    ['2026-12-05', () => null, [realisasi(2026, 11)]],
  ])('on %s the job reminds %#', (today, deadlineOf, due) => {
    expect(remindersDue(today, deadlineOf)).toEqual(due);
  });
});

describe('the admin home counts', () => {
  it('counts the year’s contracts and last month’s realisations', async () => {
    const res = await s.admin.api.get('admin/kinerja/ringkasan');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.year).toBeGreaterThanOrEqual(2026);
    expect(data.realisasi_month).toBeGreaterThanOrEqual(1);
    // Everyone active with a position counts for this year's contracts; none of this file's
    // contracts are of this year, so the org's seven people are all among the not sent.
    expect(data.kontrak_belum_kirim).toBeGreaterThanOrEqual(6);
    expect(data.kontrak_menunggu).toBe(0);
  });
});
