/**
 * The demo activity catalogue (docs/demo-data.md, docs/kinerja.md "Katalog kegiatan"): each
 * demo position gets a menu of 6–8 uraian, main duties (Mandiri) and additional ones
 * (Tambahan), so the contract screen has something to pick on a fresh start. Names follow the
 * duties of a Kemenhub polytechnic's units; AK, WPT, cost and points are examples an
 * institution replaces with its own catalogue (usually through the Excel import).
 */
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { activityItems } from '../../db/schema/masters-misc.ts';
import { positions } from '../../db/schema/org.ts';
import { createThroughResource } from '../../platform/resource/resource-seed.ts';
import { uraianResource } from './uraian.resource.ts';

type Satuan = 'Dokumen' | 'Kegiatan' | 'Laporan' | 'Jam' | 'SKS' | 'Orang';

interface DemoUraian {
  description: string;
  unit: Satuan;
  /** The butir kegiatan's code, where the catalogue has one. */
  kegiatan?: string;
  /** Angka kredit, WPT hours, biaya (Rp) and points per unit of output. */
  ak: number;
  wpt: number;
  cost?: number;
  points: number;
  target: number;
  tambahan?: boolean;
  /** The demo positions whose menu holds it. */
  positions: string[];
}

const DIREKTUR = 'Direktur';
const KABAG_AAK = 'Kepala Bagian Administrasi Akademik dan Ketarunaan';
const KABAG_AUK = 'Kepala Bagian Administrasi Umum dan Keuangan';
const ANALIS_KEBIJAKAN = 'Analis Kebijakan Ahli Muda';
const PENGADMINISTRASI = 'Pengadministrasi Perkantoran';
const ANALIS_SDM = 'Analis Sumber Daya Manusia Aparatur Ahli Pertama';
const PRAKOM = 'Pranata Komputer Ahli Pertama';
const DOSEN = 'Dosen Lektor';
const KABAG = [KABAG_AAK, KABAG_AUK];

