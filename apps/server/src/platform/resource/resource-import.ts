/**
 * Excel import of a master (docs/masters.md "Import from Excel"), registered by the factory for
 * every master configured with `import`:
 *
 *   GET  <path>/import/template   the .xlsx to fill in (the export's headers and a notes sheet)
 *   POST <path>/import/preview    multipart `file` → what each row would do, and a token
 *   POST <path>/import/commit     { token, skip_errors } → writes the previewed rows, all or none
 *
 * The preview runs every write in a transaction it always rolls back, through the same audited
 * create and update the forms use, so a row it calls good passes the contract, the master's
 * hooks and the database's own constraints, exactly as the commit will. Writes nothing: the rows
 * wait in `import_batches` for the confirmation, so the client never sends them again.
 */
import multipart from '@fastify/multipart';
import {
  MASTER_IMPORT_MAX_BYTES,
  MASTER_IMPORT_MAX_ROWS,
  MASTER_IMPORT_TTL_MINUTES,
  type TFieldErrors,
  type TMasterImportChange,
  type TMasterImportRow,
  type TMasterImportSummary,
  ZMasterImportCommitRequest,
  ZMasterImportCommitResponse,
  ZMasterImportPreviewResponse,
} from '@sikerja/contracts';
import { and, eq, getTableColumns, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { importBatches } from '../../db/schema/imports.ts';
import { AppError } from '../../http/app-error.ts';
import { actorOf } from '../../http/auth-context.ts';
import { translateDatabaseError } from '../../http/database-errors.ts';
import type { Actor } from '../audit/audit.ts';
import { exportColumns, XLSX_CONTENT_TYPE } from './resource-export.ts';
import type { ResourceConfig, ResourceKit } from './resource-factory.ts';
import { readSheet, SheetError, shapeOf, writeTemplate } from './resource-import-sheet.ts';

type Values = Record<string, unknown>;
type Row = Values & { id: number };

/** A master's opt-in to the import. */
export interface ResourceImportConfig {
  /**
   * The natural key: columns whose values name one row. A file row whose key matches a stored
   * row updates it; any other row is created. Compared exactly, as the unique index does.
   */
  key: readonly [string, ...string[]];
  /** The export columns read from the file; defaults to every one the create contract knows. */
  columns?: readonly string[];
  /**
   * References the file names as people write them (the unit's name, the rank's code) rather
   * than by id: each export column `column` is looked up in `table` by `match`, compared without
   * case, and its id written to `field`. The export carries the same text, so an exported file
   * imports back unchanged.
   */
  lookups?: readonly ImportLookup[];
}

export interface ImportLookup {
  /** The contract field that takes the id, e.g. 'unit_id'. */
  field: string;
  /** The export column holding the text, e.g. 'unit_name'. */
  column: string;
  table: PgTable;
  id: AnyPgColumn;
  match: AnyPgColumn;
  /** Another spelling that names the row too, e.g. a position as 'name (unit)'. */
  alsoMatch?: SQL;
  /** Indonesian name of the referenced row, for messages: 'Unit kerja'. */
  label: string;
  /**
   * The cell names several rows, split at the column's list separator (';' by default) and
   * written to `field` as an id list; the row's own `column` holds the stored names.
   */
  multiple?: boolean;
  /** What the template's notes say the column takes, instead of 'Teks.'. */
  hint?: string;
}

type WriteAction = 'create' | 'update';

/** A row waiting for the commit: only what the commit writes. */
interface StoredRow {
  row_number: number;
  key: string;
  action: WriteAction;
  id: number | null;
  input: Values;
}

interface StoredBatch {
  rows: StoredRow[];
  /** Refused rows, which the commit leaves out only when asked to. */
  errors: number;
}

const INVALID_FILE = 'Jenis file tidak valid: gunakan file Excel (.xlsx).';
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Thrown to roll the preview's trial writes back. */
class DryRun extends Error {}

/** The columns an import reads: `import.columns`, or every export column the contract knows. */
function importColumns(config: ResourceConfig, importConfig: ResourceImportConfig) {
  const shape = shapeOf(config.contract.create);
  const wanted = importConfig.columns;
  const lookedUp = new Set((importConfig.lookups ?? []).map((l) => l.column));
  return exportColumns(config.descriptor).filter(
    (c) => lookedUp.has(c.key) || (wanted ? wanted.includes(c.key) : !shape || c.key in shape),
  );
}

/** Checked at start-up with the rest of the configuration: a typo fails the boot. */
export function assertImportConsistent(config: ResourceConfig, importConfig: ResourceImportConfig) {
  const tableColumns = new Set(Object.values(getTableColumns(config.table)).map((c) => c.name));
  const columns = importColumns(config, importConfig).map((c) => c.key);
  for (const key of [...importConfig.key, ...(importConfig.columns ?? [])]) {
    if (!columns.includes(key) || !tableColumns.has(key)) {
      throw new Error(`${config.path}: import column ${key} is not an export column of the table`);
    }
  }
}

/** Zod issues as the API's field errors. */
function issuesToFields(issues: readonly z.core.$ZodIssue[]): TFieldErrors {
  const fields: TFieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || 'data';
    const list = fields[path] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    fields[path] = list;
  }
  return fields;
}

