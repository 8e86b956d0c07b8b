import {
  JOB_CLASS_MAX,
  JOB_CLASS_MIN,
  TUNJANGAN_KINERJA_DESCRIPTOR,
  ZCreateTunjanganKinerjaRequest,
  ZTunjanganKinerjaRow,
  ZUpdateTunjanganKinerjaRequest,
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

const CLASSES = Array.from({ length: JOB_CLASS_MAX - JOB_CLASS_MIN + 1 }, (_, i) => {
  const value = String(JOB_CLASS_MAX - i);
  return { value, label: `Kelas ${value}` };
});

/** '/admin/master/tunjangan_kinerja': the monthly tunjangan kinerja per job class, dated. */
export const masterScreen = defineResourceScreen({
  row: ZTunjanganKinerjaRow,
  create: ZCreateTunjanganKinerjaRequest,
  update: ZUpdateTunjanganKinerjaRequest,
  noun: 'Tunjangan Kinerja',
  canImport: true,
  description:
    'Tunjangan kinerja per bulan menurut kelas jabatan 1–17, berlaku mulai tanggal tertentu (Perpres 119/2018).',
  itemLabel: (row) => `kelas ${row.job_class} mulai ${row.valid_from}`,
  columns: columnsOf(TUNJANGAN_KINERJA_DESCRIPTOR, [
    { field: 'job_class', format: 'number', width: 130 },
    { field: 'amount', format: 'money', width: 180 },
    ...DATED_RATE_COLUMNS,
  ]),
  fields: [
    {
      name: 'job_class',
      label: 'Kelas jabatan',
      input: 'number',
      required: true,
      min: JOB_CLASS_MIN,
      max: JOB_CLASS_MAX,
      width: 'half',
    },
    VALID_FROM_FIELD,
    { name: 'amount', label: 'Tunjangan per bulan', input: 'money', required: true, min: 0 },
    sourceField('Lampiran Perpres 119 Tahun 2018'),
    IN_CALCULATION_FIELD,
  ],
  defaults: { job_class: null, valid_from: null, amount: null, source: '', is_active: true },
  filters: [{ name: 'job_class', label: 'Kelas jabatan', options: CLASSES }, ACTIVE_FILTER],
});