export const DEMO_URAIAN: readonly DemoUraian[] = [
  // Direktur
  {
    description: 'Menetapkan rencana strategis dan rencana bisnis anggaran BLU',
    unit: 'Dokumen',
    ak: 0,
    wpt: 40,
    points: 10,
    target: 2,
    positions: [DIREKTUR],
  },
  {
    description: 'Memimpin rapat pimpinan dan rapat senat',
    unit: 'Kegiatan',
    ak: 0,
    wpt: 3,
    points: 2,
    target: 24,
    positions: [DIREKTUR],
  },
  {
    description: 'Menetapkan keputusan direktur',
    unit: 'Dokumen',
    ak: 0,
    wpt: 1,
    points: 0.5,
    target: 120,
    positions: [DIREKTUR],
  },
  {
    description: 'Menyampaikan laporan kinerja instansi pemerintah (LKj)',
    unit: 'Laporan',
    ak: 0,
    wpt: 24,
    points: 8,
    target: 1,
    positions: [DIREKTUR],
  },
  {
    description: 'Mengendalikan tindak lanjut hasil pemeriksaan SPI dan BPK',
    unit: 'Laporan',
    ak: 0,
    wpt: 8,
    points: 3,
    target: 4,
    positions: [DIREKTUR],
  },
  {
    description: 'Menjadi narasumber kegiatan Badan Pengembangan SDM Perhubungan',
    unit: 'Kegiatan',
    ak: 0,
    wpt: 4,
    points: 2,
    target: 4,
    tambahan: true,
    positions: [DIREKTUR],
  },
  {
    description: 'Menandatangani perjanjian kerja sama dengan industri penerbangan',
    unit: 'Dokumen',
    ak: 0,
    wpt: 2,
    points: 2,
    target: 6,
    tambahan: true,
    positions: [DIREKTUR],
  },
  // Both heads of bagian
  {
    description: 'Menilai kinerja pegawai bawahan',
    unit: 'Dokumen',
    ak: 0,
    wpt: 2,
    points: 1,
    target: 12,
    positions: [DIREKTUR, ...KABAG],
  },
  {
    description: 'Menyusun laporan bulanan bagian',
    unit: 'Laporan',
    ak: 0,
    wpt: 6,
    points: 2,
    target: 12,
    positions: KABAG,
  },
  // Kepala Bagian Administrasi Akademik dan Ketarunaan
  {
    description: 'Menyusun kalender akademik',
    unit: 'Dokumen',
    ak: 0,
    wpt: 16,
    points: 4,
    target: 1,
    positions: [KABAG_AAK],
  },
  {
    description: 'Mengoordinasikan penerimaan taruna baru',
    unit: 'Kegiatan',
    ak: 0,
    wpt: 40,
    cost: 25_000_000,
    points: 6,
    target: 1,
    positions: [KABAG_AAK],
  },
  {
    description: 'Mengendalikan layanan administrasi akademik dan ketarunaan',
    unit: 'Laporan',
    ak: 0,
    wpt: 10,
    points: 2,
    target: 12,
    positions: [KABAG_AAK],
  },
  {
    description: 'Menjadi ketua panitia wisuda taruna',
    unit: 'Kegiatan',
    ak: 0,
    wpt: 24,
    cost: 15_000_000,
    points: 4,
    target: 1,
    tambahan: true,
    positions: [KABAG_AAK],
  },
  {
    description: 'Menjadi anggota tim penjaminan mutu internal',
    unit: 'Kegiatan',
    ak: 0,
    wpt: 8,
    points: 1.5,
    target: 2,
    tambahan: true,
    positions: [KABAG_AAK, KABAG_AUK, ANALIS_KEBIJAKAN],
  },
  // Kepala Bagian Administrasi Umum dan Keuangan
  {
    description: 'Menyusun rencana bisnis dan anggaran (RBA) BLU',
    unit: 'Dokumen',
    ak: 0,
    wpt: 40,
    points: 6,
    target: 1,
    positions: [KABAG_AUK],
  },
  {
    description: 'Menyusun laporan keuangan BLU bulanan',
    unit: 'Laporan',
    ak: 0,
    wpt: 12,
    points: 3,
    target: 12,
    positions: [KABAG_AUK],
  },
  {
    description: 'Memverifikasi surat permintaan pembayaran',
    unit: 'Dokumen',
    ak: 0,
    wpt: 0.5,
    points: 0.2,
    target: 240,
    positions: [KABAG_AUK],
  },
  {
    description: 'Mengoordinasikan penatausahaan barang milik negara',
    unit: 'Laporan',
    ak: 0,
    wpt: 8,
    points: 2,
    target: 4,
    positions: [KABAG_AUK],
  },
  {
    description: 'Menjadi ketua tim pengadaan barang dan jasa',
    unit: 'Kegiatan',
    ak: 0,
    wpt: 16,
    points: 3,
    target: 2,
    tambahan: true,
    positions: [KABAG_AUK],
  },
  // Analis Kebijakan Ahli Muda
  {
    description: 'Menganalisis isu kebijakan pendidikan vokasi penerbangan',
    unit: 'Dokumen',
    ak: 0.5,
    wpt: 16,
    points: 3,
    target: 4,
    positions: [ANALIS_KEBIJAKAN],
  },
  {
    description: 'Menyusun rekomendasi kebijakan akademik',
    unit: 'Dokumen',
    ak: 0.4,
    wpt: 12,
    points: 2.5,
    target: 4,
    positions: [ANALIS_KEBIJAKAN],
  },
  {
    description: 'Menyusun jadwal perkuliahan semester',
    unit: 'Dokumen',
    ak: 0.1,
    wpt: 16,
    points: 2,
    target: 2,
    positions: [ANALIS_KEBIJAKAN],
  },
  {
    description: 'Memverifikasi data akademik taruna pada PDDikti',
    unit: 'Laporan',
    ak: 0.05,
    wpt: 4,
    points: 1,
    target: 12,
    positions: [ANALIS_KEBIJAKAN],
  },
  {
    description: 'Mengevaluasi pelaksanaan kurikulum program studi',
    unit: 'Laporan',
    ak: 0.3,
    wpt: 12,
    points: 2,
    target: 2,
    positions: [ANALIS_KEBIJAKAN],
  },
  {
    description: 'Menjadi sekretaris panitia penerimaan taruna baru',
    unit: 'Kegiatan',
    ak: 0,
    wpt: 24,
    points: 2,
    target: 1,
    tambahan: true,
    positions: [ANALIS_KEBIJAKAN],
  },
  // Pengadministrasi Perkantoran
  {
    description: 'Mengagendakan surat masuk dan surat keluar',
    unit: 'Dokumen',
    ak: 0,
    wpt: 0.25,
    points: 0.05,
    target: 600,
    positions: [PENGADMINISTRASI],
  },
  {
    description: 'Mengelola data ketarunaan',
    unit: 'Laporan',
    ak: 0,
    wpt: 6,
    points: 1,
    target: 12,
    positions: [PENGADMINISTRASI],
  },
  {
    description: 'Menginput nilai dan presensi perkuliahan taruna',
    unit: 'Dokumen',
    ak: 0,
    wpt: 1,
    points: 0.2,
    target: 120,
    positions: [PENGADMINISTRASI],
  },
  {
    description: 'Mengarsipkan dokumen akademik',
    unit: 'Dokumen',
    ak: 0,
    wpt: 0.5,
    points: 0.1,
    target: 240,
    positions: [PENGADMINISTRASI],
  },
  {
    description: 'Menyiapkan bahan dan notula rapat',
    unit: 'Kegiatan',
    ak: 0,
    wpt: 2,
    points: 0.5,
    target: 24,
    positions: [PENGADMINISTRASI],
  },
  {
    description: 'Melayani permohonan surat keterangan taruna',
    unit: 'Dokumen',
    ak: 0,
    wpt: 0.5,
    points: 0.1,
    target: 150,
    positions: [PENGADMINISTRASI],
  },
  {
    description: 'Membantu kepanitiaan wisuda taruna',
    unit: 'Kegiatan',
    ak: 0,
    wpt: 16,
    points: 1,
    target: 1,
    tambahan: true,
    positions: [PENGADMINISTRASI],
  },
  {
    description: 'Menjadi petugas piket layanan akademik',
    unit: 'Kegiatan',
    ak: 0,
    wpt: 4,
    points: 0.5,
    target: 12,
    tambahan: true,
    positions: [PENGADMINISTRASI],
  },
  // Analis SDM Aparatur Ahli Pertama
  {
    description: 'Menyusun usulan kenaikan pangkat pegawai',
    unit: 'Dokumen',
    ak: 0.02,
    wpt: 2,
    points: 0.5,
    target: 24,
    positions: [ANALIS_SDM],
  },
  {
    description: 'Memutakhirkan data kepegawaian pada SIASN',
    unit: 'Kegiatan',
    ak: 0.01,
    wpt: 4,
    points: 0.5,
    target: 12,
    positions: [ANALIS_SDM],
  },
  {
    description: 'Menyusun analisis jabatan dan analisis beban kerja',
    unit: 'Dokumen',
    ak: 0.3,
    wpt: 24,
    points: 3,
    target: 2,
    positions: [ANALIS_SDM],
  },
  {
    description: 'Memproses usulan cuti pegawai',
    unit: 'Dokumen',
    ak: 0.01,
    wpt: 0.5,
    points: 0.1,
    target: 120,
    positions: [ANALIS_SDM],
  },
  {
    description: 'Menyusun rekapitulasi presensi pegawai bulanan',
    unit: 'Laporan',
    ak: 0.02,
    wpt: 6,
    points: 1,
    target: 12,
    positions: [ANALIS_SDM],
  },
  {
    description: 'Menjadi anggota tim penilai kinerja pegawai',
    unit: 'Kegiatan',
    ak: 0,
    wpt: 8,
    points: 1,
    target: 2,
    tambahan: true,
    positions: [ANALIS_SDM],
  },
  // Pranata Komputer Ahli Pertama
  {
    description: 'Memelihara server dan jaringan kampus',
    unit: 'Laporan',
    ak: 0.04,
    wpt: 8,
    points: 1.5,
    target: 12,
    positions: [PRAKOM],
  },
  {
    description: 'Mengelola aplikasi Sikerja dan akun pengguna',
    unit: 'Laporan',
    ak: 0.03,
    wpt: 8,
    points: 1.5,
    target: 12,
    positions: [PRAKOM],
  },
  {
    description: 'Mencadangkan basis data aplikasi kampus',
    unit: 'Dokumen',
    ak: 0.01,
    wpt: 1,
    points: 0.25,
    target: 52,
    positions: [PRAKOM],
  },
  {
    description: 'Menangani gangguan perangkat komputer pengguna',
    unit: 'Kegiatan',
    ak: 0.005,
    wpt: 1,
    points: 0.1,
    target: 120,
    positions: [PRAKOM],
  },
  {
    description: 'Menyusun laporan layanan teknologi informasi',
    unit: 'Laporan',
    ak: 0.02,
    wpt: 4,
    points: 1,
    target: 12,
    positions: [PRAKOM],
  },
  {
    description: 'Menjadi operator ujian berbasis komputer penerimaan taruna',
    unit: 'Kegiatan',
    ak: 0,
    wpt: 16,
    points: 1.5,
    target: 1,
    tambahan: true,
    positions: [PRAKOM],
  },
  // Dosen Lektor
  {
    description: 'Melaksanakan perkuliahan teori',
    unit: 'SKS',
    kegiatan: 'A.1.1',
    ak: 1,
    wpt: 16,
    points: 1,
    target: 12,
    positions: [DOSEN],
  },
  {
    description: 'Melaksanakan praktikum di hanggar',
    unit: 'SKS',
    kegiatan: 'A.1.2',
    ak: 1.5,
    wpt: 24,
    points: 1.5,
    target: 6,
    positions: [DOSEN],
  },
  {
    description: 'Membimbing tugas akhir taruna',
    unit: 'Orang',
    kegiatan: 'A.2.1',
    ak: 0.25,
    wpt: 10,
    points: 0.25,
    target: 8,
    positions: [DOSEN],
  },
  {
    description: 'Menyusun rencana pembelajaran semester (RPS)',
    unit: 'Dokumen',
    ak: 0.5,
    wpt: 8,
    points: 0.5,
    target: 2,
    positions: [DOSEN],
  },
  {
    description: 'Menulis artikel pada jurnal nasional terakreditasi',
    unit: 'Dokumen',
    kegiatan: 'B.1.1',
    ak: 3,
    wpt: 80,
    points: 3,
    target: 1,
    positions: [DOSEN],
  },
  {
    description: 'Melaksanakan penyuluhan keselamatan penerbangan',
    unit: 'Kegiatan',
    kegiatan: 'C.1.1',
    ak: 1,
    wpt: 8,
    cost: 2_500_000,
    points: 1,
    target: 2,
    positions: [DOSEN],
  },
  {
    description: 'Menjadi panitia penerimaan taruna baru',
    unit: 'Kegiatan',
    kegiatan: 'D.1.1',
    ak: 1,
    wpt: 24,
    points: 1,
    target: 1,
    tambahan: true,
    positions: [DOSEN],
  },
  {
    description: 'Menjadi pembina kegiatan ketarunaan',
    unit: 'Kegiatan',
    ak: 0,
    wpt: 4,
    points: 0.5,
    target: 6,
    tambahan: true,
    positions: [DOSEN],
  },
];

