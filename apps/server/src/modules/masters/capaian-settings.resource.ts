import {
  capaianPeriodName,
  PERSENTASE_CAPAIAN_DESCRIPTOR,
  PERSENTASE_CAPAIAN_FILTERS,
  STAFF_CATEGORY_LABELS,
  type StaffCategory,
  TUGAS_TAMBAHAN_DESCRIPTOR,
  TUGAS_TAMBAHAN_FILTERS,
  ZCreatePersentaseCapaianRequest,
  ZCreateTugasTambahanRequest,
  ZUpdatePersentaseCapaianRequest,
  ZUpdateTugasTambahanRequest,
} from '@sikerja/contracts';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { capaianCaps, kinerjaMonthSettings } from '../../db/schema/kinerja-settings.ts';
import { AppError } from '../../http/app-error.ts';
import { defineResource, type HookContext } from '../../platform/resource/resource-factory.ts';

type Values = Record<string, unknown>;

const period = (input: Values) => ({
  year: typeof input.year === 'number' ? input.year : null,
  month: typeof input.month === 'number' ? input.month : null,
});

/** `column is not distinct from value`: equality that also matches the default row's nulls. */
const same = (column: AnyPgColumn, value: number | null): SQL =>
  sql`${column} is not distinct from ${value}::smallint`;

/**
 * One row per category and month (and one default per category). The unique index says so too;
 * this names the period, which the index's generic 'sudah terdaftar' could not.
 */
async function assertFreeCap(input: Values, ctx: HookContext, ownId?: number) {
  const { year, month } = period(input);
  const t = capaianCaps;
  const [clash] = await ctx.tx
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        eq(t.category, String(input.category)),
        same(t.year, year),
        same(t.month, month),
        ownId === undefined ? undefined : ne(t.id, ownId),
      ),
    )
    .limit(1);
  if (clash) {
    const category = STAFF_CATEGORY_LABELS[input.category as StaffCategory] ?? input.category;
    throw AppError.validation({
      category: [`${category} untuk ${capaianPeriodName({ year, month })} sudah diatur`],
    });
  }
}

/** One row per month, and one default. */
async function assertFreeMonth(input: Values, ctx: HookContext, ownId?: number) {
  const { year, month } = period(input);
  const t = kinerjaMonthSettings;
  const [clash] = await ctx.tx
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        same(t.year, year),
        same(t.month, month),
        ownId === undefined ? undefined : ne(t.id, ownId),
      ),
    )
    .limit(1);
  if (clash) {
    throw AppError.validation({
      month: [`Pengaturan ${capaianPeriodName({ year, month })} sudah ada`],
    });
  }
}

/**
 * `/admin/setting_persentase_capaian`: the maximum capaian (%) per staff category and month,
 * or the category's default (docs/kinerja.md).
 */
export const persentaseCapaianResource = defineResource({
  path: '/admin/setting_persentase_capaian',
  label: 'Persentase capaian',
  exportName: 'persentase-capaian',
  table: capaianCaps,
  descriptor: PERSENTASE_CAPAIAN_DESCRIPTOR,
  contract: {
    create: ZCreatePersentaseCapaianRequest,
    update: ZUpdatePersentaseCapaianRequest,
    filters: PERSENTASE_CAPAIAN_FILTERS,
  },
  list: {
    searchable: ['category', 'source'],
    filterable: { year: 'year', month: 'month', category: 'category', is_active: 'is_active' },
  },
  hooks: {
    async beforeCreate(input, ctx) {
      await assertFreeCap(input, ctx);
      return input;
    },
    async beforeUpdate(input, before, ctx) {
      await assertFreeCap(input, ctx, before.id);
      return input;
    },
  },
});

/**
 * `/admin/setting_tugas_tambahan`: per month (or the default), the cap on additional duties and
 * the main-duty minimum they need, the sending deadline and the reward/punishment
 * (docs/kinerja.md).
 */
export const tugasTambahanResource = defineResource({
  path: '/admin/setting_tugas_tambahan',
  label: 'Pengaturan tugas tambahan',
  exportName: 'tugas-tambahan',
  table: kinerjaMonthSettings,
  descriptor: TUGAS_TAMBAHAN_DESCRIPTOR,
  contract: {
    create: ZCreateTugasTambahanRequest,
    update: ZUpdateTugasTambahanRequest,
    filters: TUGAS_TAMBAHAN_FILTERS,
  },
  list: {
    searchable: ['source'],
    filterable: { year: 'year', month: 'month', is_active: 'is_active' },
  },
  hooks: {
    async beforeCreate(input, ctx) {
      await assertFreeMonth(input, ctx);
      return input;
    },
    async beforeUpdate(input, before, ctx) {
      await assertFreeMonth(input, ctx, before.id);
      return input;
    },
  },
});
