import {
  masterResponse,
  WORK_PATTERN_ASSIGNMENT_DESCRIPTOR,
  WORK_PATTERN_ASSIGNMENT_FILTERS,
  ZCreateWorkPatternAssignmentRequest,
  ZMasterDeleteResponse,
  ZMasterIdParams,
  ZUpdateWorkPatternAssignmentRequest,
  ZWorkPatternAssignmentRow,
} from '@sikerja/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { workPatternAssignments, workPatterns } from '../../db/schema/attendance.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';
import { actorOf } from '../../http/auth-context.ts';
import { requireActiveReferences } from '../../platform/resource/active-references.ts';
import { defineResource, type ResourceKit } from '../../platform/resource/resource-factory.ts';
import { applyScheduleChange } from './shift-pattern-schedule.service.ts';

type Values = Record<string, unknown>;

const references = requireActiveReferences([
  {
    field: 'user_id',
    label: 'Pegawai',
    table: users,
    id: users.id,
    active: eq(users.status, 'active'),
  },
  {
    field: 'pattern_id',
    label: 'Pola kerja',
    table: workPatterns,
    id: workPatterns.id,
    active: workPatterns.isActive,
  },
]);

/** A person's request is decided (Setujui/Tolak), never edited or removed while it waits. */
function refusePendingRequest(before: Values, action: string) {
  if (before.approval_id !== null && before.status === 'pending') {
    throw AppError.conflict(
      `Permintaan pegawai yang menunggu persetujuan tidak dapat ${action}; setujui atau tolak terlebih dahulu.`,
    );
  }
}

const rowSchema = masterResponse(ZWorkPatternAssignmentRow);

/**
 * Create, update and delete wrap the factory's audited writes in one transaction with the
 * schedule change (lock check, then recompute), which must see the row as written.
 */
function writeRoutes(kind: 'create' | 'update' | 'delete') {
  return (plain: FastifyInstance, kit: ResourceKit) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const { base, config, tags, service } = kit;
    if (kind === 'create') {
      app.post(
        base,
        {
          config,
          schema: { tags, body: ZCreateWorkPatternAssignmentRequest, response: { 201: rowSchema } },
        },
        async (request, reply) => {
          const data = await app.db.transaction(async (tx) => {
            const row = await service.create(tx, request.body as Values, actorOf(request));
            await applyScheduleChange(tx, [
              { userId: row.user_id as number, startDate: row.start_date as string },
            ]);
            return row;
          });
          return reply.status(201).send({ data: data as never });
        },
      );
    } else if (kind === 'update') {
      app.put(
        `${base}/:id`,
        {
          config,
          schema: {
            tags,
            params: ZMasterIdParams,
            body: ZUpdateWorkPatternAssignmentRequest,
            response: { 200: rowSchema },
          },
        },
        async (request) => {
          const data = await app.db.transaction(async (tx) => {
            const before = await service.getById(tx, request.params.id);
            const after = await service.update(
              tx,
              request.params.id,
              request.body as Values,
              actorOf(request),
            );
            // Only a row in force changes schedules: both the old and the new start and person.
            if (after.effective) {
              await applyScheduleChange(tx, [
                { userId: before.user_id as number, startDate: before.start_date as string },
                { userId: after.user_id as number, startDate: after.start_date as string },
              ]);
            }
            return after;
          });
          return { data: data as never };
        },
      );
    } else {
      app.delete(
        `${base}/:id`,
        {
          config,
          schema: { tags, params: ZMasterIdParams, response: { 200: ZMasterDeleteResponse } },
        },
        async (request) => {
          const data = await app.db.transaction(async (tx) => {
            const before = await service.getById(tx, request.params.id);
            const result = await service.remove(
              tx as unknown as Db,
              request.params.id,
              actorOf(request),
            );
            if (before.effective) {
              await applyScheduleChange(tx, [
                { userId: before.user_id as number, startDate: before.start_date as string },
              ]);
            }
            return result;
          });
          return { data };
        },
      );
    }
  };
}

const T = 'work_pattern_assignments';

/**
 * `/admin/master/pola_kerja_pegawai`: who works which pattern from which date. Rows an admin
 * writes are in force at once; a person's requests (from /user/shiftpolakerja) are listed here
 * too, with their status, and decided with Setujui/Tolak (`…/:id/keputusan`).
 */
export const patternAssignmentResource = defineResource({
  path: '/admin/master/pola_kerja_pegawai',
  label: 'Pola kerja pegawai',
  table: workPatternAssignments,
  descriptor: WORK_PATTERN_ASSIGNMENT_DESCRIPTOR,
  contract: {
    create: ZCreateWorkPatternAssignmentRequest,
    update: ZUpdateWorkPatternAssignmentRequest,
    filters: WORK_PATTERN_ASSIGNMENT_FILTERS,
  },
  list: {
    searchable: ['reason'],
    filterable: { user_id: 'user_id', pattern_id: 'pattern_id', effective: 'effective' },
  },
  derived: {
    user_name: sql.raw(`(select u.name from users u where u.id = ${T}.user_id)`),
    pattern_name: sql.raw(
      `(select p.code || ' ' || p.name from work_patterns p where p.id = ${T}.pattern_id)`,
    ),
    pattern_cycle: sql.raw(`(select p.cycle from work_patterns p where p.id = ${T}.pattern_id)`),
    status: sql.raw(
      `(case when ${T}.effective then 'effective' else coalesce((select case a.status when 'approved' then 'effective' when 'pending' then 'pending' when 'withdrawn' then 'withdrawn' else 'rejected' end from approvals a where a.id = ${T}.approval_id), 'pending') end)`,
    ),
  },
  hooks: {
    async beforeCreate(input, ctx) {
      await references.beforeCreate?.(input, ctx);
      // An admin's assignment needs nobody's approval.
      return { ...input, effective: true, created_by: ctx.actor.userId };
    },
    async beforeUpdate(input, before, ctx) {
      refusePendingRequest(before, 'diubah');
      if (before.approval_id !== null && before.status !== 'effective') {
        throw AppError.conflict('Permintaan yang ditolak atau dibatalkan tidak dapat diubah.');
      }
      await references.beforeUpdate?.(input, before, ctx);
      return input;
    },
    beforeDelete(before) {
      refusePendingRequest(before, 'dihapus');
    },
  },
  routes: {
    create: writeRoutes('create'),
    update: writeRoutes('update'),
    delete: writeRoutes('delete'),
  },
});
