import {
  ACTING_KIND_LABELS,
  ZActingAssignmentRow,
  ZCreateActingAssignmentRequest,
  ZUpdateActingAssignmentRequest,
} from '@sikerja/contracts';
import {
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
  columns: [
    { key: 'user_name', label: 'Pelaksana' },
    { key: 'position_name', label: 'Jabatan' },
    { key: 'kind', label: 'Jenis', format: 'option', options: KINDS, width: 190 },
    { key: 'start_date', label: 'Mulai', format: 'date', sortKey: 'start_date', width: 150 },
    { key: 'end_date', label: 'Selesai', format: 'date', sortKey: 'end_date', width: 150 },
    { key: 'decree_number', label: 'Nomor SK/Sprin', width: 170 },
  ],
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
