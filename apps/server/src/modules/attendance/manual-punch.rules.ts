import type { PunchRecord } from './attendance-write.port.ts';

/** A punch typed by a person (an admin's correction, an approved perubahan): date + 'HH:MM'. */
export function manualPunch(
  base: Pick<PunchRecord, 'userId' | 'date' | 'source' | 'createdBy' | 'note'>,
  time: string,
  type: 'masuk' | 'pulang',
): PunchRecord {
  return { ...base, local: `${base.date} ${time}`, type };
}
