import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client.ts';
import { staffTypes } from '../../schema/masters.ts';
import { leaveTypes, workingHours } from '../../schema/masters-attendance.ts';
import { JAM_KERJA_SEED, type JamKerjaSeed } from './jam-kerja.ts';
import { JENIS_CUTI_SEED } from './jenis-cuti.ts';

/**
 * A default schedule is missing when no row for everyone already covers any of its weekdays
 * in the same period, whatever its name: an admin who renamed or re-timed the default must
 * not get a second, clashing one at the next start.
 */
async function isScheduleMissing(tx: DbOrTx, seed: JamKerjaSeed): Promise<boolean> {
  const days = sql.join(
    seed.weekdays.map((d) => sql`${d}`),
    sql`, `,
  );
  const [existing] = await tx
    .select({ id: workingHours.id })
    .from(workingHours)
    .where(
      and(
        isNull(workingHours.staffTypeId),
        isNull(workingHours.unitId),
        sql`${workingHours.weekdays} && array[${days}]::smallint[]`,
        sql`(${workingHours.validFrom} is not null or ${workingHours.validTo} is not null) = ${seed.validFrom !== null || seed.validTo !== null}::boolean`,
        sql`daterange(${workingHours.validFrom}, ${workingHours.validTo}, '[]') && daterange(${seed.validFrom}::date, ${seed.validTo}::date, '[]')`,
      ),
    )
    .limit(1);
  const [sameName] = await tx
    .select({ id: workingHours.id })
    .from(workingHours)
    .where(eq(sql`lower(${workingHours.name})`, seed.name.toLowerCase()))
    .limit(1);
  return !existing && !sameName;
}

/**
 * Attendance and leave reference data (jam kerja: Perpres 21/2023; jenis cuti: PP 11/2017),
 * run at every start after the staff types exist. Only missing rows are added, so an admin's
 * edits survive restarts.
 */
export async function seedAttendanceReference(tx: DbOrTx): Promise<void> {
  for (const seed of JAM_KERJA_SEED) {
    if (await isScheduleMissing(tx, seed)) await tx.insert(workingHours).values(seed);
  }

  const types = await tx.select({ id: staffTypes.id, code: staffTypes.code }).from(staffTypes);
  const idOf = new Map(types.map((t) => [t.code, t.id]));
  await tx
    .insert(leaveTypes)
    .values(
      JENIS_CUTI_SEED.map(({ staffTypeCodes, ...seed }) => ({
        ...seed,
        staffTypeIds: staffTypeCodes.flatMap((code) => idOf.get(code) ?? []),
      })),
    )
    .onConflictDoNothing({ target: leaveTypes.code });
}
