import {
  SATUAN_DESCRIPTOR,
  ZCreateSatuanRequest,
  ZSatuanRow,
  ZUpdateSatuanRequest,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
  defineResourceScreen,
} from '../../../platform/resource-screen/resource-screen.api.ts';

/** '/admin/master/satuan': units of measure for performance-contract targets. */
export const masterScreen = defineResourceScreen({
  row: ZSatuanRow,
  create: ZCreateSatuanRequest,
  update: ZUpdateSatuanRequest,
  noun: 'Satuan',
  description: 'Satuan target kontrak kinerja: dokumen, kegiatan, laporan, jam, SKS, …',
  columns: columnsOf(SATUAN_DESCRIPTOR, [
    { field: 'name', width: 220 },
    { field: 'description' },
    { field: 'is_active', format: 'boolean', width: 110 },
  ]),
  fields: [
    { name: 'name', label: 'Nama', input: 'text', required: true, placeholder: 'mis. Dokumen' },
    { name: 'description', label: 'Keterangan', input: 'textarea' },
    { name: 'is_active', label: 'Aktif (dapat dipilih pada data baru)', input: 'switch' },
  ],
  defaults: { name: '', description: '', is_active: true },
  filters: [ACTIVE_FILTER],
});
