import {
  BIAYA_PENGINAPAN_DESCRIPTOR,
  LODGING_GRADE_LABELS,
  ZBiayaPenginapanRow,
  ZCreateBiayaPenginapanRequest,
  ZUpdateBiayaPenginapanRequest,
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
  STATUS_COLUMN,
  sbmDefaults,
  sbmItemLabel,
  YEAR_COLUMN,
  YEAR_FIELD,
} from './shared/sbm-screen.ts';

const GRADES = Object.entries(LODGING_GRADE_LABELS);

/** '/admin/master/sbm/biaya_penginapan': nightly hotel ceilings per province and grade. */
export const masterScreen = defineResourceScreen({
  row: ZBiayaPenginapanRow,
  create: ZCreateBiayaPenginapanRequest,
  update: ZUpdateBiayaPenginapanRequest,
  noun: 'Biaya Penginapan',
  canImport: true,
  description:
    'Batas biaya hotel per orang per malam menurut provinsi dan golongan. Tanpa hotel dibayar 30% secara lumsum.',
  itemLabel: sbmItemLabel('province'),
  columns: columnsOf(BIAYA_PENGINAPAN_DESCRIPTOR, [
    YEAR_COLUMN,
    PROVINCE_COLUMN,
    moneyColumn('eselon_i'),
    moneyColumn('eselon_ii'),
    moneyColumn('eselon_iii'),
    moneyColumn('eselon_iv'),
    STATUS_COLUMN,
  ]),
  fields: [
    YEAR_FIELD,
    PROVINCE_FIELD,
    ...GRADES.map(([key, label]) => moneyField(key, label)),
    ...SBM_TRAILING_FIELDS,
  ],
  defaults: sbmDefaults({
    province: null,
    ...Object.fromEntries(GRADES.map(([key]) => [key, null])),
  }),
  filters: [...SBM_FILTERS, PROVINCE_FILTER],
});
