import { AUTH_MESSAGES } from '@sikerja/contracts';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ApiClient, login } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { buildUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { passwordResets } from '../../db/schema/auth.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { users } from '../../db/schema/users.ts';

const NEW_PASSWORD = 'Baru#Sekali2026';

describe('registration and activation', () => {
  const ctx = useTestApp({ demo: true });
  const form = {
    nip: '199505052020122001',
    name: 'Citra Ayu Lestari',
    email: 'citra@sikerja.test',
    password: 'Terbang#Tinggi9',
    password_confirmation: 'Terbang#Tinggi9',
  };

  it('creates a pending account that cannot log in until an admin activates it', async () => {
    const anonymous = new ApiClient(ctx.app);
    const res = await anonymous.post('auth/register', form);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.message).toBe(AUTH_MESSAGES.registered);
    const pending = await anonymous.post('auth/login', {
      login: form.email,
      password: form.password,
    });
    expect(pending.statusCode).toBe(403);

    const admin = await login(ctx.app, 'admin@sikerja.test');
    const list = await admin.api.post('admin/master/user/list', { status: 'pending' });
    const row = list.json().data.find((u: { email: string }) => u.email === form.email);
    expect(row).toMatchObject({ status: 'pending', nip: form.nip });
    expect((await admin.api.post(`admin/master/user/${row.id}/activate`)).statusCode).toBe(200);
    expect((await admin.api.post(`admin/master/user/${row.id}/activate`)).statusCode).toBe(409);

    const active = await anonymous.post('auth/login', { login: form.nip, password: form.password });
    expect(active.statusCode).toBe(200);
  });

  it.each([
    [{ nip: '12345' }, 'nip', 'NIP harus 18 digit angka'],
    [{ email: 'bukan' }, 'email', 'Format email tidak valid'],
    [{ password: 'pendek', password_confirmation: 'pendek' }, 'password', 'Minimal 8 karakter'],
    [
      { password_confirmation: 'lain-lagi-123' },
      'password_confirmation',
      'Konfirmasi password tidak sama',
    ],
    [
      { password: 'Ayu#Terbang26', password_confirmation: 'Ayu#Terbang26' },
      'password',
      'Password tidak boleh memuat nama Anda',
    ],
    [{ nip: form.nip, email: 'lain@sikerja.test' }, 'nip', 'NIP sudah terdaftar'],
    [{ nip: '199505052020122009', email: 'CITRA@sikerja.test' }, 'email', 'Email sudah terdaftar'],
  ])('refuses %j with a message on %s', async (change, field, message) => {
    const res = await new ApiClient(ctx.app).post('auth/register', { ...form, ...change });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toContain(message);
  });

  it('only lets staff-register managers see and activate accounts', async () => {
    const pegawai = await login(ctx.app, 'pegawai@sikerja.test');
    expect((await pegawai.api.post('admin/master/user/list', {})).statusCode).toBe(403);
  });
});

