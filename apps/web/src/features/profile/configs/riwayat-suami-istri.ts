import {
  SPOUSE_LABELS as L,
  SPOUSE_DESCRIPTOR,
  type TSpouseRow,
  ZSaveSpouseRequest,
  ZSpouseRow,
} from '@sikerja/contracts';
import { columnsOf } from '../../../platform/resource-screen/resource-screen.api.ts';
import { defineProfileList } from '../profile-list-config.ts';

/** `/user/profile/riwayat_suami_istri`: the spouse's particulars (family allowance). */
export const profileList = defineProfileList<TSpouseRow>({
  row: ZSpouseRow,
  save: ZSaveSpouseRequest,
  noun: 'Suami / Istri',
  description: 'Data suami atau istri, dasar tunjangan keluarga.',
  columns: columnsOf(SPOUSE_DESCRIPTOR, [
    { field: 'name' },
    { field: 'birth_date', format: 'date' },
    { field: 'occupation' },
    { field: 'is_civil_servant', format: 'boolean' },
    { field: 'receives_allowance', format: 'boolean' },
  ]),
  fields: [
    { name: 'name', label: L.name, input: 'text', required: true },
    { name: 'nik', label: L.nik, input: 'text', width: 'half', placeholder: '16 digit' },
    { name: 'occupation', label: L.occupation, input: 'text', width: 'half' },
    { name: 'birth_place', label: L.birth_place, input: 'text', width: 'half' },
    { name: 'birth_date', label: L.birth_date, input: 'date', width: 'half' },
    { name: 'is_civil_servant', label: L.is_civil_servant, input: 'switch', width: 'half' },
    { name: 'nip', label: L.nip, input: 'text', width: 'half', placeholder: '18 digit, bila ASN' },
    { name: 'receives_allowance', label: L.receives_allowance, input: 'switch' },
  ],
  defaults: {
    name: '',
    nik: '',
    occupation: '',
    birth_place: '',
    birth_date: null,
    is_civil_servant: false,
    nip: '',
    receives_allowance: false,
  },
  itemLabel: (row) => row.name,
  document: {
    label: 'Dokumen pendukung',
    description: 'Mis. KTP pasangan. PDF atau gambar, maksimal 2 MB.',
  },
});
