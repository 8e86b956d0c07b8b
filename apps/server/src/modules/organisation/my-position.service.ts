/** 'Jabatan Saya' (`/user/jabatan`): a person's position, acting posts, approvers and team. */
import type { TMyPositionResponse } from '@sikerja/contracts';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { actingAssignments, positions, workUnits } from '../../db/schema/org.ts';
import { users } from '../../db/schema/users.ts';
import { findApprovers, findSubordinates } from './approvers.service.ts';

export async function getMyPosition(
  db: DbOrTx,
  userId: number,
  date: string,
): Promise<TMyPositionResponse['data']> {
  const [me] = await db
    .select({
      positionId: users.positionId,
      unitName: workUnits.name,
    })
    .from(users)
    .leftJoin(workUnits, eq(workUnits.id, users.unitId))
    .where(eq(users.id, userId));
  const [position] = me?.positionId
    ? await db
        .select({
          id: positions.id,
          name: positions.name,
          kind: positions.kind,
          job_class: positions.jobClass,
          echelon: positions.echelon,
          unit_name: workUnits.name,
        })
        .from(positions)
        .leftJoin(workUnits, eq(workUnits.id, positions.unitId))
        .where(eq(positions.id, me.positionId))
    : [];
  // Current and coming acting posts: a person should see a Plh that starts next week too.
  const acting = await db
    .select({
      position_name: positions.name,
      kind: actingAssignments.kind,
      start_date: actingAssignments.startDate,
      end_date: actingAssignments.endDate,
    })
    .from(actingAssignments)
    .innerJoin(positions, eq(positions.id, actingAssignments.positionId))
    .where(and(eq(actingAssignments.userId, userId), gte(actingAssignments.endDate, date)))
    .orderBy(asc(actingAssignments.startDate));
  return {
    position: position ?? null,
    unit_name: me?.unitName ?? null,
    acting: acting.map((a) => ({ ...a, kind: a.kind === 'plh' ? 'plh' : 'plt' })),
    approvers: await findApprovers(db, userId, date),
    subordinates: await findSubordinates(db, userId, date),
  };
}
