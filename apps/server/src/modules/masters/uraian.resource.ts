import {
  URAIAN_DESCRIPTOR,
  URAIAN_FILTERS,
  ZCreateUraianRequest,
  ZUpdateUraianRequest,
} from '@sikerja/contracts';
import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { taskDescriptionPositions } from '../../db/schema/kinerja.ts';
import { measurementUnits } from '../../db/schema/masters.ts';
import { activityItems, taskDescriptions } from '../../db/schema/masters-misc.ts';
import { positions } from '../../db/schema/org.ts';
import { AppError } from '../../http/app-error.ts';
import { requireActiveReferences } from '../../platform/resource/active-references.ts';
import {
  defineResource,
  type HookContext,
  type ResourceHooks,
} from '../../platform/resource/resource-factory.ts';
import { activeSatuan } from './unsur.resource.ts';

type Values = Record<string, unknown>;

/**
 * A position as people write it: its name, or 'name (unit)' where two units have a position of
 * that name. The list, the export and the import all use this label (docs/kinerja.md).
 */
export const POSITION_LABEL_SQL = `case when exists (select 1 from positions p2 where lower(p2.name) = lower(p.name) and p2.id <> p.id) then p.name || ' (' || (select u.name from work_units u where u.id = p.unit_id) || ')' else p.name end`;

const references = requireActiveReferences([
  activeSatuan,
  {
    field: 'activity_item_id',
    label: 'Kegiatan',
    table: activityItems,
    id: activityItems.id,
    active: activityItems.isActive,
  },
]);

/** Positions asked for on a write, kept between the before- and after-hook of that write. */
const pendingPositions = new WeakMap<HookContext, number[]>();

/**
 * `position_ids` is no column: the ids go to `task_description_positions` after the row is
 * written. Every id must name a position; one newly added must be active.
 */
async function takePositions(input: Values, ctx: HookContext, stored: readonly number[]) {
  const { position_ids: ids, ...rest } = input;
  if (!Array.isArray(ids)) return rest;
  const wanted = ids as number[];
  const added = wanted.filter((id) => !stored.includes(id));
  if (added.length > 0) {
    const found = await ctx.tx
      .select({ id: positions.id, isActive: positions.isActive })
      .from(positions)
      .where(inArray(positions.id, added));
    if (found.length < added.length) {
      throw AppError.validation({ position_ids: ['Jabatan tidak ditemukan'] });
    }
    if (found.some((p) => !p.isActive)) {
      throw AppError.validation({ position_ids: ['Jabatan sudah tidak aktif'] });
    }
  }
  pendingPositions.set(ctx, wanted);
  return rest;
}

/** Descriptions are the import's key, so one text names one uraian (case-insensitively). */
async function requireUniqueDescription(input: Values, ctx: HookContext, id?: number) {
  const description = String(input.description ?? '');
  const [clash] = await ctx.tx
    .select({ id: taskDescriptions.id })
    .from(taskDescriptions)
    .where(
      and(
        sql`lower(${taskDescriptions.description}) = lower(${description})`,
        id === undefined ? undefined : ne(taskDescriptions.id, id),
      ),
    )
    .limit(1);
  if (clash) {
    throw AppError.validation(
      { description: ['Uraian Tugas sudah terdaftar'] },
      'Data yang sama sudah ada.',
    );
  }
}

const hooks: ResourceHooks = {
  async beforeCreate(input, ctx) {
    await requireUniqueDescription(input, ctx);
    const checked = (await references.beforeCreate?.(input, ctx)) ?? input;
    return takePositions(checked, ctx, []);
  },
  async beforeUpdate(input, before, ctx) {
    if (input.description !== before.description) {
      await requireUniqueDescription(input, ctx, before.id);
    }
    const checked = (await references.beforeUpdate?.(input, before, ctx)) ?? input;
    return takePositions(checked, ctx, (before.position_ids as number[] | undefined) ?? []);
  },
  async afterWrite({ after }, ctx) {
    const wanted = pendingPositions.get(ctx);
    pendingPositions.delete(ctx);
    if (!after || wanted === undefined) return;
    await ctx.tx
      .delete(taskDescriptionPositions)
      .where(
        and(
          eq(taskDescriptionPositions.taskDescriptionId, after.id),
          wanted.length > 0 ? notInArray(taskDescriptionPositions.positionId, wanted) : undefined,
        ),
      );
    if (wanted.length > 0) {
      await ctx.tx
        .insert(taskDescriptionPositions)
        .values(wanted.map((positionId) => ({ taskDescriptionId: after.id, positionId })))
        .onConflictDoNothing();
    }
  },
};

/**
 * `/admin/master/uraian`: the activity catalogue (docs/kinerja.md "Katalog kegiatan").
 * Contracts copy an uraian and keep the reference, so one in use is switched off rather than
 * deleted. Imported from Excel by its text, with the satuan, the kegiatan's code and the
 * positions by name.
 */
export const uraianResource = defineResource({
  path: '/admin/master/uraian',
  label: 'Uraian tugas',
  table: taskDescriptions,
  descriptor: URAIAN_DESCRIPTOR,
  contract: {
    create: ZCreateUraianRequest,
    update: ZUpdateUraianRequest,
    filters: URAIAN_FILTERS,
  },
  list: {
    searchable: ['description'],
    filterable: {
      unit_id: 'unit_id',
      activity_item_id: 'activity_item_id',
      duty_kind: 'duty_kind',
      is_active: 'is_active',
    },
  },
  // The list and the export show names, not ids. Plain SQL: the outer row is named by table.
  derived: {
    unit_name: sql.raw(
      '(select m.name from measurement_units m where m.id = task_descriptions.unit_id)',
    ),
    activity_item_code: sql.raw(
      '(select a.code from activity_items a where a.id = task_descriptions.activity_item_id)',
    ),
    activity_item_name: sql.raw(
      "(select a.code || ' ' || a.name from activity_items a where a.id = task_descriptions.activity_item_id)",
    ),
    position_ids: sql.raw(
      "(select coalesce(array_agg(tdp.position_id order by tdp.position_id), '{}') from task_description_positions tdp where tdp.task_description_id = task_descriptions.id)",
    ),
    position_names: sql.raw(
      `(select coalesce(array_agg(${POSITION_LABEL_SQL} order by p.name, p.id), '{}') from task_description_positions tdp join positions p on p.id = tdp.position_id where tdp.task_description_id = task_descriptions.id)`,
    ),
  },
  deactivateWhenUsed: true,
  hooks,
  import: {
    key: ['description'],
    lookups: [
      {
        field: 'unit_id',
        column: 'unit_name',
        table: measurementUnits,
        id: measurementUnits.id,
        match: measurementUnits.name,
        label: 'Satuan',
      },
      {
        field: 'activity_item_id',
        column: 'activity_item_code',
        table: activityItems,
        id: activityItems.id,
        match: activityItems.code,
        label: 'Kegiatan',
      },
      {
        field: 'position_ids',
        column: 'position_names',
        table: positions,
        id: positions.id,
        match: positions.name,
        alsoMatch: sql.raw(
          "(positions.name || ' (' || (select u.name from work_units u where u.id = positions.unit_id) || ')')",
        ),
        label: 'Jabatan',
        multiple: true,
        hint: "Nama jabatan, beberapa dipisah titik koma (;). Nama yang dipakai di lebih dari satu unit ditulis 'Nama (Unit Kerja)'. Kosong: jabatan tidak diubah.",
      },
    ],
  },
});
