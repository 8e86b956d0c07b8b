import type { DbOrTx } from '../../client.ts';
import { attendanceCodes, ptkpStatuses, ranks, staffTypes } from '../../schema/masters.ts';
import { JENIS_ABSENSI_SEED } from './jenis-absensi.ts';
import { JENIS_PEGAWAI_SEED } from './jenis-pegawai.ts';
import { PAJAK_PTKP_SEED } from './pajak-ptkp.ts';
import { PANGKAT_SEED } from './pangkat.ts';

/**
 * Regulation-backed master data, run with the reference seed at every start. It only adds
 * rows whose code is missing, so an admin's later edits (a renamed code, a corrected amount,
 * a deactivated row) survive restarts.
 */
export async function seedMasterReference(tx: DbOrTx): Promise<void> {
  await tx
    .insert(ranks)
    .values([...PANGKAT_SEED])
    .onConflictDoNothing({ target: ranks.code });
  await tx
    .insert(staffTypes)
    .values([...JENIS_PEGAWAI_SEED])
    .onConflictDoNothing({ target: staffTypes.code });
  await tx
    .insert(attendanceCodes)
    .values([...JENIS_ABSENSI_SEED])
    .onConflictDoNothing({ target: attendanceCodes.code });
  await tx
    .insert(ptkpStatuses)
    .values([...PAJAK_PTKP_SEED])
    .onConflictDoNothing({ target: ptkpStatuses.code });
}
