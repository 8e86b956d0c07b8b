import { describe, expect, it } from 'vitest';
import { ApiClient, login } from '../../test/api-client.ts';
import { useTestApp } from '../../test/app.ts';
import { buildUser, TEST_PASSWORD } from '../../test/factories.ts';

describe('anti-forgery token', () => {
  const ctx = useTestApp({ demo: true });

  it('sets the XSRF-TOKEN cookie, readable by the page script', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/setting' });
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]{40,}$/);
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.sameSite).toBe('Lax');
  });

  it.each([
    ['no header', {}],
    ['a wrong header', { 'x-xsrf-token': 'tebakan' }],
  ])('refuses a state-changing request with %s with 419', async (_, headers) => {
    const setting = await ctx.app.inject({ url: '/api/v1/setting' });
    const cookie = setting.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      cookies: { 'XSRF-TOKEN': cookie },
      headers,
      payload: { login: 'admin@sikerja.test', password: 'Sikerja#2026' },
    });
    expect(res.statusCode).toBe(419);
    expect(res.json()).toMatchObject({
      code: 'XSRF',
      message: expect.stringContaining('Muat ulang halaman'),
    });
  });

  it('lets reads through without the header', async () => {
    const session = await login(ctx.app, 'pegawai@sikerja.test');
    const res = await ctx.app.inject({
      url: '/api/v1/auth/user',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('maintenance mode', () => {
  const ctx = useTestApp({ demo: true });

  it('answers non-admins 503 with the dialog texts, but keeps login, setting, health and admins working', async () => {
    const admin = await login(ctx.app, 'admin@sikerja.test');
    const pegawai = await login(ctx.app, 'pegawai@sikerja.test');
    const current = (await admin.api.get('admin/setting')).json().data;
    const on = await admin.api.put('admin/setting', {
      name: current.name,
      time_zone: current.time_zone,
      authorised_official_user_id: null,
      maintenance_enabled: true,
      maintenance_title: 'Pemeliharaan Server',
      maintenance_text: 'Kembali pukul 10.00 WIB.',
    });
    expect(on.statusCode).toBe(200);

    const blocked = await pegawai.api.get('auth/user');
    expect(blocked.statusCode).toBe(503);
    expect(blocked.json()).toMatchObject({
      code: 'MAINTENANCE',
      message: { title: 'Pemeliharaan Server', text: 'Kembali pukul 10.00 WIB.' },
    });
    expect((await new ApiClient(ctx.app).post('auth/register', {})).statusCode).toBe(503);
    expect((await pegawai.api.get('setting')).statusCode).toBe(200);
    expect((await pegawai.api.get('health')).statusCode).toBe(200);
    expect(
      (
        await new ApiClient(ctx.app).post('auth/login', {
          login: 'kabag@sikerja.test',
          password: 'Sikerja#2026',
        })
      ).statusCode,
    ).toBe(200);
    expect((await admin.api.get('auth/user')).statusCode).toBe(200);

    await admin.api.put('admin/setting', {
      ...current,
      authorised_official_user_id: null,
      maintenance_enabled: false,
    });
    expect((await pegawai.api.get('auth/user')).statusCode).toBe(200);
  });
});

describe('permissions on every API route', () => {
  const ctx = useTestApp({ demo: true });

  it('answers 403 on every permission-guarded route to a logged-in user without that permission', async () => {
    const user = await buildUser(ctx.app.db);
    const session = await login(ctx.app, user.email ?? '', TEST_PASSWORD);
    const guarded = ctx.app.apiRoutes.filter((r) => r.config?.permission);
    expect(guarded.length).toBeGreaterThan(5);
    for (const route of guarded) {
      const url = route.url.replace(/:(\w+)/g, (_, name) => (name === 'kind' ? 'logo_dark' : '1'));
      const res = await session.api.request(
        route.method as 'GET',
        url,
        route.method === 'GET' ? undefined : {},
      );
      expect({ route: `${route.method} ${route.url}`, status: res.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 403,
      });
    }
  });

  it('answers 401 on every non-public route to a guest', async () => {
    const guest = new ApiClient(ctx.app);
    for (const route of ctx.app.apiRoutes.filter((r) => !r.config?.public)) {
      const url = route.url.replace(/:(\w+)/g, (_, name) => (name === 'kind' ? 'logo_dark' : '1'));
      const res = await guest.request(
        route.method as 'GET',
        url,
        route.method === 'GET' ? undefined : {},
      );
      expect({ route: `${route.method} ${route.url}`, status: res.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
    }
  });

  it('refuses to register an API route that declares no access rule', async () => {
    const { buildApp } = await import('../app.ts');
    const { testConfig } = await import('../../test/app.ts');
    const app = await buildApp(testConfig(), { database: ctx.database });
    const attempt = async () => {
      app.get('/api/v1/unguarded', async () => 'x');
      await app.ready();
    };
    await expect(attempt()).rejects.toThrow(/must declare public, authenticated or permission/);
  });
});

describe('GET routes/access', () => {
  const ctx = useTestApp({ demo: true });

  type Item = {
    nm_menu: string;
    nm_route: string | null;
    path: string | null;
    divider: boolean;
    child: Item[];
  };
  const leaves = (items: Item[]): Item[] =>
    items.flatMap((i) => (i.child.length > 0 ? leaves(i.child) : i.divider ? [] : [i]));

  it('gives an admin the whole menu and an ordinary user only what they may use', async () => {
    const admin = await login(ctx.app, 'admin@sikerja.test');
    const pegawai = await login(ctx.app, 'pegawai@sikerja.test');
    const adminMenu: Item[] = (await admin.api.get('routes/access')).json().data;
    const userMenu: Item[] = (await pegawai.api.get('routes/access')).json().data;
    const adminRoutes = leaves(adminMenu).map((i) => i.nm_route);
    const userRoutes = leaves(userMenu).map((i) => i.nm_route);
    expect(adminRoutes).toContain('admin.setting');
    expect(adminRoutes).toContain('admin.master.pangkat');
    expect(userRoutes).not.toContain('admin.setting');
    expect(userRoutes).toContain('user.cuti');
    expect(userRoutes.every((r) => pegawai.user.roles.includes(r ?? ''))).toBe(true);
    for (const item of leaves(adminMenu)) expect(item.path).toMatch(/^\//);
  });

  it('keeps groups and headings only when something in them is visible', async () => {
    const user = await buildUser(ctx.app.db, { permissions: ['admin.master.pangkat'] });
    const session = await login(ctx.app, user.email ?? '', TEST_PASSWORD);
    const menu: Item[] = (await session.api.get('routes/access')).json().data;
    expect(leaves(menu).map((i) => i.nm_route)).toEqual(['admin.master.pangkat']);
    expect(menu.filter((i) => i.divider)).toHaveLength(1);
    expect(menu.filter((i) => !i.divider)).toHaveLength(1);
  });

  it('answers an empty menu to a user with no permissions', async () => {
    const user = await buildUser(ctx.app.db);
    const session = await login(ctx.app, user.email ?? '', TEST_PASSWORD);
    expect((await session.api.get('routes/access')).json().data).toEqual([]);
  });
});
