import {
  KATEGORI_DIKLAT_DESCRIPTOR,
  KATEGORI_DIKLAT_FILTERS,
  ZCreateKategoriDiklatRequest,
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
  descriptor: KATEGORI_DIKLAT_DESCRIPTOR,
  contract: {
    create: ZCreateKategoriDiklatRequest,
    update: ZUpdateKategoriDiklatRequest,
    filters: KATEGORI_DIKLAT_FILTERS,
  },
  list: {
    searchable: ['name', 'description'],
    filterable: { is_active: 'is_active' },
  },
});
