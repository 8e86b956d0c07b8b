import {
  OFFICE_HOURS_LABEL,
  WORK_PATTERN_ASSIGNMENT_DESCRIPTOR,
  WORK_PATTERN_ASSIGNMENT_STATUS_LABELS,
  ZCreateWorkPatternAssignmentRequest,
  ZUpdateWorkPatternAssignmentRequest,
  ZWorkPatternAssignmentRow,
} from '@sikerja/contracts';
import {
  columnsOf,
  defineResourceScreen,
  optionsOf,
} from '../../platform/resource-screen/resource-screen.api.ts';
import { CycleCell } from './cycle-chips.tsx';
import { DecisionActions } from './decision-actions.tsx';

/**
 * '/admin/master/pola_kerja_pegawai': who works which pattern from which date. A person's
 * requests are listed here too ('Menunggu persetujuan'), decided with Setujui / Tolak.
 */
export const masterScreen = defineResourceScreen({
  row: ZWorkPatternAssignmentRow,
  create: ZCreateWorkPatternAssignmentRequest,
  update: ZUpdateWorkPatternAssignmentRequest,
  noun: 'Pola Kerja Pegawai',
  subject: 'Penugasan pola kerja',
  description:
    'Penugasan pola kerja mulai tanggal tertentu (hari pertama siklus). Penugasan oleh admin langsung berlaku; permintaan pegawai berlaku setelah disetujui.',
  itemLabel: (row) => `${row.user_name ?? 'Pegawai'} mulai ${row.start_date}`,
  columns: columnsOf(WORK_PATTERN_ASSIGNMENT_DESCRIPTOR, [
    { field: 'user_name' },
    { field: 'pattern_name', empty: OFFICE_HOURS_LABEL },
    { field: 'pattern_cycle', cell: CycleCell, empty: '-' },
    { field: 'start_date', format: 'date', width: 140 },
    { field: 'reason' },
    {
      field: 'status',
      format: 'option',
      options: optionsOf(WORK_PATTERN_ASSIGNMENT_STATUS_LABELS),
      width: 170,
    },
  ]),
  fields: [
    {
      name: 'user_id',
      label: 'Pegawai',
      input: 'reference',
      required: true,
      reference: {
        path: '/admin/master/user',
        label: (row) => (row.nip ? `${String(row.name)} (${String(row.nip)})` : String(row.name)),
        filters: { status: 'active' },
      },
    },
    {
      name: 'pattern_id',
      label: 'Pola kerja',
      input: 'reference',
      description: 'Kosongkan untuk kembali ke jam kantor.',
      placeholder: OFFICE_HOURS_LABEL,
      reference: {
        path: '/admin/master/pola_kerja',
        label: (row) => `${String(row.code)} ${String(row.name)}`,
        filters: { is_active: true },
      },
    },
    { name: 'start_date', label: 'Tanggal mulai', input: 'date', required: true, width: 'half' },
    { name: 'reason', label: 'Alasan', input: 'textarea' },
  ],
  defaults: { user_id: null, pattern_id: null, start_date: null, reason: '' },
  filters: [
    {
      name: 'user_id',
      label: 'Pegawai',
      reference: { path: '/admin/master/user', filters: { status: 'active' } },
    },
    {
      name: 'effective',
      label: 'Berlaku',
      options: [
        { value: 'true', label: 'Berlaku' },
        { value: 'false', label: 'Belum / tidak berlaku' },
      ],
    },
  ],
  rowMenu: DecisionActions,
});
