import { describe, expect, it } from 'vitest';
import { MENU_TREE, type MenuNode } from './menu-tree.ts';
import {
  PERMISSION_ROUTE_NAMES,
  ROUTE_BY_NAME,
  ROUTE_NAME_EXCEPTIONS,
  ROUTES,
  routeNameFromPath,
} from './routes.ts';

/** Every path SPEC section 2 lists, copied from it. */
const SPEC_PATHS = [
  // General routes
  '/login',
  '/logout',
  '/',
  '/profile',
  '/password',
  '/404',
  '/403',
  // Admin routes
  '/admin',
  '/admin/pesawat',
  '/admin/taruna',
  '/admin/setting',
  '/admin/mengajar',
  '/admin/rapat',
  '/admin/lembur',
  '/admin/surattugas',
  '/admin/administrasi_surat_tugas',
  '/admin/pembayaran_surat_tugas',
  '/surattugas/approval',
  '/admin/lock',
  '/admin/potongan_lain',
  '/admin/tanggung_renteng',
  '/admin/setting_tugas_tambahan',
  '/admin/setting_persentase_capaian',
  '/admin/cuti_setting',
  '/admin/tagihan',
  '/admin/harikerja',
  '/admin/hariapel',
  '/admin/harisenam',
  // Master data under /admin/master/
  ...[
    'tunjangan_kinerja',
    'pemotongan',
    'pemotongan_apel',
    'pemotongan_mengajar',
    'pemotongan_lembur',
    'pemotongan_rapat',
    'pemotongan_senam',
    'pemotongan_gerbang',
    'uang_makan',
    'pajak_ptkp',
    'pangkat',
    'user_group',
    'jabatan',
    'jabatan/peta',
    'satuan',
    'tarif_ukt',
    'unit_kerja',
    'uraian',
    'bulan_tahun',
    'user',
    'dewas',
    'engine',
    'simulator',
    'instruktur',
    'taruna',
    'phase',
    'surattugas/dasar',
    'surattugas/untuk',
    'fingerprint/machine',
    'fingerprint/setting',
    'pir',
    'lokasiabsensi',
    'nowa',
    'jamkerja',
    'jam_apel',
    'jam_senam',
    'shift',
    'unsur',
    'sub_unsur',
    'kegiatan',
    'jenis_cuti',
    'jenis_pegawai',
    'jenis_absensi',
    'customer',
    'perusahaan',
  ].map((p) => `/admin/master/${p}`),
  // Standard cost masters under /admin/master/sbm/
  ...[
    'uang_harian_dalam_negeri',
    'uang_harian_luar_negeri',
    'uang_representasi',
    'biaya_penginapan',
    'biaya_taksi',
    'tiket_pesawat_dalam_negeri',
    'tiket_pesawat_luar_negeri',
  ].map((p) => `/admin/master/sbm/${p}`),
  // Training
  '/admin/diklat/kategori',
  '/admin/diklat/diklat',
  // Reports under /admin/laporan/
  ...[
    'rekapitulasi',
    'remunerasi',
    'tunjangan_tambahan',
    'capaian_kinerja',
    'kontrak_kerja',
    'pendapatan',
    'rekapitulasi_pajak',
    'cuti',
  ].map((p) => `/admin/laporan/${p}`),
  // Attendance
  '/admin/absensi',
  '/admin/absensi/apel',
  '/admin/absensi/dosen',
  '/admin/absensi/senam',
  '/admin/absensi/perubahan',
  '/admin/absensi_apel/perubahan',
  '/admin/absensi_senam/perubahan',
  // Contracts and realisation
  '/admin/kontrak/kirim',
  '/admin/kontrak/konfirm',
  '/admin/realisasi/kirim',
  '/admin/realisasi/konfirm',
  // Finance and journal
  '/admin/finance/acount',
  '/admin/finance/assets',
  '/admin/finance/purcase_order',
  '/admin/finance/sales_order',
  '/admin/jurnal',
  '/admin/jurnal/buku_besar',
  '/admin/jurnal/neraca_saldo',
  '/admin/jurnal/jurnal',
  '/admin/jurnal/laporan',
  '/admin/jurnal/worksheet',
  // Central master
  ...['urusan', 'program', 'kegiatan', 'rekening'].map((p) => `/admin/master_pusat/${p}`),
  // Learning
  ...['jadwal', 'mata_kuliah', 'prodi', 'kelas', 'praktek'].map((p) => `/admin/pembelajaran/${p}`),
  // User routes
  '/user',
  '/user/shiftpolakerja',
  '/user/presensi',
  '/user/presensi/perubahan',
  '/user/presensi_apel',
  '/user/presensi_apel/perubahan',
  '/user/presensi_senam',
  '/user/presensi_senam/perubahan',
  '/user/presensi_rapat',
  '/user/presensi_mengajar',
  '/user/presensi_lembur',
  '/user/jabatan',
  '/user/kinerja',
  '/user/kinerja/realisasi',
  '/user/persetujuan',
  '/user/persetujuan/realisasi',
  '/user/persetujuan/remunerasi',
  '/user/laporan/kontrak_kerja',
  '/user/laporan/absensi_dosen',
  '/user/laporan/capaian_kinerja',
  '/user/laporan/remunerasi',
  '/user/teguran',
  '/user/administrasi_surat_tugas',
  // Leave
  '/user/cuti',
  '/user/cuti/konfirm_kepegawaian',
  '/user/cuti/konfirm_atasan',
  '/user/cuti/konfirm_kabag',
  '/user/cuti/konfirm_penjabat',
  '/user/cuti/pembatalan',
  // Profile pages: the spec leaves out their prefix; they live under /user/profile.
  ...[
    '/biodata',
    '/riwayat_pendidikan',
    '/riwayat_pekerjaan',
    '/riwayat_pernikahan',
    '/riwayat_suami_istri',
    '/riwayat_anak',
    '/riwayat_orang_tua',
    '/dokumen_pendukung',
  ].map((p) => `/user/profile${p}`),
];