/** Writes the catalogue through the uraian master (its rules check every row). */
export async function seedDemoCatalogue(
  tx: DbOrTx,
  measure: (name: Satuan) => number | undefined,
): Promise<void> {
  const names = [...new Set(DEMO_URAIAN.flatMap((u) => u.positions))];
  const found = await tx
    .select({ id: positions.id, name: positions.name })
    .from(positions)
    .where(inArray(positions.name, names));
  const positionId = new Map(found.map((p) => [p.name, p.id]));
  const codes = DEMO_URAIAN.flatMap((u) => (u.kegiatan ? [u.kegiatan] : []));
  const items = await tx
    .select({ id: activityItems.id, code: activityItems.code })
    .from(activityItems)
    .where(inArray(activityItems.code, codes));
  const kegiatanId = new Map(items.map((k) => [k.code, k.id]));
  await createThroughResource(
    tx,
    uraianResource,
    DEMO_URAIAN.map((u) => ({
      description: u.description,
      unit_id: measure(u.unit),
      activity_item_id: (u.kegiatan && kegiatanId.get(u.kegiatan)) ?? null,
      credit_points: u.ak,
      work_hours: u.wpt,
      cost: u.cost ?? 0,
      duty_kind: u.tambahan ? 'tambahan' : 'mandiri',
      points: u.points,
      default_yearly_target: u.target,
      // A position the demo does not have (an institution that renamed one) is left out.
      position_ids: u.positions.flatMap((name) => {
        const id = positionId.get(name);
        return id === undefined ? [] : [id];
      }),
    })),
  );
}
