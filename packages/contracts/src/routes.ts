/**
 * The route catalogue (SPEC section 2, ARCHITECTURE section 7): every screen of the product with
 * its name, title, breadcrumb, who may open it and whether it needs a permission. The web router,
 * its guards, the document title and breadcrumb, the server's menu and the permission list all
 * read it. A screen behind a permission needs the permission named like the route.
 *
 * Breadcrumbs follow the screen's place in the side menu (menu-tree.ts): the section heading,
 * then the groups above the item.
 */
import type { UserLevel } from './users.ts';

export type RouteArea = 'general' | 'admin' | 'user' | 'profile';

export interface RouteDef {
  /** Route name derived from the path: '/admin/master/pangkat' -> 'admin.master.pangkat'; exceptions below. */
  name: string;
  path: string;
  /** Indonesian title shown in the document title, the sub-header and the menu, e.g. 'Pangkat / Golongan'. */
  title: string;
  /** Indonesian breadcrumb trail of section labels before the title, e.g. ['Master Data', 'SBM'] */
  breadcrumb: string[];
  /** true: login required; false: guests only (login, register, forgot, reset); undefined: anyone (not-found pages). */
  auth: boolean | undefined;
  /** Which user levels may open it: 'all' or a list. */
  levels: 'all' | UserLevel[];
  /** true when opening the screen needs the permission whose name equals the route name. */
  permission: boolean;
  area: RouteArea;
}

/** '/a/b_c/d' -> 'a.b_c.d'; '/' -> 'home'. */
export function routeNameFromPath(path: string): string {
  const name = path.split('/').filter(Boolean).join('.');
  return name === '' ? 'home' : name;
}

/** Routes whose name is not derived from the path. */
export const ROUTE_NAME_EXCEPTIONS: Readonly<Record<string, string>> = {
  '/403': 'forbidden',
  '/404': 'notfound404',
  '*': 'notfound',
};

type Crumbs = readonly string[];

// Section headings of the menu, as breadcrumb labels.
const PEGAWAI = 'Pegawai';
const ADMINISTRASI = 'Administrasi';
const KEUANGAN = 'Keuangan';
const PEMBELAJARAN = 'Pembelajaran';
const DIKLAT = 'Diklat';
const MASTER = 'Master Data';
const MASTER_PUSAT = 'Master Pusat';
const SISTEM = 'Sistem';
const PROFIL = 'Profil Saya';

// Groups of the menu, as breadcrumb trails.
const P_PRESENSI = [PEGAWAI, 'Presensi'];
const P_PERUBAHAN = [...P_PRESENSI, 'Perubahan'];
const P_KINERJA = [PEGAWAI, 'Kinerja'];
const P_PERSETUJUAN = [PEGAWAI, 'Persetujuan'];
const P_CUTI = [PEGAWAI, 'Cuti'];
const P_LAPORAN = [PEGAWAI, 'Laporan'];
const A_ABSENSI = [ADMINISTRASI, 'Absensi'];
const A_PERUBAHAN = [...A_ABSENSI, 'Perubahan'];
const A_KONTRAK = [ADMINISTRASI, 'Kontrak & Realisasi'];
const A_SURAT_TUGAS = [ADMINISTRASI, 'Surat Tugas'];
const A_REMUNERASI = [ADMINISTRASI, 'Remunerasi'];
const A_KALENDER = [ADMINISTRASI, 'Kalender Kerja'];
const A_LAPORAN = [ADMINISTRASI, 'Laporan'];
const K_JURNAL = [KEUANGAN, 'Jurnal'];
const M_REMUNERASI = [MASTER, 'Remunerasi & Potongan'];
const M_KEPEGAWAIAN = [MASTER, 'Kepegawaian & Organisasi'];
const M_KINERJA = [MASTER, 'Kinerja'];
const M_PRESENSI = [MASTER, 'Presensi'];
const M_SURAT_TUGAS = [MASTER, 'Surat Tugas & SBM'];
const M_SBM = [...M_SURAT_TUGAS, 'SBM'];
const M_AKADEMIK = [MASTER, 'Akademik & Taruna'];
const M_LAINNYA = [MASTER, 'Lainnya'];

function general(
  path: string,
  title: string,
  auth: boolean | undefined,
  breadcrumb: Crumbs = [],
): RouteDef {
  return {
    name: ROUTE_NAME_EXCEPTIONS[path] ?? routeNameFromPath(path),
    path,
    title,
    breadcrumb: [...breadcrumb],
    auth,
    levels: 'all',
    permission: false,
    area: 'general',
  };
}

