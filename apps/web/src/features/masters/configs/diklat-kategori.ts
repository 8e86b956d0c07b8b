import {
  KATEGORI_DIKLAT_DESCRIPTOR,
  ZCreateKategoriDiklatRequest,
  ZKategoriDiklatRow,
  ZUpdateKategoriDiklatRequest,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
  defineResourceScreen,
} from '../../../platform/resource-screen/resource-screen.api.ts';

/** '/admin/diklat/kategori': training categories (struktural, fungsional, teknis, …). */
export const masterScreen = defineResourceScreen({
  row: ZKategoriDiklatRow,
  create: ZCreateKategoriDiklatRequest,
  update: ZUpdateKategoriDiklatRequest,
  noun: 'Kategori Diklat',
  description: 'Kategori pendidikan dan pelatihan: struktural, fungsional, teknis, …',
  columns: columnsOf(KATEGORI_DIKLAT_DESCRIPTOR, [
    { field: 'name', width: 260 },
    { field: 'description' },
    { field: 'is_active', format: 'boolean', width: 110 },
  ]),
  fields: [
    {
      name: 'name',
      label: 'Nama',
      input: 'text',
      required: true,
      placeholder: 'mis. Diklat Teknis',
    },
    { name: 'description', label: 'Keterangan', input: 'textarea' },
    { name: 'is_active', label: 'Aktif (dapat dipilih pada data baru)', input: 'switch' },
  ],
  defaults: { name: '', description: '', is_active: true },
  filters: [ACTIVE_FILTER],
});
