import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Uploaded files; the bytes live under DATA_DIR (or object storage), the row is the index. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    uploadedBy: integer('uploaded_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Set when a record takes the file; a file never attached is removed after a day.
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    // The person whose record holds the file (a profile's owner): who may read it besides admins.
    // Null for institution files (logos), which anyone may read.
    ownerUserId: integer('owner_user_id'),
  },
  (t) => [
    index('files_uploaded_by_idx').on(t.uploadedBy),
    index('files_unattached_idx').on(t.createdAt).where(sql`${t.attachedAt} is null`),
  ],
);

/**
 * A chunked upload in progress (FilePond's protocol: POST with Upload-Length opens it, PATCH
 * sends each chunk at its offset). The chunks are written to DATA_DIR/uploads/<id>; the row says
 * how much has arrived, so a retried chunk is recognised.
 */
export const fileTransfers = pgTable(
  'file_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id').notNull(),
    originalName: text('original_name'),
    totalBytes: bigint('total_bytes', { mode: 'number' }).notNull(),
    receivedBytes: bigint('received_bytes', { mode: 'number' }).notNull().default(0),
    // The finished file, once every chunk has arrived and passed the checks.
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('file_transfers_created_idx').on(t.createdAt),
    check('file_transfers_received_check', sql`${t.receivedBytes} <= ${t.totalBytes}`),
  ],
);
