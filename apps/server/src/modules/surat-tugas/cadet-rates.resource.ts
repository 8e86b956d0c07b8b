/**
 * Tarif taruna (`/admin/taruna`, tab 'Tarif Taruna'; docs/surat-tugas.md "Surat tugas taruna"):
 * the Direktur's SK rates for cadets travelling under a surat tugas, per year, kind of cadet
 * trip and scope, on the master-data resource factory (list, form, Excel, audit). Whoever looks
 * after the cadets (permission `admin.taruna`) keeps them; the cost plan reads the active row of
 * the letter's year, kind and scope (cadet-rates.ts).
 */
import {
  CADET_PURPOSE_SHORT,
  CADET_RATE_DESCRIPTOR,
  CADET_RATE_FILTERS,
  CADET_RATE_MESSAGES,
  formatIndonesianDate,
  type TCadetPurpose,
  type TCadetRateScope,
  ZCreateCadetRateRequest,
  ZUpdateCadetRateRequest,
} from '@sikerja/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { suratTugasCadetRates } from '../../db/schema/surat-tugas-cadet-rates.ts';
import { AppError } from '../../http/app-error.ts';
import { defineResource, type HookContext } from '../../platform/resource/resource-factory.ts';
import type { CadetRate, Golongan } from './cost-plan.rules.ts';

type Values = Record<string, unknown>;

/** One rate per (year, purpose, scope): a second is refused on `purpose` with the year named. */
async function assertUnique(input: Values, ctx: HookContext, exceptId?: number) {
  const t = suratTugasCadetRates;
  const [clash] = await ctx.tx
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        eq(t.year, Number(input.year)),
        eq(t.purpose, String(input.purpose)),
        eq(t.scope, String(input.scope ?? 'dalam_negeri')),
        exceptId === undefined ? undefined : ne(t.id, exceptId),
      ),
    )
    .limit(1);
  if (clash) {
    throw AppError.validation(
      { purpose: [CADET_RATE_MESSAGES.duplicate(Number(input.year))] },
      'Data yang sama sudah ada.',
    );
  }
}

export const cadetRateResource = defineResource({
  path: '/admin/taruna/tarif',
  permission: 'admin.taruna',
  label: 'Tarif taruna',
  exportName: 'tarif_taruna',
  table: suratTugasCadetRates,
  descriptor: CADET_RATE_DESCRIPTOR,
  contract: {
    create: ZCreateCadetRateRequest,
    update: ZUpdateCadetRateRequest,
    filters: CADET_RATE_FILTERS,
  },
  list: {
    searchable: ['sk_number', 'note'],
    filterable: { year: 'year', purpose: 'purpose', is_active: 'is_active' },
  },
  hooks: {
    async beforeCreate(input, ctx) {
      await assertUnique(input, ctx);
      return input;
    },
    async beforeUpdate(input, before, ctx) {
      await assertUnique(input, ctx, before.id);
      return input;
    },
  },
});

/** `/admin/taruna/tarif`: the cadet rates' resource routes. */
export const cadetRateRoutes = cadetRateResource.plugin;

/** Why a cadet's plan cannot be made: the rate the admin must fill in first. */
export function cadetRateMissing(year: number, purpose: TCadetPurpose, scope: TCadetRateScope) {
  const where = scope === 'luar_negeri' ? ' (luar negeri)' : '';
  return `Tarif taruna tahun ${year} untuk ${CADET_PURPOSE_SHORT[purpose]}${where} belum diisi di /admin/taruna (tab Tarif Taruna).`;
}

/** The active rate of a year, kind of cadet trip and scope, as the cost plan reads it; or null. */
export async function findCadetRate(
  db: DbOrTx,
  year: number,
  purpose: TCadetPurpose,
  scope: TCadetRateScope,
): Promise<(CadetRate & { id: number }) | null> {
  const t = suratTugasCadetRates;
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.year, year), eq(t.purpose, purpose), eq(t.scope, scope), eq(t.isActive, true)));
  if (!row) return null;
  return {
    id: row.id,
    year: row.year,
    purposeLabel: CADET_PURPOSE_SHORT[purpose],
    mode: row.mode as CadetRate['mode'],
    golongan: row.golongan as Golongan,
    dailyAllowance: row.dailyAllowance,
    lodgingCeiling: row.lodgingCeiling,
    skNumber: row.skNumber,
    skDate: formatIndonesianDate(row.skDate),
  };
}
