import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { login } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { buildUser } from '../../../test/factories.ts';
import { auditLog } from '../../db/schema/audit.ts';

describe('impersonation', () => {
  const ctx = useTestApp({ demo: true });

  async function lastAudit(action: string) {
    const [row] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return row;
  }

  it('lets an admin act as a user with a separate token, audited with both users', async () => {
    const admin = await login(ctx.app, 'admin@sikerja.test');
    const pegawai = await login(ctx.app, 'pegawai@sikerja.test');
    const res = await admin.api.post('auth/impersonate', { user_id: pegawai.user.id });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.user).toMatchObject({ id: pegawai.user.id, impersonator: { id: admin.user.id } });
    expect(await lastAudit('auth.impersonate')).toMatchObject({
      actorUserId: admin.user.id,
      actingAsUserId: pegawai.user.id,
      rowId: String(pegawai.user.id),
    });

    const acting = admin.api.withToken(data.token);
    const me = await acting.get('auth/user');
    expect(me.json().data).toMatchObject({
      id: pegawai.user.id,
      impersonator: { name: 'Administrator Sikerja' },
    });
    // Anything audited on the impersonation token records the real person and the user acted as.
    expect((await acting.post('auth/unimpersonate')).statusCode).toBe(200);
    expect(await lastAudit('auth.unimpersonate')).toMatchObject({
      actorUserId: admin.user.id,
      actingAsUserId: pegawai.user.id,
    });
    expect((await acting.get('auth/user')).statusCode).toBe(401);
    // The admin's own token was never touched.
    expect((await admin.api.get('auth/user')).json().data.id).toBe(admin.user.id);
  });

  it('is refused to users without the permission', async () => {
    const pegawai = await login(ctx.app, 'pegawai@sikerja.test');
    const atasan = await login(ctx.app, 'atasan@sikerja.test');
    const res = await pegawai.api.post('auth/impersonate', { user_id: atasan.user.id });
    expect(res.statusCode).toBe(403);
  });

  it('never goes into another admin without the super-admin permission', async () => {
    const other = await buildUser(ctx.app.db, { level: 'admin' });
    const limited = await buildUser(ctx.app.db, {
      level: 'admin',
      permissions: ['auth.impersonate'],
    });
    const session = await login(ctx.app, limited.email ?? '', 'Uji#Coba2026');
    const res = await session.api.post('auth/impersonate', { user_id: other.id });
    expect(res.statusCode).toBe(403);
    const superAdmin = await login(ctx.app, 'admin@sikerja.test');
    expect((await superAdmin.api.post('auth/impersonate', { user_id: other.id })).statusCode).toBe(
      200,
    );
  });

  it('does not nest, and unimpersonate needs an impersonation token', async () => {
    const admin = await login(ctx.app, 'admin@sikerja.test');
    const target = await buildUser(ctx.app.db, { permissions: ['auth.impersonate'] });
    const second = await buildUser(ctx.app.db);
    const { data } = (await admin.api.post('auth/impersonate', { user_id: target.id })).json();
    const nested = await admin.api
      .withToken(data.token)
      .post('auth/impersonate', { user_id: second.id });
    expect(nested.statusCode).toBe(409);
    expect((await admin.api.post('auth/unimpersonate')).statusCode).toBe(409);
  });

  it('refuses inactive targets, unknown users and oneself', async () => {
    const admin = await login(ctx.app, 'admin@sikerja.test');
    const inactive = await buildUser(ctx.app.db, { status: 'inactive' });
    expect((await admin.api.post('auth/impersonate', { user_id: inactive.id })).statusCode).toBe(
      422,
    );
    expect((await admin.api.post('auth/impersonate', { user_id: 999_999 })).statusCode).toBe(404);
    expect((await admin.api.post('auth/impersonate', { user_id: admin.user.id })).statusCode).toBe(
      422,
    );
    const rows = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.impersonate'), eq(auditLog.rowId, String(inactive.id))));
    expect(rows).toHaveLength(0);
  });
});
