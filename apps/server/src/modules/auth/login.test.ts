import { AUTH_MESSAGES, REMEMBER_ME_DAYS } from '@sikerja/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ApiClient, login } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { buildUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { authTokens, loginThrottles } from '../../db/schema/auth.ts';
import { THROTTLE } from './login-throttle.service.ts';

describe('POST auth/login', () => {
  const ctx = useTestApp({ demo: true, config: { loginSlowdownMs: 0 } });

  it('logs in by email and returns a token and the user with permission names as roles', async () => {
    const res = await new ApiClient(ctx.app).post('auth/login', {
      login: 'admin@sikerja.test',
      password: 'Sikerja#2026',
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.token).toMatch(/^[\w-]{40,}$/);
    expect(data.user).toMatchObject({
      email: 'admin@sikerja.test',
      level: 'admin',
      impersonator: null,
    });
    expect(data.user.roles).toContain('admin.setting');
    expect(data.user.groups.map((g: { name: string }) => g.name)).toContain('Administrator');
  });

  it('logs in by NIP, whatever the case of the email', async () => {
    const byEmail = await login(ctx.app, 'PEGAWAI@sikerja.test');
    const nip = byEmail.user.nip ?? '';
    expect(nip).toMatch(/^\d{18}$/);
    const byNip = await login(ctx.app, nip);
    expect(byNip.user.id).toBe(byEmail.user.id);
  });

  it.each([
    ['a wrong password', 'dosen@sikerja.test', 'salah-sekali'],
    ['an unknown email', 'tidak-ada@sikerja.test', 'Sikerja#2026'],
    ['an unknown NIP', '199901012020011999', 'Sikerja#2026'],
  ])(
    'answers %s with one message that does not say which half was wrong',
    async (_, name, password) => {
      const res = await new ApiClient(ctx.app).post('auth/login', { login: name, password });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        message: AUTH_MESSAGES.badCredentials,
        errors: { login: [AUTH_MESSAGES.badCredentials] },
      });
    },
  );

  it.each([
    ['inactive', AUTH_MESSAGES.inactive],
    ['pending', AUTH_MESSAGES.pending],
  ] as const)('refuses an %s account with the reason', async (status, message) => {
    const user = await buildUser(ctx.app.db, { status });
    const res = await new ApiClient(ctx.app).post('auth/login', {
      login: user.email,
      password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(message);
  });

  it('validates the body in Indonesian', async () => {
    const res = await new ApiClient(ctx.app).post('auth/login', { login: '', password: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({ login: ['Wajib diisi'], password: ['Wajib diisi'] });
  });

  it('locks an account after repeated failures, even for the right password, with Retry-After', async () => {
    const user = await buildUser(ctx.app.db);
    const api = new ApiClient(ctx.app);
    for (let i = 0; i < THROTTLE.accountLimit; i++) {
      const res = await api.post('auth/login', { login: user.email, password: 'tebakan-salah' });
      expect(res.statusCode).toBe(422);
    }
    const locked = await api.post('auth/login', { login: user.email, password: TEST_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(THROTTLE.lockMinutes * 60 - 5);
    expect(locked.json().message).toContain('Terlalu banyak percobaan masuk');
  });

  it('locks an address that tries many accounts', async () => {
    const api = new ApiClient(ctx.app);
    const attempt = (name: string, password: string, address: string) =>
      api.request('POST', 'auth/login', { login: name, password }, {}, address);
    // All but the last failure of the window are already counted; the last one locks.
    await ctx.app.db
      .insert(loginThrottles)
      .values({ key: 'ip:10.9.8.7', failures: THROTTLE.addressLimit - 1 });
    expect((await attempt('orang@sikerja.test', 'x', '10.9.8.7')).statusCode).toBe(422);
    expect((await attempt('kabag@sikerja.test', 'Sikerja#2026', '10.9.8.7')).statusCode).toBe(429);
    // A forged X-Forwarded-For does not get around it: no proxy is trusted by default.
    const forged = await api.request(
      'POST',
      'auth/login',
      { login: 'kabag@sikerja.test', password: 'Sikerja#2026' },
      { 'x-forwarded-for': '10.1.1.1' },
      '10.9.8.7',
    );
    expect(forged.statusCode).toBe(429);
    // Another address is not affected.
    expect((await attempt('kabag@sikerja.test', 'Sikerja#2026', '10.9.8.8')).statusCode).toBe(200);
  });

  it('lets a campus behind one address log in through a morning of typos', async () => {
    const api = new ApiClient(ctx.app);
    const campus = '10.20.30.40';
    const staff = await Promise.all(Array.from({ length: 30 }, () => buildUser(ctx.app.db)));
    // Each person mistypes twice, as people do at 07:25, then logs in.
    for (const person of staff) {
      for (let i = 0; i < 2; i++) {
        const typo = await api.request(
          'POST',
          'auth/login',
          { login: person.email, password: 'salah-ketik' },
          {},
          campus,
        );
        expect(typo.statusCode).toBe(422);
      }
    }
    for (const person of staff) {
      const ok = await api.request(
        'POST',
        'auth/login',
        { login: person.email, password: TEST_PASSWORD },
        {},
        campus,
      );
      expect(ok.statusCode).toBe(200);
    }
    expect(THROTTLE.addressLimit).toBeGreaterThanOrEqual(400);
  });

  it('counts an account once whether it is typed as email or NIP', async () => {
    const user = await buildUser(ctx.app.db);
    const api = new ApiClient(ctx.app);
    for (let i = 0; i < THROTTLE.accountLimit; i++) {
      const login = i % 2 === 0 ? user.email : ` ${user.email?.toUpperCase()} `;
      expect((await api.post('auth/login', { login, password: 'tebakan' })).statusCode).toBe(422);
    }
    const byNip = await api.post('auth/login', { login: user.nip, password: TEST_PASSWORD });
    expect(byNip.statusCode).toBe(429);
  });

  it('gives a working-day token by default and a 14-day token with remember-me', async () => {
    const short = await new ApiClient(ctx.app).post('auth/login', {
      login: 'kabag@sikerja.test',
      password: 'Sikerja#2026',
    });
    const long = await new ApiClient(ctx.app).post('auth/login', {
      login: 'kabag@sikerja.test',
      password: 'Sikerja#2026',
      remember: true,
    });
    const hours = (res: typeof short) =>
      (new Date(res.json().data.expires_at).getTime() - Date.now()) / 3600_000;
    expect(hours(short)).toBeCloseTo(ctx.app.config.sessionTtlHours, 1);
    expect(hours(long)).toBeCloseTo(REMEMBER_ME_DAYS * 24, 1);
  });

  it('refuses an expired token with 401', async () => {
    const session = await login(ctx.app, 'atasan@sikerja.test');
    expect((await session.api.get('auth/user')).statusCode).toBe(200);
    await ctx.app.db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await session.api.get('auth/user');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });
});

describe('session endpoints', () => {
  const ctx = useTestApp({ demo: true });

  it('GET auth/user answers the user; without a token 401', async () => {
    const session = await login(ctx.app, 'pegawai@sikerja.test');
    const res = await session.api.get('auth/user');
    expect(res.json().data).toMatchObject({
      email: 'pegawai@sikerja.test',
      level: 'user',
      photo_url: null,
    });
    expect(res.json().data.unit.name).toBe('Subbagian Akademik');
    expect((await session.api.withToken(null).get('auth/user')).statusCode).toBe(401);
    expect((await session.api.withToken('not-a-token').get('auth/user')).statusCode).toBe(401);
  });

  it('refresh issues a new token and revokes the old one', async () => {
    const session = await login(ctx.app, 'pegawai@sikerja.test', undefined, true);
    const res = await session.api.get('auth/refresh');
    expect(res.statusCode).toBe(200);
    const fresh = res.json().data;
    expect(fresh.token).not.toBe(session.token);
    const days = (new Date(fresh.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeCloseTo(REMEMBER_ME_DAYS, 1);
    expect((await session.api.get('auth/user')).statusCode).toBe(401);
    expect((await session.api.withToken(fresh.token).get('auth/user')).statusCode).toBe(200);
  });

  it('logout revokes the token on the server', async () => {
    const session = await login(ctx.app, 'pegawai@sikerja.test');
    expect((await session.api.post('auth/logout')).statusCode).toBe(200);
    expect((await session.api.get('auth/user')).statusCode).toBe(401);
    const [row] = await ctx.app.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, session.token));
    expect(row).toBeUndefined(); // only the hash is stored, never the token
  });
});
