import {
  TIKET_PESAWAT_LUAR_NEGERI_DESCRIPTOR,
  ZCreateTiketPesawatLuarNegeriRequest,
  ZTiketPesawatLuarNegeriRow,
  ZUpdateTiketPesawatLuarNegeriRequest,
} from '@sikerja/contracts';
import {
  columnsOf,
  defineResourceScreen,
} from '../../../platform/resource-screen/resource-screen.api.ts';
import {
  ROUTE_COLUMNS,
  ROUTE_FIELDS,
  routeItemLabel,
  SBM_FILTERS,
  SBM_TRAILING_FIELDS,
  STATUS_COLUMN,
  sbmDefaults,
  usdColumn,
  usdField,
  YEAR_COLUMN,
  YEAR_FIELD,
} from './shared/sbm-screen.ts';

/** '/admin/master/sbm/tiket_pesawat_luar_negeri': return-ticket ceilings per foreign route, USD. */
export const masterScreen = defineResourceScreen({
  row: ZTiketPesawatLuarNegeriRow,
  create: ZCreateTiketPesawatLuarNegeriRequest,
  update: ZUpdateTiketPesawatLuarNegeriRequest,
  noun: 'Tiket Pesawat',
  canImport: true,
  description: 'Batas harga tiket pesawat pergi-pulang per rute luar negeri dalam USD.',
  itemLabel: routeItemLabel,
  columns: columnsOf(TIKET_PESAWAT_LUAR_NEGERI_DESCRIPTOR, [
    YEAR_COLUMN,
    ...ROUTE_COLUMNS,
    usdColumn('first_class'),
    usdColumn('business'),
    usdColumn('economy'),
    STATUS_COLUMN,
  ]),
  fields: [
    YEAR_FIELD,
    ...ROUTE_FIELDS,
    usdField('first_class', 'First', true),
    usdField('business', 'Bisnis', true),
    usdField('economy', 'Ekonomi'),
    ...SBM_TRAILING_FIELDS,
  ],
  defaults: sbmDefaults({
    origin: 'Jakarta',
    destination: '',
    first_class: null,
    business: null,
    economy: null,
  }),
  filters: SBM_FILTERS,
});
