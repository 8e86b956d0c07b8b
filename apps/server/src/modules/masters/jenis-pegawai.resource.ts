import {
  JENIS_PEGAWAI_FILTERS,
  JENIS_PEGAWAI_SORT_KEYS,
  ZCreateJenisPegawaiRequest,
  ZJenisPegawaiRow,
  ZUpdateJenisPegawaiRequest,
} from '@sikerja/contracts';
import { staffTypes } from '../../db/schema/masters.ts';
import { defineResource } from '../../platform/resource/resource-factory.ts';

/** `/admin/master/jenis_pegawai`: staff types and their pay components. */
export const jenisPegawaiResource = defineResource({
  path: '/admin/master/jenis_pegawai',
  label: 'Jenis pegawai',
  table: staffTypes,
  contract: {
    create: ZCreateJenisPegawaiRequest,
    update: ZUpdateJenisPegawaiRequest,
    row: ZJenisPegawaiRow,
    sortKeys: JENIS_PEGAWAI_SORT_KEYS,
    filters: JENIS_PEGAWAI_FILTERS,
  },
  list: {
    searchable: ['code', 'name'],
    sortable: { sort_order: 'sort_order', code: 'code', name: 'name' },
    filterable: { is_asn: 'is_asn', is_active: 'is_active' },
    defaultSort: [['sort_order', 'asc']],
  },
  columns: [
    { key: 'code', label: 'Kode' },
    { key: 'name', label: 'Nama', width: 40 },
    { key: 'is_asn', label: 'ASN', format: 'boolean' },
    { key: 'receives_tukin', label: 'Tunjangan Kinerja', format: 'boolean' },
    { key: 'receives_meal_allowance', label: 'Uang Makan', format: 'boolean' },
    { key: 'sort_order', label: 'Urutan', format: 'number' },
    { key: 'is_active', label: 'Aktif', format: 'boolean' },
  ],
  import: { key: ['code'] },
  deactivateWhenUsed: true,
});
