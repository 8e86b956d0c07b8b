import {
  ACTING_ASSIGNMENT_DESCRIPTOR,
  ACTING_KIND_LABELS,
  ZActingAssignmentRow,
  ZCreateActingAssignmentRequest,
  ZUpdateActingAssignmentRequest,
} from '@sikerja/contracts';
import {
  columnsOf,
  defineResourceScreen,
  optionsOf,
} from '../../../platform/resource-screen/resource-screen.api.ts';
import { personField } from './shared/people.ts';

const KINDS = optionsOf(ACTING_KIND_LABELS);

/**
 * '/admin/master/jabatan/plt': who acts in a position for a period. While in force, the acting
 * holder approves for the position instead of its holder (docs/organisation.md).
 */
export const masterScreen = defineResourceScreen({
  row: ZActingAssignmentRow,
  create: ZCreateActingAssignmentRequest,
  update: ZUpdateActingAssignmentRequest,
  noun: 'Plt/Plh',
  description:
    'Pelaksana Tugas (Plt) dan Pelaksana Harian (Plh): selama periodenya, persetujuan untuk jabatan ini diberikan oleh pelaksana.',
  itemLabel: (row) => `${row.kind.toUpperCase()} ${row.position_name ?? ''}`,
  columns: columnsOf(ACTING_ASSIGNMENT_DESCRIPTOR, [
    { field: 'user_name' },
    { field: 'position_name' },
    { field: 'kind', format: 'option', options: KINDS, width: 190 },
    { field: 'start_date', format: 'date', width: 150 },
    { field: 'end_date', format: 'date', width: 150 },
    { field: 'decree_number', width: 170 },
  ]),
  fields: [
    personField('user_id', 'Pelaksana'),
    {
      name: 'position_id',
      label: 'Jabatan yang dilaksanakan',
      input: 'reference',
      required: true,
      reference: { path: '/admin/master/jabatan', filters: { is_active: true } },
    },
    { name: 'kind', label: 'Jenis', input: 'select', options: KINDS, required: true },
    { name: 'start_date', label: 'Mulai', input: 'date', required: true, width: 'half' },
    { name: 'end_date', label: 'Selesai', input: 'date', required: true, width: 'half' },
    { name: 'decree_number', label: 'Nomor SK/Surat Perintah', input: 'text' },
    { name: 'note', label: 'Keterangan', input: 'textarea' },
  ],
  defaults: {
    user_id: null,
    position_id: null,
    kind: 'plt',
    start_date: null,
    end_date: null,
    decree_number: '',
    note: '',
  },
  filters: [{ name: 'kind', label: 'Jenis', options: KINDS }],
});
