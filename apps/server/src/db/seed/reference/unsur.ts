/**
 * The four unsur of a lecturer's workload (BKD): pendidikan dan pengajaran, penelitian,
 * pengabdian kepada masyarakat and penunjang, per the BKD guidelines (PO BKD 2021; sources in
 * shared/domain/regulations.md 7.4: isi-padangpanjang LP3M, duniadosen, parafraseindonesia).
 * Codes A–D follow the letters of the PermenPAN-RB 17/2013 credit split the same section cites
 * (A pendidikan, B penelitian, C pengabdian, D penunjang). Sub unsur and butir kegiatan are left
 * to the institution: the regulations file gives no list of them.
 */
import type { DbOrTx } from '../../client.ts';
import { activityElements } from '../../schema/masters-misc.ts';

export interface UnsurSeed {
  code: string;
  name: string;
  sortOrder: number;
}

export const UNSUR_SEED: readonly UnsurSeed[] = [
  { code: 'A', name: 'Pendidikan dan Pengajaran', sortOrder: 1 },
  { code: 'B', name: 'Penelitian', sortOrder: 2 },
  { code: 'C', name: 'Pengabdian kepada Masyarakat', sortOrder: 3 },
  { code: 'D', name: 'Penunjang', sortOrder: 4 },
];

/**
 * Adds the unsur whose code is missing; an admin's renames and deactivations survive. A code
 * an admin re-coded leaves its name taken, so that row is skipped too rather than failing the
 * start.
 */
export async function seedUnsur(tx: DbOrTx): Promise<void> {
  await tx
    .insert(activityElements)
    .values([...UNSUR_SEED])
    .onConflictDoNothing();
}