/** Paths this build adds beyond the spec's list. */
const EXTRA_PATHS = [
  '/register',
  '/forgot',
  '/reset',
  '*',
  '/admin/outbox',
  '/admin/menu',
  // Issue 6: who acts for a position, and who decides for an approver who is away.
  '/admin/master/jabatan/plt',
  '/admin/master/delegasi',
  // Attendance: who may check in from anywhere.
  '/admin/master/presensi_bebas',
  // Attendance: work patterns and who works which from when (docs/attendance-shifts.md).
  '/admin/master/pola_kerja',
  '/admin/master/pola_kerja_pegawai',
];

/** The names SPEC section 2 says it has seen. */
const SPEC_NAMES = [
  'home',
  'login',
  'register',
  'forgot',
  'notfound',
  'notfound404',
  'user.profile.biodata',
  'user.shiftpolakerja',
  'password',
];

interface Leaf {
  route: string;
  trail: string[];
}

/** Each leaf with the section heading and group labels above it. */
function leaves(nodes: readonly MenuNode[], trail: string[] = []): Leaf[] {
  const out: Leaf[] = [];
  let section: string | undefined;
  for (const node of nodes) {
    if (node.divider) section = node.label;
    const above = trail.length === 0 && section ? [section] : trail;
    if (node.route) out.push({ route: node.route, trail: above });
    if (node.children) out.push(...leaves(node.children, [...above, node.label]));
  }
  return out;
}

function depth(nodes: readonly MenuNode[]): number {
  return Math.max(0, ...nodes.map((n) => 1 + depth(n.children ?? [])));
}

function allNodes(nodes: readonly MenuNode[], level = 1): { node: MenuNode; level: number }[] {
  return nodes.flatMap((node) => [{ node, level }, ...allNodes(node.children ?? [], level + 1)]);
}

const paths = new Set(ROUTES.map((r) => r.path));

