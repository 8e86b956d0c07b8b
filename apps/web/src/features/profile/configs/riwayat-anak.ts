import {
  CHILD_DESCRIPTOR,
  CHILD_RELATION_LABELS,
  GENDER_LABELS,
  CHILD_LABELS as L,
  type TChildRow,
  ZChildRow,
  ZSaveChildRequest,
} from '@sikerja/contracts';
import { columnsOf, optionsOf } from '../../../platform/resource-screen/resource-screen.api.ts';
import { defineProfileList } from '../profile-list-config.ts';

const genders = optionsOf(GENDER_LABELS);
const relations = optionsOf(CHILD_RELATION_LABELS);

/** `/user/profile/riwayat_anak`: children, for the family allowance and PTKP dependants. */
export const profileList = defineProfileList<TChildRow>({
  row: ZChildRow,
  save: ZSaveChildRequest,
  noun: 'Anak',
  description: 'Anak kandung, tiri dan angkat, dasar tunjangan keluarga dan tanggungan PTKP.',
  columns: columnsOf(CHILD_DESCRIPTOR, [
    { field: 'name' },
    { field: 'gender', format: 'option', options: genders },
    { field: 'birth_date', format: 'date' },
    { field: 'relation', format: 'option', options: relations },
    { field: 'receives_allowance', format: 'boolean' },
  ]),
  fields: [
    { name: 'name', label: L.name, input: 'text', required: true },
    { name: 'nik', label: L.nik, input: 'text', width: 'half', placeholder: '16 digit' },
    {
      name: 'gender',
      label: L.gender,
      input: 'select',
      options: genders,
      required: true,
      width: 'half',
    },
    { name: 'birth_place', label: L.birth_place, input: 'text', width: 'half' },
    { name: 'birth_date', label: L.birth_date, input: 'date', required: true, width: 'half' },
    {
      name: 'relation',
      label: L.relation,
      input: 'select',
      options: relations,
      required: true,
      width: 'half',
    },
    {
      name: 'education',
      label: L.education,
      input: 'text',
      width: 'half',
      placeholder: 'Mis. SD, SMA, S1',
    },
    { name: 'receives_allowance', label: L.receives_allowance, input: 'switch' },
  ],
  defaults: {
    name: '',
    nik: '',
    gender: null,
    birth_place: '',
    birth_date: null,
    relation: 'kandung',
    education: '',
    receives_allowance: false,
  },
  itemLabel: (row) => row.name,
  document: { label: 'Akta kelahiran', description: 'PDF atau gambar, maksimal 2 MB.' },
});
