/**
 * Demo rows for the masters the reference seed leaves empty (docs/demo-data.md), so an admin
 * walking a fresh start finds something in every list. Each row is written through its
 * resource, so the form's rules check it. Institution-specific values (deduction percentages,
 * PIR, standard costs the notes do not hold) are examples and say so in their source; an
 * institution replaces them with its own decrees before real use.
 */
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { attendanceLocations } from '../../db/schema/masters-attendance.ts';
import { activityElements } from '../../db/schema/masters-misc.ts';
import { createThroughResource } from '../../platform/resource/resource-seed.ts';
import { kegiatanResource, rekeningResource } from './budget-classification.resource.ts';
import { bulanTahunResource } from './bulan-tahun.resource.ts';
import { persentaseCapaianResource, tugasTambahanResource } from './capaian-settings.resource.ts';
import { customerResource, perusahaanResource } from './counterparties.resource.ts';
import { dewasResource } from './dewas.resource.ts';
import { fingerprintMachineResource, fingerprintSettingResource } from './fingerprint.resource.ts';
import { engineResource, phaseResource, simulatorResource } from './flight-training.resource.ts';
import { instrukturResource } from './instruktur.resource.ts';
import { jamApelResource, jamSenamResource } from './jam-apel-senam.resource.ts';
import { kategoriDiklatResource } from './kategori-diklat.resource.ts';
import { nowaResource } from './nowa.resource.ts';
import {
  pemotonganApelResource,
  pemotonganGerbangResource,
  pemotonganLemburResource,
  pemotonganMengajarResource,
  pemotonganRapatResource,
  pemotonganSenamResource,
} from './pemotongan-kegiatan.resource.ts';
import { pirResource } from './pir.resource.ts';
import { programResource } from './program.resource.ts';
import { satuanResource } from './satuan.resource.ts';
import { tiketPesawatLuarNegeriResource, uangHarianLuarNegeriResource } from './sbm.resource.ts';
import { dasarSuratTugasResource, untukSuratTugasResource } from './surat-tugas.resource.ts';
import { tarifUktResource } from './tarif-ukt.resource.ts';
import { tarunaResource } from './taruna.resource.ts';
import { butirKegiatanResource, subUnsurResource } from './unsur.resource.ts';
import { seedDemoCatalogue } from './uraian-demo.seed.ts';
import { urusanResource } from './urusan.resource.ts';

/** Who the demo masters refer to: demo people by name; the year of dated rows. */
export interface DemoMasterRefs {
  /** Today, 'YYYY-MM-DD': dated rows are for its year, payroll periods run up to its month. */
  today: string;
  userIds: ReadonlyMap<string, number>;
}

const EXAMPLE = 'Contoh data demo; ganti dengan ketetapan institusi';
const SBM_EXAMPLE = 'Contoh data demo; isi dari Lampiran PMK 32 Tahun 2025';

const activityDeduction = (code: string, description: string, percentage: number, cap: number) => ({
  code,
  description,
  percentage,
  monthly_cap_percentage: cap,
});

