/**
 * The biodata of a person (`/user/profile/biodata`): the whole person as the profile shows it,
 * with the names of their unit, position, rank and staff type, and the one write the person
 * may make: the fields they keep themselves (BIODATA_LABELS). Who may read or write whose
 * biodata is decided before these run (profile-owner.ts).
 */
import {
  BIODATA_LABELS,
  type TBiodata,
  ZBiodata,
  type ZUpdateBiodataRequest,
} from '@sikerja/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { ranks, staffTypes } from '../../db/schema/masters.ts';
import { positions, workUnits } from '../../db/schema/org.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';
import { type Actor, writeAudit } from '../../platform/audit/audit.ts';
import { OWNER_MESSAGES } from './profile-owner.rules.ts';

type BiodataInput = z.output<typeof ZUpdateBiodataRequest>;

const selection = {
  id: users.id,
  nip: users.nip,
  name: users.name,
  email: users.email,
  front_title: users.frontTitle,
  back_title: users.backTitle,
  unit_id: users.unitId,
  unit_name: workUnits.name,
  position_id: users.positionId,
  position_name: positions.name,
  rank_id: users.rankId,
  rank_code: ranks.code,
  rank_name: ranks.name,
  staff_type_id: users.staffTypeId,
  staff_type_name: staffTypes.name,
  tmt_cpns: users.tmtCpns,
  tmt_pns: users.tmtPns,
  npwp: users.npwp,
  bank_name: users.bankName,
  bank_account: users.bankAccount,
  gender: users.gender,
  birth_place: users.birthPlace,
  birth_date: users.birthDate,
  religion: users.religion,
  marital_status: users.maritalStatus,
  blood_type: users.bloodType,
  nik: users.nik,
  kk_number: users.kkNumber,
  phone: users.phone,
  whatsapp: users.whatsapp,
  address: users.address,
};

/** The person's biodata; 404 when the account is gone. */
export async function getBiodata(db: DbOrTx, userId: number): Promise<TBiodata> {
  const [row] = await db
    .select(selection)
    .from(users)
    .leftJoin(workUnits, eq(workUnits.id, users.unitId))
    .leftJoin(positions, eq(positions.id, users.positionId))
    .leftJoin(ranks, eq(ranks.id, users.rankId))
    .leftJoin(staffTypes, eq(staffTypes.id, users.staffTypeId))
    .where(eq(users.id, userId));
  if (!row) throw AppError.notFound(OWNER_MESSAGES.personNotFound);
  return ZBiodata.parse(row);
}

/** The person-kept fields of a biodata, as the audit row records them. */
function personFields(biodata: TBiodata) {
  return Object.fromEntries(
    Object.keys(BIODATA_LABELS).map((key) => [key, biodata[key as keyof TBiodata]]),
  );
}

/**
 * Replaces the fields the person keeps (the contract has already refused the admin's fields)
 * and writes one audit row `users.biodata` with those fields before and after.
 */
export async function updateBiodata(
  db: DbOrTx,
  userId: number,
  input: BiodataInput,
  actor: Actor,
): Promise<TBiodata> {
  return db.transaction(async (tx) => {
    const before = await getBiodata(tx, userId);
    await tx
      .update(users)
      .set({
        gender: input.gender,
        birthPlace: input.birth_place,
        birthDate: input.birth_date,
        religion: input.religion,
        maritalStatus: input.marital_status,
        bloodType: input.blood_type,
        nik: input.nik,
        kkNumber: input.kk_number,
        phone: input.phone,
        whatsapp: input.whatsapp,
        address: input.address,
      })
      .where(eq(users.id, userId));
    const after = await getBiodata(tx, userId);
    await writeAudit(tx, actor, {
      action: 'users.biodata',
      tableName: 'users',
      rowId: userId,
      before: personFields(before),
      after: personFields(after),
    });
    return after;
  });
}
