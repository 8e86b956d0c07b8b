/**
 * `/admin/master/user`: the staff register on the master-data resource factory (list with
 * filters, get, create, update, Excel export and import), with the register's own rules in its
 * hooks: the NIP checked against the staff type and the dates it embeds, references that must
 * be active, and a new account that gets a random password and a link to set its own.
 * People are never deleted (their attendance, leave and pay stay theirs): they are deactivated.
 */
import { randomBytes } from 'node:crypto';
import {
  masterResponse,
  NI_PPPK_STAFF_TYPE_CODES,
  NIP_STAFF_TYPE_CODES,
  nipProblems,
  STAFF_DESCRIPTOR,
  STAFF_FILTERS,
  ZCreateStaffRequest,
  ZStaffRow,
  ZUpdateStaffRequest,
} from '@sikerja/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ptkpStatuses, ranks, staffTypes } from '../../db/schema/masters.ts';
import { positions, workUnits } from '../../db/schema/org.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';
import { actorOf } from '../../http/auth-context.ts';
import { hashPassword } from '../../lib/password.ts';
import { requireActiveReferences } from '../../platform/resource/active-references.ts';
import {
  defineResource,
  type HookContext,
  type ResourceKit,
} from '../../platform/resource/resource-factory.ts';
import { NEW_ACCOUNT_LINK_MINUTES, sendPasswordLink } from '../auth/auth.api.ts';
import { ensureDefaultGroup } from './users.service.ts';

type Values = Record<string, unknown>;

const references = requireActiveReferences([
  {
    field: 'staff_type_id',
    label: 'Jenis pegawai',
    table: staffTypes,
    id: staffTypes.id,
    active: staffTypes.isActive,
  },
  {
    field: 'unit_id',
    label: 'Unit kerja',
    table: workUnits,
    id: workUnits.id,
    active: workUnits.isActive,
  },
  {
    field: 'position_id',
    label: 'Jabatan',
    table: positions,
    id: positions.id,
    active: positions.isActive,
  },
  { field: 'rank_id', label: 'Pangkat', table: ranks, id: ranks.id, active: ranks.isActive },
  {
    field: 'ptkp_status_id',
    label: 'Status PTKP',
    table: ptkpStatuses,
    id: ptkpStatuses.id,
    active: ptkpStatuses.isActive,
  },
]);

/** The NIP rule of the person's staff type: BKN's NIP, an NI PPPK, or any identifier. */
async function checkNumber(input: Values, ctx: HookContext) {
  const [type] = await ctx.tx
    .select({ code: staffTypes.code })
    .from(staffTypes)
    .where(eq(staffTypes.id, Number(input.staff_type_id)));
  const code = type?.code ?? '';
  const kind = (NIP_STAFF_TYPE_CODES as readonly string[]).includes(code)
    ? 'nip'
    : (NI_PPPK_STAFF_TYPE_CODES as readonly string[]).includes(code)
      ? 'pppk'
      : 'other';
  const problems = nipProblems({
    nip: (input.nip as string | null) ?? null,
    kind,
    birth_date: input.birth_date as string | null,
    tmt_cpns: input.tmt_cpns as string | null,
    gender: input.gender as string | null,
  });
  const fields = Object.entries(problems).map(([field, message]) => [field, [message]]);
  if (fields.length > 0) throw AppError.validation(Object.fromEntries(fields));
}

/** An admin cannot lock themself out by taking away their own admin level. */
function keepOwnLevel(input: Values, before: Values, ctx: HookContext) {
  const self = ctx.actor.actingAsUserId ?? ctx.actor.userId;
  if (before.id === self && before.level === 'admin' && input.level !== 'admin') {
    throw AppError.validation({ level: ['Anda tidak dapat menurunkan level akun Anda sendiri'] });
  }
}

/** Create answers like the factory's, then mails the new person a link to set a password. */
function createWithLink(app: FastifyInstance, kit: ResourceKit) {
  app.post(
    kit.base,
    {
      config: kit.config,
      schema: { tags: kit.tags, body: ZCreateStaffRequest, response: { 201: staffResponse } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const row = (await kit.service.create(app.db, request.body as Values, actor)) as {
        id: number;
        name: string;
        email: string | null;
      };
      await ensureDefaultGroup(app.db, row.id, actor);
      if (row.email) {
        const deps = { db: app.db, config: app.config, log: request.log };
        const person = { id: row.id, name: row.name, email: row.email };
        await sendPasswordLink(deps, person, actor, 'users.create_link', NEW_ACCOUNT_LINK_MINUTES);
      }
      return reply.status(201).send({ data: row });
    },
  );
}

const staffResponse = masterResponse(ZStaffRow);

export const staffResource = defineResource({
  path: '/admin/master/user',
  // Also how other masters name it when a row is still used here ('... pada Data Pegawai').
  label: 'Data Pegawai',
  exportName: 'data_pegawai',
  table: users,
  descriptor: STAFF_DESCRIPTOR,
  contract: {
    create: ZCreateStaffRequest,
    update: ZUpdateStaffRequest,
    filters: STAFF_FILTERS,
  },
  list: {
    searchable: ['name', 'nip', 'email'],
    filterable: {
      status: 'status',
      unit_id: 'unit_id',
      position_id: 'position_id',
      rank_id: 'rank_id',
      staff_type_id: 'staff_type_id',
    },
  },
  derived: {
    staff_type_name: sql.raw('(select t.name from staff_types t where t.id = users.staff_type_id)'),
    unit_name: sql.raw('(select u.name from work_units u where u.id = users.unit_id)'),
    position_name: sql.raw('(select p.name from positions p where p.id = users.position_id)'),
    rank_code: sql.raw('(select r.code from ranks r where r.id = users.rank_id)'),
  },
  hooks: {
    async beforeCreate(input, ctx) {
      await references.beforeCreate?.(input, ctx);
      await checkNumber(input, ctx);
      // Nobody knows this password: the person sets theirs through the mailed link.
      const password = randomBytes(24).toString('base64url');
      return { ...input, password_hash: await hashPassword(password), status: 'active' };
    },
    async beforeUpdate(input, before, ctx) {
      await references.beforeUpdate?.(input, before, ctx);
      await checkNumber(input, ctx);
      keepOwnLevel(input, before, ctx);
      return input;
    },
  },
  import: {
    key: ['nip'],
    // The file names references as the export writes them, so an export imports back.
    lookups: [
      {
        field: 'staff_type_id',
        column: 'staff_type_name',
        table: staffTypes,
        id: staffTypes.id,
        match: staffTypes.name,
        label: 'Jenis pegawai',
      },
      {
        field: 'unit_id',
        column: 'unit_name',
        table: workUnits,
        id: workUnits.id,
        match: workUnits.name,
        label: 'Unit kerja',
      },
      {
        field: 'position_id',
        column: 'position_name',
        table: positions,
        id: positions.id,
        match: positions.name,
        label: 'Jabatan',
      },
      {
        field: 'rank_id',
        column: 'rank_code',
        table: ranks,
        id: ranks.id,
        match: ranks.code,
        label: 'Golongan',
      },
    ],
  },
  routes: { delete: false, create: createWithLink },
});
