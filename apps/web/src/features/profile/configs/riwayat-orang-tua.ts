import {
  PARENT_LABELS as L,
  PARENT_DESCRIPTOR,
  PARENT_RELATION_LABELS,
  type TParentRow,
  ZParentRow,
  ZSaveParentRequest,
} from '@sikerja/contracts';
import { columnsOf, optionsOf } from '../../../platform/resource-screen/resource-screen.api.ts';
import { defineProfileList } from '../profile-list-config.ts';

const relations = optionsOf(PARENT_RELATION_LABELS);

/** `/user/profile/riwayat_orang_tua`: parents and parents-in-law. */
export const profileList = defineProfileList<TParentRow>({
  row: ZParentRow,
  save: ZSaveParentRequest,
  noun: 'Orang Tua',
  description: 'Ayah, ibu, dan mertua.',
  columns: columnsOf(PARENT_DESCRIPTOR, [
    { field: 'relation', format: 'option', options: relations },
    { field: 'name' },
    { field: 'birth_date', format: 'date' },
    { field: 'occupation' },
    { field: 'is_alive', format: 'boolean' },
  ]),
  fields: [
    {
      name: 'relation',
      label: L.relation,
      input: 'select',
      options: relations,
      required: true,
      width: 'half',
    },
    { name: 'name', label: L.name, input: 'text', required: true, width: 'half' },
    { name: 'nik', label: L.nik, input: 'text', width: 'half', placeholder: '16 digit' },
    { name: 'occupation', label: L.occupation, input: 'text', width: 'half' },
    { name: 'birth_place', label: L.birth_place, input: 'text', width: 'half' },
    { name: 'birth_date', label: L.birth_date, input: 'date', width: 'half' },
    { name: 'address', label: L.address, input: 'textarea' },
    { name: 'is_alive', label: L.is_alive, input: 'switch' },
  ],
  defaults: {
    relation: null,
    name: '',
    nik: '',
    occupation: '',
    birth_place: '',
    birth_date: null,
    address: '',
    is_alive: true,
  },
  itemLabel: (row) => row.name,
  document: {
    label: 'Dokumen pendukung',
    description: 'Mis. KTP. PDF atau gambar, maksimal 2 MB.',
  },
});
