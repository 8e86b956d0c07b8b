/**
 * Excel import of a master (docs/masters.md "Import from Excel"): upload → per-row preview →
 * commit by token. The same shapes serve every master that opts in.
 */
import { z } from 'zod';

/** Uploads are at most 2 MB (SPEC section 5), the import file included. */
export const MASTER_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** More rows than this belong in a migration, not a screen. */
export const MASTER_IMPORT_MAX_ROWS = 1000;
/** How long a previewed file waits for its confirmation. */
export const MASTER_IMPORT_TTL_MINUTES = 30;

/** What the commit will do with a row: insert, update by its key, nothing (unchanged), refuse. */
export const MASTER_IMPORT_ACTIONS = ['create', 'update', 'skip', 'error'] as const;
export type MasterImportAction = (typeof MASTER_IMPORT_ACTIONS)[number];

/** One field an 'update' row changes: the stored value and the file's (lookups as their names). */
export const ZMasterImportChange = z.object({
  field: z.string(),
  from: z.unknown(),
  to: z.unknown(),
});
export type TMasterImportChange = z.infer<typeof ZMasterImportChange>;

export const ZMasterImportRow = z.object({
  /** The row's number in the sheet, as Excel shows it (the header is row 1). */
  row_number: z.number().int(),
  action: z.enum(MASTER_IMPORT_ACTIONS),
  /** The natural key as written in the file, e.g. 'III/a' or '2026 / Aceh'. */
  key: z.string(),
  /** The values that will be written (for a refused row: as read from the file). */
  values: z.record(z.string(), z.unknown()),
  /** Field → Indonesian messages; 'data' for reasons that belong to no one field. */
  errors: z.record(z.string(), z.array(z.string())),
  /** For 'update': what changes, field by field; empty for the other actions. */
  changes: z.array(ZMasterImportChange),
});
export type TMasterImportRow = z.infer<typeof ZMasterImportRow>;

export const ZMasterImportSummary = z.object({
  create: z.number().int(),
  update: z.number().int(),
  skip: z.number().int(),
  error: z.number().int(),
});
export type TMasterImportSummary = z.infer<typeof ZMasterImportSummary>;

export const ZMasterImportPreviewResponse = z.object({
  data: z.object({
    /** Hands the validated rows to the commit; valid for MASTER_IMPORT_TTL_MINUTES. */
    token: z.string(),
    expires_at: z.string(),
    /** The file's columns that were read, with their headers, to name fields in messages. */
    columns: z.array(z.object({ key: z.string(), label: z.string() })),
    rows: z.array(ZMasterImportRow),
    summary: ZMasterImportSummary,
  }),
});
export type TMasterImportPreviewResponse = z.infer<typeof ZMasterImportPreviewResponse>;

export const ZMasterImportCommitRequest = z.object({
  token: z.uuid(),
  /** Save the good rows even though some were refused. */
  skip_errors: z.boolean().optional().default(false),
});
export type TMasterImportCommitRequest = z.input<typeof ZMasterImportCommitRequest>;

export const ZMasterImportCommitResponse = z.object({
  data: z.object({
    created: z.number().int(),
    updated: z.number().int(),
    message: z.string(),
  }),
});
export type TMasterImportCommitResponse = z.infer<typeof ZMasterImportCommitResponse>;