describe('ROUTES', () => {
  it.each(SPEC_PATHS)('has the spec path %s', (path) => {
    expect(paths.has(path)).toBe(true);
  });

  it('holds only the spec paths and the documented extras', () => {
    const known = new Set([...SPEC_PATHS, ...EXTRA_PATHS]);
    expect(ROUTES.map((r) => r.path).filter((p) => !known.has(p))).toEqual([]);
  });

  it.each(SPEC_NAMES)('has the spec route name %s', (name) => {
    expect(ROUTE_BY_NAME.has(name)).toBe(true);
  });

  it('has unique names and paths', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    expect(paths.size).toBe(ROUTES.length);
  });

  it.each(ROUTES.map((r) => [r.path, r]))('names %s after its path', (path, route) => {
    expect(route.name).toBe(ROUTE_NAME_EXCEPTIONS[path] ?? routeNameFromPath(path));
  });

  it('derives names from paths', () => {
    expect(routeNameFromPath('/a/b_c/d')).toBe('a.b_c.d');
    expect(routeNameFromPath('/')).toBe('home');
    expect(routeNameFromPath('/admin/master/pangkat')).toBe('admin.master.pangkat');
  });

  it('names the exceptions as documented', () => {
    expect(ROUTE_BY_NAME.get('forbidden')?.path).toBe('/403');
    expect(ROUTE_BY_NAME.get('notfound404')?.path).toBe('/404');
    expect(ROUTE_BY_NAME.get('notfound')).toMatchObject({
      path: '*',
      title: 'Halaman tidak ditemukan',
      auth: undefined,
      levels: 'all',
    });
  });

  it('keeps profile pages and the shift page as the spec names them', () => {
    expect(ROUTE_BY_NAME.get('user.profile.biodata')).toMatchObject({
      path: '/user/profile/biodata',
      area: 'profile',
      permission: false,
    });
    expect(ROUTE_BY_NAME.get('user.shiftpolakerja')).toMatchObject({
      path: '/user/shiftpolakerja',
      levels: ['user'],
    });
    // In the admin section of the menu, but opened by staff-level deciders too.
    expect(ROUTE_BY_NAME.get('surattugas.approval')).toMatchObject({
      levels: ['user', 'admin'],
      area: 'admin',
      permission: true,
    });
  });

  it('lets guests only on login-type screens and anyone on error pages', () => {
    const guests = ROUTES.filter((r) => r.auth === false).map((r) => r.name);
    expect(guests.sort()).toEqual(['forgot', 'login', 'register', 'reset']);
    const anyone = ROUTES.filter((r) => r.auth === undefined).map((r) => r.name);
    expect(anyone.sort()).toEqual(['forbidden', 'notfound', 'notfound404']);
  });

  it.each(ROUTES.map((r) => [r.name, r]))('gives %s a consistent area and levels', (_, r) => {
    expect(r.title.trim()).not.toBe('');
    if (r.area === 'admin' && r.name !== 'surattugas.approval') {
      expect(r.levels).toEqual(['admin']);
    }
    if (r.area === 'user' || r.area === 'profile') {
      expect(r.path.startsWith('/user')).toBe(true);
      expect(r.levels).not.toBe('all');
      expect(r.levels).toContain('user');
    }
    if (r.path.startsWith('/admin')) expect(r.area).toBe('admin');
    if (r.area === 'profile') expect(r.permission).toBe(false);
  });

  it('lists the permission routes in table order', () => {
    expect(PERMISSION_ROUTE_NAMES).toEqual(ROUTES.filter((r) => r.permission).map((r) => r.name));
    for (const name of ['home', 'admin', 'user', 'login', 'logout', 'password', 'profile']) {
      expect(PERMISSION_ROUTE_NAMES).not.toContain(name);
    }
  });
});

describe('MENU_TREE', () => {
  const menuLeaves = leaves(MENU_TREE);
  const menuRoutes = menuLeaves.map((l) => l.route);

  it.each(PERMISSION_ROUTE_NAMES)('shows %s exactly once', (name) => {
    expect(menuRoutes.filter((r) => r === name)).toHaveLength(1);
  });

  it.each(menuLeaves.map((l) => [l.route, l]))(
    'links %s to a permission route with its title and breadcrumb',
    (route, l) => {
      const def = ROUTE_BY_NAME.get(route);
      expect(def?.permission).toBe(true);
      const node = allNodes(MENU_TREE).find((n) => n.node.route === route)?.node;
      expect(node?.label).toBe(def?.title);
      // The breadcrumb is the section heading and the groups above the item.
      const [section, ...groups] = def?.breadcrumb ?? [];
      expect([section?.toLocaleUpperCase('id'), ...groups]).toEqual(l.trail);
    },
  );

  it('nests at most three levels', () => {
    expect(depth(MENU_TREE)).toBeLessThanOrEqual(3);
  });

  it('keeps dividers at the top level, without route or children', () => {
    for (const { node, level } of allNodes(MENU_TREE)) {
      if (!node.divider) continue;
      expect(level).toBe(1);
      expect(node.route).toBeUndefined();
      expect(node.children).toBeUndefined();
      expect(node.label).toBe(node.label.toLocaleUpperCase('id'));
    }
  });

  it('gives each item either a route or children, and icons to top-level items and groups', () => {
    for (const { node, level } of allNodes(MENU_TREE)) {
      if (node.divider) continue;
      expect(Boolean(node.route) !== Boolean(node.children?.length)).toBe(true);
      if (level === 1 || node.children) expect(node.icon).toMatch(/^Icon[A-Z]\w+$/);
      else expect(node.icon).toBeUndefined();
    }
  });

  it('starts with a section heading and marks only a handful of items new', () => {
    expect(MENU_TREE[0]?.divider).toBe(true);
    const fresh = allNodes(MENU_TREE).filter((n) => n.node.isNew);
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.length).toBeLessThanOrEqual(6);
  });
});
