import {
  OFFICIAL_LEVEL_LABELS,
  UANG_REPRESENTASI_DESCRIPTOR,
  ZCreateUangRepresentasiRequest,
  ZUangRepresentasiRow,
  ZUpdateUangRepresentasiRequest,
} from '@sikerja/contracts';
import {
  columnsOf,
  defineResourceScreen,
  optionsOf,
} from '../../../platform/resource-screen/resource-screen.api.ts';
import {
  moneyColumn,
  moneyField,
  SBM_FILTERS,
  SBM_TRAILING_FIELDS,
  SOURCE_COLUMN,
  STATUS_COLUMN,
  sbmDefaults,
  YEAR_COLUMN,
  YEAR_FIELD,
} from './shared/sbm-screen.ts';

const LEVELS = optionsOf(OFFICIAL_LEVEL_LABELS);

/** '/admin/master/sbm/uang_representasi': representation money per official level and year. */
export const masterScreen = defineResourceScreen({
  row: ZUangRepresentasiRow,
  create: ZCreateUangRepresentasiRequest,
  update: ZUpdateUangRepresentasiRequest,
  noun: 'Uang Representasi',
  canImport: true,
  description: 'Uang representasi per hari, hanya untuk pejabat negara dan pejabat eselon I/II.',
  itemLabel: (row) => `${OFFICIAL_LEVEL_LABELS[row.official_level]} ${row.year}`,
  columns: columnsOf(UANG_REPRESENTASI_DESCRIPTOR, [
    YEAR_COLUMN,
    { field: 'official_level', format: 'option', options: LEVELS },
    moneyColumn('outside_city'),
    moneyColumn('in_city_over_8h'),
    SOURCE_COLUMN,
    STATUS_COLUMN,
  ]),
  fields: [
    YEAR_FIELD,
    {
      name: 'official_level',
      label: 'Tingkat pejabat',
      input: 'select',
      options: LEVELS,
      required: true,
      width: 'half',
    },
    moneyField('outside_city', 'Luar kota'),
    moneyField('in_city_over_8h', 'Dalam kota lebih dari 8 jam'),
    ...SBM_TRAILING_FIELDS,
  ],
  defaults: sbmDefaults({ official_level: null, outside_city: null, in_city_over_8h: null }),
  filters: [...SBM_FILTERS, { name: 'official_level', label: 'Tingkat pejabat', options: LEVELS }],
});
