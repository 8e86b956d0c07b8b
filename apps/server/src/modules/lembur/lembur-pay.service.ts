/**
 * The monthly overtime list (docs/lembur.md "Pay"): per person the approved orders of the
 * month, the whole hours each earned (lembur.rules.ts over the order window, the overtime
 * punches and the fingerprint punches after the day's end), and what the month pays at the
 * year's SBM rates, caps and final tax. And the year's rules themselves (`/admin/lembur`, tab
 * 'Tarif & Batas'), refused while a payroll month of the year is locked.
 */
import {
  PNS_GROUPS,
  type TLemburRekapResponse,
  type TLemburRekapRow,
  type TLemburTarif,
  type ZLemburTarif,
} from '@sikerja/contracts';
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { approvals } from '../../db/schema/approvals.ts';
import { attendanceDays, attendancePunches } from '../../db/schema/attendance.ts';
import { overtimeOrders, overtimeRates, overtimeSettings } from '../../db/schema/lembur.ts';
import { ranks } from '../../db/schema/masters.ts';
import { payrollPeriods } from '../../db/schema/masters-attendance.ts';
import { workUnits } from '../../db/schema/org.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';
import { type Actor, writeAudit } from '../../platform/audit/audit.ts';
import { isPeriodOpen } from '../../platform/period-lock/period-lock.ts';
import { zonedInstant } from '../attendance/attendance.api.ts';
import {
  buildCalendar,
  isWorkingDay,
  loadCalendarRows,
  loadWorkingHours,
  monthRange,
  scheduledHours,
} from '../calendar/calendar.api.ts';
import '../masters/masters.api.ts';
import { loadSettings } from '../setting/setting.api.ts';
import {
  type OvertimeRate,
  type OvertimeRules,
  overlapHours,
  payMonth,
  workedSpan,
} from './lembur.rules.ts';

type PnsGroup = (typeof PNS_GROUPS)[number];

/**
 * Used when no year has rules yet. Caps are institution policy, not regulation: 3 hours on a
 * working day (the SOPs of rules-next.md §3.2), 8 on a day off and 40 a month are examples an
 * institution replaces; the meal threshold and 200 % are PMK 125/2009.
 */
export const DEFAULT_RULES: OvertimeRules = {
  maxHoursWorkday: 3,
  maxHoursHoliday: 8,
  maxHoursMonth: 40,
  mealMinHours: 2,
  holidayPercent: 200,
};

export interface YearRules {
  /** The year the rows come from (the latest at or before the asked one); null: defaults. */
  fromYear: number | null;
  rules: OvertimeRules;
  rates: Map<PnsGroup, OvertimeRate>;
  source: string | null;
}

/** The rules and rates that apply in a year: its own rows, else the latest earlier year's. */
export async function loadYearRules(db: DbOrTx, year: number): Promise<YearRules> {
  const [setting] = await db
    .select()
    .from(overtimeSettings)
    .where(lte(overtimeSettings.year, year))
    .orderBy(desc(overtimeSettings.year))
    .limit(1);
  const [latest] = await db
    .select({ year: overtimeRates.year })
    .from(overtimeRates)
    .where(lte(overtimeRates.year, year))
    .orderBy(desc(overtimeRates.year))
    .limit(1);
  const rows = latest
    ? await db.select().from(overtimeRates).where(eq(overtimeRates.year, latest.year))
    : [];
  return {
    fromYear: latest?.year ?? setting?.year ?? null,
    rules: setting
      ? {
          maxHoursWorkday: setting.maxHoursWorkday,
          maxHoursHoliday: setting.maxHoursHoliday,
          maxHoursMonth: setting.maxHoursMonth,
          mealMinHours: setting.mealMinHours,
          holidayPercent: setting.holidayPercent,
        }
      : DEFAULT_RULES,
    rates: new Map(
      rows.map((r) => [
        r.pnsGroup as PnsGroup,
        { hourly: r.hourlyRate, meal: r.mealRate, taxPercent: Number(r.taxPercent) },
      ]),
    ),
    source: setting?.source ?? rows[0]?.source ?? null,
  };
}

/** Whether any payroll month of a year is locked (its rules then stay as they were paid). */
async function lockedMonthOf(db: DbOrTx, year: number) {
  const [row] = await db
    .select({ month: payrollPeriods.month })
    .from(payrollPeriods)
    .where(and(eq(payrollPeriods.year, year), eq(payrollPeriods.status, 'locked')))
    .orderBy(asc(payrollPeriods.month))
    .limit(1);
  return row?.month ?? null;
}

