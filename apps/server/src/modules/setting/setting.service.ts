import type {
  SettingImage,
  TAdminSetting,
  TPublicSetting,
  TUpdateSettingRequest,
} from '@sikerja/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { institutionSettings } from '../../db/schema/settings.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';
import { zonedParts } from '../../lib/time.ts';
import { type Actor, writeAudit } from '../../platform/audit/audit.ts';
import { detachFile, type StorageConfig, storeFile } from '../files/files.api.ts';

type SettingsRow = typeof institutionSettings.$inferSelect;

const IMAGE_COLUMN = {
  logo_dark: 'logoDarkFileId',
  logo_white: 'logoWhiteFileId',
  background: 'backgroundFileId',
} as const satisfies Record<SettingImage, keyof SettingsRow>;

/** Public URL of a settings image; the file id in the query makes it safe to cache forever. */
function imageUrl(kind: SettingImage, fileId: string | null): string | null {
  return fileId ? `/api/v1/setting/image/${kind}?v=${fileId}` : null;
}

export async function loadSettings(tx: DbOrTx): Promise<SettingsRow> {
  const [row] = await tx.select().from(institutionSettings).where(eq(institutionSettings.id, 1));
  if (!row) throw new Error('institution_settings has no row; the reference seed did not run');
  return row;
}

/** `GET setting`: what every page needs before login, and the server's clock in the institution's zone. */
export async function getPublicSetting(db: Db, now = new Date()): Promise<TPublicSetting> {
  const row = await loadSettings(db);
  return {
    name: row.name,
    backgrounddir: imageUrl('background', row.backgroundFileId),
    logodarkdir: imageUrl('logo_dark', row.logoDarkFileId),
    logowhitedir: imageUrl('logo_white', row.logoWhiteFileId),
    date: zonedParts(now, row.timeZone),
  };
}

/** The name and NIP of a staff member a setting names, or null. */
async function personOf(tx: DbOrTx, id: number | null) {
  if (!id) return null;
  const [person] = await tx
    .select({ id: users.id, name: users.name, nip: users.nip })
    .from(users)
    .where(eq(users.id, id));
  return person ?? null;
}

export async function getAdminSetting(tx: DbOrTx): Promise<TAdminSetting> {
  const row = await loadSettings(tx);
  const official = await personOf(tx, row.authorisedOfficialUserId);
  return {
    name: row.name,
    short_name: row.shortName,
    time_zone: row.timeZone,
    authorised_official_user_id: row.authorisedOfficialUserId,
    authorised_official: official ?? null,
    maintenance_enabled: row.maintenanceEnabled,
    maintenance_title: row.maintenanceTitle,
    maintenance_text: row.maintenanceText,
    check_in_opens_before_minutes: row.checkInOpensBeforeMinutes,
    check_out_opens_after_minutes: row.checkOutOpensAfterMinutes,
    surat_tugas_number_pattern: row.suratTugasNumberPattern,
    ppk_user_id: row.ppkUserId,
    ppk: await personOf(tx, row.ppkUserId),
    bendahara_user_id: row.bendaharaUserId,
    bendahara: await personOf(tx, row.bendaharaUserId),
    logodarkdir: imageUrl('logo_dark', row.logoDarkFileId),
    logowhitedir: imageUrl('logo_white', row.logoWhiteFileId),
    backgrounddir: imageUrl('background', row.backgroundFileId),
  };
}

export async function updateSetting(
  db: Db,
  input: TUpdateSettingRequest,
  actor: Actor,
): Promise<TAdminSetting> {
  return db.transaction(async (tx) => {
    const errors: Record<string, string[]> = {};
    for (const field of [
      'authorised_official_user_id',
      'ppk_user_id',
      'bendahara_user_id',
    ] as const) {
      const id = input[field];
      if (!id) continue;
      const [person] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), eq(users.status, 'active')));
      if (!person) errors[field] = ['Pegawai tidak ditemukan atau tidak aktif'];
    }
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
    const before = await getAdminSetting(tx);
    await tx
      .update(institutionSettings)
      .set({
        name: input.name,
        shortName: input.short_name ?? null,
        timeZone: input.time_zone,
        authorisedOfficialUserId: input.authorised_official_user_id,
        maintenanceEnabled: input.maintenance_enabled,
        maintenanceTitle: input.maintenance_title ?? null,
        maintenanceText: input.maintenance_text ?? null,
        // Left out: unchanged (older clients send neither).
        checkInOpensBeforeMinutes: input.check_in_opens_before_minutes,
        checkOutOpensAfterMinutes: input.check_out_opens_after_minutes,
        suratTugasNumberPattern: input.surat_tugas_number_pattern,
        ppkUserId: input.ppk_user_id,
        bendaharaUserId: input.bendahara_user_id,
      })
      .where(eq(institutionSettings.id, 1));
    const after = await getAdminSetting(tx);
    await writeAudit(tx, actor, {
      action: 'setting.update',
      tableName: 'institution_settings',
      rowId: 1,
      before,
      after,
    });
    return after;
  });
}

export async function setSettingImage(
  db: Db,
  storage: StorageConfig,
  kind: SettingImage,
  upload: { bytes: Buffer; originalName: string; mimeType: string },
  actor: Actor,
): Promise<TAdminSetting> {
  return db.transaction(async (tx) => {
    // Institution images are attached at once with no owner: public, never cleaned up.
    const file = await storeFile(tx, storage, {
      ...upload,
      uploadedBy: actor.userId,
      attach: { ownerUserId: null },
    });
    const before = await loadSettings(tx);
    await detachFile(tx, before[IMAGE_COLUMN[kind]]);
    await tx
      .update(institutionSettings)
      .set({ [IMAGE_COLUMN[kind]]: file.id })
      .where(eq(institutionSettings.id, 1));
    await writeAudit(tx, actor, {
      action: `setting.image.${kind}`,
      tableName: 'institution_settings',
      rowId: 1,
      before: { file_id: before[IMAGE_COLUMN[kind]] },
      after: { file_id: file.id },
    });
    return getAdminSetting(tx);
  });
}

export async function settingImageFileId(db: Db, kind: SettingImage): Promise<string | null> {
  const row = await loadSettings(db);
  return row[IMAGE_COLUMN[kind]];
}
