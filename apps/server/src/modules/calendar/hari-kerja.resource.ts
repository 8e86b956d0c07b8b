import {
  HARI_KERJA_DESCRIPTOR,
  HARI_KERJA_FILTERS,
  isoWeekday,
  ZCreateHariKerjaRequest,
  ZUpdateHariKerjaRequest,
} from '@sikerja/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import { calendarDays } from '../../db/schema/calendar.ts';
import { workUnits } from '../../db/schema/org.ts';
import { AppError } from '../../http/app-error.ts';
import { assertPeriodOpen } from '../../platform/period-lock/period-lock.ts';
import {
  assertChoosable,
  type ChoosableRef,
} from '../../platform/resource/choosable-references.ts';
import { defineResource, type HookContext } from '../../platform/resource/resource-factory.ts';
import { recomputeDays } from '../attendance/attendance.api.ts';

type Values = Record<string, unknown>;

const UNIT: ChoosableRef = {
  table: workUnits,
  id: workUnits.id,
  isActive: workUnits.isActive,
  label: 'Unit kerja',
};

const idOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * One active row per date for everyone and one per date and unit (the unique index says so
 * too; this names the row already there). An extra working day for everyone is a weekend day.
 */
async function checkDay(input: Values, ctx: HookContext, id?: number) {
  const date = String(input.date);
  const unitId = idOrNull(input.unit_id);
  if (input.kind === 'hari_kerja' && unitId === null && isoWeekday(date) < 6) {
    throw AppError.validation({
      date: ['Hari kerja tambahan untuk semua unit hanya pada hari Sabtu atau Minggu'],
    });
  }
  if (input.is_active === false) return;
  const [same] = await ctx.tx
    .select({ name: calendarDays.name })
    .from(calendarDays)
    .where(
      and(
        id === undefined ? undefined : ne(calendarDays.id, id),
        eq(calendarDays.isActive, true),
        eq(calendarDays.date, date),
        sql`${calendarDays.unitId} is not distinct from ${unitId}::integer`,
      ),
    )
    .limit(1);
  if (same) {
    throw AppError.validation({
      date: [
        unitId === null
          ? `Tanggal ini sudah terdaftar untuk semua unit: "${same.name}"`
          : `Tanggal ini sudah terdaftar untuk unit tersebut: "${same.name}"`,
      ],
    });
  }
}

/** The days a calendar row decides: its date, for its unit (null: everyone). */
function dayOf(values: Values | null | undefined) {
  return values ? { date: String(values.date), unitId: idOrNull(values.unit_id) } : null;
}

type CalendarDay = NonNullable<ReturnType<typeof dayOf>>;

/** A change to a locked month's calendar would change its attendance: 409 (docs/attendance.md). */
async function assertOpen(ctx: HookContext, days: readonly (CalendarDay | null)[]) {
  for (const day of days) {
    if (day)
      await assertPeriodOpen(ctx.tx, 'attendance', {
        from: day.date,
        to: day.date,
        unitId: day.unitId,
      });
  }
}

/** The days of the people the row covers are recomputed on the old and the new date. */
async function recompute(ctx: HookContext, days: readonly (CalendarDay | null)[]) {
  const seen = new Set<string>();
  for (const day of days) {
    if (!day || seen.has(`${day.date}:${day.unitId}`)) continue;
    seen.add(`${day.date}:${day.unitId}`);
    await recomputeDays(ctx.tx, { from: day.date, to: day.date, unitId: day.unitId });
  }
}

/**
 * `/admin/harikerja`: the working-day calendar (docs/calendar.md). Moving a day is changing
 * its date; removing one for a while is switching it off (an inactive row no longer counts).
 */
export const hariKerjaResource = defineResource({
  path: '/admin/harikerja',
  label: 'Hari kerja',
  table: calendarDays,
  descriptor: HARI_KERJA_DESCRIPTOR,
  contract: {
    create: ZCreateHariKerjaRequest,
    update: ZUpdateHariKerjaRequest,
    filters: HARI_KERJA_FILTERS,
  },
  list: {
    searchable: ['name'],
    filterable: {
      year: 'year',
      month: 'month',
      kind: 'kind',
      unit_id: 'unit_id',
      is_active: 'is_active',
    },
  },
  derived: {
    unit_name: sql.raw('(select u.name from work_units u where u.id = calendar_days.unit_id)'),
  },
  hooks: {
    async beforeCreate(input, ctx) {
      await assertChoosable(ctx.tx, UNIT, 'unit_id', input.unit_id);
      await checkDay(input, ctx);
      await assertOpen(ctx, [dayOf(input)]);
      return input;
    },
    async beforeUpdate(input, before, ctx) {
      await assertChoosable(ctx.tx, UNIT, 'unit_id', input.unit_id, before.unit_id);
      await checkDay(input, ctx, before.id);
      await assertOpen(ctx, [dayOf(before), dayOf({ ...before, ...input })]);
      return input;
    },
    async beforeDelete(before, ctx) {
      await assertOpen(ctx, [dayOf(before)]);
    },
    async afterWrite({ before, after }, ctx) {
      await recompute(ctx, [dayOf(before), dayOf(after)]);
    },
  },
});