describe('forgotten password', () => {
  const ctx = useTestApp({ demo: true });

  async function latestLink(email: string) {
    const [mail] = await ctx.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const token = mail?.body.match(/reset\?token=([\w-]+)/)?.[1];
    return { mail, token };
  }

  it('answers the same whether or not the account exists, and mails a link only to a real one', async () => {
    const api = new ApiClient(ctx.app);
    const known = await api.post('auth/forgot', { login: 'dosen@sikerja.test' });
    const unknown = await api.post('auth/forgot', { login: 'siapa@sikerja.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const { mail, token } = await latestLink('dosen@sikerja.test');
    expect(mail?.body).toContain(`${ctx.app.config.appUrl}/reset?token=`);
    expect(token).toBeDefined();
    const all = await ctx.app.db.select().from(mailOutbox);
    expect(all.some((m) => m.toAddress === 'siapa@sikerja.test')).toBe(false);
  });

  it('with no SMTP configured, logs the mail and shows it to admins on the outbox', async () => {
    const admin = await login(ctx.app, 'admin@sikerja.test');
    await new ApiClient(ctx.app).post('auth/forgot', { login: 'kabag@sikerja.test' });
    await expect
      .poll(async () => (await latestLink('kabag@sikerja.test')).mail?.status)
      .toBe('logged');
    const outbox = await admin.api.post('admin/outbox/list', { search: 'kabag' });
    expect(outbox.json().data[0]).toMatchObject({ to: 'kabag@sikerja.test', status: 'logged' });
    const pegawai = await login(ctx.app, 'pegawai@sikerja.test');
    expect((await pegawai.api.post('admin/outbox/list', {})).statusCode).toBe(403);
  });

  it('resets the password once, ends every session, and refuses the link a second time', async () => {
    const session = await login(ctx.app, 'direktur@sikerja.test');
    await new ApiClient(ctx.app).post('auth/forgot', { login: 'direktur@sikerja.test' });
    const { token } = await latestLink('direktur@sikerja.test');
    const body = { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    const res = await new ApiClient(ctx.app).post('auth/reset', body);
    expect(res.statusCode).toBe(200);
    expect((await session.api.get('auth/user')).statusCode).toBe(401);
    await login(ctx.app, 'direktur@sikerja.test', NEW_PASSWORD);
    const again = await new ApiClient(ctx.app).post('auth/reset', body);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token).toEqual([AUTH_MESSAGES.resetInvalid]);
  });

  it('refuses a link older than one hour', async () => {
    const user = await buildUser(ctx.app.db);
    await new ApiClient(ctx.app).post('auth/forgot', { login: user.email });
    const { token } = await latestLink(user.email ?? '');
    await ctx.app.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    const res = await new ApiClient(ctx.app).post('auth/reset', {
      token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(422);
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toBe(user.passwordHash);
  });
});

describe('POST auth/password', () => {
  const ctx = useTestApp();

  it('changes the password and ends the other sessions but not this one', async () => {
    const user = await buildUser(ctx.app.db);
    const here = await login(ctx.app, user.email ?? '', TEST_PASSWORD);
    const elsewhere = await login(ctx.app, user.email ?? '', TEST_PASSWORD);
    const res = await here.api.post('auth/password', {
      old_password: TEST_PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect((await here.api.get('auth/user')).statusCode).toBe(200);
    expect((await elsewhere.api.get('auth/user')).statusCode).toBe(401);
    await login(ctx.app, user.email ?? '', NEW_PASSWORD);
  });

  it.each([
    [{ old_password: 'salah' }, 'old_password', 'Password lama salah'],
    [
      { password: 'Uji#Coba2026', password_confirmation: 'Uji#Coba2026' },
      'password',
      'Password baru harus berbeda dari password lama',
    ],
    [{ password: 'abc', password_confirmation: 'abc' }, 'password', 'Minimal 8 karakter'],
    [{ password_confirmation: 'beda' }, 'password_confirmation', 'Konfirmasi password tidak sama'],
  ])('refuses %j on %s', async (change, field, message) => {
    const user = await buildUser(ctx.app.db);
    const session = await login(ctx.app, user.email ?? '', TEST_PASSWORD);
    const res = await session.api.post('auth/password', {
      old_password: TEST_PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      ...change,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toContain(message);
  });

  it.each([
    ['the NIP', (u: { nip: string | null }) => `x${u.nip}`, 'Password tidak boleh memuat NIP Anda'],
    [
      'the email name',
      (u: { email: string | null }) => `${u.email?.split('@')[0]}#1`,
      'Password tidak boleh memuat alamat email Anda',
    ],
    ['a part of the name', () => 'Pegawai#2026!', 'Password tidak boleh memuat nama Anda'],
  ])('refuses a password containing %s', async (_, make, message) => {
    const user = await buildUser(ctx.app.db);
    const session = await login(ctx.app, user.email ?? '', TEST_PASSWORD);
    const password = make(user);
    const res = await session.api.post('auth/password', {
      old_password: TEST_PASSWORD,
      password,
      password_confirmation: password,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toEqual([message]);
  });
});
