import {
  SESSION_WINDOW_DESCRIPTOR,
  WEEKDAY_LABELS,
  ZCreateSessionWindowRequest,
  ZSessionWindowRow,
  ZUpdateSessionWindowRequest,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
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
    columns: columnsOf(SESSION_WINDOW_DESCRIPTOR, [
      { field: 'name' },
      { field: 'weekday', format: 'option', options: WEEKDAYS, width: 110 },
      { field: 'on_date', format: 'date', width: 150 },
      { field: 'opens_at', width: 90 },
      { field: 'on_time_until', width: 140 },
      { field: 'closes_at', width: 90 },
      { field: 'is_active', format: 'boolean', width: 110 },
    ]),
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
