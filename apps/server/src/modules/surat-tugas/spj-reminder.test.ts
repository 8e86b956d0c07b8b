import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { buildOrganisation, buildUser } from '../../../test/factories.ts';
import { notifications } from '../../db/schema/approvals.ts';
import { suratTugas, suratTugasTravel, suratTugasTravellers } from '../../db/schema/surat-tugas.ts';
import { setAttendanceClock, zonedInstantOf } from '../attendance/attendance.api.ts';
import { sendSpjReminders } from './spj-reminder.service.ts';

/**
 * The SPJ reminder on trips of the file's own, each a letter returning Friday 4 December 2026
 * with its SPJ due on a given day: reminded once from the day before the due date, while not
 * settled and the letter stands.
 */
const ctx = useTestApp();
const wib = (date: string, clock = '08:00') => zonedInstantOf(date, clock, 'Asia/Jakarta');
let n = 0;
let unitId = 0;

async function trip(due: string, options: { status?: string; cancelled?: boolean } = {}) {
  const db = ctx.app.db;
  unitId ||= (await buildOrganisation(db)).units.bagian.id;
  const person = await buildUser(db);
  n += 1;
  const [letter] = await db
    .insert(suratTugas)
    .values({
      year: 2026,
      number: `ST-SPJ-${n}/2026`,
      basis: 'Rencana kerja',
      purpose: 'Koordinasi',
      letterDate: '2026-11-25',
      startDate: '2026-12-02',
      endDate: '2026-12-04',
      destinationKind: 'dalam_negeri',
      province: 'DKI Jakarta',
      city: 'Jakarta Pusat',
      transport: 'Pesawat udara',
      unitId,
      signerUserId: person.id,
      ...(options.cancelled ? { cancelledAt: new Date(), cancelReason: 'Batal' } : {}),
    })
    .returning({ id: suratTugas.id });
  const [traveller] = await db
    .insert(suratTugasTravellers)
    .values({ suratTugasId: letter?.id ?? 0, seq: 1, userId: person.id })
    .returning({ id: suratTugasTravellers.id });
  await db.insert(suratTugasTravel).values({
    travellerId: traveller?.id ?? 0,
    sbmYear: 2026,
    tripKind: 'luar_kota',
    lodging: 'hotel',
    planTotal: 3_050_000,
    status: options.status ?? 'uang_muka',
    spjDueDate: due,
  });
  return { userId: person.id, number: `ST-SPJ-${n}/2026` };
}

const titlesOf = async (userId: number) =>
  (await ctx.app.db.select().from(notifications).where(eq(notifications.userId, userId))).map(
    (r) => r.title,
  );

afterAll(() => setAttendanceClock());

describe('SPJ reminder', () => {
  const t = {} as Record<
    'due11' | 'due10' | 'late' | 'settled' | 'waitingReturn' | 'cancelled',
    { userId: number; number: string }
  >;
  beforeAll(async () => {
    t.due11 = await trip('2026-12-11');
    t.due10 = await trip('2026-12-10', { status: 'rencana' });
    t.late = await trip('2026-12-08');
    t.settled = await trip('2026-12-10', { status: 'lunas' });
    t.waitingReturn = await trip('2026-12-10', { status: 'menunggu_pengembalian' });
    t.cancelled = await trip('2026-12-10', { cancelled: true });
  });

  it('reminds from the day before the due date, once, only unsettled trips of standing letters', async () => {
    await sendSpjReminders(ctx.app.db, wib('2026-12-08', '07:00'));
    // Due the 8th: the reminder says it is due today, not yet late.
    expect(await titlesOf(t.late.userId)).toEqual([`Pengingat SPJ ${t.late.number}`]);
    expect(await titlesOf(t.due10.userId)).toEqual([]);

    await sendSpjReminders(ctx.app.db, wib('2026-12-09'));
    expect(await titlesOf(t.due10.userId)).toEqual([`Pengingat SPJ ${t.due10.number}`]);
    expect(await titlesOf(t.due11.userId)).toEqual([]);
    for (const done of [t.settled, t.waitingReturn, t.cancelled]) {
      expect(await titlesOf(done.userId)).toEqual([]);
    }
    // Never twice.
    await sendSpjReminders(ctx.app.db, wib('2026-12-09', '12:00'));
    expect(await titlesOf(t.late.userId)).toHaveLength(1);
    expect(await titlesOf(t.due10.userId)).toHaveLength(1);
  });

  it('runs as the job, and a trip first seen after its due date is told it is late', async () => {
    setAttendanceClock(wib('2026-12-14'));
    await ctx.app.jobs.trigger('surat-tugas.spj-reminder');
    expect((await ctx.app.jobs.tick()).succeeded).toContain('surat-tugas.spj-reminder');
    expect(await titlesOf(t.due11.userId)).toEqual([`SPJ ${t.due11.number} terlambat`]);
    const [row] = await ctx.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, t.due11.userId));
    expect(row?.body).toContain('11 Desember 2026');
    expect(row?.link).toBe('/user/administrasi_surat_tugas');
  });
});
