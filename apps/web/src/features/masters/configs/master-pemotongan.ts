import {
  PEMOTONGAN_DESCRIPTOR,
  PEMOTONGAN_KIND_LABELS,
  PEMOTONGAN_MODE_LABELS,
  ZCreatePemotonganRequest,
  ZPemotonganRow,
  ZUpdatePemotonganRequest,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
  defineResourceScreen,
  optionsOf,
} from '../../../platform/resource-screen/resource-screen.api.ts';
import { IN_CALCULATION_FIELD } from './shared/dated-rate.ts';

const KINDS = optionsOf(PEMOTONGAN_KIND_LABELS);
const MODES = optionsOf(PEMOTONGAN_MODE_LABELS);

/** '/admin/master/pemotongan': attendance deduction bands (late, early, absent). */
export const masterScreen = defineResourceScreen({
  row: ZPemotonganRow,
  create: ZCreatePemotonganRequest,
  update: ZUpdatePemotonganRequest,
  noun: 'Potongan Presensi',
  description:
    'Persentase potongan tunjangan menurut menit terlambat atau pulang sebelum waktunya, dan per hari tidak masuk tanpa keterangan.',
  itemLabel: (row) => `${row.code} ${row.name}`,
  columns: columnsOf(PEMOTONGAN_DESCRIPTOR, [
    { field: 'code', width: 90 },
    { field: 'name' },
    { field: 'kind', format: 'option', options: KINDS, width: 170 },
    { field: 'minutes_from', format: 'number', width: 110 },
    { field: 'minutes_to', format: 'number', width: 130 },
    { field: 'percentage', format: 'percent', width: 110 },
    { field: 'mode', format: 'option', options: MODES, width: 190 },
    { field: 'is_active', format: 'boolean', width: 110 },
  ]),
  fields: [
    {
      name: 'code',
      label: 'Kode',
      input: 'text',
      required: true,
      placeholder: 'TL1',
      width: 'half',
    },
    {
      name: 'kind',
      label: 'Jenis',
      input: 'select',
      options: KINDS,
      required: true,
      width: 'half',
    },
    {
      name: 'name',
      label: 'Nama',
      input: 'text',
      required: true,
      placeholder: 'Terlambat 1–30 menit',
    },
    {
      name: 'minutes_from',
      label: 'Dari menit ke-',
      input: 'number',
      min: 0,
      suffix: 'menit',
      width: 'half',
      description: 'Kosongkan untuk tidak masuk (dihitung per hari).',
    },
    {
      name: 'minutes_to',
      label: 'Sampai sebelum menit ke-',
      input: 'number',
      min: 1,
      suffix: 'menit',
      width: 'half',
      description: 'Kosongkan bila tanpa batas atas.',
    },
    {
      name: 'percentage',
      label: 'Potongan',
      input: 'percent',
      required: true,
      step: 0.25,
      width: 'half',
      description: 'Persen dari tunjangan kinerja.',
    },
    {
      name: 'mode',
      label: 'Cara hitung',
      input: 'select',
      options: MODES,
      required: true,
      width: 'half',
    },
    { name: 'source', label: 'Dasar', input: 'text', placeholder: 'PM 46 Tahun 2023' },
    { name: 'sort_order', label: 'Urutan', input: 'number', min: 0, max: 999, width: 'half' },
    IN_CALCULATION_FIELD,
  ],
  defaults: {
    code: '',
    name: '',
    kind: 'late',
    minutes_from: null,
    minutes_to: null,
    percentage: null,
    mode: 'per_occurrence',
    source: '',
    sort_order: 0,
    is_active: true,
  },
  filters: [
    { name: 'kind', label: 'Jenis', options: KINDS },
    { name: 'mode', label: 'Cara hitung', options: MODES },
    ACTIVE_FILTER,
  ],
});
