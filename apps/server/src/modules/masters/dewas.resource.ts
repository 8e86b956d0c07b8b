import {
  DEWAS_FILTERS,
  DEWAS_SORT_KEYS,
  ZCreateDewasRequest,
  ZDewasRow,
  ZUpdateDewasRequest,
} from '@sikerja/contracts';
import { supervisoryBoardMembers } from '../../db/schema/masters-misc.ts';
import { defineResource } from '../../platform/resource/resource-factory.ts';

/** `/admin/master/dewas`: supervisory board members (the term rule is in the contract). */
export const dewasResource = defineResource({
  path: '/admin/master/dewas',
  label: 'Anggota dewan pengawas',
  table: supervisoryBoardMembers,
  contract: {
    create: ZCreateDewasRequest,
    update: ZUpdateDewasRequest,
    row: ZDewasRow,
    sortKeys: DEWAS_SORT_KEYS,
    filters: DEWAS_FILTERS,
  },
  list: {
    searchable: ['name', 'institution', 'decree_number'],
    sortable: {
      name: 'name',
      board_position: 'board_position',
      term_start: 'term_start',
      term_end: 'term_end',
    },
    filterable: { board_position: 'board_position', is_active: 'is_active' },
    defaultSort: [
      ['term_start', 'desc'],
      ['name', 'asc'],
    ],
  },
  columns: [
    { key: 'name', label: 'Nama', width: 32 },
    { key: 'board_position', label: 'Jabatan' },
    { key: 'institution', label: 'Instansi Asal', width: 32 },
    { key: 'decree_number', label: 'Nomor SK', width: 32 },
    { key: 'term_start', label: 'Awal Masa Jabatan' },
    { key: 'term_end', label: 'Akhir Masa Jabatan' },
    { key: 'monthly_honorarium', label: 'Honorarium per Bulan (Rp)', format: 'rupiah', width: 24 },
    { key: 'is_active', label: 'Aktif', format: 'boolean' },
  ],
});
