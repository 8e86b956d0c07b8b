import {
  DELEGATION_DESCRIPTOR,
  ZCreateDelegationRequest,
  ZDelegationRow,
  ZUpdateDelegationRequest,
} from '@sikerja/contracts';
import {
  columnsOf,
  defineResourceScreen,
} from '../../../platform/resource-screen/resource-screen.api.ts';
import { personField } from './shared/people.ts';

/**
 * '/admin/master/delegasi': an approver away names who decides for them. Decisions taken in the
 * period are recorded as 'atas nama' the approver (docs/organisation.md).
 */
export const masterScreen = defineResourceScreen({
  row: ZDelegationRow,
  create: ZCreateDelegationRequest,
  update: ZUpdateDelegationRequest,
  noun: 'Pelimpahan',
  description:
    'Pejabat yang berhalangan menunjuk pengganti untuk memberi persetujuan atas namanya selama periode tertentu.',
  itemLabel: (row) => `${row.user_name ?? ''} → ${row.substitute_name ?? ''}`,
  columns: columnsOf(DELEGATION_DESCRIPTOR, [
    { field: 'user_name' },
    { field: 'substitute_name' },
    { field: 'start_date', format: 'date', width: 150 },
    { field: 'end_date', format: 'date', width: 150 },
    { field: 'reason' },
  ]),
  fields: [
    personField('user_id', 'Pejabat yang berhalangan'),
    personField('substitute_user_id', 'Pengganti', 'Memberi persetujuan atas nama pejabat.'),
    { name: 'start_date', label: 'Mulai', input: 'date', required: true, width: 'half' },
    { name: 'end_date', label: 'Selesai', input: 'date', required: true, width: 'half' },
    {
      name: 'reason',
      label: 'Alasan',
      input: 'textarea',
      placeholder: 'Cuti, dinas luar, diklat…',
    },
  ],
  defaults: {
    user_id: null,
    substitute_user_id: null,
    start_date: null,
    end_date: null,
    reason: '',
  },
});