/** Why a write was refused, in the words the forms would show; anything else is a bug. */
function reasonsOf(error: unknown): TFieldErrors {
  const appError = error instanceof AppError ? error : translateDatabaseError(error);
  if (!appError) throw error;
  return appError.fields ?? { data: [appError.message] };
}

const sameValue = (a: unknown, b: unknown) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The import service of one resource. */
export function createImportService(
  config: ResourceConfig,
  importConfig: ResourceImportConfig,
  kit: ResourceKit,
) {
  const { service } = kit;
  const keys = importConfig.key;
  const columns = importColumns(config, importConfig);
  const shape = shapeOf(config.contract.create);
  const fieldKeys = shape ? Object.keys(shape) : columns.map((c) => c.key);
  const tableColumns = new Map<string, AnyPgColumn>(
    Object.values(getTableColumns(config.table)).map((c) => [c.name, c as AnyPgColumn]),
  );
  const column = (name: string) => tableColumns.get(name) as AnyPgColumn;
  const labelOf = (key: string) => columns.find((c) => c.key === key)?.label ?? key;

  /** The names one lookup cell holds: one, or several split at the column's separator. */
  const namesOf = (lookup: ImportLookup, text: unknown): string[] => {
    const cell = String(text ?? '').trim();
    if (!lookup.multiple) return cell === '' ? [] : [cell];
    const separator = (columns.find((c) => c.key === lookup.column)?.separator ?? ';').trim();
    return [
      ...new Set(
        cell
          .split(/\r?\n/)
          .flatMap((line) => line.split(separator))
          .map((name) => name.trim())
          .filter(Boolean),
      ),
    ];
  };

  /** The id of the one row a name stands for, or why there is none. */
  async function resolveName(tx: DbOrTx, lookup: ImportLookup, name: string) {
    const matches = [lookup.match, ...(lookup.alsoMatch ? [lookup.alsoMatch] : [])].map(
      (m) => sql`lower(${m}) = lower(${name})`,
    );
    const found = await tx
      .select({ id: lookup.id })
      .from(lookup.table)
      .where(or(...matches))
      .limit(2);
    const [only] = found;
    if (found.length === 1 && only) return { id: only.id as number, error: null };
    return {
      id: null,
      error:
        found.length === 0
          ? `${lookup.label} "${name}" tidak ditemukan`
          : `${lookup.label} "${name}" lebih dari satu; perbaiki di aplikasi`,
    };
  }

  /** The file's reference texts as ids (see ResourceImportConfig.lookups), or why not. */
  async function resolveLookups(tx: DbOrTx, raw: Values) {
    const values: Values = { ...raw };
    const errors: TFieldErrors = {};
    for (const lookup of importConfig.lookups ?? []) {
      const names = namesOf(lookup, values[lookup.column]);
      delete values[lookup.column];
      if (names.length === 0) continue;
      const ids: number[] = [];
      const reasons: string[] = [];
      for (const name of names) {
        const resolved = await resolveName(tx, lookup, name);
        if (resolved.id !== null) ids.push(resolved.id);
        else reasons.push(resolved.error);
      }
      if (reasons.length > 0) errors[lookup.column] = reasons;
      else values[lookup.field] = lookup.multiple ? ids : ids[0];
    }
    return { values, errors };
  }

  /** The stored row (within the master's scope) whose key columns hold these values. */
  async function findByKey(tx: DbOrTx, values: Values): Promise<Row | undefined> {
    const conditions = [
      ...Object.entries(config.scope ?? {}).map(([name, value]) => eq(column(name), value)),
      ...keys.map((key) => eq(column(key), values[key])),
    ];
    const [found] = await tx
      .select({ id: column('id') })
      .from(config.table)
      .where(and(...conditions))
      .limit(1);
    return found ? service.getById(tx, found.id as number) : undefined;
  }

  /**
   * What an update changes, field by field, for the preview to show ('Nama: A → B'). A lookup
   * field is named by its file column and shown as names: the stored row's and the file's.
   */
  async function describeChanges(
    tx: DbOrTx,
    existing: Row,
    data: Values,
    fileValues: Values,
  ): Promise<TMasterImportChange[]> {
    const changes: TMasterImportChange[] = [];
    for (const field of Object.keys(data)) {
      if (!(field in existing) || sameValue(data[field], existing[field])) continue;
      const lookup = importConfig.lookups?.find((l) => l.field === field);
      if (!lookup) {
        changes.push({ field, from: existing[field] ?? null, to: data[field] ?? null });
        continue;
      }
      if (lookup.multiple) {
        // The row holds the stored names; the file's are shown as it wrote them.
        const separator = columns.find((c) => c.key === lookup.column)?.separator ?? '; ';
        const stored = existing[lookup.column];
        changes.push({
          field: lookup.column,
          from: Array.isArray(stored) ? stored.join(separator) : (stored ?? null),
          to: namesOf(lookup, fileValues[lookup.column]).join(separator),
        });
        continue;
      }
      const storedId = existing[field];
      const [stored] =
        storedId === null || storedId === undefined
          ? []
          : await tx
              .select({ name: lookup.match })
              .from(lookup.table)
              .where(eq(lookup.id, storedId))
              .limit(1);
      changes.push({
        field: lookup.column,
        from: stored?.name ?? null,
        to: fileValues[lookup.column] ?? null,
      });
    }
    return changes;
  }

  /**
   * One file row's fate, decided inside the preview's transaction: its key, whether it creates
   * or updates, the contract's verdict, and a trial write for everything else.
   */
  async function previewRow(
    tx: DbOrTx,
    rowNumber: number,
    fileValues: Values,
    seen: Map<string, number>,
    actor: Actor,
  ): Promise<TMasterImportRow & { id: number | null }> {
    const { values, errors: lookupErrors } = await resolveLookups(tx, fileValues);
    // The key as the contract normalises it ('pns' → 'PNS' where codes are upper case), so it
    // finds the stored row; as written when the row does not pass yet.
    const normalised = config.contract.create.safeParse(values);
    const keyValues = normalised.success ? (normalised.data as Values) : values;
    const key = keys
      .map((k) => (keyValues[k] === undefined ? '' : String(keyValues[k])))
      .join(' / ');
    const refuse = (errors: TFieldErrors, shown: Values = values) => ({
      row_number: rowNumber,
      action: 'error' as const,
      key,
      values: shown,
      errors,
      changes: [],
      id: null,
    });
    if (Object.keys(lookupErrors).length > 0) return refuse(lookupErrors, fileValues);
    const missing = keys.filter((k) => keyValues[k] === undefined);
    if (missing.length > 0) {
      return refuse(Object.fromEntries(missing.map((k) => [k, ['Wajib diisi']])));
    }
    const identity = key.toLowerCase();
    const first = seen.get(identity);
    if (first !== undefined) {
      const blamed = keys.at(-1) ?? keys[0];
      return refuse({ [blamed]: [`${labelOf(blamed)} sama dengan baris ${first} pada file ini`] });
    }
    seen.set(identity, rowNumber);

    const existing = await findByKey(tx, keyValues);
    // A blank cell leaves a stored value as it is; the file only says what it changes.
    const input = existing
      ? {
          ...Object.fromEntries(
            fieldKeys.filter((k) => k in existing).map((k) => [k, existing[k]]),
          ),
          ...values,
        }
      : values;
    const parsed = (existing ? config.contract.update : config.contract.create).safeParse(input);
    if (!parsed.success) return refuse(issuesToFields(parsed.error.issues), input);
    const data = parsed.data as Values;
    const action: WriteAction = existing ? 'update' : 'create';
    const changes = existing ? await describeChanges(tx, existing, data, fileValues) : [];
    const result = {
      row_number: rowNumber,
      key,
      values: data,
      errors: {},
      changes,
      id: existing?.id ?? null,
    };
    if (existing && changes.length === 0) return { ...result, action: 'skip' };
    try {
      if (existing) await service.update(tx, existing.id, data, actor);
      else await service.create(tx, data, actor);
    } catch (error) {
      return refuse(reasonsOf(error), data);
    }
    return { ...result, action };
  }

  async function preview(db: Db, bytes: Buffer, actor: Actor) {
    if (actor.userId === null) throw new AppError('UNAUTHENTICATED', 'Sesi Anda telah berakhir.');
    if (bytes.length < ZIP_MAGIC.length || !bytes.subarray(0, 4).equals(ZIP_MAGIC)) {
      throw AppError.validation({ file: [INVALID_FILE] }, INVALID_FILE);
    }
    let sheet: Awaited<ReturnType<typeof readSheet>>;
    try {
      sheet = await readSheet(bytes, columns, shape, MASTER_IMPORT_MAX_ROWS);
    } catch (error) {
      if (!(error instanceof SheetError)) throw error;
      const message =
        error.message === 'too-many-rows'
          ? `Maksimal ${MASTER_IMPORT_MAX_ROWS} baris data per file.`
          : INVALID_FILE;
      throw AppError.validation({ file: [message] }, message);
    }
    const absent = keys.filter((k) => !sheet.columns.some((c) => c.key === k));
    if (absent.length > 0) {
      const message = `Kolom ${absent.map(labelOf).join(', ')} tidak ditemukan pada baris judul. Gunakan template.`;
      throw AppError.validation({ file: [message] }, message);
    }
    if (sheet.rows.length === 0) {
      throw AppError.validation({ file: ['File tidak berisi data.'] }, 'File tidak berisi data.');
    }

    const rows: (TMasterImportRow & { id: number | null })[] = [];
    const seen = new Map<string, number>();
    await db
      .transaction(async (tx) => {
        for (const { rowNumber, values } of sheet.rows) {
          rows.push(await previewRow(tx, rowNumber, values, seen, actor));
        }
        throw new DryRun();
      })
      .catch((error: unknown) => {
        if (!(error instanceof DryRun)) throw error;
      });

    const summary: TMasterImportSummary = { create: 0, update: 0, skip: 0, error: 0 };
    for (const row of rows) summary[row.action] += 1;
    const stored: StoredBatch = {
      errors: summary.error,
      rows: rows.flatMap((row) =>
        row.action === 'create' || row.action === 'update'
          ? [
              {
                row_number: row.row_number,
                key: row.key,
                action: row.action,
                id: row.id,
                input: row.values,
              },
            ]
          : [],
      ),
    };
    const now = new Date();
    // Abandoned previews are swept here rather than by a job: they are few and small.
    await db.delete(importBatches).where(lt(importBatches.expiresAt, now));
    const [batch] = await db
      .insert(importBatches)
      .values({
        userId: actor.userId,
        resourcePath: config.path,
        payload: stored,
        expiresAt: new Date(now.getTime() + MASTER_IMPORT_TTL_MINUTES * 60_000),
      })
      .returning({ id: importBatches.id, expiresAt: importBatches.expiresAt });
    if (!batch) throw new Error('import batch insert returned nothing');
    return {
      token: batch.id,
      expires_at: batch.expiresAt.toISOString(),
      columns: sheet.columns.map(({ key, label }) => ({ key, label })),
      rows: rows.map(({ id: _id, ...row }) => row),
      summary,
    };
  }

  /** Writes a previewed batch in one transaction: every row, or none. */
  async function commit(db: Db, token: string, skipErrors: boolean, actor: Actor) {
    return db.transaction(async (tx) => {
      const [batch] = await tx
        .select()
        .from(importBatches)
        .where(eq(importBatches.id, token))
        .for('update');
      if (!batch || batch.userId !== actor.userId || batch.resourcePath !== config.path) {
        throw AppError.conflict('Data impor tidak ditemukan. Unggah ulang file.');
      }
      if (batch.usedAt) throw AppError.conflict('Data impor ini sudah disimpan.');
      if (batch.expiresAt.getTime() < Date.now()) {
        throw AppError.conflict(
          `Data impor sudah kedaluwarsa (lebih dari ${MASTER_IMPORT_TTL_MINUTES} menit). Unggah ulang file.`,
        );
      }
      const payload = batch.payload as StoredBatch;
      if (payload.errors > 0 && !skipErrors) {
        const message = `Masih ada ${payload.errors} baris yang ditolak. Perbaiki file, atau simpan tanpa baris tersebut.`;
        throw AppError.validation({ skip_errors: [message] }, message);
      }
      let created = 0;
      let updated = 0;
      for (const row of payload.rows) {
        try {
          if (row.action === 'update' && row.id !== null) {
            await service.update(tx, row.id, row.input, actor);
            updated += 1;
          } else {
            await service.create(tx, row.input, actor);
            created += 1;
          }
        } catch (error) {
          // The data changed since the preview; saving the rest would not be what was confirmed.
          const reasons = Object.values(reasonsOf(error)).flat().join('; ');
          throw AppError.conflict(
            `Baris ${row.row_number} (${row.key}): ${reasons}. Data berubah sejak pratinjau; tidak ada data yang disimpan. Unggah ulang file.`,
          );
        }
      }
      await tx
        .update(importBatches)
        .set({ usedAt: new Date() })
        .where(and(eq(importBatches.id, token), isNull(importBatches.usedAt)));
      return {
        created,
        updated,
        message: `${created} data ditambahkan, ${updated} data diubah.`,
      };
    });
  }

  async function template(db: Db) {
    const [first] = (await service.findAll(db, {}, 1).next()).value ?? [];
    const hints = new Map(
      (importConfig.lookups ?? []).flatMap((l) => (l.hint ? [[l.column, l.hint] as const] : [])),
    );
    return writeTemplate(config.label, columns, keys, shape, first, hints);
  }

  return { columns, preview, commit, template };
}

