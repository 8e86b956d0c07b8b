import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';

// A stand-in for apps/web/dist, so this test does not depend on a web build.
const distDir = mkdtempSync(join(tmpdir(), 'sikerja-web-'));
mkdirSync(join(distDir, 'assets'));
writeFileSync(join(distDir, 'index.html'), '<!doctype html><div id="root">SPA</div>');
writeFileSync(join(distDir, 'assets', 'main-abc123.js'), 'console.log(1)');
writeFileSync(join(distDir, 'theme-init.js'), '// theme');

describe('serving the built web app', () => {
  const ctx = useTestApp({ config: { webDistDir: distDir } });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it.each(['/', '/login', '/admin/master/pangkat', '/user/cuti/konfirm_atasan?page=2'])(
    'answers the history-mode route %s with index.html',
    async (url) => {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('SPA');
    },
  );

  it('caches content-hashed assets for a year', async () => {
    const res = await ctx.app.inject({ url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('does not cache files outside /assets/', async () => {
    const res = await ctx.app.inject({ url: '/theme-init.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('keeps unknown API paths and non-GET requests as JSON 404s', async () => {
    const api = await ctx.app.inject({ url: '/api/v1/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
    const post = await ctx.app.inject({ method: 'POST', url: '/somewhere' });
    expect(post.statusCode).toBe(404);
    expect(post.headers['content-type']).toContain('application/json');
  });
});
