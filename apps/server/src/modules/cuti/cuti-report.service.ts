/**
 * `/admin/laporan/cuti`: per person, the year's annual-leave balance and the days of each
 * leave type taken in the period (requests starting in it), filtered by unit (with its
 * sub-units), type and name. The list pages it; the export streams every row with exceljs.
 */
import type { TCutiReportQuery, TCutiReportRow, TPaginated } from '@sikerja/contracts';
import { and, asc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { approvals } from '../../db/schema/approvals.ts';
import { cutiRequests } from '../../db/schema/cuti.ts';
import { leaveTypes } from '../../db/schema/masters-attendance.ts';
import { workUnits } from '../../db/schema/org.ts';
import { users } from '../../db/schema/users.ts';
import { containsPattern, paginate } from '../../http/paginate.ts';
import type { ResourceColumn } from '../../platform/resource/resource-export.ts';
import { loadBalancesFor, loadLeaveTypes, type Person } from './balance.repository.ts';
import { cutiApprovalJoin, cutiStatus } from './cuti-status.rules.ts';

function period(q: TCutiReportQuery) {
  return { from: q.from ?? `${q.year}-01-01`, to: q.to ?? `${q.year}-12-31` };
}

function peopleWhere(q: TCutiReportQuery): SQL | undefined {
  const { from, to } = period(q);
  return and(
    eq(users.status, 'active'),
    q.unit_id
      ? sql`${users.unitId} in (with recursive t(id) as (select ${q.unit_id}::int union all select u.id from work_units u join t on u.parent_id = t.id) select id from t)`
      : undefined,
    q.search
      ? or(
          ilike(users.name, containsPattern(q.search)),
          ilike(users.nip, containsPattern(q.search)),
        )
      : undefined,
    q.jenis_cuti_id
      ? sql`exists (select 1 from ${cutiRequests} join ${approvals} on ${cutiApprovalJoin} where ${cutiRequests.userId} = ${users.id} and ${cutiRequests.leaveTypeId} = ${q.jenis_cuti_id} and ${cutiStatus} = 'approved' and ${cutiRequests.startDate} between ${from}::date and ${to}::date)`
      : undefined,
  );
}

async function people(db: DbOrTx, q: TCutiReportQuery, limit: number, offset: number) {
  return db
    .select({
      id: users.id,
      name: users.name,
      nip: users.nip,
      unitId: users.unitId,
      unitName: workUnits.name,
      staffTypeId: users.staffTypeId,
      serviceStart: sql<string | null>`coalesce(${users.tmtCpns}, ${users.tmtPns})::text`,
    })
    .from(users)
    .leftJoin(workUnits, eq(workUnits.id, users.unitId))
    .where(peopleWhere(q))
    .orderBy(asc(users.name), asc(users.id))
    .limit(limit)
    .offset(offset);
}

type PersonRow = Person & { unitName: string | null };

async function toReportRows(
  db: DbOrTx,
  q: TCutiReportQuery,
  rows: PersonRow[],
): Promise<TCutiReportRow[]> {
  if (rows.length === 0) return [];
  const { from, to } = period(q);
  const ids = rows.map((r) => r.id);
  const [balances, used] = await Promise.all([
    loadBalancesFor(db, rows, q.year),
    db
      .select({
        userId: cutiRequests.userId,
        code: leaveTypes.code,
        days: sql<number>`sum(${cutiRequests.days})::int`,
      })
      .from(cutiRequests)
      .innerJoin(leaveTypes, eq(leaveTypes.id, cutiRequests.leaveTypeId))
      .innerJoin(approvals, cutiApprovalJoin)
      .where(
        and(
          inArray(cutiRequests.userId, ids),
          eq(cutiStatus, 'approved'),
          gte(cutiRequests.startDate, from),
          lte(cutiRequests.startDate, to),
        ),
      )
      .groupBy(cutiRequests.userId, leaveTypes.code),
  ]);
  return rows.map((p) => {
    const b = balances.get(p.id);
    const byType: Record<string, number> = {};
    for (const u of used) if (u.userId === p.id) byType[u.code] = u.days;
    return {
      user_id: p.id,
      name: p.name,
      nip: p.nip,
      unit_name: p.unitName,
      entitlement: b?.entitlement ?? 0,
      carried_over: b?.carried_over ?? 0,
      deferred: b?.deferred ?? 0,
      taken: b?.taken ?? 0,
      pending: b?.pending ?? 0,
      remaining: b?.remaining ?? 0,
      by_type: byType,
    };
  });
}

export async function findCutiReport(
  db: DbOrTx,
  q: TCutiReportQuery,
  args: { page: number; per: number; path: string },
): Promise<TPaginated<TCutiReportRow>> {
  return paginate(
    args,
    async () => {
      const [r] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(peopleWhere(q));
      return r?.n ?? 0;
    },
    async (limit, offset) => toReportRows(db, q, await people(db, q, limit, offset)),
  );
}

/** The export's columns: the balance, then one column per leave type. */
export async function reportColumns(db: DbOrTx): Promise<ResourceColumn[]> {
  const types = await loadLeaveTypes(db);
  return [
    { key: 'name', label: 'Nama', width: 32 },
    { key: 'nip', label: 'NIP', width: 22 },
    { key: 'unit_name', label: 'Unit Kerja', width: 36 },
    { key: 'entitlement', label: 'Hak Cuti Tahunan', format: 'number' },
    { key: 'carried_over', label: 'Sisa Tahun Lalu', format: 'number' },
    { key: 'deferred', label: 'Ditangguhkan', format: 'number' },
    { key: 'taken', label: 'Diambil', format: 'number' },
    { key: 'pending', label: 'Diproses', format: 'number' },
    { key: 'remaining', label: 'Sisa', format: 'number' },
    ...types.map(
      (t): ResourceColumn => ({
        key: `type_${t.code}`,
        label: `${t.name} (hari)`,
        format: 'number',
      }),
    ),
  ];
}

/** Every row of the report, 500 people at a time, flattened for the workbook. */
export async function* reportChunks(
  db: DbOrTx,
  q: TCutiReportQuery,
): AsyncIterable<Record<string, unknown>[]> {
  const size = 500;
  for (let offset = 0; ; offset += size) {
    const rows = await toReportRows(db, q, await people(db, q, size, offset));
    if (rows.length === 0) return;
    yield rows.map(({ by_type, ...r }) => ({
      ...r,
      ...Object.fromEntries(Object.entries(by_type).map(([code, days]) => [`type_${code}`, days])),
    }));
    if (rows.length < size) return;
  }
}
