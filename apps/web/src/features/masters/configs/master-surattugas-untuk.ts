import {
  UNTUK_SURAT_TUGAS_DESCRIPTOR,
  ZCreateUntukSuratTugasRequest,
  ZUntukSuratTugasRow,
  ZUpdateUntukSuratTugasRequest,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
  defineResourceScreen,
} from '../../../platform/resource-screen/resource-screen.api.ts';

/** Long purposes would make the delete question unreadable. */
const SHORT = 80;

/** '/admin/master/surattugas/untuk': standard purposes of assignment letters. */
export const masterScreen = defineResourceScreen({
  row: ZUntukSuratTugasRow,
  create: ZCreateUntukSuratTugasRequest,
  update: ZUpdateUntukSuratTugasRequest,
  noun: 'Keperluan Surat Tugas',
  description: 'Keperluan baku yang dapat dipilih pada bagian "Untuk" surat tugas.',
  itemLabel: (row) =>
    row.description.length > SHORT ? `${row.description.slice(0, SHORT)}…` : row.description,
  columns: columnsOf(UNTUK_SURAT_TUGAS_DESCRIPTOR, [
    { field: 'description' },
    { field: 'is_active', format: 'boolean', width: 110 },
  ]),
  fields: [
    { name: 'description', label: 'Keperluan', input: 'textarea', required: true },
    { name: 'is_active', label: 'Aktif (dapat dipilih pada data baru)', input: 'switch' },
  ],
  defaults: { description: '', is_active: true },
  filters: [ACTIVE_FILTER],
});
