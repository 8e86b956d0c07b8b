import {
  PNS_GROUPS,
  UANG_MAKAN_DESCRIPTOR,
  ZCreateUangMakanRequest,
  ZUangMakanRow,
  ZUpdateUangMakanRequest,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
  defineResourceScreen,
} from '../../../platform/resource-screen/resource-screen.api.ts';
import {
  DATED_RATE_COLUMNS,
  IN_CALCULATION_FIELD,
  sourceField,
  VALID_FROM_FIELD,
} from './shared/dated-rate.ts';

const GROUPS = PNS_GROUPS.map((g) => ({ value: g, label: `Golongan ${g}` }));

/** '/admin/master/uang_makan': meal allowance per PNS group and day present, dated. */
export const masterScreen = defineResourceScreen({
  row: ZUangMakanRow,
  create: ZCreateUangMakanRequest,
  update: ZUpdateUangMakanRequest,
  noun: 'Uang Makan',
  description:
    'Uang makan per hari hadir menurut golongan, dengan tarif PPh final, berlaku mulai tanggal tertentu (PMK Standar Biaya Masukan).',
  itemLabel: (row) => `golongan ${row.pns_group} mulai ${row.valid_from}`,
  columns: columnsOf(UANG_MAKAN_DESCRIPTOR, [
    { field: 'pns_group', width: 110 },
    { field: 'amount', format: 'money', width: 180 },
    { field: 'tax_rate', format: 'percent', width: 110 },
    ...DATED_RATE_COLUMNS,
  ]),
  fields: [
    {
      name: 'pns_group',
      label: 'Golongan',
      input: 'select',
      options: GROUPS,
      required: true,
      width: 'half',
      description: 'PPPK memakai golongan PNS yang setara (master Pangkat).',
    },
    VALID_FROM_FIELD,
    {
      name: 'amount',
      label: 'Uang makan per hari hadir',
      input: 'money',
      required: true,
      min: 0,
      width: 'half',
    },
    {
      name: 'tax_rate',
      label: 'Tarif PPh final',
      input: 'percent',
      required: true,
      min: 0,
      max: 15,
      width: 'half',
      description: '0% golongan I/II, 5% golongan III, 15% golongan IV.',
    },
    sourceField('PMK 32 Tahun 2025'),
    IN_CALCULATION_FIELD,
  ],
  defaults: {
    pns_group: null,
    valid_from: null,
    amount: null,
    tax_rate: null,
    source: '',
    is_active: true,
  },
  filters: [{ name: 'pns_group', label: 'Golongan', options: GROUPS }, ACTIVE_FILTER],
});
