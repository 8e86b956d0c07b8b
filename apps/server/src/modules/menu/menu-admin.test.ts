import {
  MENU_MAX_DEPTH,
  MENU_TREE,
  type MenuNode,
  type TMenuAdminNode,
  type TMenuItem,
} from '@sikerja/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ApiClient, login, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { menuItems } from '../../db/schema/menu.ts';
import { runSeeds } from '../../db/seed/index.ts';

type Shape = { label: string; route: string | null; divider: boolean; children: Shape[] };

const fromTree = (nodes: readonly MenuNode[]): Shape[] =>
  nodes.map((n) => ({
    label: n.label,
    route: n.route ?? null,
    divider: n.divider ?? false,
    children: fromTree(n.children ?? []),
  }));
const fromEditor = (nodes: TMenuAdminNode[]): Shape[] =>
  nodes.map((n) => ({
    label: n.label,
    route: n.route_name,
    divider: n.is_divider,
    children: fromEditor(n.children),
  }));

const flatten = (nodes: TMenuAdminNode[]): TMenuAdminNode[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children)]);

async function editorTree(admin: Session): Promise<TMenuAdminNode[]> {
  const res = await admin.api.get('admin/menu');
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

/** The entry with this route, or the first group or heading with this label. */
async function entry(admin: Session, name: string): Promise<TMenuAdminNode> {
  const all = flatten(await editorTree(admin));
  const found =
    all.find((n) => n.route_name === name) ??
    all.find((n) => n.route_name === null && n.label === name);
  if (!found) throw new Error(`no menu entry ${name}`);
  return found;
}

/** The group holding this route in the editor tree. */
async function holderOf(admin: Session, route: string): Promise<TMenuAdminNode | undefined> {
  const all = flatten(await editorTree(admin));
  return all.find((n) => n.children.some((c) => c.route_name === route));
}

/** A PUT that changes only what is given and keeps the rest of the entry as it is. */
function update(admin: Session, node: TMenuAdminNode, change: Record<string, unknown>) {
  return admin.api.put(`admin/menu/${node.id}`, {
    label: node.label,
    icon: node.icon,
    is_new: node.is_new,
    parent_id: node.parent_id,
    position: node.position,
    ...change,
  });
}

const findItem = (items: TMenuItem[], route: string): TMenuItem | undefined =>
  items
    .flatMap((i) => [i, ...i.child])
    .flatMap((i) => [i, ...i.child])
    .find((i) => i.nm_route === route);

describe('menu editor API', () => {
  const ctx = useTestApp({ demo: true });

  it('is closed to guests (401) and to users without admin.menu (403)', async () => {
    const guest = new ApiClient(ctx.app);
    expect((await guest.get('admin/menu')).statusCode).toBe(401);
    expect((await guest.put('admin/menu/1', {})).statusCode).toBe(401);
    const pegawai = await login(ctx.app, 'pegawai@sikerja.test');
    expect((await pegawai.api.get('admin/menu')).statusCode).toBe(403);
    const admin = await login(ctx.app, 'admin@sikerja.test');
    const node = await entry(admin, 'user.teguran');
    expect((await update(pegawai, node, { label: 'Dibajak' })).statusCode).toBe(403);
    expect((await entry(admin, 'user.teguran')).label).toBe(node.label);
  });

  it('answers the whole tree, as MENU_TREE ships it, with positions counted from 0', async () => {
    const admin = await login(ctx.app, 'admin@sikerja.test');
    const tree = await editorTree(admin);
    expect(fromEditor(tree)).toEqual(fromTree(MENU_TREE));
    const editor = flatten(tree).find((n) => n.route_name === 'admin.menu');
    expect(editor).toMatchObject({ path: '/admin/menu', icon: 'IconSitemap', parent_id: null });
    const check = (nodes: TMenuAdminNode[]) => {
      expect(nodes.map((n) => n.position)).toEqual(nodes.map((_, i) => i));
      for (const n of nodes) check(n.children);
    };
    check(tree);
  });

  it('renames, re-icons and badges a screen; its users see it on the next menu load', async () => {
    const admin = await login(ctx.app, 'admin@sikerja.test');
    const pegawai = await login(ctx.app, 'pegawai@sikerja.test');
    const node = await entry(admin, 'user.presensi');
    expect(node.is_new).toBe(false);

    const res = await update(admin, node, {
      label: '  Kehadiran Harian  ',
      icon: 'IconClock',
      is_new: true,
    });
    expect(res.statusCode).toBe(200);
    const saved = flatten(res.json().data).find((n) => n.id === node.id);
    expect(saved).toMatchObject({
      label: 'Kehadiran Harian',
      icon: 'IconClock',
      is_new: true,
      parent_id: node.parent_id,
      position: node.position,
    });

    const menu: TMenuItem[] = (await pegawai.api.get('routes/access')).json().data;
    expect(findItem(menu, 'user.presensi')).toMatchObject({
      nm_menu: 'Kehadiran Harian',
      icon: 'IconClock',
      isNew: true,
      path: '/user/presensi',
    });

    const [audit] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'menu.update'), eq(auditLog.rowId, String(node.id))))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({
      tableName: 'menu_items',
      actorUserId: admin.user.id,
      before: { label: node.label, icon: null, is_new: false, position: node.position },
      after: { label: 'Kehadiran Harian', icon: 'IconClock', is_new: true },
    });
  });

  it('moves a screen into another group at the asked place, closing the gap it left', async () => {
    const admin = await login(ctx.app, 'admin@sikerja.test');
    const pegawai = await login(ctx.app, 'pegawai@sikerja.test');
    const teguran = await entry(admin, 'user.teguran');
    const laporan = await holderOf(admin, 'user.laporan.kontrak_kerja');
    if (!laporan) throw new Error('no Laporan group');

    const res = await update(admin, teguran, { parent_id: laporan.id, position: 1 });
    expect(res.statusCode).toBe(200);
    const tree: TMenuAdminNode[] = res.json().data;
    const moved = flatten(tree).find((n) => n.id === laporan.id);
    expect(moved?.children.map((c) => c.route_name)).toEqual([
      'user.laporan.kontrak_kerja',
      'user.teguran',
      'user.laporan.capaian_kinerja',
      'user.laporan.absensi_dosen',
      'user.laporan.remunerasi',
    ]);
    expect(moved?.children.map((c) => c.position)).toEqual([0, 1, 2, 3, 4]);
    expect(tree.some((n) => n.route_name === 'user.teguran')).toBe(false);
    const stored = await ctx.app.db
      .select({ position: menuItems.position })
      .from(menuItems)
      .where(eq(menuItems.parentId, laporan.id))
      .orderBy(menuItems.position);
    expect(stored.map((r) => r.position)).toEqual([0, 1, 2, 3, 4]);
    const top = await ctx.app.db
      .select({ position: menuItems.position })
      .from(menuItems)
      .where(isNull(menuItems.parentId))
      .orderBy(menuItems.position);
    expect(top.map((r) => r.position)).toEqual(top.map((_, i) => i));

    const menu: TMenuItem[] = (await pegawai.api.get('routes/access')).json().data;
    const group = menu.find((i) =>
      i.child.some((c) => c.nm_route === 'user.laporan.kontrak_kerja'),
    );
    expect(group?.child.map((c) => c.nm_route)).toContain('user.teguran');
    expect(menu.some((i) => i.nm_route === 'user.teguran')).toBe(false);
  });

  it('reorders within a group: the entry lands at the place, the others keep their order', async () => {
    const admin = await login(ctx.app, 'admin@sikerja.test');
    const cuti = await holderOf(admin, 'user.cuti');
    if (!cuti) throw new Error('no Cuti group');
    const routes = cuti.children.map((c) => c.route_name);
    const kabag = await entry(admin, 'user.cuti.konfirm_kabag');
    expect(kabag.position).toBe(3);

    const up = await update(admin, kabag, { position: 0 });
    expect(up.statusCode).toBe(200);
    const after = await holderOf(admin, 'user.cuti');
    expect(after?.children.map((c) => c.route_name)).toEqual([
      routes[3],
      routes[0],
      routes[1],
      routes[2],
      routes[4],
      routes[5],
    ]);

    // A number past the end puts it last.
    const last = await update(admin, await entry(admin, 'user.cuti.konfirm_kabag'), {
      position: 999,
    });
    expect(last.statusCode).toBe(200);
    const end = await holderOf(admin, 'user.cuti');
    expect(end?.children.map((c) => c.route_name)).toEqual([
      routes[0],
      routes[1],
      routes[2],
      routes[4],
      routes[5],
      routes[3],
    ]);
    expect(end?.children.map((c) => c.position)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it.each<[string, (admin: Session) => Promise<[TMenuAdminNode, number]>, string]>([
    [
      'under a screen',
      async (a) => [await entry(a, 'admin.outbox'), (await entry(a, 'admin.setting')).id],
      'Induk harus berupa grup menu, bukan layar atau judul bagian',
    ],
    [
      'under a section heading',
      async (a) => [await entry(a, 'admin.outbox'), (await entry(a, 'SISTEM')).id],
      'Induk harus berupa grup menu, bukan layar atau judul bagian',
    ],
    [
      'into itself',
      async (a) => {
        const group = await entry(a, 'Kontrak & Realisasi');
        return [group, group.id];
      },
      'Menu tidak dapat dipindahkan ke dalam dirinya sendiri',
    ],
    [
      'into its own descendant',
      async (a) => {
        const absensi = await holderOf(a, 'admin.absensi');
        const perubahan = await holderOf(a, 'admin.absensi.perubahan');
        if (!absensi || !perubahan) throw new Error('no Absensi groups');
        return [absensi, perubahan.id];
      },
      'Menu tidak dapat dipindahkan ke dalam dirinya sendiri',
    ],
    [
      `deeper than ${MENU_MAX_DEPTH} levels`,
      async (a) => {
        // Perubahan (a group of screens, two levels) under SBM (already the second level).
        const perubahan = await holderOf(a, 'admin.absensi.perubahan');
        const sbm = await holderOf(a, 'admin.master.sbm.biaya_taksi');
        if (!perubahan || !sbm) throw new Error('no Perubahan or SBM group');
        return [perubahan, sbm.id];
      },
      `Menu paling banyak ${MENU_MAX_DEPTH} tingkat`,
    ],
    [
      'a section heading anywhere but the top',
      async (a) => {
        const jurnal = await holderOf(a, 'admin.jurnal.buku_besar');
        if (!jurnal) throw new Error('no Jurnal group');
        return [await entry(a, 'KEUANGAN'), jurnal.id];
      },
      'Judul bagian hanya dapat berada di tingkat teratas',
    ],
    [
      'under a parent that does not exist',
      async (a) => [await entry(a, 'admin.outbox'), 987_654],
      'Induk menu tidak ditemukan',
    ],
  ])('refuses a move %s with 422 on parent_id', async (_, pick, message) => {
    const admin = await login(ctx.app, 'admin@sikerja.test');
    const [node, parentId] = await pick(admin);
    const before = await editorTree(admin);
    const res = await update(admin, node, { parent_id: parentId });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.parent_id).toEqual([message]);
    expect(await editorTree(admin)).toEqual(before);
  });

  it('accepts a group of screens two levels down, the deepest a group may go', async () => {
    const admin = await login(ctx.app, 'admin@sikerja.test');
    const kontrak = await entry(admin, 'Kontrak & Realisasi');
    const sbmHolder = await entry(admin, 'Surat Tugas & SBM');
    const res = await update(admin, kontrak, { parent_id: sbmHolder.id, position: 0 });
    expect(res.statusCode).toBe(200);
    expect((await entry(admin, 'Kontrak & Realisasi')).parent_id).toBe(sbmHolder.id);
    // and back to the top level, where it was
    const back = await update(admin, await entry(admin, 'Kontrak & Realisasi'), {
      parent_id: null,
      position: kontrak.position,
    });
    expect(back.statusCode).toBe(200);
    expect(await entry(admin, 'Kontrak & Realisasi')).toMatchObject({
      parent_id: null,
      position: kontrak.position,
    });
  });

  it.each([
    [{ icon: 'users' }, 'icon', 'Nama ikon harus diawali "Icon", contoh IconUsers'],
    [{ icon: 'Icon Users' }, 'icon', 'Nama ikon harus diawali "Icon", contoh IconUsers'],
    [{ label: ' a ' }, 'label', 'Minimal 2 karakter'],
    [{ label: '' }, 'label', 'Wajib diisi'],
    [{ position: -1 }, 'position', 'Minimal 0'],
  ])('refuses %j with 422 on the field', async (change, field, message) => {
    const admin = await login(ctx.app, 'admin@sikerja.test');
    const node = await entry(admin, 'admin.outbox');
    const res = await update(admin, node, change);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toContain(message);
  });

  it('answers 404 for an entry that does not exist, writing nothing', async () => {
    const admin = await login(ctx.app, 'admin@sikerja.test');
    const node = await entry(admin, 'admin.outbox');
    const res = await admin.api.put('admin/menu/987654', {
      label: 'Hantu',
      icon: null,
      is_new: false,
      parent_id: node.parent_id,
      position: 0,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Menu tidak ditemukan.');
    const audits = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'menu.update'), eq(auditLog.rowId, '987654')));
    expect(audits).toEqual([]);
  });
});