function admin(path: string, title: string, breadcrumb: Crumbs): RouteDef {
  return {
    name: routeNameFromPath(path),
    path,
    title,
    breadcrumb: [...breadcrumb],
    auth: true,
    levels: ['admin'],
    permission: true,
    area: 'admin',
  };
}

function user(path: string, title: string, breadcrumb: Crumbs): RouteDef {
  return {
    name: routeNameFromPath(path),
    path,
    title,
    breadcrumb: [...breadcrumb],
    auth: true,
    levels: ['user', 'admin'],
    permission: true,
    area: 'user',
  };
}

/** The user's own pages, reached from the 'Profil Saya' panel rather than the menu. */
function profile(path: string, title: string): RouteDef {
  return {
    name: routeNameFromPath(path),
    path,
    title,
    breadcrumb: [PROFIL],
    auth: true,
    levels: ['user', 'admin'],
    permission: false,
    area: 'profile',
  };
}

export const ROUTES: readonly RouteDef[] = [
  // General: login-type screens, home, the user's own account, error pages.
  general('/login', 'Masuk', false),
  general('/register', 'Daftar', false),
  general('/forgot', 'Lupa Password', false),
  general('/reset', 'Atur Ulang Password', false),
  general('/logout', 'Keluar', true),
  general('/', 'Beranda', true),
  general('/profile', 'Profil Saya', true),
  general('/password', 'Ubah Password', true, [PROFIL]),
  general('/403', 'Akses Ditolak', undefined),
  general('/404', 'Halaman tidak ditemukan', undefined),
  general('*', 'Halaman tidak ditemukan', undefined),

  // Admin area.
  { ...admin('/admin', 'Beranda', []), permission: false },

  admin('/admin/absensi', 'Absensi Pegawai', A_ABSENSI),
  admin('/admin/absensi/apel', 'Absensi Apel', A_ABSENSI),
  admin('/admin/absensi/senam', 'Absensi Senam', A_ABSENSI),
  admin('/admin/absensi/dosen', 'Absensi Dosen', A_ABSENSI),
  admin('/admin/rapat', 'Absensi Rapat', A_ABSENSI),
  admin('/admin/mengajar', 'Absensi Mengajar', A_ABSENSI),
  admin('/admin/lembur', 'Absensi Lembur', A_ABSENSI),
  admin('/admin/absensi/perubahan', 'Perubahan Absensi', A_PERUBAHAN),
  admin('/admin/absensi_apel/perubahan', 'Perubahan Absensi Apel', A_PERUBAHAN),
  admin('/admin/absensi_senam/perubahan', 'Perubahan Absensi Senam', A_PERUBAHAN),

  admin('/admin/kontrak/kirim', 'Pengiriman Kontrak Kinerja', A_KONTRAK),
  admin('/admin/kontrak/konfirm', 'Konfirmasi Kontrak Kinerja', A_KONTRAK),
  admin('/admin/realisasi/kirim', 'Pengiriman Realisasi Kinerja', A_KONTRAK),
  admin('/admin/realisasi/konfirm', 'Konfirmasi Realisasi Kinerja', A_KONTRAK),

  admin('/admin/surattugas', 'Surat Tugas', A_SURAT_TUGAS),
  // Outside /admin in SPEC: its deciders (Kabag Umum, Direktur) are often level-user staff; the
  // permission and the level's position decide who uses it (docs/surat-tugas.md "Persetujuan").
  {
    ...admin('/surattugas/approval', 'Persetujuan Surat Tugas', A_SURAT_TUGAS),
    levels: ['user', 'admin'],
  },
  admin('/admin/administrasi_surat_tugas', 'Administrasi Surat Tugas', A_SURAT_TUGAS),
  admin('/admin/pembayaran_surat_tugas', 'Pembayaran Surat Tugas', A_SURAT_TUGAS),
  admin('/admin/pesawat', 'Tiket Pesawat', A_SURAT_TUGAS),
  admin('/admin/taruna', 'Surat Tugas Taruna', A_SURAT_TUGAS),

  admin('/admin/lock', 'Kunci Periode', A_REMUNERASI),
  admin('/admin/potongan_lain', 'Potongan Lain', A_REMUNERASI),
  admin('/admin/tanggung_renteng', 'Tanggung Renteng', A_REMUNERASI),
  admin('/admin/setting_tugas_tambahan', 'Pengaturan Tugas Tambahan', A_REMUNERASI),
  admin('/admin/setting_persentase_capaian', 'Pengaturan Persentase Capaian', A_REMUNERASI),
  admin('/admin/tagihan', 'Tagihan', A_REMUNERASI),

  admin('/admin/cuti_setting', 'Pengaturan Cuti', [ADMINISTRASI]),

  admin('/admin/harikerja', 'Hari Kerja', A_KALENDER),
  admin('/admin/hariapel', 'Hari Apel', A_KALENDER),
  admin('/admin/harisenam', 'Hari Senam', A_KALENDER),

  admin('/admin/laporan/rekapitulasi', 'Rekapitulasi Absensi', A_LAPORAN),
  admin('/admin/laporan/remunerasi', 'Laporan Remunerasi', A_LAPORAN),
  admin('/admin/laporan/tunjangan_tambahan', 'Laporan Tunjangan Tambahan', A_LAPORAN),
  admin('/admin/laporan/capaian_kinerja', 'Laporan Capaian Kinerja', A_LAPORAN),
  admin('/admin/laporan/kontrak_kerja', 'Laporan Kontrak Kerja', A_LAPORAN),
  admin('/admin/laporan/pendapatan', 'Laporan Pendapatan', A_LAPORAN),
  admin('/admin/laporan/rekapitulasi_pajak', 'Rekapitulasi Pajak', A_LAPORAN),
  admin('/admin/laporan/cuti', 'Laporan Cuti', A_LAPORAN),

  admin('/admin/finance/acount', 'Daftar Akun', [KEUANGAN]),
  admin('/admin/finance/assets', 'Aset', [KEUANGAN]),
  admin('/admin/finance/purcase_order', 'Pesanan Pembelian', [KEUANGAN]),
  admin('/admin/finance/sales_order', 'Pesanan Penjualan', [KEUANGAN]),
  admin('/admin/jurnal', 'Jurnal Umum', K_JURNAL),
  admin('/admin/jurnal/jurnal', 'Daftar Jurnal', K_JURNAL),
  admin('/admin/jurnal/buku_besar', 'Buku Besar', K_JURNAL),
  admin('/admin/jurnal/neraca_saldo', 'Neraca Saldo', K_JURNAL),
  admin('/admin/jurnal/worksheet', 'Neraca Lajur', K_JURNAL),
  admin('/admin/jurnal/laporan', 'Laporan Keuangan', K_JURNAL),

  admin('/admin/pembelajaran/jadwal', 'Jadwal Pembelajaran', [PEMBELAJARAN]),
  admin('/admin/pembelajaran/mata_kuliah', 'Mata Kuliah', [PEMBELAJARAN]),
  admin('/admin/pembelajaran/prodi', 'Program Studi', [PEMBELAJARAN]),
  admin('/admin/pembelajaran/kelas', 'Kelas', [PEMBELAJARAN]),
  admin('/admin/pembelajaran/praktek', 'Praktik', [PEMBELAJARAN]),

  admin('/admin/diklat/kategori', 'Kategori Diklat', [DIKLAT]),
  admin('/admin/diklat/diklat', 'Daftar Diklat', [DIKLAT]),

  admin('/admin/master/tunjangan_kinerja', 'Tunjangan Kinerja', M_REMUNERASI),
  admin('/admin/master/pir', 'PIR', M_REMUNERASI),
  admin('/admin/master/uang_makan', 'Uang Makan', M_REMUNERASI),
  admin('/admin/master/pajak_ptkp', 'PTKP (Pajak)', M_REMUNERASI),
  admin('/admin/master/bulan_tahun', 'Periode Bulan & Tahun', M_REMUNERASI),
  admin('/admin/master/pemotongan', 'Potongan Presensi', M_REMUNERASI),
  admin('/admin/master/pemotongan_apel', 'Potongan Apel', M_REMUNERASI),
  admin('/admin/master/pemotongan_senam', 'Potongan Senam', M_REMUNERASI),
  admin('/admin/master/pemotongan_rapat', 'Potongan Rapat', M_REMUNERASI),
  admin('/admin/master/pemotongan_mengajar', 'Potongan Mengajar', M_REMUNERASI),
  admin('/admin/master/pemotongan_lembur', 'Potongan Lembur', M_REMUNERASI),
  admin('/admin/master/pemotongan_gerbang', 'Potongan Gerbang', M_REMUNERASI),

  admin('/admin/master/unit_kerja', 'Unit Kerja', M_KEPEGAWAIAN),
  admin('/admin/master/jabatan', 'Jabatan', M_KEPEGAWAIAN),
  admin('/admin/master/jabatan/peta', 'Peta Jabatan', M_KEPEGAWAIAN),
  admin('/admin/master/jabatan/plt', 'Pelaksana Tugas (Plt/Plh)', M_KEPEGAWAIAN),
  admin('/admin/master/delegasi', 'Pelimpahan Persetujuan', M_KEPEGAWAIAN),
  admin('/admin/master/pangkat', 'Pangkat / Golongan', M_KEPEGAWAIAN),
  admin('/admin/master/jenis_pegawai', 'Jenis Pegawai', M_KEPEGAWAIAN),
  admin('/admin/master/jenis_cuti', 'Jenis Cuti', M_KEPEGAWAIAN),
  admin('/admin/master/dewas', 'Dewan Pengawas', M_KEPEGAWAIAN),

  admin('/admin/master/uraian', 'Uraian Tugas', M_KINERJA),
  admin('/admin/master/satuan', 'Satuan', M_KINERJA),
  admin('/admin/master/unsur', 'Unsur', M_KINERJA),
  admin('/admin/master/sub_unsur', 'Sub Unsur', M_KINERJA),
  admin('/admin/master/kegiatan', 'Butir Kegiatan', M_KINERJA),

  admin('/admin/master/jamkerja', 'Jam Kerja', M_PRESENSI),
  admin('/admin/master/jam_apel', 'Jam Apel', M_PRESENSI),
  admin('/admin/master/jam_senam', 'Jam Senam', M_PRESENSI),
  admin('/admin/master/shift', 'Shift', M_PRESENSI),
  admin('/admin/master/pola_kerja', 'Pola Kerja', M_PRESENSI),
  admin('/admin/master/pola_kerja_pegawai', 'Pola Kerja Pegawai', M_PRESENSI),
  admin('/admin/master/jenis_absensi', 'Jenis Absensi', M_PRESENSI),
  admin('/admin/master/lokasiabsensi', 'Lokasi Absensi', M_PRESENSI),
  admin('/admin/master/presensi_bebas', 'Presensi Bebas Lokasi', M_PRESENSI),
  admin('/admin/master/fingerprint/machine', 'Mesin Fingerprint', M_PRESENSI),
  admin('/admin/master/fingerprint/setting', 'Pengaturan Fingerprint', M_PRESENSI),

  admin('/admin/master/surattugas/dasar', 'Dasar Surat Tugas', M_SURAT_TUGAS),
  admin('/admin/master/surattugas/untuk', 'Keperluan Surat Tugas', M_SURAT_TUGAS),
  admin('/admin/master/sbm/uang_harian_dalam_negeri', 'Uang Harian Dalam Negeri', M_SBM),
  admin('/admin/master/sbm/uang_harian_luar_negeri', 'Uang Harian Luar Negeri', M_SBM),
  admin('/admin/master/sbm/uang_representasi', 'Uang Representasi', M_SBM),
  admin('/admin/master/sbm/biaya_penginapan', 'Biaya Penginapan', M_SBM),
  admin('/admin/master/sbm/biaya_taksi', 'Biaya Taksi', M_SBM),
  admin('/admin/master/sbm/tiket_pesawat_dalam_negeri', 'Tiket Pesawat Dalam Negeri', M_SBM),
  admin('/admin/master/sbm/tiket_pesawat_luar_negeri', 'Tiket Pesawat Luar Negeri', M_SBM),

  admin('/admin/master/taruna', 'Taruna', M_AKADEMIK),
  admin('/admin/master/instruktur', 'Instruktur', M_AKADEMIK),
  admin('/admin/master/phase', 'Fase Pelatihan', M_AKADEMIK),
  admin('/admin/master/engine', 'Mesin Pesawat', M_AKADEMIK),
  admin('/admin/master/simulator', 'Simulator', M_AKADEMIK),
  admin('/admin/master/tarif_ukt', 'Tarif UKT', M_AKADEMIK),

  admin('/admin/master/nowa', 'Nomor WhatsApp', M_LAINNYA),
  admin('/admin/master/customer', 'Pelanggan', M_LAINNYA),
  admin('/admin/master/perusahaan', 'Perusahaan', M_LAINNYA),

  admin('/admin/master_pusat/urusan', 'Urusan', [MASTER_PUSAT]),
  admin('/admin/master_pusat/program', 'Program', [MASTER_PUSAT]),
  admin('/admin/master_pusat/kegiatan', 'Kegiatan', [MASTER_PUSAT]),
  admin('/admin/master_pusat/rekening', 'Kode Rekening', [MASTER_PUSAT]),

  admin('/admin/setting', 'Pengaturan', [SISTEM]),
  admin('/admin/master/user', 'Data Pegawai', [SISTEM]),
  admin('/admin/master/user_group', 'Grup Pengguna', [SISTEM]),
  admin('/admin/outbox', 'Kotak Keluar Email', [SISTEM]),
  admin('/admin/menu', 'Pengaturan Menu', [SISTEM]),

  // User area (admins may open it too).
  { ...user('/user', 'Beranda', []), permission: false },
  // Reached from the 'Profil Saya' panel, shown only to level user (SPEC section 2).
  {
    ...user('/user/shiftpolakerja', 'Shift & Pola Kerja', [PROFIL]),
    levels: ['user'],
    permission: false,
  },

  user('/user/presensi', 'Presensi Harian', P_PRESENSI),
  user('/user/presensi_apel', 'Presensi Apel', P_PRESENSI),
  user('/user/presensi_senam', 'Presensi Senam', P_PRESENSI),
  user('/user/presensi_rapat', 'Presensi Rapat', P_PRESENSI),
  user('/user/presensi_mengajar', 'Presensi Mengajar', P_PRESENSI),
  user('/user/presensi_lembur', 'Presensi Lembur', P_PRESENSI),
  user('/user/presensi/perubahan', 'Perubahan Presensi', P_PERUBAHAN),
  user('/user/presensi_apel/perubahan', 'Perubahan Presensi Apel', P_PERUBAHAN),
  user('/user/presensi_senam/perubahan', 'Perubahan Presensi Senam', P_PERUBAHAN),

  user('/user/kinerja', 'Kontrak Kinerja', P_KINERJA),
  user('/user/kinerja/realisasi', 'Realisasi Kinerja', P_KINERJA),

  user('/user/persetujuan', 'Persetujuan Kontrak Kinerja', P_PERSETUJUAN),
  user('/user/persetujuan/realisasi', 'Persetujuan Realisasi Kinerja', P_PERSETUJUAN),
  user('/user/persetujuan/remunerasi', 'Persetujuan Remunerasi', P_PERSETUJUAN),

  user('/user/cuti', 'Pengajuan Cuti', P_CUTI),
  user('/user/cuti/konfirm_kepegawaian', 'Konfirmasi Cuti oleh Kepegawaian', P_CUTI),
  user('/user/cuti/konfirm_atasan', 'Konfirmasi Cuti oleh Atasan', P_CUTI),
  user('/user/cuti/konfirm_kabag', 'Konfirmasi Cuti oleh Kabag', P_CUTI),
  user('/user/cuti/konfirm_penjabat', 'Konfirmasi Cuti oleh Pejabat Berwenang', P_CUTI),
  user('/user/cuti/pembatalan', 'Pembatalan Cuti', P_CUTI),

  user('/user/administrasi_surat_tugas', 'Administrasi Surat Tugas', [PEGAWAI]),

  user('/user/laporan/kontrak_kerja', 'Laporan Kontrak Kerja', P_LAPORAN),
  user('/user/laporan/capaian_kinerja', 'Laporan Capaian Kinerja', P_LAPORAN),
  user('/user/laporan/absensi_dosen', 'Laporan Absensi Dosen', P_LAPORAN),
  user('/user/laporan/remunerasi', 'Laporan Remunerasi', P_LAPORAN),

  user('/user/teguran', 'Teguran', [PEGAWAI]),
  user('/user/jabatan', 'Jabatan Saya', [PEGAWAI]),

  // Profile pages (SPEC section 2 gives them without their prefix).
  profile('/user/profile/biodata', 'Biodata'),
  profile('/user/profile/riwayat_pendidikan', 'Riwayat Pendidikan'),
  profile('/user/profile/riwayat_pekerjaan', 'Riwayat Pekerjaan'),
  profile('/user/profile/riwayat_pernikahan', 'Riwayat Pernikahan'),
  profile('/user/profile/riwayat_suami_istri', 'Riwayat Suami / Istri'),
  profile('/user/profile/riwayat_anak', 'Riwayat Anak'),
  profile('/user/profile/riwayat_orang_tua', 'Riwayat Orang Tua'),
  profile('/user/profile/dokumen_pendukung', 'Dokumen Pendukung'),
];

export const ROUTE_BY_NAME: ReadonlyMap<string, RouteDef> = new Map(ROUTES.map((r) => [r.name, r]));

/** Names of the routes that need a permission, in table order. */
export const PERMISSION_ROUTE_NAMES: readonly string[] = ROUTES.filter((r) => r.permission).map(
  (r) => r.name,
);
