import {
  DASAR_SURAT_TUGAS_DESCRIPTOR,
  DASAR_SURAT_TUGAS_FILTERS,
  UNTUK_SURAT_TUGAS_DESCRIPTOR,
  UNTUK_SURAT_TUGAS_FILTERS,
  ZCreateDasarSuratTugasRequest,
  ZCreateUntukSuratTugasRequest,
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
  descriptor: DASAR_SURAT_TUGAS_DESCRIPTOR,
  contract: {
    create: ZCreateDasarSuratTugasRequest,
    update: ZUpdateDasarSuratTugasRequest,
    filters: DASAR_SURAT_TUGAS_FILTERS,
  },
  list: {
    searchable: ['number', 'about'],
    filterable: { is_active: 'is_active' },
  },
});

/** `/admin/master/surattugas/untuk`: standard purposes of assignment letters. */
export const untukSuratTugasResource = defineResource({
  path: '/admin/master/surattugas/untuk',
  label: 'Keperluan surat tugas',
  exportName: 'keperluan-surat-tugas',
  table: suratTugasPurposes,
  descriptor: UNTUK_SURAT_TUGAS_DESCRIPTOR,
  contract: {
    create: ZCreateUntukSuratTugasRequest,
    update: ZUpdateUntukSuratTugasRequest,
    filters: UNTUK_SURAT_TUGAS_FILTERS,
  },
  list: {
    searchable: ['description'],
    filterable: { is_active: 'is_active' },
  },
});
