import {
  WEEKDAY_LABELS,
  ZCreateSessionWindowRequest,
  ZSessionWindowRow,
  ZUpdateSessionWindowRequest,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  defineResourceScreen,
  optionsOf,
} from '../../../../platform/resource-screen/resource-screen.api.ts';

const WEEKDAYS = optionsOf(WEEKDAY_LABELS);

/**
 * The screen of one kind of session window (apel, senam): open ≤ on time ≤ close, on a weekday
 * or one date. The two masters share the table and the contract, so they share the screen too.
 */
export function sessionWindowScreen(activity: string, placeholder: string) {
  return defineResourceScreen({
    row: ZSessionWindowRow,
    create: ZCreateSessionWindowRequest,
    update: ZUpdateSessionWindowRequest,
    noun: `Jam ${activity}`,
    description: `Jendela presensi ${activity.toLowerCase()}: hari (setiap minggu) atau satu tanggal, jam dibuka, batas tepat waktu, dan jam ditutup.`,
    columns: [
      { key: 'name', label: 'Nama', sortKey: 'name' },
      {
        key: 'weekday',
        label: 'Hari',
        format: 'option',
        options: WEEKDAYS,
        sortKey: 'weekday',
        width: 110,
      },
      { key: 'on_date', label: 'Tanggal', format: 'date', sortKey: 'on_date', width: 150 },
      { key: 'opens_at', label: 'Dibuka', sortKey: 'opens_at', width: 90 },
      { key: 'on_time_until', label: 'Tepat Waktu s.d.', width: 140 },
      { key: 'closes_at', label: 'Ditutup', width: 90 },
      { key: 'is_active', label: 'Status', format: 'boolean', width: 110 },
    ],
    fields: [
      { name: 'name', label: 'Nama', input: 'text', required: true, placeholder },
      { name: 'weekday', label: 'Hari', input: 'select', options: WEEKDAYS, width: 'half' },
      {
        name: 'on_date',
        label: 'Atau tanggal',
        input: 'date',
        width: 'half',
        description: 'Isi hari atau tanggal, tidak keduanya.',
      },
      { name: 'opens_at', label: 'Dibuka', input: 'time', required: true, width: 'half' },
      {
        name: 'on_time_until',
        label: 'Tepat waktu sampai',
        input: 'time',
        required: true,
        width: 'half',
      },
      { name: 'closes_at', label: 'Ditutup', input: 'time', required: true, width: 'half' },
      { name: 'is_active', label: 'Aktif', input: 'switch' },
    ],
    defaults: {
      name: '',
      weekday: null,
      on_date: null,
      opens_at: '07:00',
      on_time_until: '07:30',
      closes_at: '08:00',
      is_active: true,
    },
    filters: [{ name: 'weekday', label: 'Hari', options: WEEKDAYS }, ACTIVE_FILTER],
  });
}
