import {
  JOB_DESCRIPTOR,
  JOB_LABELS as L,
  type TJobRow,
  ZJobRow,
  ZSaveJobRequest,
} from '@sikerja/contracts';
import { columnsOf } from '../../../platform/resource-screen/resource-screen.api.ts';
import { defineProfileList } from '../profile-list-config.ts';

/** `/user/profile/riwayat_pekerjaan`: earlier and current posts, with their decrees. */
export const profileList = defineProfileList<TJobRow>({
  row: ZJobRow,
  save: ZSaveJobRequest,
  noun: 'Pekerjaan',
  description: 'Jabatan dan tempat kerja sebelumnya maupun sekarang, dengan SK-nya.',
  columns: columnsOf(JOB_DESCRIPTOR, [
    { field: 'position_name' },
    { field: 'organisation' },
    { field: 'start_date', format: 'date' },
    { field: 'end_date', format: 'date' },
    { field: 'decree_number' },
  ]),
  fields: [
    { name: 'position_name', label: L.position_name, input: 'text', required: true },
    { name: 'organisation', label: L.organisation, input: 'text', required: true },
    { name: 'start_date', label: L.start_date, input: 'date', required: true, width: 'half' },
    {
      name: 'end_date',
      label: L.end_date,
      input: 'date',
      width: 'half',
      description: 'Kosongkan bila masih menjabat.',
    },
    { name: 'decree_number', label: L.decree_number, input: 'text', width: 'half' },
    { name: 'decree_date', label: L.decree_date, input: 'date', width: 'half' },
  ],
  defaults: {
    position_name: '',
    organisation: '',
    start_date: null,
    end_date: null,
    decree_number: '',
    decree_date: null,
  },
  itemLabel: (row) => `${row.position_name} (${row.organisation})`,
  document: { label: 'SK', description: 'PDF atau gambar, maksimal 2 MB.' },
});
