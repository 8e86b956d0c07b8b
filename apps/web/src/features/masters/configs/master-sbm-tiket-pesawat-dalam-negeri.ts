import {
  TIKET_PESAWAT_DALAM_NEGERI_DESCRIPTOR,
  ZCreateTiketPesawatDalamNegeriRequest,
  ZTiketPesawatDalamNegeriRow,
  ZUpdateTiketPesawatDalamNegeriRequest,
} from '@sikerja/contracts';
import {
  columnsOf,
  defineResourceScreen,
} from '../../../platform/resource-screen/resource-screen.api.ts';
import {
  moneyColumn,
  moneyField,
  ROUTE_COLUMNS,
  ROUTE_FIELDS,
  routeItemLabel,
  SBM_FILTERS,
  SBM_TRAILING_FIELDS,
  STATUS_COLUMN,
  sbmDefaults,
  YEAR_COLUMN,
  YEAR_FIELD,
} from './shared/sbm-screen.ts';

/** '/admin/master/sbm/tiket_pesawat_dalam_negeri': return-ticket ceilings per domestic route. */
export const masterScreen = defineResourceScreen({
  row: ZTiketPesawatDalamNegeriRow,
  create: ZCreateTiketPesawatDalamNegeriRequest,
  update: ZUpdateTiketPesawatDalamNegeriRequest,
  noun: 'Tiket Pesawat',
  canImport: true,
  description:
    'Batas harga tiket pesawat pergi-pulang per rute dalam negeri, kelas bisnis dan ekonomi.',
  itemLabel: routeItemLabel,
  columns: columnsOf(TIKET_PESAWAT_DALAM_NEGERI_DESCRIPTOR, [
    YEAR_COLUMN,
    ...ROUTE_COLUMNS,
    moneyColumn('business'),
    moneyColumn('economy'),
    STATUS_COLUMN,
  ]),
  fields: [
    YEAR_FIELD,
    ...ROUTE_FIELDS,
    {
      ...moneyField('business', 'Bisnis', true),
      description: 'Kosongkan bila rute tidak punya kelas bisnis.',
    },
    moneyField('economy', 'Ekonomi'),
    ...SBM_TRAILING_FIELDS,
  ],
  defaults: sbmDefaults({ origin: '', destination: '', business: null, economy: null }),
  filters: SBM_FILTERS,
});
