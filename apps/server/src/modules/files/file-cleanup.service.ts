import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { UPLOAD_UNATTACHED_TTL_HOURS } from '@sikerja/contracts';
import { and, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/client.ts';
import { files, fileTransfers } from '../../db/schema/files.ts';
import { fileStore, type StorageConfig, UUID } from './file-storage.service.ts';
import { stagingPath } from './uploads.service.ts';

export interface CleanupResult {
  files: number;
  transfers: number;
}

/**
 * Columns of other tables that refer to `files` (users.photo_file_id, the logos, profile
 * documents …), read from the catalogue so a new table is covered without touching this code.
 */
async function referencingColumns(
  db: Db,
): Promise<{ schema: string; table: string; column: string }[]> {
  return selectRows(
    db,
    sql`
      select n.nspname as schema, t.relname as "table", a.attname as column
        from pg_constraint c
        join pg_class t on t.oid = c.conrelid
        join pg_namespace n on n.oid = t.relnamespace
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
       where c.contype = 'f'
         and c.confrelid = 'files'::regclass
         and t.relname <> 'file_transfers'`,
  );
}

/**
 * Removes uploads never attached to a record within a day (rows and bytes), transfers older
 * than a day with their chunks, and stray chunk files. A file a record still refers to is
 * kept even when it is not marked attached (rows from before attaching existed).
 */
export async function cleanupUploads(
  db: Db,
  storage: StorageConfig,
  now: Date = new Date(),
): Promise<CleanupResult> {
  const { dataDir } = storage;
  const cutoff = new Date(now.getTime() - UPLOAD_UNATTACHED_TTL_HOURS * 3_600_000);
  const stillReferenced: SQL[] = (await referencingColumns(db)).map(
    ({ schema, table, column }) =>
      sql`not exists (select 1 from ${sql.identifier(schema)}.${sql.identifier(table)} r
                      where r.${sql.identifier(column)} = ${files.id})`,
  );
  const removed = await db
    .delete(files)
    .where(and(isNull(files.attachedAt), lt(files.createdAt, cutoff), ...stillReferenced))
    .returning({ storageKey: files.storageKey });
  const store = fileStore(storage);
  for (const file of removed) await store.remove(file.storageKey);

  const transfers = await db
    .delete(fileTransfers)
    .where(lt(fileTransfers.createdAt, cutoff))
    .returning({ id: fileTransfers.id });
  for (const transfer of transfers) await rm(stagingPath(dataDir, transfer.id), { force: true });
  await removeStrayChunks(db, dataDir, cutoff);
  return { files: removed.length, transfers: transfers.length };
}

/** Chunk files left by a crash between writing them and recording the transfer. */
async function removeStrayChunks(db: Db, dataDir: string, cutoff: Date): Promise<void> {
  const dir = join(dataDir, 'uploads');
  const names = await readdir(dir).catch(() => [] as string[]);
  const old: string[] = [];
  for (const name of names) {
    const info = await stat(join(dir, name)).catch(() => null);
    if (info?.isFile() && info.mtime < cutoff) old.push(name);
  }
  const ids = old.filter((name) => UUID.test(name));
  const live =
    ids.length === 0
      ? []
      : await db
          .select({ id: fileTransfers.id })
          .from(fileTransfers)
          .where(inArray(fileTransfers.id, ids));
  const liveIds = new Set(live.map((row) => row.id));
  for (const name of old) {
    if (!liveIds.has(name)) await rm(join(dir, name), { force: true });
  }
}
