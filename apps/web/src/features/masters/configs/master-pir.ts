import { PIR_DESCRIPTOR, ZCreatePirRequest, ZPirRow, ZUpdatePirRequest } from '@sikerja/contracts';
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

/** '/admin/master/pir': the rupiah value of one job-value point for remunerasi, dated. */
export const masterScreen = defineResourceScreen({
  row: ZPirRow,
  create: ZCreatePirRequest,
  update: ZUpdatePirRequest,
  noun: 'PIR',
  description:
    'Point Index Rupiah: nilai rupiah satu poin nilai jabatan untuk remunerasi BLU, berlaku mulai tanggal tertentu.',
  itemLabel: (row) => `PIR mulai ${row.valid_from}`,
  columns: columnsOf(PIR_DESCRIPTOR, [
    { field: 'amount', format: 'money', width: 180 },
    ...DATED_RATE_COLUMNS,
  ]),
  fields: [
    VALID_FROM_FIELD,
    {
      name: 'amount',
      label: 'Nilai per poin',
      input: 'money',
      required: true,
      min: 1,
      width: 'half',
    },
    sourceField('KMK remunerasi / SK Direktur'),
    IN_CALCULATION_FIELD,
  ],
  defaults: { valid_from: null, amount: null, source: '', is_active: true },
  filters: [ACTIVE_FILTER],
});
