/**
 * The side menu as shipped (SPEC section 2 'Shell'). The server seeds its menu table from it and
 * cuts it down per user (`GET routes/access`). Every screen that needs a permission is here
 * exactly once; screens without one (home, profile pages, login...) are not, the shell adds
 * its fixed Home entry itself. A leaf's label is its route's title, so the menu, the document
 * title and the sub-header say the same thing; the breadcrumbs in routes.ts follow the sections
 * and groups below.
 */
import { ROUTE_BY_NAME } from './routes.ts';

export interface MenuNode {
  /** Indonesian. */
  label: string;
  /** A route name from ROUTES (leaf items). */
  route?: string;
  /** A @tabler/icons-react component name, e.g. 'IconUsers' (top-level items and groups only). */
  icon?: string;
  /** A section heading (no route, no children), e.g. { label: 'MASTER DATA', divider: true }. */
  divider?: boolean;
  /** Shows a 'new' badge; kept for a handful of recent features. */
  isNew?: boolean;
  /** A group; nests at most three levels deep counting the top level. */
  children?: MenuNode[];
}

function divider(label: string): MenuNode {
  return { label, divider: true };
}

function group(label: string, icon: string, children: MenuNode[]): MenuNode {
  return { label, icon, children };
}

function leaf(route: string, extra: Pick<MenuNode, 'icon' | 'isNew'> = {}): MenuNode {
  return { label: ROUTE_BY_NAME.get(route)?.title ?? route, route, ...extra };
}

