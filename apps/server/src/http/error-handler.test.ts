import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiClient } from '../../test/api-client.ts';
import { useTestApp } from '../../test/app.ts';
import { workUnits } from '../db/schema/org.ts';
import { AppError } from './app-error.ts';

// Routes that exist only in this test, to drive each kind of failure through the real handler.
const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/probe/validate',
    {
      config: { public: true },
      schema: {
        body: z.object({
          name: z.string().min(1),
          email: z.email(),
          unit: z.object({ code: z.string().max(4) }),
        }),
      },
    },
    async () => ({ data: 'ok' }),
  );
  app.get('/probe/app-error/:code', { config: { public: true } }, async (request) => {
    const { code } = request.params as { code: string };
    if (code === 'not-found') throw AppError.notFound();
    if (code === 'forbidden') throw AppError.forbidden();
    if (code === 'conflict') throw AppError.conflict('Periode sudah dikunci.');
    throw new AppError('UNAUTHENTICATED', 'Sesi berakhir, silakan masuk kembali.');
  });
  app.post('/probe/unit', { config: { public: true } }, async (request) => {
    const body = request.body as { code: string; name: string };
    await app.db.insert(workUnits).values(body);
    return { data: 'ok' };
  });
  app.get('/probe/crash', { config: { public: true } }, async () => {
    throw new Error('secret internal detail: relation "x" does not exist');
  });
};

describe('error answers', () => {
  const ctx = useTestApp({
    beforeReady: async (app) => {
      await app.register(probeRoutes, { prefix: '/api/v1' });
    },
  });

  it('answers invalid input with 422 and Indonesian messages per field', async () => {
    const res = await new ApiClient(ctx.app).post('probe/validate', {
      name: '',
      email: 'x',
      unit: { code: 'TOOLONG' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'Data yang dikirim tidak valid.',
      errors: {
        name: ['Wajib diisi'],
        email: ['Format email tidak valid'],
        'unit.code': ['Maksimal 4 karakter'],
      },
    });
  });

  it.each([
    ['not-found', 404, 'NOT_FOUND'],
    ['forbidden', 403, 'FORBIDDEN'],
    ['conflict', 409, 'CONFLICT'],
    ['unauthenticated', 401, 'UNAUTHENTICATED'],
  ])('maps AppError %s to %i', async (code, status, errorCode) => {
    const res = await ctx.app.inject({ url: `/api/v1/probe/app-error/${code}` });
    expect(res.statusCode).toBe(status);
    const body = res.json();
    expect(body.code).toBe(errorCode);
    expect(typeof body.message).toBe('string');
    expect(body.request_id).toBe(res.headers['x-request-id']);
  });

  it('turns a duplicate value into a 422 on its field, and changes nothing', async () => {
    const api = new ApiClient(ctx.app);
    const first = await api.post('probe/unit', { code: 'ZZ', name: 'Unit Uji' });
    expect(first.statusCode).toBe(200);
    const second = await api.post('probe/unit', { code: 'ZZ', name: 'Unit Lain' });
    expect(second.statusCode).toBe(422);
    expect(second.json().errors).toEqual({ code: ['Sudah terdaftar'] });
    const rows = await ctx.app.db.select().from(workUnits);
    expect(rows.filter((r) => r.code === 'ZZ').map((r) => r.name)).toEqual(['Unit Uji']);
  });

  it('hides the cause of a 500 and gives the request id instead', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/probe/crash' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.code).toBe('INTERNAL');
    expect(body.request_id).toBe(res.headers['x-request-id']);
    expect(body.message).toContain(body.request_id);
    expect(res.body).not.toContain('secret internal detail');
    expect(res.body).not.toContain('stack');
  });

  it('answers malformed JSON with 400 in Indonesian', async () => {
    const res = await new ApiClient(ctx.app).request('POST', 'probe/validate', '{"name": ', {
      'content-type': 'application/json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Isi permintaan bukan JSON yang valid.',
    });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Alamat tidak ditemukan.' });
  });

  it('gives every response a distinct request id header', async () => {
    const a = await ctx.app.inject({ url: '/api/v1/health' });
    const b = await ctx.app.inject({ url: '/api/v1/health' });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});
