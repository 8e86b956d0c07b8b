import {
  KATEGORI_DIKLAT_FILTERS,
  KATEGORI_DIKLAT_SORT_KEYS,
  ZCreateKategoriDiklatRequest,
  ZKategoriDiklatRow,
  ZUpdateKategoriDiklatRequest,
} from '@sikerja/contracts';
import { trainingCategories } from '../../db/schema/masters.ts';
import { defineResource } from '../../platform/resource/resource-factory.ts';

/** `/admin/diklat/kategori`: training categories. */
export const kategoriDiklatResource = defineResource({
  path: '/admin/diklat/kategori',
  label: 'Kategori diklat',
  exportName: 'kategori-diklat',
  table: trainingCategories,
  contract: {
    create: ZCreateKategoriDiklatRequest,
    update: ZUpdateKategoriDiklatRequest,
    row: ZKategoriDiklatRow,
    sortKeys: KATEGORI_DIKLAT_SORT_KEYS,
    filters: KATEGORI_DIKLAT_FILTERS,
  },
  list: {
    searchable: ['name', 'description'],
    sortable: { name: 'name' },
    filterable: { is_active: 'is_active' },
    defaultSort: [['name', 'asc']],
  },
  columns: [
    { key: 'name', label: 'Nama', width: 30 },
    { key: 'description', label: 'Keterangan', width: 40 },
    { key: 'is_active', label: 'Aktif', format: 'boolean' },
  ],
});
