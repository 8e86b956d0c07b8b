import {
  MARRIAGE_LABELS as L,
  MARRIAGE_DESCRIPTOR,
  MARRIAGE_STATUS_LABELS,
  type TMarriageRow,
  ZMarriageRow,
  ZSaveMarriageRequest,
} from '@sikerja/contracts';
import { columnsOf, optionsOf } from '../../../platform/resource-screen/resource-screen.api.ts';
import { defineProfileList } from '../profile-list-config.ts';

const statuses = optionsOf(MARRIAGE_STATUS_LABELS);

/** `/user/profile/riwayat_pernikahan`: marriages and how they ended. */
export const profileList = defineProfileList<TMarriageRow>({
  row: ZMarriageRow,
  save: ZSaveMarriageRequest,
  noun: 'Pernikahan',
  description: 'Pernikahan dan, bila sudah berakhir, cara dan tanggal berakhirnya.',
  columns: columnsOf(MARRIAGE_DESCRIPTOR, [
    { field: 'spouse_name' },
    { field: 'marriage_date', format: 'date' },
    { field: 'certificate_number' },
    { field: 'status', format: 'option', options: statuses },
    { field: 'end_date', format: 'date' },
  ]),
  fields: [
    { name: 'spouse_name', label: L.spouse_name, input: 'text', required: true },
    { name: 'marriage_date', label: L.marriage_date, input: 'date', required: true, width: 'half' },
    { name: 'certificate_number', label: L.certificate_number, input: 'text', width: 'half' },
    {
      name: 'status',
      label: L.status,
      input: 'select',
      options: statuses,
      required: true,
      width: 'half',
    },
    {
      name: 'end_date',
      label: L.end_date,
      input: 'date',
      width: 'half',
      description: 'Hanya bila cerai hidup atau cerai mati.',
    },
  ],
  defaults: {
    spouse_name: '',
    marriage_date: null,
    certificate_number: '',
    status: 'menikah',
    end_date: null,
  },
  itemLabel: (row) => row.spouse_name,
  document: { label: 'Akta / buku nikah', description: 'PDF atau gambar, maksimal 2 MB.' },
});
