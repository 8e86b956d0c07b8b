import type { SystemGroupKey } from './reference.ts';

/** A fictional aviation polytechnic, small enough to read and large enough to click through. */
export const DEMO_INSTITUTION = {
  name: 'Politeknik Penerbangan Nusantara',
  shortName: 'Poltekbang Nusantara',
};

export const DEMO_PASSWORD = 'Sikerja#2026';

export const DEMO_UNITS = [
  { code: 'DIR', name: 'Direktorat', parent: null },
  { code: 'BAAK', name: 'Bagian Administrasi Akademik dan Ketarunaan', parent: 'DIR' },
  { code: 'AKD', name: 'Subbagian Akademik', parent: 'BAAK' },
  { code: 'KTR', name: 'Subbagian Ketarunaan', parent: 'BAAK' },
  { code: 'BAUK', name: 'Bagian Administrasi Umum dan Keuangan', parent: 'DIR' },
  { code: 'KEPEG', name: 'Subbagian Kepegawaian dan Umum', parent: 'BAUK' },
  { code: 'KEU', name: 'Subbagian Keuangan', parent: 'BAUK' },
  { code: 'TPU', name: 'Program Studi Teknik Pesawat Udara', parent: 'DIR' },
  { code: 'MTU', name: 'Program Studi Manajemen Transportasi Udara', parent: 'DIR' },
] as const;
export type DemoUnitCode = (typeof DEMO_UNITS)[number]['code'];

export interface DemoPerson {
  name: string;
  /** 1 male, 2 female: the 15th digit of a NIP. */
  sex: 1 | 2;
  born: string;
  /** TMT CPNS, year and month: digits 9 to 14 of a NIP. */
  tmt: string;
  unit: DemoUnitCode;
  email?: string;
  level?: 'admin' | 'user';
  groups: SystemGroupKey[];
}

/**
 * The seven demo accounts later issues give roles to; keep them stable. An eighth login,
 * kabagumum@ (the head of general affairs, first level of surat tugas approval), sits on Samsul
 * Bahri's row in DEMO_STAFF, so no NIP, id or seeded history moves.
 */
export const DEMO_ACCOUNTS: DemoPerson[] = [
  {
    name: 'Administrator Sikerja',
    sex: 1,
    born: '1985-03-12',
    tmt: '2010-03',
    unit: 'KEPEG',
    email: 'admin@sikerja.test',
    level: 'admin',
    groups: ['admin'],
  },
  {
    name: 'Rina Kartika Sari',
    sex: 2,
    born: '1992-07-21',
    tmt: '2017-01',
    unit: 'AKD',
    email: 'pegawai@sikerja.test',
    groups: ['staff'],
  },
  {
    name: 'Budi Santoso',
    sex: 1,
    born: '1980-11-02',
    tmt: '2005-04',
    unit: 'AKD',
    email: 'atasan@sikerja.test',
    groups: ['staff'],
  },
  {
    name: 'Siti Nurhaliza Putri',
    sex: 2,
    born: '1975-05-30',
    tmt: '2000-03',
    unit: 'BAAK',
    email: 'kabag@sikerja.test',
    groups: ['staff'],
  },
  {
    name: 'Dewi Lestari',
    sex: 2,
    born: '1988-09-14',
    tmt: '2012-02',
    unit: 'KEPEG',
    email: 'kepegawaian@sikerja.test',
    groups: ['staff', 'personnel'],
  },
  {
    name: 'Capt. Agus Wibowo',
    sex: 1,
    born: '1968-01-08',
    tmt: '1993-03',
    unit: 'DIR',
    email: 'direktur@sikerja.test',
    groups: ['staff'],
  },
  {
    name: 'Hendra Gunawan',
    sex: 1,
    born: '1984-12-19',
    tmt: '2009-01',
    unit: 'TPU',
    email: 'dosen@sikerja.test',
    groups: ['staff', 'lecturer'],
  },
];

