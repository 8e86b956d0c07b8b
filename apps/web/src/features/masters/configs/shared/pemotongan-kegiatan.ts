/**
 * The one screen definition behind the six per-occurrence deduction screens
 * (master-pemotongan-apel.ts … master-pemotongan-gerbang.ts): they share one contract, so
 * only the kind's wording differs. Kept in a subfolder so the registry's configs/*.ts glob does
 * not take it for a screen.
 */
import {
  PEMOTONGAN_KEGIATAN_DESCRIPTOR,
  type PemotonganKegiatanKind,
  pemotonganKegiatanScreen,
  ZCreatePemotonganKegiatanRequest,
  ZPemotonganKegiatanRow,
  ZUpdatePemotonganKegiatanRequest,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
  defineResourceScreen,
} from '../../../../platform/resource-screen/resource-screen.api.ts';

/** The master screen of one kind of per-occurrence deduction. */
export function pemotonganKegiatanMasterScreen(kind: PemotonganKegiatanKind) {
  const { noun, description } = pemotonganKegiatanScreen(kind);
  return defineResourceScreen({
    row: ZPemotonganKegiatanRow,
    create: ZCreatePemotonganKegiatanRequest,
    update: ZUpdatePemotonganKegiatanRequest,
    noun,
    description,
    itemLabel: (row) => `${row.code} ${row.description}`,
    columns: columnsOf(PEMOTONGAN_KEGIATAN_DESCRIPTOR, [
      { field: 'code', width: 110 },
      { field: 'description' },
      { field: 'percentage', format: 'percent' },
      { field: 'amount', format: 'money' },
      { field: 'monthly_cap_percentage', format: 'percent' },
      { field: 'monthly_cap_amount', format: 'money' },
      { field: 'is_active', format: 'boolean', width: 110 },
    ]),
    fields: [
      { name: 'code', label: 'Kode', input: 'text', required: true, width: 'half' },
      {
        name: 'is_active',
        label: 'Aktif (dipakai dalam perhitungan)',
        input: 'switch',
        width: 'half',
      },
      { name: 'description', label: 'Keterangan', input: 'text', required: true },
      {
        name: 'percentage',
        label: 'Potongan per kejadian (%)',
        input: 'percent',
        width: 'half',
        description: 'Persen dari tunjangan kinerja; atau isi nominal.',
      },
      {
        name: 'monthly_cap_percentage',
        label: 'Batas per bulan (%)',
        input: 'percent',
        width: 'half',
        description: 'Kosongkan bila tanpa batas khusus.',
      },
      {
        name: 'amount',
        label: 'Potongan per kejadian (Rp)',
        input: 'money',
        min: 0,
        width: 'half',
        description: 'Nominal tetap; atau isi persentase.',
      },
      {
        name: 'monthly_cap_amount',
        label: 'Batas per bulan (Rp)',
        input: 'money',
        min: 0,
        width: 'half',
      },
    ],
    defaults: {
      code: '',
      description: '',
      percentage: null,
      amount: null,
      monthly_cap_percentage: null,
      monthly_cap_amount: null,
      is_active: true,
    },
    filters: [ACTIVE_FILTER],
  });
}
