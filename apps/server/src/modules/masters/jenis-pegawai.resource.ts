import {
  JENIS_PEGAWAI_DESCRIPTOR,
  JENIS_PEGAWAI_FILTERS,
  ZCreateJenisPegawaiRequest,
  ZUpdateJenisPegawaiRequest,
} from '@sikerja/contracts';
import { staffTypes } from '../../db/schema/masters.ts';
import { defineResource } from '../../platform/resource/resource-factory.ts';

/** `/admin/master/jenis_pegawai`: staff types and their pay components. */
export const jenisPegawaiResource = defineResource({
  path: '/admin/master/jenis_pegawai',
  label: 'Jenis pegawai',
  table: staffTypes,
  descriptor: JENIS_PEGAWAI_DESCRIPTOR,
  contract: {
    create: ZCreateJenisPegawaiRequest,
    update: ZUpdateJenisPegawaiRequest,
    filters: JENIS_PEGAWAI_FILTERS,
  },
  list: {
    searchable: ['code', 'name'],
    filterable: { is_asn: 'is_asn', is_active: 'is_active' },
  },
  import: { key: ['code'] },
  deactivateWhenUsed: true,
});
