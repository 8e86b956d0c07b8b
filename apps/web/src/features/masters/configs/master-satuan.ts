import { ZCreateSatuanRequest, ZSatuanRow, ZUpdateSatuanRequest } from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  defineResourceScreen,
} from '../../../platform/resource-screen/resource-screen.api.ts';

/** '/admin/master/satuan': units of measure for performance-contract targets. */
export const masterScreen = defineResourceScreen({
  row: ZSatuanRow,
  create: ZCreateSatuanRequest,
  update: ZUpdateSatuanRequest,
  noun: 'Satuan',
  description: 'Satuan target kontrak kinerja: dokumen, kegiatan, laporan, jam, SKS, …',
  columns: [
    { key: 'name', label: 'Nama', sortKey: 'name', width: 220 },
    { key: 'description', label: 'Keterangan' },
    { key: 'is_active', label: 'Status', format: 'boolean', width: 110 },
  ],
  fields: [
    { name: 'name', label: 'Nama', input: 'text', required: true, placeholder: 'mis. Dokumen' },
    { name: 'description', label: 'Keterangan', input: 'textarea' },
    { name: 'is_active', label: 'Aktif (dapat dipilih pada data baru)', input: 'switch' },
  ],
  defaults: { name: '', description: '', is_active: true },
  filters: [ACTIVE_FILTER],
});