export const MENU_TREE: readonly MenuNode[] = [
  divider('PEGAWAI'),
  group('Presensi', 'IconFingerprint', [
    leaf('user.presensi'),
    leaf('user.presensi_apel'),
    leaf('user.presensi_senam'),
    leaf('user.presensi_rapat'),
    leaf('user.presensi_mengajar', { isNew: true }),
    leaf('user.presensi_lembur', { isNew: true }),
    group('Perubahan', 'IconClipboardCheck', [
      leaf('user.presensi.perubahan'),
      leaf('user.presensi_apel.perubahan'),
      leaf('user.presensi_senam.perubahan'),
    ]),
  ]),
  group('Kinerja', 'IconTarget', [leaf('user.kinerja'), leaf('user.kinerja.realisasi')]),
  group('Persetujuan', 'IconUserCheck', [
    leaf('user.persetujuan'),
    leaf('user.persetujuan.realisasi'),
    leaf('user.persetujuan.remunerasi'),
  ]),
  group('Cuti', 'IconBeach', [
    leaf('user.cuti'),
    leaf('user.cuti.konfirm_kepegawaian'),
    leaf('user.cuti.konfirm_atasan'),
    leaf('user.cuti.konfirm_kabag'),
    leaf('user.cuti.konfirm_penjabat'),
    leaf('user.cuti.pembatalan'),
  ]),
  leaf('user.administrasi_surat_tugas', { icon: 'IconPlaneDeparture' }),
  group('Laporan', 'IconReport', [
    leaf('user.laporan.kontrak_kerja'),
    leaf('user.laporan.capaian_kinerja'),
    leaf('user.laporan.absensi_dosen'),
    leaf('user.laporan.remunerasi'),
  ]),
  leaf('user.teguran', { icon: 'IconAlertTriangle' }),
  leaf('user.jabatan', { icon: 'IconId' }),

  divider('ADMINISTRASI'),
  group('Absensi', 'IconCalendarCheck', [
    leaf('admin.absensi'),
    leaf('admin.absensi.apel'),
    leaf('admin.absensi.senam'),
    leaf('admin.absensi.dosen'),
    leaf('admin.rapat'),
    leaf('admin.mengajar', { isNew: true }),
    leaf('admin.lembur', { isNew: true }),
    group('Perubahan', 'IconClipboardCheck', [
      leaf('admin.absensi.perubahan'),
      leaf('admin.absensi_apel.perubahan'),
      leaf('admin.absensi_senam.perubahan'),
    ]),
  ]),
  group('Kontrak & Realisasi', 'IconFileCertificate', [
    leaf('admin.kontrak.kirim'),
    leaf('admin.kontrak.konfirm'),
    leaf('admin.realisasi.kirim'),
    leaf('admin.realisasi.konfirm'),
  ]),
  group('Surat Tugas', 'IconPlaneDeparture', [
    leaf('admin.surattugas'),
    leaf('surattugas.approval'),
    leaf('admin.administrasi_surat_tugas'),
    leaf('admin.pembayaran_surat_tugas'),
    leaf('admin.pesawat'),
    leaf('admin.taruna'),
  ]),
  group('Remunerasi', 'IconMoneybag', [
    leaf('admin.lock'),
    leaf('admin.potongan_lain'),
    leaf('admin.tanggung_renteng'),
    leaf('admin.setting_tugas_tambahan'),
    leaf('admin.setting_persentase_capaian'),
    leaf('admin.tagihan'),
  ]),
  leaf('admin.cuti_setting', { icon: 'IconBeach' }),
  group('Kalender Kerja', 'IconCalendarEvent', [
    leaf('admin.harikerja'),
    leaf('admin.hariapel'),
    leaf('admin.harisenam'),
  ]),
  group('Laporan', 'IconReportAnalytics', [
    leaf('admin.laporan.rekapitulasi'),
    leaf('admin.laporan.remunerasi'),
    leaf('admin.laporan.tunjangan_tambahan'),
    leaf('admin.laporan.capaian_kinerja'),
    leaf('admin.laporan.kontrak_kerja'),
    leaf('admin.laporan.pendapatan'),
    leaf('admin.laporan.rekapitulasi_pajak'),
    leaf('admin.laporan.cuti'),
  ]),

  divider('KEUANGAN'),
  leaf('admin.finance.acount', { icon: 'IconBuildingBank' }),
  leaf('admin.finance.assets', { icon: 'IconArchive' }),
  leaf('admin.finance.purcase_order', { icon: 'IconShoppingCart' }),
  leaf('admin.finance.sales_order', { icon: 'IconReceipt' }),
  group('Jurnal', 'IconNotebook', [
    leaf('admin.jurnal'),
    leaf('admin.jurnal.jurnal'),
    leaf('admin.jurnal.buku_besar'),
    leaf('admin.jurnal.neraca_saldo'),
    leaf('admin.jurnal.worksheet'),
    leaf('admin.jurnal.laporan'),
  ]),

  divider('PEMBELAJARAN'),
  leaf('admin.pembelajaran.jadwal', { icon: 'IconCalendarTime' }),
  leaf('admin.pembelajaran.mata_kuliah', { icon: 'IconBook' }),
  leaf('admin.pembelajaran.prodi', { icon: 'IconSchool' }),
  leaf('admin.pembelajaran.kelas', { icon: 'IconChalkboard' }),
  leaf('admin.pembelajaran.praktek', { icon: 'IconPresentation' }),

  divider('DIKLAT'),
  leaf('admin.diklat.kategori', { icon: 'IconFolder' }),
  leaf('admin.diklat.diklat', { icon: 'IconCertificate' }),

  divider('MASTER DATA'),
  group('Remunerasi & Potongan', 'IconCash', [
    leaf('admin.master.tunjangan_kinerja'),
    leaf('admin.master.pir'),
    leaf('admin.master.uang_makan'),
    leaf('admin.master.pajak_ptkp'),
    leaf('admin.master.bulan_tahun'),
    leaf('admin.master.pemotongan'),
    leaf('admin.master.pemotongan_apel'),
    leaf('admin.master.pemotongan_senam'),
    leaf('admin.master.pemotongan_rapat'),
    leaf('admin.master.pemotongan_mengajar'),
    leaf('admin.master.pemotongan_lembur'),
    leaf('admin.master.pemotongan_gerbang'),
  ]),
  group('Kepegawaian & Organisasi', 'IconSitemap', [
    leaf('admin.master.unit_kerja'),
    leaf('admin.master.jabatan'),
    leaf('admin.master.jabatan.peta'),
    leaf('admin.master.jabatan.plt'),
    leaf('admin.master.delegasi'),
    leaf('admin.master.pangkat'),
    leaf('admin.master.jenis_pegawai'),
    leaf('admin.master.jenis_cuti'),
    leaf('admin.master.dewas'),
  ]),
  group('Kinerja', 'IconListCheck', [
    leaf('admin.master.uraian'),
    leaf('admin.master.satuan'),
    leaf('admin.master.unsur'),
    leaf('admin.master.sub_unsur'),
    leaf('admin.master.kegiatan'),
  ]),
  group('Presensi', 'IconClock', [
    leaf('admin.master.jamkerja'),
    leaf('admin.master.jam_apel'),
    leaf('admin.master.jam_senam'),
    leaf('admin.master.shift'),
    leaf('admin.master.pola_kerja'),
    leaf('admin.master.pola_kerja_pegawai'),
    leaf('admin.master.jenis_absensi'),
    leaf('admin.master.lokasiabsensi'),
    leaf('admin.master.presensi_bebas'),
    leaf('admin.master.fingerprint.machine'),
    leaf('admin.master.fingerprint.setting'),
  ]),
  group('Surat Tugas & SBM', 'IconFileText', [
    leaf('admin.master.surattugas.dasar'),
    leaf('admin.master.surattugas.untuk'),
    group('SBM', 'IconCalculator', [
      leaf('admin.master.sbm.uang_harian_dalam_negeri'),
      leaf('admin.master.sbm.uang_harian_luar_negeri'),
      leaf('admin.master.sbm.uang_representasi'),
      leaf('admin.master.sbm.biaya_penginapan'),
      leaf('admin.master.sbm.biaya_taksi'),
      leaf('admin.master.sbm.tiket_pesawat_dalam_negeri'),
      leaf('admin.master.sbm.tiket_pesawat_luar_negeri'),
    ]),
  ]),
  group('Akademik & Taruna', 'IconPlane', [
    leaf('admin.master.taruna'),
    leaf('admin.master.instruktur'),
    leaf('admin.master.phase'),
    leaf('admin.master.engine'),
    leaf('admin.master.simulator'),
    leaf('admin.master.tarif_ukt'),
  ]),
  group('Lainnya', 'IconDatabase', [
    leaf('admin.master.nowa'),
    leaf('admin.master.customer'),
    leaf('admin.master.perusahaan'),
  ]),

  divider('MASTER PUSAT'),
  leaf('admin.master_pusat.urusan', { icon: 'IconBuilding' }),
  leaf('admin.master_pusat.program', { icon: 'IconHierarchy' }),
  leaf('admin.master_pusat.kegiatan', { icon: 'IconChecklist' }),
  leaf('admin.master_pusat.rekening', { icon: 'IconWallet' }),

  divider('SISTEM'),
  leaf('admin.setting', { icon: 'IconSettings' }),
  leaf('admin.master.user', { icon: 'IconUsers' }),
  leaf('admin.master.user_group', { icon: 'IconShieldLock' }),
  leaf('admin.outbox', { icon: 'IconMailForward' }),
  leaf('admin.menu', { icon: 'IconSitemap' }),
];