/** The rest of the staff, spread over the units. */
export const DEMO_STAFF: DemoPerson[] = [
  {
    name: 'Ahmad Fauzi',
    sex: 1,
    born: '1990-02-11',
    tmt: '2015-03',
    unit: 'AKD',
    groups: ['staff'],
  },
  {
    name: 'Yuliana Pratiwi',
    sex: 2,
    born: '1994-06-05',
    tmt: '2019-02',
    unit: 'AKD',
    groups: ['staff'],
  },
  {
    name: 'Rizky Ramadhan',
    sex: 1,
    born: '1996-01-27',
    tmt: '2020-01',
    unit: 'AKD',
    groups: ['staff'],
  },
  { name: 'Nur Aini', sex: 2, born: '1987-04-16', tmt: '2011-03', unit: 'KTR', groups: ['staff'] },
  {
    name: 'Dedi Kurniawan',
    sex: 1,
    born: '1979-08-23',
    tmt: '2004-02',
    unit: 'KTR',
    groups: ['staff'],
  },
  {
    name: 'Fitri Handayani',
    sex: 2,
    born: '1991-10-09',
    tmt: '2016-04',
    unit: 'KTR',
    groups: ['staff'],
  },
  {
    name: 'Joko Susilo',
    sex: 1,
    born: '1983-03-03',
    tmt: '2008-01',
    unit: 'KTR',
    groups: ['staff'],
  },
  {
    name: 'Maya Anggraini',
    sex: 2,
    born: '1989-12-12',
    tmt: '2014-03',
    unit: 'BAUK',
    groups: ['staff'],
  },
  {
    name: 'Eko Prasetyo',
    sex: 1,
    born: '1977-07-07',
    tmt: '2002-03',
    unit: 'BAUK',
    groups: ['staff'],
  },
  {
    name: 'Putri Ayu Lestari',
    sex: 2,
    born: '1993-05-18',
    tmt: '2018-02',
    unit: 'KEPEG',
    groups: ['staff', 'personnel'],
  },
  {
    name: 'Andi Setiawan',
    sex: 1,
    born: '1986-09-29',
    tmt: '2010-04',
    unit: 'KEPEG',
    groups: ['staff'],
  },
  {
    name: 'Wulan Sari',
    sex: 2,
    born: '1995-11-11',
    tmt: '2020-02',
    unit: 'KEPEG',
    groups: ['staff'],
  },
  {
    name: 'Teguh Santoso',
    sex: 1,
    born: '1982-01-15',
    tmt: '2007-03',
    unit: 'KEU',
    groups: ['staff'],
  },
  {
    name: 'Indah Permatasari',
    sex: 2,
    born: '1990-08-08',
    tmt: '2015-01',
    unit: 'KEU',
    groups: ['staff'],
  },
  {
    name: 'Bayu Aji Nugroho',
    sex: 1,
    born: '1992-04-24',
    tmt: '2017-03',
    unit: 'KEU',
    groups: ['staff'],
  },
  {
    name: 'Ratna Dewi',
    sex: 2,
    born: '1985-06-01',
    tmt: '2009-04',
    unit: 'KEU',
    groups: ['staff'],
  },
  {
    name: 'Ir. Bambang Hermawan',
    sex: 1,
    born: '1970-10-10',
    tmt: '1996-03',
    unit: 'TPU',
    groups: ['staff', 'lecturer'],
  },
  {
    name: 'Sri Wahyuni',
    sex: 2,
    born: '1981-02-28',
    tmt: '2006-02',
    unit: 'TPU',
    groups: ['staff', 'lecturer'],
  },
  {
    name: 'Arif Rahman Hakim',
    sex: 1,
    born: '1988-07-19',
    tmt: '2013-03',
    unit: 'TPU',
    groups: ['staff', 'lecturer'],
  },
  {
    name: 'Lina Marlina',
    sex: 2,
    born: '1991-03-13',
    tmt: '2016-01',
    unit: 'TPU',
    groups: ['staff', 'lecturer'],
  },
  {
    name: 'Fajar Nugraha',
    sex: 1,
    born: '1993-09-02',
    tmt: '2019-03',
    unit: 'TPU',
    groups: ['staff'],
  },
  {
    name: 'Wahyu Hidayat',
    sex: 1,
    born: '1978-05-25',
    tmt: '2003-01',
    unit: 'TPU',
    groups: ['staff', 'lecturer'],
  },
  {
    name: 'Dr. Retno Wulandari',
    sex: 2,
    born: '1974-12-03',
    tmt: '1999-03',
    unit: 'MTU',
    groups: ['staff', 'lecturer'],
  },
  {
    name: 'Hari Purnomo',
    sex: 1,
    born: '1983-08-17',
    tmt: '2008-04',
    unit: 'MTU',
    groups: ['staff', 'lecturer'],
  },
  {
    name: 'Novita Sari',
    sex: 2,
    born: '1989-01-21',
    tmt: '2014-02',
    unit: 'MTU',
    groups: ['staff', 'lecturer'],
  },
  {
    name: 'Yusuf Maulana',
    sex: 1,
    born: '1994-10-30',
    tmt: '2019-01',
    unit: 'MTU',
    groups: ['staff', 'lecturer'],
  },
  {
    name: 'Kartini Susanti',
    sex: 2,
    born: '1986-04-04',
    tmt: '2011-01',
    unit: 'MTU',
    groups: ['staff'],
  },
  {
    name: 'Rudi Hartono',
    sex: 1,
    born: '1976-03-22',
    tmt: '2001-03',
    unit: 'DIR',
    groups: ['staff'],
  },
  {
    name: 'Anisa Rahmawati',
    sex: 2,
    born: '1997-07-12',
    tmt: '2021-03',
    unit: 'DIR',
    groups: ['staff'],
  },
  {
    name: 'Galih Prakoso',
    sex: 1,
    born: '1990-11-26',
    tmt: '2015-04',
    unit: 'BAAK',
    groups: ['staff'],
  },
  {
    name: 'Mega Puspita',
    sex: 2,
    born: '1992-02-14',
    tmt: '2017-04',
    unit: 'BAAK',
    groups: ['staff'],
  },
  {
    name: 'Samsul Bahri',
    sex: 1,
    born: '1973-06-09',
    tmt: '1998-03',
    unit: 'BAUK',
    // Kepala Bagian Administrasi Umum dan Keuangan: decides surat tugas at the first level.
    email: 'kabagumum@sikerja.test',
    groups: ['staff'],
  },
  {
    name: 'Tri Wahyuningsih',
    sex: 2,
    born: '1984-09-06',
    tmt: '2009-02',
    unit: 'KEPEG',
    groups: ['staff'],
  },
];

