import { ROUTES as CATALOGUE } from '@sikerja/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWithTimeout, PAGE_LOAD_TIMEOUT_MS, ROUTES } from './route-table.ts';

describe('the route table', () => {
  it('routes every path of the catalogue, with its title and breadcrumb', () => {
    expect(ROUTES.map((r) => r.path)).toEqual(CATALOGUE.map((r) => r.path));
    for (const [i, route] of CATALOGUE.entries()) {
      expect(ROUTES[i]).toMatchObject({
        name: route.name,
        title: route.title,
        breadcrumb: route.breadcrumb,
      });
    }
  });

  it('puts login-type screens outside the shell and asks login for the rest', () => {
    const byName = new Map(ROUTES.map((r) => [r.name, r]));
    for (const name of ['login', 'register', 'forgot', 'reset']) {
      expect(byName.get(name)).toMatchObject({ access: 'guest', layout: 'bare' });
    }
    for (const name of ['notfound', 'notfound404']) {
      expect(byName.get(name)).toMatchObject({ access: 'public', layout: 'bare' });
    }
    // /403 keeps the shell for a signed-in person (bare for a guest).
    expect(byName.get('forbidden')).toMatchObject({ access: 'public', layout: 'shell' });
    expect(byName.get('admin.jurnal.buku_besar')).toMatchObject({
      access: 'auth',
      layout: 'shell',
      levels: ['admin'],
      permission: 'admin.jurnal.buku_besar',
      isBuilt: false,
    });
    expect(byName.get('user.shiftpolakerja')).toMatchObject({ levels: ['user'] });
    expect(byName.get('user.shiftpolakerja')?.permission).toBeUndefined();
  });

  it('lists the spec paths of SPEC section 2 among its routes', () => {
    const paths = new Set(ROUTES.map((r) => r.path));
    for (const path of ['/login', '/logout', '/', '/profile', '/password', '/404', '*']) {
      expect(paths).toContain(path);
    }
  });
});

describe('loading a screen', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the screen once its code arrives', async () => {
    const Screen = () => null;
    await expect(loadWithTimeout('x', async () => Screen)).resolves.toBe(Screen);
  });

  it("fails with 'Loading chunk N failed' when the code cannot be fetched", async () => {
    await expect(
      loadWithTimeout('admin.setting', () => Promise.reject(new TypeError('fetch failed'))),
    ).rejects.toThrow('Loading chunk admin.setting failed');
  });

  it('fails after 120 s rather than waiting for ever', async () => {
    vi.useFakeTimers();
    const never = new Promise<() => null>(() => {});
    const loading = loadWithTimeout('admin.jurnal', () => never);
    const outcome = expect(loading).rejects.toThrow('Loading chunk admin.jurnal failed');
    expect(PAGE_LOAD_TIMEOUT_MS).toBe(120_000);
    await vi.advanceTimersByTimeAsync(PAGE_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    loading.catch(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });
});
