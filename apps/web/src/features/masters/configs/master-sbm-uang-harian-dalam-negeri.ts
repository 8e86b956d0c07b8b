import {
  UANG_HARIAN_DALAM_NEGERI_DESCRIPTOR,
  ZCreateUangHarianDalamNegeriRequest,
  ZUangHarianDalamNegeriRow,
  ZUpdateUangHarianDalamNegeriRequest,
} from '@sikerja/contracts';
import {
  columnsOf,
  defineResourceScreen,
} from '../../../platform/resource-screen/resource-screen.api.ts';
import {
  moneyColumn,
  moneyField,
  PROVINCE_COLUMN,
  PROVINCE_FIELD,
  PROVINCE_FILTER,
  SBM_FILTERS,
  SBM_TRAILING_FIELDS,
  SOURCE_COLUMN,
  STATUS_COLUMN,
  sbmDefaults,
  sbmItemLabel,
  YEAR_COLUMN,
  YEAR_FIELD,
} from './shared/sbm-screen.ts';

/** '/admin/master/sbm/uang_harian_dalam_negeri': daily allowance per province and year. */
export const masterScreen = defineResourceScreen({
  row: ZUangHarianDalamNegeriRow,
  create: ZCreateUangHarianDalamNegeriRequest,
  update: ZUpdateUangHarianDalamNegeriRequest,
  noun: 'Uang Harian',
  canImport: true,
  description:
    'Uang harian perjalanan dinas dalam negeri per provinsi (Rp per orang per hari), per tahun anggaran.',
  itemLabel: sbmItemLabel('province'),
  columns: columnsOf(UANG_HARIAN_DALAM_NEGERI_DESCRIPTOR, [
    YEAR_COLUMN,
    PROVINCE_COLUMN,
    moneyColumn('outside_city'),
    moneyColumn('in_city_over_8h'),
    moneyColumn('training'),
    SOURCE_COLUMN,
    STATUS_COLUMN,
  ]),
  fields: [
    YEAR_FIELD,
    PROVINCE_FIELD,
    moneyField('outside_city', 'Luar kota'),
    moneyField('in_city_over_8h', 'Dalam kota lebih dari 8 jam'),
    moneyField('training', 'Diklat'),
    ...SBM_TRAILING_FIELDS,
  ],
  defaults: sbmDefaults({
    province: null,
    outside_city: null,
    in_city_over_8h: null,
    training: null,
  }),
  filters: [...SBM_FILTERS, PROVINCE_FILTER],
});