export async function getTarif(db: DbOrTx, year: number) {
  const found = await loadYearRules(db, year);
  return {
    year,
    from_year: found.fromYear,
    locked: (await lockedMonthOf(db, year)) !== null,
    max_hours_workday: found.rules.maxHoursWorkday,
    max_hours_holiday: found.rules.maxHoursHoliday,
    max_hours_month: found.rules.maxHoursMonth,
    meal_min_hours: found.rules.mealMinHours,
    holiday_percent: found.rules.holidayPercent,
    source: found.source,
    rates: PNS_GROUPS.map((group) => {
      const rate = found.rates.get(group);
      return {
        pns_group: group,
        hourly_rate: rate?.hourly ?? 0,
        meal_rate: rate?.meal ?? 0,
        tax_percent: rate?.taxPercent ?? 0,
      };
    }),
  };
}

/** Saves a year's rules and rates, audited; 409 while a payroll month of the year is locked. */
export async function saveTarif(
  db: Db,
  actor: Actor,
  input: z.output<typeof ZLemburTarif>,
): Promise<Awaited<ReturnType<typeof getTarif>>> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('lembur_tarif'), ${input.year}::int)`,
    );
    const locked = await lockedMonthOf(tx, input.year);
    if (locked !== null) {
      throw AppError.conflict(
        `Penggajian tahun ${input.year} sudah ada yang dikunci; tarif lembur tahun ini tidak dapat diubah.`,
      );
    }
    const before = await getTarif(tx, input.year);
    const settings = {
      year: input.year,
      maxHoursWorkday: input.max_hours_workday,
      maxHoursHoliday: input.max_hours_holiday,
      maxHoursMonth: input.max_hours_month,
      mealMinHours: input.meal_min_hours,
      holidayPercent: input.holiday_percent,
      source: input.source ?? null,
      updatedBy: actor.userId,
    };
    await tx
      .insert(overtimeSettings)
      .values(settings)
      .onConflictDoUpdate({ target: overtimeSettings.year, set: settings });
    for (const rate of input.rates) {
      const values = {
        year: input.year,
        pnsGroup: rate.pns_group,
        hourlyRate: rate.hourly_rate,
        mealRate: rate.meal_rate,
        taxPercent: rate.tax_percent,
        source: input.source ?? null,
        updatedBy: actor.userId,
      };
      await tx
        .insert(overtimeRates)
        .values(values)
        .onConflictDoUpdate({ target: [overtimeRates.year, overtimeRates.pnsGroup], set: values });
    }
    const after = await getTarif(tx, input.year);
    await writeAudit(tx, actor, {
      action: 'lembur.tarif_save',
      tableName: 'overtime_rates',
      rowId: input.year,
      before,
      after,
    });
    return after;
  });
}

const toMs = (value: string) =>
  new Date(value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')).getTime();

/** The month's overtime list: one row per person with approved orders in the month. */
export async function lemburRekap(
  db: DbOrTx,
  scope: { year: number; month: number; unit_id?: number },
): Promise<TLemburRekapResponse> {
  const { from, to } = monthRange(scope.year, scope.month);
  const tz = (await loadSettings(db)).timeZone;
  const orders = await db
    .select({
      id: overtimeOrders.id,
      userId: overtimeOrders.userId,
      date: overtimeOrders.date,
      startTime: overtimeOrders.startTime,
      endTime: overtimeOrders.endTime,
      checkInAt: overtimeOrders.checkInAt,
      checkOutAt: overtimeOrders.checkOutAt,
      name: users.name,
      nip: users.nip,
      unitId: users.unitId,
      staffTypeId: users.staffTypeId,
      unitName: workUnits.name,
      pnsGroup: ranks.pnsGroup,
    })
    .from(overtimeOrders)
    .innerJoin(approvals, eq(approvals.id, overtimeOrders.approvalId))
    .innerJoin(users, eq(users.id, overtimeOrders.userId))
    .leftJoin(workUnits, eq(workUnits.id, users.unitId))
    .leftJoin(ranks, eq(ranks.id, users.rankId))
    .where(
      and(
        eq(approvals.status, 'approved'),
        gte(overtimeOrders.date, from),
        lte(overtimeOrders.date, to),
        scope.unit_id ? eq(users.unitId, scope.unit_id) : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.id), asc(overtimeOrders.date));
  const userIds = [...new Set(orders.map((o) => o.userId))];
  const [calendarRows, hours, punches, days, yearRules] = await Promise.all([
    loadCalendarRows(db, from, to, 'all'),
    loadWorkingHours(db),
    userIds.length === 0
      ? []
      : db
          .select({
            userId: attendancePunches.userId,
            date: attendancePunches.date,
            at: attendancePunches.at,
          })
          .from(attendancePunches)
          .where(
            and(
              inArray(attendancePunches.userId, userIds),
              eq(attendancePunches.kind, 'presensi'),
              eq(attendancePunches.source, 'fingerprint'),
              gte(attendancePunches.date, from),
              lte(attendancePunches.date, to),
            ),
          ),
    userIds.length === 0
      ? []
      : db
          .select({
            userId: attendanceDays.userId,
            date: attendanceDays.date,
            checkIn: attendanceDays.checkIn,
          })
          .from(attendanceDays)
          .where(
            and(
              inArray(attendanceDays.userId, userIds),
              gte(attendanceDays.date, from),
              lte(attendanceDays.date, to),
            ),
          ),
    loadYearRules(db, scope.year),
  ]);
  const calendar = buildCalendar(calendarRows);
  const punchesOf = new Map<string, number[]>();
  for (const p of punches) {
    const key = `${p.userId}:${p.date}`;
    punchesOf.set(key, [...(punchesOf.get(key) ?? []), toMs(p.at)]);
  }
  const present = new Set(
    days.filter((d) => d.checkIn !== null).map((d) => `${d.userId}:${d.date}`),
  );

  const byUser = new Map<number, typeof orders>();
  for (const o of orders) byUser.set(o.userId, [...(byUser.get(o.userId) ?? []), o]);
  const rows: TLemburRekapRow[] = [];
  for (const list of byUser.values()) {
    const first = list[0];
    if (!first) continue;
    const overtimeDays = list.map((o) => {
      const person = { unitId: o.unitId, staffTypeId: o.staffTypeId };
      const working = isWorkingDay(o.date, o.unitId, calendar);
      const schedule = working ? scheduledHours(o.date, person, calendar, hours) : null;
      const planned = {
        from: zonedInstant(o.date, o.startTime, tz).getTime(),
        to: zonedInstant(o.date, o.endTime, tz).getTime(),
      };
      const span = workedSpan({
        planned,
        webIn: o.checkInAt ? toMs(o.checkInAt) : null,
        webOut: o.checkOutAt ? toMs(o.checkOutAt) : null,
        fingerprint: punchesOf.get(`${o.userId}:${o.date}`) ?? [],
        dayEnd: schedule ? zonedInstant(o.date, schedule.end_time, tz).getTime() : null,
        presentAtWork: present.has(`${o.userId}:${o.date}`),
      });
      return {
        orderId: o.id,
        date: o.date,
        isWorkingDay: working,
        hoursWorked: overlapHours(span, planned),
      };
    });
    const group = (first.pnsGroup as PnsGroup | null) ?? null;
    const rate = group ? yearRules.rates.get(group) : undefined;
    const note = !group
      ? 'Golongan belum diisi; lembur belum dapat dihitung'
      : !rate
        ? `Tarif lembur golongan ${group} tahun ${scope.year} belum diisi`
        : null;
    const pay = payMonth(
      overtimeDays,
      rate ?? { hourly: 0, meal: 0, taxPercent: 0 },
      yearRules.rules,
    );
    rows.push({
      user: { id: first.userId, name: first.name, nip: first.nip },
      unit_name: first.unitName,
      pns_group: group,
      orders: list.length,
      hours: pay.hours,
      overtime_pay: pay.overtimePay,
      meal_pay: pay.mealPay,
      gross: pay.gross,
      tax_percent: rate?.taxPercent ?? 0,
      tax: pay.tax,
      net: pay.net,
      note,
      days: pay.days.map((d) => ({
        order_id: d.orderId,
        date: d.date,
        is_working_day: d.isWorkingDay,
        hours_worked: d.hoursWorked,
        hours_paid: d.hoursPaid,
        overtime_pay: d.overtimePay,
        meal_pay: d.mealPay,
      })),
    });
  }
  const sum = (key: 'orders' | 'hours' | 'gross' | 'tax' | 'net') =>
    rows.reduce((total, r) => total + r[key], 0);
  return {
    year: scope.year,
    month: scope.month,
    locked: !(await isPeriodOpen(db, 'payroll', { year: scope.year, month: scope.month })),
    rows,
    totals: {
      orders: sum('orders'),
      hours: sum('hours'),
      gross: sum('gross'),
      tax: sum('tax'),
      net: sum('net'),
    },
  };
}

export type { TLemburTarif };
