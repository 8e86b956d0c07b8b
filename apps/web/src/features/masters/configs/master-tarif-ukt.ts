import {
  TARIF_UKT_DESCRIPTOR,
  UKT_GROUP_MAX,
  UKT_GROUP_MIN,
  ZCreateTarifUktRequest,
  ZTarifUktRow,
  ZUpdateTarifUktRequest,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
  defineResourceScreen,
} from '../../../platform/resource-screen/resource-screen.api.ts';

const GROUPS = Array.from({ length: UKT_GROUP_MAX - UKT_GROUP_MIN + 1 }, (_, i) => ({
  value: String(UKT_GROUP_MIN + i),
  label: `Kelompok ${UKT_GROUP_MIN + i}`,
}));

/** '/admin/master/tarif_ukt': UKT per study programme, group and intake year. */
export const masterScreen = defineResourceScreen({
  row: ZTarifUktRow,
  create: ZCreateTarifUktRequest,
  update: ZUpdateTarifUktRequest,
  noun: 'Tarif UKT',
  description: 'Uang Kuliah Tunggal per semester menurut program studi, kelompok UKT dan angkatan.',
  itemLabel: (row) =>
    `${row.study_programme} kelompok ${row.ukt_group} angkatan ${row.intake_year}`,
  columns: columnsOf(TARIF_UKT_DESCRIPTOR, [
    { field: 'study_programme' },
    { field: 'intake_year', width: 110 },
    { field: 'ukt_group', format: 'number', width: 110 },
    { field: 'amount', format: 'money', width: 180 },
    { field: 'is_active', format: 'boolean', width: 110 },
  ]),
  fields: [
    {
      name: 'study_programme',
      label: 'Program studi',
      input: 'text',
      required: true,
      placeholder: 'D3 Manajemen Transportasi Udara',
    },
    {
      name: 'ukt_group',
      label: 'Kelompok UKT',
      input: 'number',
      required: true,
      min: UKT_GROUP_MIN,
      max: UKT_GROUP_MAX,
      width: 'half',
    },
    {
      name: 'intake_year',
      label: 'Angkatan',
      input: 'number',
      required: true,
      min: 2000,
      max: 2100,
      width: 'half',
    },
    { name: 'amount', label: 'Tarif per semester', input: 'money', required: true, min: 0 },
    { name: 'is_active', label: 'Aktif', input: 'switch' },
  ],
  defaults: {
    study_programme: '',
    ukt_group: null,
    intake_year: new Date().getFullYear(),
    amount: null,
    is_active: true,
  },
  filters: [{ name: 'ukt_group', label: 'Kelompok UKT', options: GROUPS }, ACTIVE_FILTER],
});
