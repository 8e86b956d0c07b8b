import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClient, login, loginBuilt, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { buildOrganisation, buildUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { attendanceLocks, workPatternAssignments } from '../../db/schema/attendance.ts';
import { calendarDays } from '../../db/schema/calendar.ts';
import { zonedDate } from '../../lib/time.ts';
import { addDays, patternDayOn } from '../attendance/attendance.api.ts';

// The recompute is the attendance engine's; here we check that every schedule change asks the
// write port for it (the spy calls the real recompute, lock check included).
const recompute = vi.hoisted(() => vi.fn());
vi.mock('../attendance/attendance-write.port.ts', async (importOriginal) => {
  const port = await importOriginal<typeof import('../attendance/attendance-write.port.ts')>();
  recompute.mockImplementation(port.recomputeDays);
  return { ...port, recomputeDays: recompute };
});

const PATTERNS = 'admin/master/pola_kerja';
const ASSIGN = 'admin/master/pola_kerja_pegawai';
const MINE = 'user/shiftpolakerja';
const today = () => zonedDate(new Date(), 'Asia/Jakarta');

/** A day on office hours: a working day, or a day off that the calendar names. */
function isOfficeHours(day: { kind: string; shift: unknown; note: string | null }): boolean {
  return day.shift === null && (day.kind === 'office' || (day.kind === 'off' && day.note !== null));
}

describe('shift & pola kerja', () => {
  const ctx = useTestApp({ demo: true });
  let admin: Session;
  let pegawai: Session;
  let atasan: Session;
  let rot8 = 0;
  beforeAll(async () => {
    // The demo institution brings its patterns; the people who ask and decide are built here.
    const org = await buildOrganisation(ctx.app.db);
    [admin, pegawai, atasan] = await Promise.all([
      loginBuilt(ctx.app, org.admin),
      loginBuilt(ctx.app, org.pegawai),
      loginBuilt(ctx.app, org.atasan),
    ]);
  });
  beforeEach(() => {
    recompute.mockClear();
  });

  describe('master pola kerja', () => {
    it('creates a pattern from codes separated by "-", upper-cased', async () => {
      const res = await admin.api.post(PATTERNS, {
        code: 'rot8x',
        name: 'Rotasi uji',
        cycle: 'p-p-s-s-m-m-l-l',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({
        code: 'ROT8X',
        cycle: ['P', 'P', 'S', 'S', 'M', 'M', 'L', 'L'],
        is_active: true,
      });
      rot8 = res.json().data.id;
    });

    it('takes the cycle as a list too', async () => {
      const res = await admin.api.post(PATTERNS, {
        code: 'PL',
        name: 'Pagi libur',
        cycle: ['P', 'L'],
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.cycle).toEqual(['P', 'L']);
    });

    it('refuses an unknown shift code in Indonesian (422 on cycle)', async () => {
      const res = await admin.api.post(PATTERNS, { code: 'BAD', name: 'Salah', cycle: 'P-X-L-Y' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.cycle[0]).toBe(
        'Kode shift tidak dikenal atau nonaktif: X, Y. Gunakan kode shift aktif atau L untuk libur.',
      );
    });

    it('refuses an empty cycle and one longer than 62 days', async () => {
      const empty = await admin.api.post(PATTERNS, { code: 'E', name: 'Kosong', cycle: ' ' });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().errors.cycle[0]).toMatch(/Siklus wajib diisi/);
      const long = await admin.api.post(PATTERNS, {
        code: 'LONG',
        name: 'Panjang',
        cycle: Array(63).fill('L'),
      });
      expect(long.statusCode).toBe(422);
      expect(long.json().errors.cycle[0]).toBe('Siklus paling banyak 62 hari');
    });

    it('lists the demo patterns beside the new ones', async () => {
      const res = await admin.api.post(`${PATTERNS}/list?page=1`, { per: 50 });
      const codes = res.json().data.map((r: { code: string }) => r.code);
      expect(codes).toEqual(expect.arrayContaining(['ROT8', 'PAGI5', 'ROT8X', 'PL']));
    });
  });

  describe('assignments by the admin', () => {
    let person: { id: number; email: string | null };
    let personApi: ApiClient;
    beforeAll(async () => {
      person = await buildUser(ctx.app.db, { permissions: [] });
      personApi = (await login(ctx.app, person.email ?? '', TEST_PASSWORD)).api;
    });

    it('is in force at once, recomputes the person’s days, and shows in their strip', async () => {
      const start = addDays(today(), -3);
      const res = await admin.api.post(ASSIGN, {
        user_id: person.id,
        pattern_id: rot8,
        start_date: start,
        reason: 'Pindah ke unit operasional',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({
        effective: true,
        status: 'effective',
        approval_id: null,
        user_name: expect.stringMatching(/^Pegawai Uji/),
        pattern_name: 'ROT8X Rotasi uji',
      });
      expect(recompute).toHaveBeenCalledWith(expect.anything(), {
        from: start,
        to: addDays(start, 62),
        userIds: [person.id],
      });

      const mine = (await personApi.get(MINE)).json().data;
      expect(mine.current).toMatchObject({ start_date: start, pattern: { code: 'ROT8X' } });
      expect(mine.days).toHaveLength(14);
      const cycle = [{ id: 1, cycle: ['P', 'P', 'S', 'S', 'M', 'M', 'L', 'L'] }];
      mine.days.forEach((day: { date: string; kind: string; shift_code: string | null }) => {
        const expected = patternDayOn([{ patternId: 1, startDate: start }], cycle, day.date);
        expect(day.shift_code).toBe(expected.shiftCode);
      });
      // Today is day 3 of the cycle: S, Siang 15:00–23:00.
      expect(mine.days[0]).toMatchObject({
        date: today(),
        kind: 'shift',
        shift: { code: 'S', name: 'Siang', start_time: '15:00', end_time: '23:00' },
      });
      expect(mine.days.find((d: { kind: string }) => d.kind === 'off')).toBeTruthy();
    });

    it("'kembali ke jam kantor' (no pattern) returns the person to office hours", async () => {
      const res = await admin.api.post(ASSIGN, {
        user_id: person.id,
        pattern_id: null,
        start_date: addDays(today(), 5),
      });
      expect(res.statusCode).toBe(201);
      const days = (await personApi.get(MINE)).json().data.days;
      expect(days[4].kind).not.toBe('office');
      expect(isOfficeHours(days[5])).toBe(true);
    });

    const assignmentsOfPerson = () =>
      ctx.app.db
        .select()
        .from(workPatternAssignments)
        .where(eq(workPatternAssignments.userId, person.id));

    it('refuses a change reaching into a locked month (409) and writes nothing', async () => {
      // A month inside the assignment window (a year back), locked.
      const start = addDays(today(), -90);
      const [year, month] = start.split('-').map(Number) as [number, number];
      await ctx.app.db.insert(attendanceLocks).values({ year, month });
      const before = await assignmentsOfPerson();
      const res = await admin.api.post(ASSIGN, {
        user_id: person.id,
        pattern_id: rot8,
        start_date: start,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/sudah dikunci/);
      const after = await assignmentsOfPerson();
      expect(after).toHaveLength(before.length);
    });

    it.each([
      ['1900-01-01', 'long ago'],
      ['2100-12-31', 'far ahead'],
    ])(
      'refuses an assignment from %s (%s) with 422 on start_date and writes nothing',
      async (date) => {
        const before = await assignmentsOfPerson();
        const res = await admin.api.post(ASSIGN, {
          user_id: person.id,
          pattern_id: rot8,
          start_date: date,
        });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors.start_date[0]).toMatch(/Tanggal mulai harus antara/);
        const after = await assignmentsOfPerson();
        expect(after).toHaveLength(before.length);
      },
    );

    it('keeps the cycle of a pattern in force (422), but its name may change', async () => {
      const row = (await admin.api.get(`${PATTERNS}/${rot8}`)).json().data;
      const renamed = await admin.api.put(`${PATTERNS}/${rot8}`, {
        ...row,
        name: 'Rotasi uji baru',
      });
      expect(renamed.statusCode).toBe(200);
      const changed = await admin.api.put(`${PATTERNS}/${rot8}`, { ...row, cycle: 'P-L' });
      expect(changed.statusCode).toBe(422);
      expect(changed.json().errors.cycle[0]).toMatch(/sedang dipakai pegawai tidak dapat diubah/);
      await admin.api.put(`${PATTERNS}/${rot8}`, row);
    });

    it('deleting an effective assignment recomputes from its start', async () => {
      const start = addDays(today(), 20);
      const created = await admin.api.post(ASSIGN, {
        user_id: person.id,
        pattern_id: rot8,
        start_date: start,
      });
      recompute.mockClear();
      const res = await admin.api.delete(`${ASSIGN}/${created.json().data.id}`);
      expect(res.statusCode).toBe(200);
      expect(recompute).toHaveBeenCalledWith(expect.anything(), {
        from: start,
        to: addDays(start, 62),
        userIds: [person.id],
      });
    });
  });

  describe('a person’s request', () => {
    let requestId = 0;

    it('starts on office hours', async () => {
      const res = await pegawai.api.get(MINE);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.current).toBeNull();
      expect(data.days.every(isOfficeHours)).toBe(true);
      // The calendar decides the days off: the strip's weekend is off, as 'Akhir pekan'.
      const weekend = data.days.filter((d: { date: string }) =>
        [0, 6].includes(new Date(`${d.date}T00:00:00Z`).getUTCDay()),
      );
      expect(weekend.length).toBeGreaterThanOrEqual(2);
      for (const day of weekend) expect(day).toMatchObject({ kind: 'off', note: 'Akhir pekan' });
      expect(data.patterns.map((p: { code: string }) => p.code)).toContain('ROT8');
    });

    it('shows a holiday in the strip by its name', async () => {
      // The next weekday after tomorrow, made a holiday for everyone.
      let date = addDays(today(), 2);
      while ([0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay())) date = addDays(date, 1);
      const [row] = await ctx.app.db
        .insert(calendarDays)
        .values({ date, kind: 'libur_nasional', name: 'Libur Uji Pola' })
        .returning({ id: calendarDays.id });
      try {
        const days = (await pegawai.api.get(MINE)).json().data.days;
        expect(days.find((d: { date: string }) => d.date === date)).toMatchObject({
          kind: 'off',
          note: 'Libur Uji Pola',
        });
      } finally {
        await ctx.app.db.delete(calendarDays).where(eq(calendarDays.id, row?.id ?? 0));
      }
    });

    it('refuses a start before tomorrow and a missing reason', async () => {
      const res = await pegawai.api.post(MINE, {
        pattern_id: rot8,
        start_date: today(),
        reason: '',
      });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toContain('reason');
      const early = await pegawai.api.post(MINE, {
        pattern_id: rot8,
        start_date: today(),
        reason: 'Tukar jadwal',
      });
      expect(early.statusCode).toBe(422);
      expect(early.json().errors.start_date).toEqual(['Tanggal mulai paling cepat besok']);
    });

    it('sends a request that waits, not in force', async () => {
      const res = await pegawai.api.post(MINE, {
        pattern_id: rot8,
        start_date: addDays(today(), 1),
        reason: 'Bergabung dengan tim jaga malam',
      });
      expect(res.statusCode).toBe(201);
      requestId = res.json().data.id;
      expect(recompute).not.toHaveBeenCalled();
      const list = (await pegawai.api.post(`${MINE}/list?page=1`, {})).json();
      expect(list.total).toBe(1);
      expect(list.data[0]).toMatchObject({
        id: requestId,
        status: 'pending',
        pattern_name: 'ROT8X Rotasi uji',
      });
      expect((await pegawai.api.get(MINE)).json().data.current).toBeNull();
    });

    it('allows one waiting request at a time', async () => {
      const res = await pegawai.api.post(MINE, {
        pattern_id: null,
        start_date: addDays(today(), 2),
        reason: 'Lagi',
      });
      expect(res.statusCode).toBe(409);
    });

    it('is not seen by another person', async () => {
      const list = (await atasan.api.post(`${MINE}/list?page=1`, {})).json();
      expect(list.total).toBe(0);
    });

    it('shows on the admin screen as waiting, and cannot be edited or deleted there', async () => {
      const list = (await admin.api.post(`${ASSIGN}/list?page=1`, { effective: false })).json();
      expect(list.data.map((r: { id: number }) => r.id)).toContain(requestId);
      const row = (await admin.api.get(`${ASSIGN}/${requestId}`)).json().data;
      expect(row).toMatchObject({ status: 'pending', effective: false });
      const put = await admin.api.put(`${ASSIGN}/${requestId}`, {
        user_id: row.user_id,
        pattern_id: null,
        start_date: row.start_date,
      });
      expect(put.statusCode).toBe(409);
      expect((await admin.api.delete(`${ASSIGN}/${requestId}`)).statusCode).toBe(409);
    });

    it('cannot be decided by someone without the screen’s permission (403)', async () => {
      const res = await pegawai.api.post(`${ASSIGN}/${requestId}/keputusan`, {
        decision: 'approve',
      });
      expect(res.statusCode).toBe(403);
    });

    it('takes effect when the admin approves', async () => {
      const res = await admin.api.post(`${ASSIGN}/${requestId}/keputusan`, {
        decision: 'approve',
        note: 'Silakan',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ effective: true, status: 'effective' });
      const start = addDays(today(), 1);
      expect(recompute).toHaveBeenCalledWith(expect.anything(), {
        from: start,
        to: addDays(start, 62),
        userIds: [pegawai.user.id],
      });
      const mine = (await pegawai.api.get(MINE)).json().data;
      expect(isOfficeHours(mine.days[0])).toBe(true);
      expect(mine.days[1]).toMatchObject({ kind: 'shift', shift_code: 'P' });
      const list = (await pegawai.api.post(`${MINE}/list?page=1`, {})).json();
      expect(list.data[0]).toMatchObject({ status: 'effective', note: 'Silakan' });
      // Decided once: a second decision is refused.
      const again = await admin.api.post(`${ASSIGN}/${requestId}/keputusan`, {
        decision: 'reject',
        note: 'x',
      });
      expect(again.statusCode).toBe(409);
    });

    it('stays out of force when the admin rejects (a reason is required)', async () => {
      const sent = await pegawai.api.post(MINE, {
        pattern_id: null,
        start_date: addDays(today(), 7),
        reason: 'Kembali ke jam kantor',
      });
      expect(sent.statusCode).toBe(201);
      const id = sent.json().data.id;
      const noNote = await admin.api.post(`${ASSIGN}/${id}/keputusan`, { decision: 'reject' });
      expect(noNote.statusCode).toBe(422);
      const res = await admin.api.post(`${ASSIGN}/${id}/keputusan`, {
        decision: 'reject',
        note: 'Kebutuhan jaga malam',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ effective: false, status: 'rejected' });
      const mine = (await pegawai.api.get(MINE)).json().data;
      expect(mine.days[7].kind).not.toBe('office');
      const list = (await pegawai.api.post(`${MINE}/list?page=1`, {})).json();
      expect(list.data[0]).toMatchObject({ id, status: 'rejected', note: 'Kebutuhan jaga malam' });
    });

    it('can be withdrawn by the person while it waits, and not by anyone else or after', async () => {
      const sent = await pegawai.api.post(MINE, {
        pattern_id: rot8,
        start_date: addDays(today(), 9),
        reason: 'Salah pilih pola',
      });
      expect(sent.statusCode).toBe(201);
      const id = sent.json().data.id;
      expect((await atasan.api.post(`${MINE}/${id}/withdraw`)).statusCode).toBe(404);
      expect((await pegawai.api.post(`${MINE}/${id}/withdraw`)).statusCode).toBe(204);
      const list = (await pegawai.api.post(`${MINE}/list?page=1`, {})).json();
      expect(list.data[0]).toMatchObject({ id, status: 'withdrawn' });
      expect((await pegawai.api.post(`${MINE}/${id}/withdraw`)).statusCode).toBe(409);
      const decided = await admin.api.post(`${ASSIGN}/${id}/keputusan`, { decision: 'approve' });
      expect(decided.statusCode).toBe(409);
    });

    it('refuses a decision on an admin assignment (409)', async () => {
      const list = (await admin.api.post(`${ASSIGN}/list?page=1`, { effective: true })).json();
      const direct = list.data.find((r: { approval_id: number | null }) => r.approval_id === null);
      const res = await admin.api.post(`${ASSIGN}/${direct.id}/keputusan`, { decision: 'approve' });
      expect(res.statusCode).toBe(409);
    });
  });

  describe('access', () => {
    it('is for level user only: an admin gets 403, a guest 401', async () => {
      expect((await admin.api.get(MINE)).statusCode).toBe(403);
      expect((await admin.api.post(MINE, {})).statusCode).toBe(403);
      const guest = new ApiClient(ctx.app);
      expect((await guest.get(MINE)).statusCode).toBe(401);
    });

    it('guards the masters with their permissions', async () => {
      const user = await buildUser(ctx.app.db);
      const session = await login(ctx.app, user.email ?? '', TEST_PASSWORD);
      expect((await session.api.post(`${PATTERNS}/list?page=1`, {})).statusCode).toBe(403);
      expect((await session.api.post(`${ASSIGN}/list?page=1`, {})).statusCode).toBe(403);
    });
  });
});
