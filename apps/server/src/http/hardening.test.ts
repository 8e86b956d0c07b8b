import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { datesBetween } from '@sikerja/contracts';
import { describe, expect, it } from 'vitest';
import { ApiClient, login } from '../../test/api-client.ts';
import { createTestApp, testConfig, useTestApp } from '../../test/app.ts';
import { buildApp } from '../app.ts';
import { fromPostgres } from '../db/client.ts';

// One test per finding of the hardening review (issue 13); the route spellings, the
// non-assignee's 404 and the login throttle have their own files beside the code they test.

describe('far dates and long ranges (finding 2)', () => {
  const ctx = useTestApp({ demo: true });

  it.each([
    ['2026-12-01', '9999-12-31', 'end_date'],
    ['0001-01-01', '2026-12-01', 'start_date'],
    ['2026-12-01', '2100-12-31', 'end_date'],
    ['1999-12-31', '2000-01-03', 'start_date'],
  ])('answers a leave preview from %s to %s with 422 on %s, at once', async (start, end, field) => {
    const pegawai = await login(ctx.app, 'pegawai@sikerja.test');
    const began = Date.now();
    const res = await pegawai.api.get(
      `user/cuti/hitung?jenis_cuti_id=1&start_date=${start}&end_date=${end}`,
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toContain(field);
    expect(Date.now() - began).toBeLessThan(5000);
  });

  it('answers a leave request reaching past 2100 with 422 and stores nothing', async () => {
    const pegawai = await login(ctx.app, 'pegawai@sikerja.test');
    const before = (await pegawai.api.post('user/cuti/list', {})).json().total;
    const res = await pegawai.api.post('user/cuti', {
      jenis_cuti_id: 1,
      start_date: '2026-12-01',
      end_date: '9999-12-31',
      reason: 'Uji',
      address: 'Jakarta',
      phone: '081234567890',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.end_date[0]).toMatch(/Tanggal harus antara/);
    expect((await pegawai.api.post('user/cuti/list', {})).json().total).toBe(before);
  });

  it.each([
    ['a year', '2026-01-01', '2026-12-31', 365],
    ['one day', '2026-11-26', '2026-11-26', 1],
    ['reversed', '2026-11-27', '2026-11-26', 0],
    ['the last days of 9999', '9999-12-30', '9999-12-31', 2],
  ])('walks dates on day numbers: %s', (_, from, to, count) => {
    expect(datesBetween(from, to)).toHaveLength(count);
  });

  it('refuses to walk a range longer than its bound instead of running away', () => {
    expect(() => datesBetween('0001-01-01', '9999-12-31')).toThrow(RangeError);
    expect(() => datesBetween('2026-01-01', '2026-12-31', 30)).toThrow(RangeError);
  });
});

describe('ids and page numbers past 32 bits (finding 3)', () => {
  const ctx = useTestApp({ demo: true });

  it('answers 422 on the field, never 500', async () => {
    const admin = await login(ctx.app, 'admin@sikerja.test');
    const get = await admin.api.get('admin/master/pangkat/2147483648');
    expect(get.statusCode).toBe(422);
    expect(get.json().errors).toHaveProperty('id');
    const impersonate = await admin.api.post('auth/impersonate', { user_id: 2_147_483_648 });
    expect(impersonate.statusCode).toBe(422);
    expect(impersonate.json().errors).toHaveProperty('user_id');
    const page = await admin.api.post('admin/master/pangkat/list?page=2147483648', {});
    expect(page.statusCode).toBe(422);
    expect(page.json().errors).toHaveProperty('page');
    const filter = await admin.api.post('admin/absensi/list', { unit_id: 99_999_999_999 });
    expect(filter.statusCode).toBeLessThan(500);
  });

  it('still serves the largest id as not found', async () => {
    const admin = await login(ctx.app, 'admin@sikerja.test');
    expect((await admin.api.get('admin/master/pangkat/2147483647')).statusCode).toBe(404);
  });
});

describe('control characters (finding 4)', () => {
  const ctx = useTestApp({ demo: true });

  it.each([
    ['auth/login', { login: 'admin\u0000@sikerja.test', password: 'x' }, 'login'],
    ['auth/forgot', { login: 'admin@sikerja.test\u0000' }, 'login'],
    ['auth/register', { name: 'A\u0007', email: 'a@b.co', password: 'x' }, 'name'],
  ])('answers POST %s with a NUL or bell with 422 on the field', async (url, body, field) => {
    const res = await new ApiClient(ctx.app).post(url, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual(['Mengandung karakter yang tidak diizinkan']);
  });

  it('refuses a master row with NUL in its name and writes nothing, but keeps tabs and newlines', async () => {
    const admin = await login(ctx.app, 'admin@sikerja.test');
    const bad = await admin.api.post('admin/master/satuan', { name: 'Dokumen\u0000' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ name: ['Mengandung karakter yang tidak diizinkan'] });
    const search = await admin.api.post('admin/master/satuan/list', { search: 'x\u0000' });
    expect(search.statusCode).toBe(422);
    const query = await admin.api.get('admin/master/satuan/export?search=%00');
    expect(query.statusCode).toBe(422);
    expect(query.json().errors).toHaveProperty('search');
    const ok = await admin.api.post('admin/master/satuan', { name: 'Lembar\tuji' });
    expect(ok.statusCode).toBeLessThan(300);
  });

  it('refuses a string of a megabyte with 422', async () => {
    const res = await new ApiClient(ctx.app).post('auth/forgot', { login: 'x'.repeat(200_000) });
    expect(res.statusCode).toBe(422);
  });
});

describe('the database unreachable (finding 6)', () => {
  it('answers 503 with the maintenance-style dialog, not 500', async () => {
    // Nothing listens on port 1: every query fails to connect, as during a restart.
    const database = fromPostgres('postgres://sikerja@127.0.0.1:1/sikerja', 1);
    const app = await buildApp(testConfig(), { database });
    await app.ready();
    try {
      for (const [method, url] of [
        ['GET', '/api/v1/setting'],
        ['GET', '/api/v1/auth/user'],
        ['POST', '/api/v1/auth/login'],
      ] as const) {
        const res = await app.inject({
          method,
          url,
          headers: { authorization: 'Bearer abc', 'x-xsrf-token': 't' },
          cookies: { 'XSRF-TOKEN': 't' },
          ...(method === 'POST' ? { payload: { login: 'a@b.co', password: 'x' } } : {}),
        });
        expect({ url, status: res.statusCode }).toEqual({ url, status: 503 });
        expect(res.json()).toMatchObject({
          code: 'UNAVAILABLE',
          message: { title: expect.any(String), text: expect.stringContaining('coba lagi') },
        });
        expect(res.headers['retry-after']).toBe('5');
      }
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('oversize bodies (finding 7)', () => {
  const ctx = useTestApp({ demo: true });

  it('answers a chunk larger than the upload limit with 422 on file', async () => {
    const pegawai = await login(ctx.app, 'pegawai@sikerja.test');
    const res = await pegawai.api.request(
      'PATCH',
      'upload?patch=00000000-0000-4000-8000-000000000000',
      Buffer.alloc(3 * 1024 * 1024, 1),
      { 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file[0]).toMatch(/2 MB/);
  });

  it('answers a JSON body over the limit with 413 that the client reads to the end', async () => {
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (ctx.app.server.address() as AddressInfo).port;
    const xsrf = (await ctx.app.inject({ url: '/api/v1/setting' })).cookies[0]?.value ?? '';
    // Sent in chunks with no length announced, as a slow client would: the server has answered
    // before the body ends, and must not reset the connection under the client.
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/v1/auth/login',
          headers: {
            'content-type': 'application/json',
            'content-length': String(10 + 11 * 512 * 1024 + 2),
            cookie: `XSRF-TOKEN=${xsrf}`,
            'x-xsrf-token': xsrf,
          },
        },
        (res) => {
          let body = '';
          res.on('data', (c) => {
            body += c;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      // Past the limit at once, then more after the server has had time to answer: a client
      // on a slow line is still sending when the 413 is ready.
      const chunk = Buffer.alloc(512 * 1024, 0x20);
      req.write('{"login":"');
      for (let i = 0; i < 4; i++) req.write(chunk);
      let rounds = 0;
      const more = () => {
        rounds += 1;
        if (rounds > 7) {
          req.end('"}');
          return;
        }
        req.write(chunk);
        setTimeout(more, 100);
      };
      setTimeout(more, 300);
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('requests in flight', () => {
  it('names the requests under way, for the crash log', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { app } = await createTestApp({
      beforeReady(app) {
        app.get('/api/v1/probe-slow', { config: { public: true } }, async () => {
          await gate;
          return { data: 'ok' };
        });
      },
    });
    try {
      const pending = app.inject({ url: '/api/v1/probe-slow?x=1' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(app.inFlight()).toEqual([
        expect.objectContaining({ method: 'GET', url: '/api/v1/probe-slow?x=1' }),
      ]);
      release();
      expect((await pending).statusCode).toBe(200);
      expect(app.inFlight()).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