/** The import's routes, in their own scope so only they parse multipart bodies. */
export function importRoutes(
  config: ResourceConfig,
  importConfig: ResourceImportConfig,
  kit: ResourceKit,
  exportName: string,
): FastifyPluginAsyncZod {
  const imports = createImportService(config, importConfig, kit);
  const { base, tags } = kit;
  const routeConfig = kit.config;
  return async (app) => {
    await app.register(multipart, { limits: { fileSize: MASTER_IMPORT_MAX_BYTES, files: 1 } });

    app.get(
      `${base}/import/template`,
      { config: routeConfig, schema: { tags } },
      async (_request, reply) =>
        reply
          .type(XLSX_CONTENT_TYPE)
          .header('content-disposition', `attachment; filename="template-impor-${exportName}.xlsx"`)
          .send(await imports.template(app.db)),
    );

    app.post(
      `${base}/import/preview`,
      {
        config: routeConfig,
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          response: { 200: ZMasterImportPreviewResponse },
        },
      },
      async (request) => {
        const choose = 'Pilih file Excel (.xlsx)';
        if (!request.isMultipart()) throw AppError.validation({ file: [choose] }, choose);
        const part = await request.file();
        if (part?.fieldname !== 'file') throw AppError.validation({ file: [choose] }, choose);
        const bytes = await part.toBuffer().catch(() => {
          throw AppError.validation(
            { file: ['Ukuran file maksimal 2MB'] },
            'Ukuran file maksimal 2MB',
          );
        });
        if (!/\.xlsx$/i.test(part.filename)) {
          throw AppError.validation({ file: [INVALID_FILE] }, INVALID_FILE);
        }
        return { data: await imports.preview(app.db, bytes, actorOf(request)) };
      },
    );

    app.post(
      `${base}/import/commit`,
      {
        config: routeConfig,
        schema: {
          tags,
          body: ZMasterImportCommitRequest,
          response: { 200: ZMasterImportCommitResponse },
        },
      },
      async (request) => ({
        data: await imports.commit(
          app.db,
          request.body.token,
          request.body.skip_errors,
          actorOf(request),
        ),
      }),
    );
  };
}
