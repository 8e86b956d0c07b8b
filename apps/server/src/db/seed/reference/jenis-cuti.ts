/**
 * Leave types of PP 11/2017 (Manajemen PNS) Pasal 309–341 as amended by PP 17/2020, with
 * Perban BKN 24/2017 (amended by Perban BKN 7/2021) and, for PPPK, Perban BKN 7/2022
 * (regulations.md sections 1.2 and 1.3):
 *
 * - CT  cuti tahunan: 12 working days after 1 year of continuous service (PNS, CPNS, PPPK).
 * - CB  cuti besar: up to 3 months after 5 years of service (PNS only; not for PPPK).
 * - CS  cuti sakit: up to 1 year (+6 months on the Tim Penguji Kesehatan's advice); a doctor's
 *       note above 1 day (the leave issue; PP 11/2017 asks one from day 1), a government
 *       doctor's above 14 days (the note; the app cannot read the letter).
 * - CSP cuti sakit PPPK: up to 1 month (Perban BKN 7/2022), same notes.
 * - CM  cuti melahirkan: up to 3 months, 1st–3rd child (the 4th onwards uses CB).
 * - CAP cuti karena alasan penting: up to 1 month, with the supporting letter.
 * - CLTN cuti di luar tanggungan negara: up to 3 years after 5 years of service, unpaid.
 * - CBER cuti bersama: days set each year by Keppres; does NOT reduce CT (PP 11/2017 Pasal 333,
 *       Keppres 42/2025), and ASN who must work get the days added to that year's CT.
 *
 * Confirmation: the request goes through the atasan langsung to the PYBMC (regulations.md 1.2);
 * kepegawaian checks the entitlement first. Which staff types may take each type (CPNS for CS,
 * CM, CAP) and the attachment rules beyond the doctor's notes are defaults an admin edits.
 * Staff types are named by their jenis-pegawai codes and resolved to ids when seeding.
 */
export interface JenisCutiSeed {
  code: string;
  name: string;
  durationUnit: 'working_days' | 'calendar_days' | 'months' | 'years';
  maxDuration: number | null;
  minServiceMonths: number;
  attachmentRule: 'none' | 'optional' | 'required' | 'required_above';
  attachmentAboveDays: number | null;
  attachmentNote: string | null;
  staffTypeCodes: readonly string[];
  approvalLevels: ('kepegawaian' | 'atasan' | 'kabag' | 'penjabat')[];
  isPaid: boolean;
  description: string;
  sortOrder: number;
}

const ASN = ['PNS', 'CPNS', 'PPPK'] as const;
// The Kepala Bagian confirms leave for everyone in the bagian (docs/organisation.md) between
// the atasan's consideration and the PYBMC's decision.
const REQUEST_FLOW: JenisCutiSeed['approvalLevels'] = [
  'kepegawaian',
  'atasan',
  'kabag',
  'penjabat',
];

