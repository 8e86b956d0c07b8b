import {
  GENDER_LABELS,
  LECTURER_RANK_LABELS,
  STAFF_DESCRIPTOR,
  type TStaffRow,
  USER_LEVELS,
  ZCreateStaffRequest,
  ZStaffRow,
  ZUpdateStaffRequest,
} from '@sikerja/contracts';
import {
  columnsOf,
  defineResourceScreen,
  optionsOf,
  type ResourceField,
} from '../../platform/resource-screen/resource-screen.api.ts';
import { AccountMenu } from './components/account-menu.tsx';
import { STATUS_OPTIONS } from './components/user-status-badge.tsx';

const LEVELS = USER_LEVELS.map((value) => ({
  value,
  label: value === 'admin' ? 'Admin' : 'Pegawai',
}));
const GENDERS = optionsOf(GENDER_LABELS);
const LECTURER_RANKS = optionsOf(LECTURER_RANK_LABELS);

const reference = (
  name: string,
  label: string,
  path: string,
  rowLabel?: (row: Record<string, unknown>) => string,
  extra: Partial<ResourceField> = {},
): ResourceField => ({
  name,
  label,
  input: 'reference',
  reference: { path, filters: { is_active: true }, ...(rowLabel ? { label: rowLabel } : {}) },
  ...extra,
});

/**
 * '/admin/master/user' ('Data Pegawai'): the staff register on the generic resource screen, with
 * account actions per row and no delete (docs/organisation.md).
 */
export const staffRegisterScreen = defineResourceScreen<TStaffRow>({
  row: ZStaffRow,
  create: ZCreateStaffRequest,
  update: ZUpdateStaffRequest,
  noun: 'Pegawai',
  description:
    'Data pegawai: identitas, kepegawaian, penempatan dan akun. Pegawai baru menerima email untuk membuat password.',
  itemLabel: (row) => row.name,
  canDelete: false,
  canImport: true,
  columns: columnsOf(STAFF_DESCRIPTOR, [
    { field: 'name' },
    { field: 'nip', width: 190 },
    { field: 'unit_name' },
    { field: 'position_name' },
    { field: 'rank_code', width: 80 },
    { field: 'staff_type_name', width: 150 },
    { field: 'status', format: 'option', options: STATUS_OPTIONS, width: 150 },
  ]),
  fields: [
    { name: 'name', label: 'Nama lengkap (tanpa gelar)', input: 'text', required: true },
    { name: 'front_title', label: 'Gelar depan', input: 'text', width: 'half', placeholder: 'Dr.' },
    {
      name: 'back_title',
      label: 'Gelar belakang',
      input: 'text',
      width: 'half',
      placeholder: 'S.T., M.T.',
    },
    reference('staff_type_id', 'Jenis pegawai', '/admin/master/jenis_pegawai', undefined, {
      required: true,
      width: 'half',
    }),
    {
      name: 'nip',
      label: 'NIP / nomor pegawai',
      input: 'text',
      width: 'half',
      description: 'PNS/CPNS: 18 digit sesuai BKN. Non-ASN: nomor pegawai internal.',
    },
    { name: 'gender', label: 'Jenis kelamin', input: 'select', options: GENDERS, width: 'half' },
    { name: 'birth_date', label: 'Tanggal lahir', input: 'date', width: 'half' },
    { name: 'tmt_cpns', label: 'TMT CPNS', input: 'date', width: 'half' },
    { name: 'tmt_pns', label: 'TMT PNS', input: 'date', width: 'half' },
    reference(
      'unit_id',
      'Unit kerja',
      '/admin/master/unit_kerja',
      (r) => `${String(r.code)} ${String(r.name)}`,
    ),
    reference('position_id', 'Jabatan', '/admin/master/jabatan', undefined, {
      description: 'Atasan ditentukan dari Peta Jabatan.',
    }),
    reference(
      'rank_id',
      'Pangkat / golongan',
      '/admin/master/pangkat',
      (r) => `${String(r.code)} ${String(r.name)}`,
      {
        width: 'half',
      },
    ),
    {
      name: 'lecturer_rank',
      label: 'Jabatan fungsional dosen',
      input: 'select',
      options: LECTURER_RANKS,
      width: 'half',
    },
    { name: 'email', label: 'Email', input: 'text', width: 'half' },
    {
      name: 'level',
      label: 'Level',
      input: 'select',
      options: LEVELS,
      required: true,
      width: 'half',
    },
    { name: 'phone', label: 'Telepon', input: 'text', width: 'half' },
    { name: 'whatsapp', label: 'WhatsApp', input: 'text', width: 'half' },
    reference(
      'ptkp_status_id',
      'Status PTKP',
      '/admin/master/pajak_ptkp',
      (r) => `${String(r.code)} ${String(r.description)}`,
      {
        width: 'half',
      },
    ),
    { name: 'npwp', label: 'NPWP', input: 'text', width: 'half', placeholder: '15 atau 16 digit' },
    { name: 'bank_name', label: 'Bank', input: 'text', width: 'half' },
    { name: 'bank_account', label: 'Nomor rekening', input: 'text', width: 'half' },
    { name: 'may_work_anywhere', label: 'Boleh presensi dari mana saja', input: 'switch' },
    { name: 'work_anywhere_reason', label: 'Alasan presensi dari mana saja', input: 'textarea' },
  ],
  defaults: {
    name: '',
    front_title: '',
    back_title: '',
    staff_type_id: null,
    nip: '',
    gender: null,
    birth_date: null,
    tmt_cpns: null,
    tmt_pns: null,
    unit_id: null,
    position_id: null,
    rank_id: null,
    lecturer_rank: null,
    email: '',
    level: 'user',
    phone: '',
    whatsapp: '',
    ptkp_status_id: null,
    npwp: '',
    bank_name: '',
    bank_account: '',
    may_work_anywhere: false,
    work_anywhere_reason: '',
  },
  rowMenu: AccountMenu,
  filters: [
    { name: 'status', label: 'Status', options: STATUS_OPTIONS },
    {
      name: 'unit_id',
      label: 'Unit',
      reference: {
        path: '/admin/master/unit_kerja',
        label: (r) => `${String(r.code)} ${String(r.name)}`,
      },
    },
    { name: 'position_id', label: 'Jabatan', reference: { path: '/admin/master/jabatan' } },
    {
      name: 'rank_id',
      label: 'Golongan',
      reference: {
        path: '/admin/master/pangkat',
        label: (r) => `${String(r.code)} ${String(r.name)}`,
      },
    },
    { name: 'staff_type_id', label: 'Jenis', reference: { path: '/admin/master/jenis_pegawai' } },
  ],
});
