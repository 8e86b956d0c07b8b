import {
  BIAYA_TAKSI_DESCRIPTOR,
  ZBiayaTaksiRow,
  ZCreateBiayaTaksiRequest,
  ZUpdateBiayaTaksiRequest,
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

/** '/admin/master/sbm/biaya_taksi': the taxi ceiling per trip within a province. */
export const masterScreen = defineResourceScreen({
  row: ZBiayaTaksiRow,
  create: ZCreateBiayaTaksiRequest,
  update: ZUpdateBiayaTaksiRequest,
  noun: 'Biaya Taksi',
  canImport: true,
  description: 'Batas biaya taksi satu kali jalan di provinsi tujuan (mis. kantor–bandara).',
  itemLabel: sbmItemLabel('province'),
  columns: columnsOf(BIAYA_TAKSI_DESCRIPTOR, [
    YEAR_COLUMN,
    PROVINCE_COLUMN,
    moneyColumn('per_trip'),
    SOURCE_COLUMN,
    STATUS_COLUMN,
  ]),
  fields: [
    YEAR_FIELD,
    PROVINCE_FIELD,
    moneyField('per_trip', 'Satu kali jalan'),
    ...SBM_TRAILING_FIELDS,
  ],
  defaults: sbmDefaults({ province: null, per_trip: null }),
  filters: [...SBM_FILTERS, PROVINCE_FILTER],
});
