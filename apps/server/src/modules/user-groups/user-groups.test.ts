import { PERMISSIONS } from '@sikerja/contracts';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { login } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { buildUser } from '../../../test/factories.ts';
import { auditLog } from '../../db/schema/audit.ts';

type Node = { label: string; permission: string | null; children: Node[] };
const permissionsIn = (nodes: Node[]): string[] =>
  nodes.flatMap((n) => (n.permission ? [n.permission] : permissionsIn(n.children)));

describe('user groups', () => {
  const ctx = useTestApp({ demo: true });

  it('lists groups with member and permission counts, paged and searchable', async () => {
    const admin = await login(ctx.app, 'admin@sikerja.test');
    const res = await admin.api.post('admin/master/user_group/list?page=1', {
      search: 'admin',
      per: 5,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      current_page: 1,
      per_page: 5,
      total: 1,
      from: 1,
      to: 1,
      last_page: 1,
    });
    expect(body.path).toBe('/api/v1/admin/master/user_group/list');
    expect(body.data[0]).toMatchObject({
      name: 'Administrator',
      system_key: 'admin',
      members_count: 1,
    });
    expect(body.data[0].permissions_count).toBe(PERMISSIONS.length);
    const all = (await admin.api.post('admin/master/user_group/list', { per: 5 })).json();
    expect(all.total).toBe(4);
    expect((await admin.api.post('admin/master/user_group/list', { per: 7 })).statusCode).toBe(422);
  });

  it('offers every permission in the picker tree', async () => {
    const admin = await login(ctx.app, 'admin@sikerja.test');
    const tree: Node[] = (await admin.api.get('admin/master/user_group/permissions')).json().data;
    expect(new Set(permissionsIn(tree))).toEqual(new Set(PERMISSIONS));
  });

  it('creates, edits and deletes a group; the grant takes effect on the next request', async () => {
    const admin = await login(ctx.app, 'admin@sikerja.test');
    const created = await admin.api.post('admin/master/user_group', {
      name: 'Operator Keuangan',
      description: 'Mengelola jurnal',
      permissions: ['admin.jurnal', 'admin.jurnal.buku_besar'],
    });
    expect(created.statusCode).toBe(201);
    const group = created.json().data;
    expect(group).toMatchObject({
      name: 'Operator Keuangan',
      permissions: ['admin.jurnal', 'admin.jurnal.buku_besar'],
      members: [],
    });

    const updated = await admin.api.put(`admin/master/user_group/${group.id}`, {
      name: 'Operator Jurnal',
      permissions: ['admin.jurnal'],
    });
    expect(updated.json().data).toMatchObject({
      name: 'Operator Jurnal',
      permissions: ['admin.jurnal'],
    });
    const audits = await ctx.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.tableName, 'user_groups'))
      .orderBy(desc(auditLog.id));
    expect(audits.map((a) => a.action).slice(0, 2)).toEqual([
      'user_groups.update',
      'user_groups.create',
    ]);

    expect((await admin.api.delete(`admin/master/user_group/${group.id}`)).statusCode).toBe(204);
    expect((await admin.api.get(`admin/master/user_group/${group.id}`)).statusCode).toBe(404);
  });

  it.each([
    [{ name: 'ab' }, 'name', 'Minimal 3 karakter'],
    [{ name: 'administrator' }, 'name', 'Nama user group sudah dipakai'],
    [
      { permissions: ['admin.tidak_ada'] },
      'permissions',
      'Hak akses tidak dikenal: admin.tidak_ada',
    ],
  ])('refuses %j', async (change, field, message) => {
    const admin = await login(ctx.app, 'admin@sikerja.test');
    const res = await admin.api.post('admin/master/user_group', {
      name: 'Grup Baru',
      permissions: [],
      ...change,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toContain(message);
  });

  it('protects system groups and groups that still have members', async () => {
    const admin = await login(ctx.app, 'admin@sikerja.test');
    const list = (await admin.api.post('admin/master/user_group/list', { per: 10 })).json().data;
    const adminGroup = list.find((g: { system_key: string }) => g.system_key === 'admin');
    const staff = list.find((g: { system_key: string }) => g.system_key === 'staff');
    expect((await admin.api.delete(`admin/master/user_group/${staff.id}`)).statusCode).toBe(409);
    const shrink = await admin.api.put(`admin/master/user_group/${adminGroup.id}`, {
      name: 'Administrator',
      permissions: [],
    });
    expect(shrink.statusCode).toBe(409);

    const member = await buildUser(ctx.app.db, { permissions: ['admin.jurnal'] });
    const own = (
      await admin.api.post('admin/master/user_group/list', { search: 'Grup Uji', per: 100 })
    ).json().data;
    const memberGroup = own.find((g: { members_count: number }) => g.members_count === 1);
    const refused = await admin.api.delete(`admin/master/user_group/${memberGroup.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('1 anggota');
    expect(member.id).toBeGreaterThan(0);
  });

  it('is closed to users without the permission', async () => {
    const pegawai = await login(ctx.app, 'pegawai@sikerja.test');
    expect((await pegawai.api.post('admin/master/user_group/list', {})).statusCode).toBe(403);
  });
});
