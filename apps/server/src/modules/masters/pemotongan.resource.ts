import {
  bandsOverlap,
  PEMOTONGAN_DESCRIPTOR,
  PEMOTONGAN_FILTERS,
  ZCreatePemotonganRequest,
  ZUpdatePemotonganRequest,
} from '@sikerja/contracts';
import { and, eq, ne } from 'drizzle-orm';
import { attendanceDeductions } from '../../db/schema/masters-pay.ts';
import { AppError } from '../../http/app-error.ts';
import { defineResource, type HookContext } from '../../platform/resource/resource-factory.ts';

type Values = Record<string, unknown>;

const rangeText = (from: number, to: number | null) =>
  to === null ? `≥ ${from}` : `${from}–${to - 1}`;

/**
 * Two active bands of one kind and mode that share a minute would make the deduction of that
 * minute ambiguous, so a band may not overlap another. Inactive bands are left out: they are
 * never applied, and switching one back on runs this check again. Absence bands have no minutes.
 * A row with the same code is left out too: the write fails on the duplicate code anyway, and
 * that is the error to show.
 */
async function assertNoOverlap(input: Values, ctx: HookContext, ownId?: number) {
  if (input.is_active === false || typeof input.minutes_from !== 'number') return;
  const band = {
    from: input.minutes_from,
    to: typeof input.minutes_to === 'number' ? input.minutes_to : null,
  };
  const t = attendanceDeductions;
  const others = await ctx.tx
    .select({ code: t.code, from: t.minutesFrom, to: t.minutesTo })
    .from(t)
    .where(
      and(
        eq(t.kind, String(input.kind)),
        eq(t.mode, String(input.mode)),
        eq(t.isActive, true),
        ne(t.code, String(input.code)),
        ownId === undefined ? undefined : ne(t.id, ownId),
      ),
    );
  const clash = others.find(
    (o) => o.from !== null && bandsOverlap(band, { from: o.from, to: o.to }),
  );
  if (clash && clash.from !== null) {
    throw AppError.validation({
      minutes_from: [
        `Rentang menit bertumpang tindih dengan ${clash.code} (${rangeText(clash.from, clash.to)} menit)`,
      ],
    });
  }
}

/**
 * `/admin/master/pemotongan`: attendance deduction bands (late, early, absent); seeded from
 * db/seed/reference/pay-masters.ts.
 */
export const pemotonganResource = defineResource({
  path: '/admin/master/pemotongan',
  label: 'Potongan presensi',
  table: attendanceDeductions,
  descriptor: PEMOTONGAN_DESCRIPTOR,
  contract: {
    create: ZCreatePemotonganRequest,
    update: ZUpdatePemotonganRequest,
    filters: PEMOTONGAN_FILTERS,
  },
  list: {
    searchable: ['code', 'name'],
    filterable: { kind: 'kind', mode: 'mode', is_active: 'is_active' },
  },
  hooks: {
    async beforeCreate(input, ctx) {
      await assertNoOverlap(input, ctx);
      return input;
    },
    async beforeUpdate(input, before, ctx) {
      await assertNoOverlap(input, ctx, before.id);
      return input;
    },
  },
});
