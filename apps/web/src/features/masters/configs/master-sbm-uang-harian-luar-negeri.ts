import {
  FOREIGN_GRADE_LABELS,
  ZCreateUangHarianLuarNegeriRequest,
  ZUangHarianLuarNegeriRow,
  ZUpdateUangHarianLuarNegeriRequest,
} from '@sikerja/contracts';
import { defineResourceScreen } from '../../../platform/resource-screen/resource-screen.api.ts';
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
  columns: [
    YEAR_COLUMN,
    { key: 'country', label: 'Negara', sortKey: 'country' },
    ...GRADES.map(([key, label]) => usdColumn(key, label, key === 'group_a' || key === 'group_d')),
    STATUS_COLUMN,
  ],
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
