import {
  DASAR_SURAT_TUGAS_FILTERS,
  DASAR_SURAT_TUGAS_SORT_KEYS,
  UNTUK_SURAT_TUGAS_FILTERS,
  UNTUK_SURAT_TUGAS_SORT_KEYS,
  ZCreateDasarSuratTugasRequest,
  ZCreateUntukSuratTugasRequest,
  ZDasarSuratTugasRow,
  ZUntukSuratTugasRow,
  ZUpdateDasarSuratTugasRequest,
  ZUpdateUntukSuratTugasRequest,
} from '@sikerja/contracts';
import { suratTugasBases, suratTugasPurposes } from '../../db/schema/masters.ts';
import { defineResource } from '../../platform/resource/resource-factory.ts';

/** `/admin/master/surattugas/dasar`: legal bases cited in assignment letters. */
export const dasarSuratTugasResource = defineResource({
  path: '/admin/master/surattugas/dasar',
  label: 'Dasar surat tugas',
  exportName: 'dasar-surat-tugas',
  table: suratTugasBases,
  contract: {
    create: ZCreateDasarSuratTugasRequest,
    update: ZUpdateDasarSuratTugasRequest,
    row: ZDasarSuratTugasRow,
    sortKeys: DASAR_SURAT_TUGAS_SORT_KEYS,
    filters: DASAR_SURAT_TUGAS_FILTERS,
  },
  list: {
    searchable: ['number', 'about'],
    sortable: { number: 'number', issued_on: 'issued_on' },
    filterable: { is_active: 'is_active' },
    defaultSort: [['issued_on', 'desc']],
  },
  columns: [
    { key: 'number', label: 'Nomor', width: 40 },
    { key: 'issued_on', label: 'Tanggal' },
    { key: 'about', label: 'Tentang', width: 60 },
    { key: 'is_active', label: 'Aktif', format: 'boolean' },
  ],
});

/** `/admin/master/surattugas/untuk`: standard purposes of assignment letters. */
export const untukSuratTugasResource = defineResource({
  path: '/admin/master/surattugas/untuk',
  label: 'Keperluan surat tugas',
  exportName: 'keperluan-surat-tugas',
  table: suratTugasPurposes,
  contract: {
    create: ZCreateUntukSuratTugasRequest,
    update: ZUpdateUntukSuratTugasRequest,
    row: ZUntukSuratTugasRow,
    sortKeys: UNTUK_SURAT_TUGAS_SORT_KEYS,
    filters: UNTUK_SURAT_TUGAS_FILTERS,
  },
  list: {
    searchable: ['description'],
    sortable: { description: 'description' },
    filterable: { is_active: 'is_active' },
    defaultSort: [['description', 'asc']],
  },
  columns: [
    { key: 'description', label: 'Keperluan', width: 60 },
    { key: 'is_active', label: 'Aktif', format: 'boolean' },
  ],
});