export const JENIS_CUTI_SEED: readonly JenisCutiSeed[] = [
  {
    code: 'CT',
    name: 'Cuti Tahunan',
    durationUnit: 'working_days',
    maxDuration: 12,
    minServiceMonths: 12,
    attachmentRule: 'none',
    attachmentAboveDays: null,
    attachmentNote: null,
    staffTypeCodes: ASN,
    approvalLevels: REQUEST_FLOW,
    isPaid: true,
    description:
      '12 hari kerja setahun. Sisa paling banyak 6 hari per tahun dapat dipakai tahun berikutnya (jumlah paling banyak 18 hari, atau 24 hari bila 2 tahun atau lebih tidak diambil). Tidak ada cuti tahunan pada tahun cuti besar diambil. Dosen berhak sejak PP 17/2020.',
    sortOrder: 1,
  },
  {
    code: 'CB',
    name: 'Cuti Besar',
    durationUnit: 'months',
    maxDuration: 3,
    minServiceMonths: 60,
    attachmentRule: 'optional',
    attachmentAboveDays: null,
    attachmentNote: 'Bukti ibadah haji pertama bila masa kerja belum 5 tahun',
    staffTypeCodes: ['PNS'],
    approvalLevels: REQUEST_FLOW,
    isPaid: true,
    description:
      'Paling lama 3 bulan setelah 5 tahun bekerja terus-menerus (kecuali ibadah haji pertama). Menghapus cuti tahunan tahun itu; sisa yang tidak diambil hapus. Kelahiran anak ke-4 dan seterusnya memakai cuti besar.',
    sortOrder: 2,
  },
  {
    code: 'CS',
    name: 'Cuti Sakit',
    durationUnit: 'months',
    maxDuration: 12,
    minServiceMonths: 0,
    attachmentRule: 'required_above',
    attachmentAboveDays: 1,
    attachmentNote:
      'Surat keterangan dokter; lebih dari 14 hari: surat keterangan dokter pemerintah',
    staffTypeCodes: ['PNS', 'CPNS'],
    approvalLevels: REQUEST_FLOW,
    isPaid: true,
    description:
      'Paling lama 1 tahun, dapat ditambah 6 bulan atas pertimbangan Tim Penguji Kesehatan. Gugur kandungan paling lama 1,5 bulan; kecelakaan kerja sampai sembuh.',
    sortOrder: 3,
  },
  {
    code: 'CSP',
    name: 'Cuti Sakit PPPK',
    durationUnit: 'months',
    maxDuration: 1,
    minServiceMonths: 0,
    attachmentRule: 'required_above',
    attachmentAboveDays: 1,
    attachmentNote:
      'Surat keterangan dokter; lebih dari 14 hari: surat keterangan dokter pemerintah',
    staffTypeCodes: ['PPPK'],
    approvalLevels: REQUEST_FLOW,
    isPaid: true,
    description:
      'Perban BKN 7/2022: paling lama 1 bulan. Gugur kandungan paling lama 1,5 bulan; kecelakaan kerja sampai perjanjian kerja berakhir.',
    sortOrder: 4,
  },
  {
    code: 'CM',
    name: 'Cuti Melahirkan',
    durationUnit: 'months',
    maxDuration: 3,
    minServiceMonths: 0,
    attachmentRule: 'optional',
    attachmentAboveDays: null,
    attachmentNote: null,
    staffTypeCodes: ASN,
    approvalLevels: REQUEST_FLOW,
    isPaid: true,
    description:
      'Paling lama 3 bulan untuk kelahiran anak ke-1 sampai ke-3 selama menjadi pegawai; anak ke-4 dan seterusnya memakai cuti besar.',
    sortOrder: 5,
  },
  {
    code: 'CAP',
    name: 'Cuti Karena Alasan Penting',
    durationUnit: 'months',
    maxDuration: 1,
    minServiceMonths: 0,
    attachmentRule: 'required',
    attachmentAboveDays: null,
    attachmentNote:
      'Surat keterangan rawat inap / kematian / bencana (paling rendah dari Ketua RT) sesuai alasan',
    staffTypeCodes: ['PNS', 'CPNS'],
    approvalLevels: REQUEST_FLOW,
    isPaid: true,
    description:
      'Paling lama 1 bulan: keluarga inti sakit keras atau meninggal, mengurus hak keluarga yang meninggal, melangsungkan perkawinan, istri melahirkan/operasi caesar, bencana, atau penugasan di luar negeri yang berbahaya. Tidak mengurangi cuti tahunan.',
    sortOrder: 6,
  },
  {
    code: 'CLTN',
    name: 'Cuti di Luar Tanggungan Negara',
    durationUnit: 'years',
    maxDuration: 3,
    minServiceMonths: 60,
    attachmentRule: 'required',
    attachmentAboveDays: null,
    attachmentNote: 'Alasan pribadi dan mendesak; memerlukan persetujuan BKN',
    staffTypeCodes: ['PNS'],
    approvalLevels: REQUEST_FLOW,
    isPaid: false,
    description:
      'Paling lama 3 tahun, dapat diperpanjang. Tidak menerima penghasilan, jabatan dikosongkan, dan tidak dihitung sebagai masa kerja.',
    sortOrder: 7,
  },
  {
    code: 'CBER',
    name: 'Cuti Bersama',
    durationUnit: 'working_days',
    maxDuration: null,
    minServiceMonths: 0,
    attachmentRule: 'none',
    attachmentAboveDays: null,
    attachmentNote: null,
    staffTypeCodes: ASN,
    approvalLevels: ['kepegawaian'],
    isPaid: true,
    description:
      'Ditetapkan tiap tahun dengan Keputusan Presiden (2026: Keppres 42/2025, 8 hari). Tidak mengurangi cuti tahunan; ASN yang tetap bertugas mendapat tambahan cuti tahunan sebanyak hari itu pada tahun berjalan (PP 11/2017 Pasal 333).',
    sortOrder: 8,
  },
];
