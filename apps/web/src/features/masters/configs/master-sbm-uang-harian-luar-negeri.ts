import {
  FOREIGN_GRADE_LABELS,
  UANG_HARIAN_LUAR_NEGERI_DESCRIPTOR,
  ZCreateUangHarianLuarNegeriRequest,
  ZUangHarianLuarNegeriRow,
  ZUpdateUangHarianLuarNegeriRequest,
} from '@sikerja/contracts';
import {
  columnsOf,
  defineResourceScreen,
} from '../../../platform/resource-screen/resource-screen.api.ts';
import {
  SBM_FILTERS,
  SBM_TRAILING_FIELDS,
  STATUS_COLUMN,
  sbmDefaults,
  sbmItemLabel,
  usdColumn,
  usdField,
  YEAR_COLUMN,
  YEAR_FIELD,
} from './shared/sbm-screen.ts';

const GRADES = Object.entries(FOREIGN_GRADE_LABELS);

/** '/admin/master/sbm/uang_harian_luar_negeri': daily allowance abroad per country and grade. */
export const masterScreen = defineResourceScreen({
  row: ZUangHarianLuarNegeriRow,
  create: ZCreateUangHarianLuarNegeriRequest,
  update: ZUpdateUangHarianLuarNegeriRequest,
  noun: 'Uang Harian Luar Negeri',
  canImport: true,
  description: 'Uang harian perjalanan dinas luar negeri per negara dan golongan (USD per hari).',
  itemLabel: sbmItemLabel('country'),
  columns: columnsOf(UANG_HARIAN_LUAR_NEGERI_DESCRIPTOR, [
    YEAR_COLUMN,
    { field: 'country' },
    usdColumn('group_a'),
    usdColumn('group_b'),
    usdColumn('group_c'),
    usdColumn('group_d'),
    STATUS_COLUMN,
  ]),
  fields: [
    YEAR_FIELD,
    { name: 'country', label: 'Negara', input: 'text', required: true, width: 'half' },
    ...GRADES.map(([key, label]) => usdField(key, label)),
    ...SBM_TRAILING_FIELDS,
  ],
  defaults: sbmDefaults({
    country: '',
    ...Object.fromEntries(GRADES.map(([key]) => [key, null])),
  }),
  filters: SBM_FILTERS,
});
