import {
  JAM_KERJA_DESCRIPTOR,
  JAM_KERJA_FILTERS,
  ZCreateJamKerjaRequest,
  ZUpdateJamKerjaRequest,
} from '@sikerja/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import { staffTypes } from '../../db/schema/masters.ts';
import { workingHours } from '../../db/schema/masters-attendance.ts';
import { workUnits } from '../../db/schema/org.ts';
import { AppError } from '../../http/app-error.ts';
import {
  assertChoosable,
  type ChoosableRef,
} from '../../platform/resource/choosable-references.ts';
import { defineResource, type HookContext } from '../../platform/resource/resource-factory.ts';

type Values = Record<string, unknown>;

const STAFF_TYPE: ChoosableRef = {
  table: staffTypes,
  id: staffTypes.id,
  isActive: staffTypes.isActive,
  label: 'Jenis pegawai',
};
const UNIT: ChoosableRef = {
  table: workUnits,
  id: workUnits.id,
  isActive: workUnits.isActive,
  label: 'Unit kerja',
};

const dateOrNull = (value: unknown) => (typeof value === 'string' ? value : null);
const idOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * The attendance rule must find one schedule per person and day. A dated row (Ramadan) may
 * cover an undated default, but two active rows of the same scope and kind (both undated, or
 * both dated with overlapping dates) sharing a weekday would leave it to chance.
 */
async function assertNoClash(input: Values, ctx: HookContext, id?: number) {
  // The name first: a resent form should read "already exists", not "clashes with itself".
  const [sameName] = await ctx.tx
    .select({ id: workingHours.id })
    .from(workingHours)
    .where(
      and(
        id === undefined ? undefined : ne(workingHours.id, id),
        sql`lower(${workingHours.name}) = lower(${String(input.name)})`,
      ),
    )
    .limit(1);
  if (sameName) throw AppError.validation({ name: ['Nama sudah terdaftar'] });
  if (input.is_active === false) return;
  const weekdays = Array.isArray(input.weekdays) ? input.weekdays.map(Number) : [];
  const from = dateOrNull(input.valid_from);
  const to = dateOrNull(input.valid_to);
  const dated = from !== null || to !== null;
  const [clash] = await ctx.tx
    .select({ name: workingHours.name })
    .from(workingHours)
    .where(
      and(
        id === undefined ? undefined : ne(workingHours.id, id),
        eq(workingHours.isActive, true),
        sql`${workingHours.staffTypeId} is not distinct from ${idOrNull(input.staff_type_id)}::integer`,
        sql`${workingHours.unitId} is not distinct from ${idOrNull(input.unit_id)}::integer`,
        sql`${workingHours.weekdays} && array[${sql.join(
          weekdays.map((d) => sql`${d}`),
          sql`, `,
        )}]::smallint[]`,
        sql`(${workingHours.validFrom} is not null or ${workingHours.validTo} is not null) = ${dated}::boolean`,
        sql`daterange(${workingHours.validFrom}, ${workingHours.validTo}, '[]') && daterange(${from}::date, ${to}::date, '[]')`,
      ),
    )
    .limit(1);
  if (clash) {
    throw AppError.validation({
      weekdays: [`Bentrok dengan jam kerja "${clash.name}" pada hari dan berlaku yang sama`],
    });
  }
}

/** `/admin/master/jamkerja`: working hours; seeded from db/seed/reference/jam-kerja.ts. */
export const jamKerjaResource = defineResource({
  path: '/admin/master/jamkerja',
  label: 'Jam kerja',
  table: workingHours,
  descriptor: JAM_KERJA_DESCRIPTOR,
  contract: {
    create: ZCreateJamKerjaRequest,
    update: ZUpdateJamKerjaRequest,
    filters: JAM_KERJA_FILTERS,
  },
  list: {
    searchable: ['name'],
    filterable: { staff_type_id: 'staff_type_id', unit_id: 'unit_id', is_active: 'is_active' },
  },
  // The list and the export show names, not ids. Plain SQL: the outer row is named by table.
  derived: {
    staff_type_name: sql.raw(
      '(select s.name from staff_types s where s.id = working_hours.staff_type_id)',
    ),
    unit_name: sql.raw(
      "(select u.code || ' ' || u.name from work_units u where u.id = working_hours.unit_id)",
    ),
  },
  hooks: {
    async beforeCreate(input, ctx) {
      await assertChoosable(ctx.tx, STAFF_TYPE, 'staff_type_id', input.staff_type_id);
      await assertChoosable(ctx.tx, UNIT, 'unit_id', input.unit_id);
      await assertNoClash(input, ctx);
      return input;
    },
    async beforeUpdate(input, before, ctx) {
      await assertChoosable(
        ctx.tx,
        STAFF_TYPE,
        'staff_type_id',
        input.staff_type_id,
        before.staff_type_id,
      );
      await assertChoosable(ctx.tx, UNIT, 'unit_id', input.unit_id, before.unit_id);
      await assertNoClash(input, ctx, before.id);
      return input;
    },
  },
});
