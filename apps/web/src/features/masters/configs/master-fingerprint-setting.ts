import {
  FINGERPRINT_READ_MODE_LABELS,
  FINGERPRINT_SETTING_DESCRIPTOR,
  ZCreateFingerprintSettingRequest,
  ZFingerprintSettingRow,
  ZUpdateFingerprintSettingRequest,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
  defineResourceScreen,
  optionsOf,
} from '../../../platform/resource-screen/resource-screen.api.ts';

const MODES = optionsOf(FINGERPRINT_READ_MODE_LABELS);

/** '/admin/master/fingerprint/setting': terminal PIN → person, and how punches are read. */
export const masterScreen = defineResourceScreen({
  row: ZFingerprintSettingRow,
  create: ZCreateFingerprintSettingRequest,
  update: ZUpdateFingerprintSettingRequest,
  noun: 'Pengaturan Fingerprint',
  description:
    'Pemetaan PIN pada mesin fingerprint ke pegawai, dan cara membaca punch: selalu masuk, selalu pulang, menurut jam (punch pertama masuk, terakhir pulang), atau menurut status yang dipilih di mesin.',
  itemLabel: (row) => `PIN ${row.pin}`,
  columns: columnsOf(FINGERPRINT_SETTING_DESCRIPTOR, [
    { field: 'pin', width: 110 },
    // Shown by name; the server's machine_id sort key (its default order) sorts by id, not name.
    { field: 'machine_name' },
    { field: 'user_name' },
    { field: 'read_mode', format: 'option', options: MODES },
    { field: 'is_active', width: 110 },
  ]),
  fields: [
    {
      name: 'machine_id',
      label: 'Mesin',
      input: 'reference',
      required: true,
      reference: {
        path: '/admin/master/fingerprint/machine',
        label: (row) => `${String(row.name)} (${String(row.serial_number)})`,
        filters: { is_active: true },
      },
    },
    { name: 'pin', label: 'PIN', input: 'text', required: true, width: 'half' },
    {
      name: 'read_mode',
      label: 'Mode baca',
      input: 'select',
      options: MODES,
      required: true,
      width: 'half',
      description: 'Menurut status: status 0 di mesin masuk, 1 pulang, lainnya menurut jam.',
    },
    {
      name: 'user_id',
      label: 'Pegawai',
      input: 'reference',
      required: true,
      reference: {
        path: '/admin/master/user',
        label: (row) => `${String(row.name)}${row.nip ? ` (${String(row.nip)})` : ''}`,
        filters: { status: 'active' },
      },
    },
    { name: 'is_active', label: 'Aktif', input: 'switch' },
  ],
  defaults: { machine_id: null, pin: '', read_mode: 'auto', user_id: null, is_active: true },
  filters: [{ name: 'read_mode', label: 'Mode baca', options: MODES }, ACTIVE_FILTER],
});