export interface DemoPosition {
  name: string;
  kind: 'struktural' | 'fungsional' | 'pelaksana';
  /** Kelas jabatan 1–17. */
  jobClass: number;
  echelon?: 'II.b' | 'III.a' | 'IV.a';
  unit: DemoUnitCode;
  /** The superior position's name; null at the top. */
  superior: string | null;
  isLecturer?: boolean;
  /** Names of the people holding it (DEMO_ACCOUNTS or DEMO_STAFF). */
  holders: string[];
}

/**
 * The position map of the demo accounts, superiors before their subordinates, so that
 * pegawai@ reports to atasan@, atasan@ to kabag@ and kabag@ to direktur@. Job classes follow
 * the usual pattern (JPT pratama 14, administrator 11, ahli muda 9, ahli pertama 8,
 * pelaksana 6); job-value points are left for the institution's own job evaluation.
 */
export const DEMO_POSITIONS: DemoPosition[] = [
  {
    name: 'Direktur',
    kind: 'struktural',
    jobClass: 14,
    echelon: 'II.b',
    unit: 'DIR',
    superior: null,
    holders: ['Capt. Agus Wibowo'],
  },
  {
    name: 'Kepala Bagian Administrasi Akademik dan Ketarunaan',
    kind: 'struktural',
    jobClass: 11,
    echelon: 'III.a',
    unit: 'BAAK',
    superior: 'Direktur',
    holders: ['Siti Nurhaliza Putri'],
  },
  {
    name: 'Kepala Bagian Administrasi Umum dan Keuangan',
    kind: 'struktural',
    jobClass: 11,
    echelon: 'III.a',
    unit: 'BAUK',
    superior: 'Direktur',
    holders: ['Samsul Bahri'],
  },
  {
    name: 'Analis Kebijakan Ahli Muda',
    kind: 'fungsional',
    jobClass: 9,
    unit: 'AKD',
    superior: 'Kepala Bagian Administrasi Akademik dan Ketarunaan',
    holders: ['Budi Santoso'],
  },
  {
    name: 'Pengadministrasi Perkantoran',
    kind: 'pelaksana',
    jobClass: 6,
    unit: 'AKD',
    superior: 'Analis Kebijakan Ahli Muda',
    holders: ['Rina Kartika Sari', 'Ahmad Fauzi'],
  },
  {
    name: 'Analis Sumber Daya Manusia Aparatur Ahli Pertama',
    kind: 'fungsional',
    jobClass: 8,
    unit: 'KEPEG',
    superior: 'Kepala Bagian Administrasi Umum dan Keuangan',
    holders: ['Dewi Lestari'],
  },
  {
    name: 'Pranata Komputer Ahli Pertama',
    kind: 'fungsional',
    jobClass: 8,
    unit: 'KEPEG',
    superior: 'Kepala Bagian Administrasi Umum dan Keuangan',
    holders: ['Administrator Sikerja'],
  },
  {
    name: 'Dosen Lektor',
    kind: 'fungsional',
    jobClass: 9,
    unit: 'TPU',
    superior: 'Direktur',
    isLecturer: true,
    holders: ['Hendra Gunawan', 'Sri Wahyuni'],
  },
];

/**
 * Unit heads by person. Subbagian Akademik has no head of its own since the eselon IV posts
 * were turned into functional ones, so the Kepala Bagian above it leads it.
 */
export const DEMO_UNIT_HEADS: Partial<Record<DemoUnitCode, string>> = {
  DIR: 'Capt. Agus Wibowo',
  BAAK: 'Siti Nurhaliza Putri',
  AKD: 'Siti Nurhaliza Putri',
  BAUK: 'Samsul Bahri',
};

/** The authorised official (PYBMC) who decides leave finally: the director. */
export const DEMO_AUTHORISED_OFFICIAL = 'Capt. Agus Wibowo';

/** A NIP as BKN builds it: birth date, TMT CPNS, sex, serial number. */
export function demoNip(person: DemoPerson, serial: number): string {
  const born = person.born.replaceAll('-', '');
  const tmt = person.tmt.replace('-', '');
  return `${born}${tmt}${person.sex}${String(serial).padStart(3, '0')}`;
}

/**
 * The demo campus as an attendance location (lokasi absensi) for every unit, so check-in works
 * out of the box; the browser tests fake their position at this point.
 */
export const DEMO_ATTENDANCE_LOCATION = {
  name: 'Kampus Utama Poltekbang Nusantara',
  latitude: -6.2891,
  longitude: 106.5693,
  radiusM: 200,
} as const;
