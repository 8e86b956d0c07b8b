/**
 * Which approval levels a person can hold on a date, for the menu (docs/organisation.md,
 * "Approval screens in the menu"): the same rules as `findApprovers`, asked the other way round.
 *
 * - kepegawaian: is an active member of the system group 'personnel' (personnel officers);
 * - atasan: holds (or acts in, Plt/Plh) a position with positions under it, or heads a unit
 *   (members without a position answer to their unit's head);
 * - kabag: heads a bagian, a unit right under the top of the unit tree;
 * - penjabat: is the authorised official in the institution's settings.
 *
 * A substitute holds, for the dates of a delegation, what the person they stand in for holds.
 * Levels a person has something waiting at count too (an old assignment outlives a move).
 */
import { sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/client.ts';

export type ApproverRole = 'kepegawaian' | 'atasan' | 'kabag' | 'penjabat';

export async function approverRolesOf(
  db: DbOrTx,
  userId: number,
  date: string,
): Promise<Set<ApproverRole>> {
  const [row] = await selectRows<{
    kepegawaian: boolean;
    atasan: boolean;
    kabag: boolean;
    penjabat: boolean;
    waiting: string[] | null;
  }>(
    db,
    sql`
    with me as (
      select ${userId}::int as id
      union
      select user_id from approver_delegations
       where substitute_user_id = ${userId} and ${date}::date between start_date and end_date
    ),
    held as (
      select position_id from users where id in (select id from me) and position_id is not null
      union
      select position_id from acting_assignments
       where user_id in (select id from me) and ${date}::date between start_date and end_date
    )
    select
      exists (select 1 from user_group_members m
                join user_groups g on g.id = m.group_id
                join users u on u.id = m.user_id
               where g.system_key = 'personnel' and u.status = 'active' and m.user_id in (select id from me))
        as kepegawaian,
      exists (select 1 from positions p where p.superior_position_id in (select position_id from held))
        or exists (select 1 from work_units w where w.head_user_id in (select id from me))
        as atasan,
      exists (select 1 from work_units w join work_units top on top.id = w.parent_id
               where top.parent_id is null and w.head_user_id in (select id from me))
        as kabag,
      exists (select 1 from institution_settings s
               where s.authorised_official_user_id in (select id from me))
        as penjabat,
      (select array_agg(distinct a.current_level) from approvals a
        where a.status = 'pending' and ${userId}::int = any(a.assignee_ids)) as waiting`,
  );
  const roles = new Set<ApproverRole>();
  if (row?.kepegawaian) roles.add('kepegawaian');
  if (row?.atasan) roles.add('atasan');
  if (row?.kabag) roles.add('kabag');
  if (row?.penjabat) roles.add('penjabat');
  for (const level of row?.waiting ?? []) {
    if (
      level === 'kepegawaian' ||
      level === 'atasan' ||
      level === 'kabag' ||
      level === 'penjabat'
    ) {
      roles.add(level);
    }
  }
  return roles;
}
