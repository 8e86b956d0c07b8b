import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { buildTeam } from '../../../test/factories.ts';
import { attendanceDays, attendanceLocks } from '../../db/schema/attendance.ts';
import { setAttendanceClock } from './check-in-clock.adapter.ts';
import { closeAttendanceDays } from './day-close.service.ts';

/**
 * The hourly close writes the days nobody punched: TK on a finished working day. It closes the
 * day for everyone active, so the file has no demo institution: only its own team's days change.
 */
describe('closing attendance days', () => {
  const ctx = useTestApp();
  let pegawai = 0;

  beforeAll(async () => {
    pegawai = (await buildTeam(ctx.app.db)).member.id;
  });
  afterAll(() => setAttendanceClock());

  const day = async (date: string) => {
    const [row] = await ctx.app.db
      .select({ code: attendanceDays.code, pct: attendanceDays.deductionPct })
      .from(attendanceDays)
      .where(and(eq(attendanceDays.userId, pegawai), eq(attendanceDays.date, date)));
    return row;
  };

  it('marks yesterday TK for someone who never checked in, and leaves today open', async () => {
    // Tuesday 1 December 2026, 10:00 in Jakarta.
    setAttendanceClock(new Date('2026-12-01T03:00:00Z'));
    const result = await closeAttendanceDays(ctx.app.db);
    expect(result.dates).toEqual(['2026-11-30', '2026-12-01']);
    expect(await day('2026-11-30')).toEqual({ code: 'TK', pct: 5 });
    expect(await day('2026-12-01')).toBeUndefined();
  });

  it('runs as the hourly job of the app', async () => {
    // Wednesday 2 December 2026, 10:00 in Jakarta: Tuesday closes.
    setAttendanceClock(new Date('2026-12-02T03:00:00Z'));
    await ctx.app.jobs.trigger('attendance.day-close');
    expect((await ctx.app.jobs.tick()).succeeded).toContain('attendance.day-close');
    expect(await day('2026-12-01')).toEqual({ code: 'TK', pct: 5 });
  });

  it('leaves a locked month as it was locked', async () => {
    await ctx.app.db.insert(attendanceLocks).values({ year: 2026, month: 12, note: 'uji' });
    // Thursday 3 December: yesterday and today are both in the locked month.
    setAttendanceClock(new Date('2026-12-03T10:00:00Z'));
    expect((await closeAttendanceDays(ctx.app.db)).dates).toEqual([]);
    expect(await day('2026-12-02')).toBeUndefined();
  });
});
