import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { expectedMigrations } from '../../db/migrate.ts';

describe('GET /api/v1/health', () => {
  const ctx = useTestApp();

  it('reports the database, the version and the migration level', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.status).toBe('ok');
    expect(data.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(data.database).toMatchObject({ kind: ctx.database.kind, reachable: true });
    expect(data.migrations).toEqual({
      applied: expectedMigrations().length,
      expected: expectedMigrations().length,
      latest: expectedMigrations().at(-1)?.tag,
      up_to_date: true,
    });
  });

  it('sends security headers with a content security policy', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document generated from the schemas', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/v1/health'].get.responses['200']).toBeDefined();
  });
});