describe('menu seed after an admin edited the menu', () => {
  const ctx = useTestApp({ demo: true });
  const start = () =>
    runSeeds(ctx.database, { timeZone: 'Asia/Jakarta', seedDemo: true, demoHistory: false });

  it('recreates nothing that was renamed or moved', async () => {
    const admin = await login(ctx.app, 'admin@sikerja.test');
    await start();
    expect(fromEditor(await editorTree(admin))).toEqual(fromTree(MENU_TREE));

    const presensi = await holderOf(admin, 'user.presensi');
    if (!presensi) throw new Error('no Presensi group');
    expect((await update(admin, presensi, { label: 'Kehadiran' })).statusCode).toBe(200);
    const perubahan = await holderOf(admin, 'user.presensi.perubahan');
    if (!perubahan) throw new Error('no Perubahan group');
    expect((await update(admin, perubahan, { label: 'Koreksi Kehadiran' })).statusCode).toBe(200);
    const heading = await entry(admin, 'PEGAWAI');
    expect((await update(admin, heading, { label: 'Layanan Pegawai' })).statusCode).toBe(200);
    // A group moved into another is not recreated at its old place either.
    const kinerja = await holderOf(admin, 'user.kinerja');
    if (!kinerja) throw new Error('no Kinerja group');
    const moved = await update(admin, kinerja, { parent_id: presensi.id, position: 0 });
    expect(moved.statusCode).toBe(200);
    const edited = await editorTree(admin);

    await start();
    await start();
    expect(await editorTree(admin)).toEqual(edited);
    const labels = flatten(edited).map((n) => n.label);
    expect(labels).not.toContain('PEGAWAI');
    expect(labels.filter((l) => l === 'Presensi')).toHaveLength(1); // the master-data group
  });

  it('adds a screen a newer build brings into the group as the admin renamed it', async () => {
    const admin = await login(ctx.app, 'admin@sikerja.test');
    // A screen missing from the table is what a newer build's MENU_TREE looks like.
    for (const route of ['user.presensi_lembur', 'user.presensi_apel.perubahan']) {
      await ctx.app.db.delete(menuItems).where(eq(menuItems.routeName, route));
    }
    const groupsBefore = flatten(await editorTree(admin)).filter((n) => n.children.length > 0);

    await start();
    expect((await holderOf(admin, 'user.presensi_lembur'))?.label).toBe('Kehadiran');
    expect((await holderOf(admin, 'user.presensi_apel.perubahan'))?.label).toBe(
      'Koreksi Kehadiran',
    );
    const groupsAfter = flatten(await editorTree(admin)).filter((n) => n.children.length > 0);
    expect(groupsAfter.map((n) => n.id)).toEqual(groupsBefore.map((n) => n.id));
  });

  it('adds a whole new section with its heading', async () => {
    const admin = await login(ctx.app, 'admin@sikerja.test');
    const diklat = await entry(admin, 'DIKLAT');
    await ctx.app.db.delete(menuItems).where(eq(menuItems.id, diklat.id));
    for (const route of ['admin.diklat.kategori', 'admin.diklat.diklat']) {
      await ctx.app.db.delete(menuItems).where(eq(menuItems.routeName, route));
    }

    await start();
    const tree = await editorTree(admin);
    const at = tree.findIndex((n) => n.is_divider && n.label === 'DIKLAT');
    expect(at).toBeGreaterThan(0);
    expect(tree.slice(at + 1, at + 3).map((n) => n.route_name)).toEqual([
      'admin.diklat.kategori',
      'admin.diklat.diklat',
    ]);
  });
});
