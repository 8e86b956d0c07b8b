/**
 * The one test suite every master runs (CONVENTIONS 20): a master's test file calls
 * `runResourceSuite` with only what differs — a valid payload, an update, an invalid payload,
 * its unique field, and how to make another row use one of its rows.
 */
import { and, asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit.ts';
import type { Resource } from '../src/platform/resource/resource-factory.ts';
import { ApiClient, login, type Session } from './api-client.ts';
import type { TestContext } from './app.ts';

type Payload = Record<string, unknown>;

export interface ResourceSuiteOptions {
  resource: Resource;
  /**
   * A valid create payload; `i` counts the rows the suite inserts (1, 2, …, at most 8 beyond the
   * search row), so its unique values must differ per `i`.
   */
  create: (i: number) => Payload;
  /** The PUT payload for a row created from `created`. */
  update: (created: Payload) => Payload;
  /** Changes that make a valid payload invalid, the field blamed and its Indonesian message. */
  invalid: { change: Payload; field: string; message: string };
  /** A field under a unique index and the message a duplicate gets. */
  unique?: { field: string; message: string };
  /** A payload with accents or capitals, and a term that finds it only if search ignores both. */
  search: { payload: Payload | (() => Payload); term: string };
  /** Makes another row refer to row `id`, so its delete is refused (or deactivates it). */
  useRow?: (ctx: TestContext, id: number) => Promise<{ usedIn: string }>;
  /** Runs once before the suite, e.g. to free codes a closed, fully seeded list holds. */
  prepare?: (ctx: TestContext) => Promise<void>;
  /** How a created row reads back, where the contract normalises the payload. */
  expectRow?: (payload: Payload) => Payload;
  /**
   * The `derived` values (docs/masters.md) a row made from `payload` carries, e.g. a parent's
   * name instead of its id: checked in its list row and in its export cells (lists joined ', ').
   */
  expectDerived?: (payload: Payload) => Payload;
}

/** The same URL the browser uses: the screen's path under /api/v1, without the leading slash. */
const api = (resource: Resource, suffix = '') => `${resource.config.path.slice(1)}${suffix}`;

export function runResourceSuite(ctx: TestContext, options: ResourceSuiteOptions): void {
  const { resource } = options;
  const { label, path, deactivateWhenUsed } = resource.config;
  const { columns } = resource;
  const expectRow = options.expectRow ?? ((p: Payload) => p);
  let admin: Session;
  let counter = 0;
  // Counts inserted rows only, so a closed code list (PTKP, PPPK grades) needs few free codes.
  const nextPayload = () => options.create(++counter);
  const unsavedPayload = () => options.create(counter + 1);
  const createRow = async (payload: Payload) => {
    const res = await admin.api.post(api(resource), payload);
    expect(res.json(), `create ${JSON.stringify(payload)}`).toHaveProperty('data.id');
    return res.json().data as Payload & { id: number };
  };
  const list = async (body: Payload, page = 1) =>
    admin.api.post(api(resource, `/list?page=${page}`), body);

  describe(`master ${path}`, () => {
    beforeAll(async () => {
      await options.prepare?.(ctx);
      admin = await login(ctx.app, 'admin@sikerja.test');
    });

    it('lists rows in pages of the requested size, in the Laravel paginator shape', async () => {
      let total = (await list({ per: 5 })).json().total as number;
      for (; total < 6; total++) await createRow(nextPayload());
      const first = await list({ per: 5 });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        current_page: 1,
        per_page: 5,
        from: 1,
        to: 5,
        total,
        last_page: Math.ceil(total / 5),
        path: `/api/v1${path}/list`,
        prev_page_url: null,
        next_page_url: `/api/v1${path}/list?page=2`,
      });
      expect(first.json().data).toHaveLength(5);
      const second = (await list({ per: 5 }, 2)).json();
      expect(second).toMatchObject({ current_page: 2, from: 6 });
      const ids = [...first.json().data, ...second.data].map((r: { id: number }) => r.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect((await list({ per: 7 })).statusCode).toBe(422);
    });

    it("sorts by each of its descriptor's sortable fields, and by no other key", async () => {
      for (const sort of resource.config.descriptor.sortKeys) {
        for (const order of ['asc', 'desc']) {
          const res = await list({ per: 5, sort, order });
          expect(res.statusCode, `sort ${sort} ${order}`).toBe(200);
        }
      }
      expect((await list({ per: 5, sort: 'id; drop table x' })).statusCode).toBe(422);
    });

    it('searches case- and accent-insensitively', async () => {
      const { payload } = options.search;
      const row = await createRow(typeof payload === 'function' ? payload() : payload);
      const found = (await list({ search: options.search.term, per: 100 })).json();
      expect(found.data.map((r: { id: number }) => r.id)).toContain(row.id);
      const none = (await list({ search: 'zzq-tidak-ada-xx', per: 10 })).json();
      expect(none).toMatchObject({ total: 0, data: [], from: null, to: null });
    });

    it('creates a row (201) and reads it back through the row schema', async () => {
      const payload = nextPayload();
      const res = await admin.api.post(api(resource), payload);
      expect(res.statusCode).toBe(201);
      const created = res.json().data;
      expect(created).toMatchObject(expectRow(payload));
      expect(created).not.toHaveProperty('updated_by');
      expect(created).not.toHaveProperty('created_at');
      const got = await admin.api.get(api(resource, `/${created.id}`));
      expect(got.statusCode).toBe(200);
      expect(got.json().data).toEqual(created);
      expect((await admin.api.get(api(resource, '/999999'))).statusCode).toBe(404);
    });

    it('refuses an invalid payload with 422 and an Indonesian message on the field', async () => {
      const res = await admin.api.post(api(resource), {
        ...unsavedPayload(),
        ...options.invalid.change,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[options.invalid.field]).toContain(options.invalid.message);
      const empty = await admin.api.post(api(resource), {});
      expect(empty.statusCode).toBe(422);
      expect(Object.values(empty.json().errors).flat()).toContain('Wajib diisi');
    });

    if (options.unique) {
      const unique = options.unique;
      it(`refuses a duplicate ${unique.field} with 422 on the field`, async () => {
        const payload = nextPayload();
        await createRow(payload);
        const res = await admin.api.post(api(resource), payload);
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({ [unique.field]: [unique.message] });
      });
    }

    it('updates, deletes, and writes an audit row with before and after for each', async () => {
      const payload = nextPayload();
      const row = await createRow(payload);
      const change = options.update(payload);
      const updated = await admin.api.put(api(resource, `/${row.id}`), change);
      expect(updated.statusCode).toBe(200);
      expect(updated.json().data).toMatchObject({ id: row.id, ...expectRow(change) });
      expect((await admin.api.put(api(resource, '/999999'), change)).statusCode).toBe(404);

      const removed = await admin.api.delete(api(resource, `/${row.id}`));
      expect(removed.statusCode).toBe(200);
      expect(removed.json().data).toEqual({
        message: `${label} berhasil dihapus.`,
        deactivated: false,
      });
      expect((await admin.api.get(api(resource, `/${row.id}`))).statusCode).toBe(404);

      const audits = await ctx.app.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.tableName, resource.service.tableName),
            eq(auditLog.rowId, String(row.id)),
          ),
        )
        .orderBy(asc(auditLog.id));
      const table = resource.service.tableName;
      expect(audits.map((a) => a.action)).toEqual([
        `${table}.create`,
        `${table}.update`,
        `${table}.delete`,
      ]);
      expect(audits[0]?.actorUserId).toBe(admin.user.id);
      expect(audits[1]?.before).toEqual(row);
      expect(audits[1]?.after).toEqual(updated.json().data);
      expect(audits[2]?.before).toEqual(updated.json().data);
    });

    if (options.useRow) {
      const useRow = options.useRow;
      it(
        deactivateWhenUsed
          ? 'deactivates instead of deleting a row that is still used'
          : 'refuses to delete a row that is still used, saying where',
        async () => {
          const row = await createRow(nextPayload());
          const { usedIn } = await useRow(ctx, row.id);
          const res = await admin.api.delete(api(resource, `/${row.id}`));
          if (deactivateWhenUsed) {
            expect(res.statusCode).toBe(200);
            expect(res.json().data).toMatchObject({ deactivated: true });
            expect(res.json().data.message).toContain(usedIn);
            const after = (await admin.api.get(api(resource, `/${row.id}`))).json().data;
            expect(after.is_active).toBe(false);
          } else {
            expect(res.statusCode).toBe(409);
            expect(res.json().message).toContain(usedIn);
            expect((await admin.api.get(api(resource, `/${row.id}`))).statusCode).toBe(200);
          }
        },
      );
    }

    it('exports the rows the list gives, every page, as an .xlsx with Indonesian headers', async () => {
      const listed = (await list({ per: 100 })).json();
      const res = await admin.api.get(api(resource, '/export'));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const name = resource.config.exportName ?? path.split('/').at(-1);
      expect(res.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="${name}-\\d{4}-\\d{2}-\\d{2}\\.xlsx"$`),
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      expect(sheet?.getRow(1).values).toEqual([undefined, ...columns.map((c) => c.label)]);
      expect((sheet?.rowCount ?? 0) - 1).toBe(listed.total);

      const searched = (await list({ search: options.search.term, per: 100 })).json();
      const filtered = await admin.api.get(
        api(resource, `/export?search=${encodeURIComponent(options.search.term)}`),
      );
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(filtered.rawPayload as unknown as ArrayBuffer);
      expect((book.worksheets[0]?.rowCount ?? 0) - 1).toBe(searched.total);
    });

    if (options.expectDerived) {
      const expectDerived = options.expectDerived;
      it('shows the derived values (names, not ids) in the list row and the export', async () => {
        const payload = nextPayload();
        const row = await createRow(payload);
        const expected = expectDerived(payload);
        // The export follows the list's order over every page, so the row's place finds its line.
        const listed: Payload[] = [];
        for (let page = 1; ; page++) {
          const res = (await list({ per: 100 }, page)).json();
          listed.push(...res.data);
          if (page >= res.last_page) break;
        }
        const index = listed.findIndex((r) => r.id === row.id);
        expect(index).toBeGreaterThanOrEqual(0);
        expect(listed[index]).toMatchObject(expected);

        const res = await admin.api.get(api(resource, '/export'));
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
        const line = workbook.worksheets[0]?.getRow(index + 2);
        for (const [key, value] of Object.entries(expected)) {
          const column = columns.findIndex((c) => c.key === key);
          expect(column, `export column ${key}`).toBeGreaterThanOrEqual(0);
          expect({ key, cell: line?.getCell(column + 1).value }).toEqual({
            key,
            cell: Array.isArray(value) ? value.join(', ') : value,
          });
        }
      });
    }

    it('answers 401 to a guest and 403 to a user without the permission on every route', async () => {
      const pegawai = await login(ctx.app, 'pegawai@sikerja.test');
      const guest = new ApiClient(ctx.app);
      const calls = [
        ['POST', api(resource, '/list')],
        ['GET', api(resource, '/export')],
        ['GET', api(resource, '/1')],
        ['POST', api(resource)],
        ['PUT', api(resource, '/1')],
        ['DELETE', api(resource, '/1')],
      ] as const;
      for (const [method, url] of calls) {
        const body = method === 'GET' || method === 'DELETE' ? undefined : unsavedPayload();
        expect({ url, status: (await guest.request(method, url, body)).statusCode }).toEqual({
          url,
          status: 401,
        });
        expect({ url, status: (await pegawai.api.request(method, url, body)).statusCode }).toEqual({
          url,
          status: 403,
        });
      }
    });
  });
}