export async function seedDemoMasters(tx: DbOrTx, refs: DemoMasterRefs): Promise<void> {
  const year = Number(refs.today.slice(0, 4));
  const thisMonth = Number(refs.today.slice(5, 7));
  const user = (name: string) => {
    const id = refs.userIds.get(name);
    if (!id) throw new Error(`demo masters: no demo person ${name}`);
    return id;
  };
  const seed = (resource: Parameters<typeof createThroughResource>[1], rows: object[]) =>
    createThroughResource(tx, resource, rows as Record<string, unknown>[]);

  const measures = ['Dokumen', 'Kegiatan', 'Laporan', 'Jam', 'SKS', 'Orang'];
  const measureIds = await seed(satuanResource, [
    { name: 'Dokumen', description: 'Naskah, SK, surat, atau berkas yang diselesaikan' },
    { name: 'Kegiatan', description: 'Kegiatan yang dilaksanakan' },
    { name: 'Laporan', description: 'Laporan yang disusun' },
    { name: 'Jam', description: 'Jam pelajaran atau jam kerja' },
    { name: 'SKS', description: 'Satuan kredit semester' },
    { name: 'Orang', description: 'Orang yang dilayani atau dibimbing' },
  ]);
  const measure = (name: string) => measureIds[measures.indexOf(name)]?.id;
  await seed(kategoriDiklatResource, [
    { name: 'Diklat Kepemimpinan', description: 'Pelatihan kepemimpinan (PKP, PKA, PKN)' },
    { name: 'Diklat Fungsional', description: 'Pelatihan jabatan fungsional' },
    { name: 'Diklat Teknis', description: 'Pelatihan teknis penerbangan dan administrasi' },
    { name: 'Seminar dan Lokakarya', description: null },
  ]);

  // Deductions per missed event: examples only (rules-next.md §5: BKN 2019 cut 2 % for a missed
  // ceremony); gerbang is off, as it is unless the institution uses gate machines.
  await seed(pemotonganApelResource, [
    activityDeduction('APEL', 'Tidak mengikuti apel tanpa keterangan', 2, 10),
  ]);
  await seed(pemotonganSenamResource, [
    activityDeduction('SENAM', 'Tidak mengikuti senam tanpa keterangan', 1, 4),
  ]);
  await seed(pemotonganRapatResource, [
    activityDeduction('RAPAT', 'Tidak menghadiri rapat wajib tanpa keterangan', 1, 5),
  ]);
  await seed(pemotonganMengajarResource, [
    activityDeduction('AJAR', 'Tidak melaksanakan jadwal mengajar tanpa pengganti', 1, 10),
  ]);
  await seed(pemotonganLemburResource, [
    activityDeduction('LEMBUR', 'Lembur tanpa presensi masuk dan pulang lembur', 0.5, 5),
  ]);
  await seed(pemotonganGerbangResource, [
    {
      ...activityDeduction('GERBANG', 'Tidak tercatat di mesin gerbang', 0.5, 5),
      is_active: false,
    },
  ]);

  await seed(jamApelResource, [
    {
      name: 'Apel pagi Senin',
      weekday: 1,
      opens_at: '07:00',
      on_time_until: '07:30',
      closes_at: '08:00',
    },
    {
      name: 'Upacara Hari Kemerdekaan',
      on_date: `${year}-08-17`,
      opens_at: '07:00',
      on_time_until: '07:30',
      closes_at: '08:30',
    },
    {
      name: 'Upacara Hari Perhubungan Nasional',
      on_date: `${year}-09-17`,
      opens_at: '07:00',
      on_time_until: '07:30',
      closes_at: '08:30',
    },
  ]);
  await seed(jamSenamResource, [
    {
      name: 'Senam pagi Jumat',
      weekday: 5,
      opens_at: '06:30',
      on_time_until: '07:00',
      closes_at: '07:30',
    },
  ]);

  // Payroll periods of the year so far; those before the last two are paid and locked.
  await seed(
    bulanTahunResource,
    Array.from({ length: thisMonth }, (_, i) => {
      const month = i + 1;
      const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
      const mm = String(month).padStart(2, '0');
      return {
        month,
        year,
        period_start: `${year}-${mm}-01`,
        period_end: `${year}-${mm}-${last}`,
        status: month <= thisMonth - 2 ? 'locked' : 'open',
      };
    }),
  );
  await seed(pirResource, [{ valid_from: `${year}-01-01`, amount: 3000, source: EXAMPLE }]);
  // Capaian caps and rules (docs/kinerja.md): defaults for every month, and December's own.
  await seed(persentaseCapaianResource, [
    { category: 'direktur', max_percent: 120, source: EXAMPLE },
    { category: 'dosen', max_percent: 110, source: EXAMPLE },
    { category: 'pegawai', max_percent: 100, source: EXAMPLE },
    { category: 'pegawai', year, month: 12, max_percent: 110, source: EXAMPLE },
  ]);
  const monthRules = {
    additional_max_percent: 20,
    main_required: true,
    main_min_percent: 75,
    deadline_day: 5,
    deadline_next_month: true,
    reward_percent: 2,
    punishment_per_day_percent: 1,
    punishment_max_percent: 5,
    source: EXAMPLE,
  };
  await seed(tugasTambahanResource, [
    monthRules,
    { ...monthRules, year, month: 12, additional_max_percent: 30, deadline_day: 10 },
  ]);

  await seed(dewasResource, [
    {
      name: 'Dr. Ir. Sugiharto, M.T.',
      board_position: 'ketua',
      institution: 'Kementerian Perhubungan',
      decree_number: `KM 12 TAHUN ${year - 1}`,
      term_start: `${year - 1}-03-01`,
      term_end: `${year + 4}-02-28`,
      monthly_honorarium: 9_500_000,
    },
    {
      name: 'Lusiana Dewi, S.E., M.Ak.',
      board_position: 'anggota',
      institution: 'Kementerian Keuangan',
      decree_number: `KM 12 TAHUN ${year - 1}`,
      term_start: `${year - 1}-03-01`,
      term_end: `${year + 4}-02-28`,
      monthly_honorarium: 4_275_000,
    },
    {
      name: 'Muhammad Iqbal, S.H.',
      board_position: 'sekretaris',
      institution: null,
      decree_number: `KM 12 TAHUN ${year - 1}`,
      term_start: `${year - 1}-03-01`,
      term_end: `${year + 4}-02-28`,
      monthly_honorarium: 2_850_000,
    },
  ]);

  // The contract catalogue under the reference unsur A–D.
  const elements = await tx
    .select({ id: activityElements.id, code: activityElements.code })
    .from(activityElements)
    .where(inArray(activityElements.code, ['A', 'B', 'C', 'D']));
  const element = (code: string) => elements.find((e) => e.code === code)?.id;
  const subs = [
    { element: 'A', code: 'A.1', name: 'Melaksanakan perkuliahan' },
    { element: 'A', code: 'A.2', name: 'Membimbing taruna' },
    { element: 'B', code: 'B.1', name: 'Menghasilkan karya ilmiah' },
    { element: 'C', code: 'C.1', name: 'Melaksanakan pengabdian kepada masyarakat' },
    { element: 'D', code: 'D.1', name: 'Menjadi anggota panitia' },
  ].filter((s) => element(s.element) !== undefined);
  const subIds = await seed(
    subUnsurResource,
    subs.map((s, i) => ({
      element_id: element(s.element),
      code: s.code,
      name: s.name,
      sort_order: i + 1,
    })),
  );
  const sub = (code: string) => subIds[subs.findIndex((s) => s.code === code)]?.id;
  await seed(
    butirKegiatanResource,
    [
      {
        sub: 'A.1',
        code: 'A.1.1',
        name: 'Mengajar mata kuliah teori',
        unit: 'SKS',
        points: 1,
        weight: 1,
      },
      {
        sub: 'A.1',
        code: 'A.1.2',
        name: 'Mengajar praktikum di hanggar',
        unit: 'SKS',
        points: 1.5,
        weight: 1.5,
      },
      {
        sub: 'A.2',
        code: 'A.2.1',
        name: 'Membimbing tugas akhir taruna',
        unit: 'Orang',
        points: 0.25,
        weight: 0.25,
      },
      {
        sub: 'B.1',
        code: 'B.1.1',
        name: 'Publikasi pada jurnal nasional terakreditasi',
        unit: 'Dokumen',
        points: 3,
        weight: 3,
      },
      {
        sub: 'C.1',
        code: 'C.1.1',
        name: 'Penyuluhan keselamatan penerbangan',
        unit: 'Kegiatan',
        points: 1,
        weight: 1,
      },
      {
        sub: 'D.1',
        code: 'D.1.1',
        name: 'Panitia penerimaan taruna baru',
        unit: 'Kegiatan',
        points: 1,
        weight: 1,
      },
    ]
      .filter((k) => sub(k.sub) !== undefined)
      .map((k) => ({
        sub_element_id: sub(k.sub),
        code: k.code,
        name: k.name,
        unit_id: measure(k.unit),
        credit_points: k.points,
        // Capaian points: the EWMP weights of rules-next.md §1.7 (Poltekkes Bengkulu), examples.
        points: k.weight,
      })),
  );
  await seedDemoCatalogue(tx, measure);

  const [location] = await tx
    .select({ id: attendanceLocations.id })
    .from(attendanceLocations)
    .orderBy(attendanceLocations.id)
    .limit(1);
  const machines = await seed(fingerprintMachineResource, [
    {
      name: 'Mesin lobi gedung rektorat',
      serial_number: 'BOCK201960123',
      location_id: location?.id ?? null,
    },
    {
      name: 'Mesin hanggar praktik',
      serial_number: 'BOCK201960456',
      location_id: location?.id ?? null,
    },
    {
      name: 'Mesin lapangan upacara',
      serial_number: 'BOCK201960789',
      location_id: location?.id ?? null,
      purpose: 'apel',
    },
  ]);
  const pinned = [
    'Rina Kartika Sari',
    'Budi Santoso',
    'Siti Nurhaliza Putri',
    'Capt. Agus Wibowo',
    'Ahmad Fauzi',
  ];
  await seed(
    fingerprintSettingResource,
    pinned.map((name, i) => ({
      machine_id: machines[i === 3 ? 1 : 0]?.id,
      pin: String(1001 + i),
      user_id: user(name),
      read_mode: 'auto',
    })),
  );

  await seed(dasarSuratTugasResource, [
    {
      number: 'PMK 113/PMK.05/2012',
      issued_on: '2012-07-03',
      about:
        'Perjalanan Dinas Dalam Negeri bagi Pejabat Negara, Pegawai Negeri, dan Pegawai Tidak Tetap',
    },
    {
      number: 'PMK 32 Tahun 2025',
      issued_on: '2025-05-07',
      about: `Standar Biaya Masukan Tahun Anggaran ${year}`,
    },
    {
      number: `DIPA-022.12.2.${year}`,
      issued_on: `${year - 1}-12-02`,
      about: `Daftar Isian Pelaksanaan Anggaran Politeknik Penerbangan Nusantara Tahun Anggaran ${year}`,
    },
  ]);
  await seed(untukSuratTugasResource, [
    { description: 'Mengikuti rapat koordinasi di Kementerian Perhubungan' },
    { description: 'Mendampingi taruna melaksanakan On the Job Training' },
    { description: 'Melaksanakan pengawasan ujian sertifikasi' },
    { description: 'Menjadi narasumber kegiatan sosialisasi keselamatan penerbangan' },
  ]);

  await seed(uangHarianLuarNegeriResource, [
    {
      year,
      source: SBM_EXAMPLE,
      country: 'Singapura',
      group_a: 792,
      group_b: 612,
      group_c: 521,
      group_d: 453,
    },
    {
      year,
      source: SBM_EXAMPLE,
      country: 'Malaysia',
      group_a: 618,
      group_b: 486,
      group_c: 412,
      group_d: 347,
    },
    {
      year,
      source: SBM_EXAMPLE,
      country: 'Jepang',
      group_a: 781,
      group_b: 603,
      group_c: 509,
      group_d: 441,
    },
  ]);
  // The reference seed holds every domestic SBM 2026 table (lodging, taxi and airfares of the
  // Lampiran; db/seed/reference/sbm.ts); abroad it holds a few rows, so these add examples.
  await seed(tiketPesawatLuarNegeriResource, [
    {
      year,
      source: SBM_EXAMPLE,
      origin: 'Jakarta',
      destination: 'Singapura',
      first_class: null,
      business: 1_050,
      economy: 380,
    },
    {
      year,
      source: SBM_EXAMPLE,
      origin: 'Jakarta',
      destination: 'Kuala Lumpur',
      first_class: null,
      business: 980,
      economy: 350,
    },
  ]);

  await seed(tarunaResource, [
    {
      nit: `${year - 2}1001`,
      name: 'Muhammad Rafi Pratama',
      programme: 'D3 Teknik Pesawat Udara',
      intake_year: year - 2,
      class_name: 'TPU 3A',
    },
    {
      nit: `${year - 2}1002`,
      name: 'Aulia Zahra Ramadhani',
      programme: 'D3 Teknik Pesawat Udara',
      intake_year: year - 2,
      class_name: 'TPU 3A',
    },
    {
      nit: `${year - 1}2001`,
      name: 'Dimas Arya Saputra',
      programme: 'D4 Manajemen Transportasi Udara',
      intake_year: year - 1,
      class_name: 'MTU 2B',
    },
    {
      nit: `${year - 1}2002`,
      name: 'Salsabila Putri Anjani',
      programme: 'D4 Manajemen Transportasi Udara',
      intake_year: year - 1,
      class_name: 'MTU 2B',
      status: 'cuti',
    },
    {
      nit: `${year}1003`,
      name: 'Kevin Alexander Siregar',
      programme: 'D3 Teknik Pesawat Udara',
      intake_year: year,
      class_name: 'TPU 1A',
    },
  ]);
  await seed(instrukturResource, [
    {
      user_id: user('Capt. Agus Wibowo'),
      licence_number: 'CPL-A 4521',
      licence_expires_on: `${year + 1}-06-30`,
      ratings: 'Multi-engine, Instrument Rating, FI',
    },
  ]);
  await seed(phaseResource, [
    { programme: 'Penerbang', sort_order: 1, name: 'Ground School' },
    { programme: 'Penerbang', sort_order: 2, name: 'Private Pilot Licence (PPL)' },
    { programme: 'Penerbang', sort_order: 3, name: 'Instrument Rating (IR)' },
    { programme: 'Penerbang', sort_order: 4, name: 'Commercial Pilot Licence (CPL)' },
  ]);
  await seed(engineResource, [
    { engine_type: 'Lycoming IO-360-L2A', serial_number: 'L-34521-51A', hours: 1250.5 },
    { engine_type: 'Lycoming IO-360-L2A', serial_number: 'L-34788-51A', hours: 842 },
    { engine_type: 'Rotax 912 iS', serial_number: '7 705 114', hours: 310 },
  ]);
  await seed(simulatorResource, [
    { name: 'Simulator prosedur kokpit', simulator_type: 'FNPT II', registration: 'SIM-FNPT-01' },
    { name: 'Simulator navigasi dasar', simulator_type: 'BITD', registration: 'SIM-BITD-02' },
  ]);
  await seed(
    tarifUktResource,
    [1, 2, 3].flatMap((group) => [
      {
        study_programme: 'D3 Teknik Pesawat Udara',
        ukt_group: group,
        intake_year: year,
        amount: 2_500_000 * group,
      },
      {
        study_programme: 'D4 Manajemen Transportasi Udara',
        ukt_group: group,
        intake_year: year,
        amount: 2_000_000 * group,
      },
    ]),
  );
  await seed(nowaResource, [
    {
      sender_number: '6281234567890',
      gateway_url: 'https://wa-gateway.example.ac.id/send',
      template_presensi: 'Yth. {nama}, presensi Anda pada {tanggal} tercatat {status}.',
      template_cuti: 'Yth. {nama}, permohonan cuti Anda {status}.',
      is_active: false,
    },
  ]);

  await seed(customerResource, [
    {
      name: 'PT Angkasa Pura Indonesia',
      address: 'Jl. Angkasa Blok B12, Jakarta Pusat',
      contact_name: 'Bagian Pengadaan',
      phone: '021-6541961',
      email: 'pengadaan@example.co.id',
    },
    {
      name: 'PT Garuda Maintenance Facility AeroAsia',
      address: 'Bandara Soekarno-Hatta, Tangerang',
      contact_name: 'Divisi Pelatihan',
      phone: '021-5508082',
      email: 'training@example.co.id',
    },
    {
      name: 'Dinas Perhubungan Provinsi Jawa Barat',
      address: 'Jl. Sukabumi No. 1, Bandung',
      contact_name: 'Sekretariat',
      phone: '022-7272258',
      email: null,
    },
  ]);
  await seed(perusahaanResource, [
    {
      name: 'CV Sinar Jaya Abadi',
      address: 'Jl. Raya Bogor Km 28, Depok',
      contact_name: 'Hendro',
      phone: '0812-8876-1200',
      email: 'sinarjaya@example.com',
      bank_name: 'Bank Mandiri',
      bank_account_number: '1270007654321',
      bank_account_name: 'CV Sinar Jaya Abadi',
    },
    {
      name: 'PT Aero Teknik Mandiri',
      address: 'Jl. Halim Perdanakusuma No. 5, Jakarta Timur',
      contact_name: 'Sari',
      phone: '021-8091122',
      email: 'sales@example.co.id',
      bank_name: 'BNI',
      bank_account_number: '0987654321',
      bank_account_name: 'PT Aero Teknik Mandiri',
    },
  ]);

  // The budget classification as the DIPA shows it: affair → programme → activity → account.
  const [affair] = await seed(urusanResource, [{ code: '022', name: 'Kementerian Perhubungan' }]);
  const [programme] = await seed(programResource, [
    { affair_id: affair?.id, code: '022.12', name: 'Program Pendidikan dan Pelatihan Vokasi' },
  ]);
  const [activity] = await seed(kegiatanResource, [
    {
      program_id: programme?.id,
      code: '4476',
      name: 'Penyelenggaraan Pendidikan dan Pelatihan Transportasi Udara',
    },
  ]);
  await seed(
    rekeningResource,
    [
      ['525111', 'Belanja Gaji dan Tunjangan BLU'],
      ['525112', 'Belanja Barang BLU'],
      ['525113', 'Belanja Jasa BLU'],
      ['525115', 'Belanja Perjalanan BLU'],
    ].map(([code, name]) => ({ activity_id: activity?.id, code, name })),
  );
}
