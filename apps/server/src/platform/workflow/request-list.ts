/**
 * One page of a request list: the count and the rows under the same condition, pending
 * requests first (what still needs someone), then the newest by the date asked about.
 */
import type { TPaginated } from '@sikerja/contracts';
import { count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { approvals } from '../../db/schema/approvals.ts';
import { users } from '../../db/schema/users.ts';
import { type PageRequest, paginate } from '../../http/paginate.ts';
import type { RequestTable } from './workflow-request.ts';

/** A request table of one person's requests, each about one date. */
export type DatedRequestTable = RequestTable & { userId: PgColumn; date: PgColumn };

export interface RequestListQuery<Q extends PgSelect, Row> {
  table: DatedRequestTable;
  /**
   * The module's row query (`.$dynamic()`), joining the requester as `users` and `approvals`
   * like the count does, so `where` may name both.
   */
  query: Q;
  where: SQL | undefined;
  toRows(rows: Awaited<Q>): Promise<Row[]>;
}

export async function pageOfRequests<Q extends PgSelect, Row>(
  db: DbOrTx,
  page: PageRequest,
  { table, query, where, toRows }: RequestListQuery<Q, Row>,
): Promise<TPaginated<Row>> {
  return paginate(
    page,
    async () =>
      (
        await db
          .select({ n: count() })
          .from(table)
          .innerJoin(users, eq(users.id, table.userId))
          .innerJoin(approvals, eq(approvals.id, table.approvalId))
          .where(where)
      )[0]?.n ?? 0,
    async (limit, offset) =>
      toRows(
        await query
          .where(where)
          .orderBy(sql`(${approvals.status} = 'pending') desc`, desc(table.date), desc(table.id))
          .limit(limit)
          .offset(offset),
      ),
  );
}
