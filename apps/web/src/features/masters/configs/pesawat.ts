import {
  FLIGHT_CLASS_LABELS,
  FLIGHT_DESCRIPTOR,
  FLIGHT_STATUS_LABELS,
  FLIGHT_TRIP_LABELS,
  ZCreateFlightRequest,
  ZFlightRow,
  ZUpdateFlightRequest,
} from '@sikerja/contracts';
import {
  columnsOf,
  defineResourceScreen,
  optionsOf,
} from '../../../platform/resource-screen/resource-screen.api.ts';
import { useFlightCities } from './shared/flight-cities.ts';
import { OverCeilingCell } from './shared/over-ceiling-cell.tsx';
import { moneyColumn, moneyField, ROUTE_FIELDS } from './shared/sbm-screen.ts';

const CLASSES = optionsOf(FLIGHT_CLASS_LABELS);
const TRIPS = optionsOf(FLIGHT_TRIP_LABELS);
const STATUSES = optionsOf(FLIGHT_STATUS_LABELS);

/**
 * '/admin/pesawat': the flight tickets of a letter's travellers, each against the SBM ceiling of
 * the letter's year for its route and class (docs/surat-tugas.md "Tiket pesawat").
 */
export const masterScreen = defineResourceScreen({
  row: ZFlightRow,
  create: ZCreateFlightRequest,
  update: ZUpdateFlightRequest,
  noun: 'Tiket Pesawat',
  description:
    'Tiket pesawat pelaku perjalanan dinas. Harga dibandingkan dengan batas SBM tahun surat tugas untuk rute dan kelasnya; kelebihan di atas SBM tidak dibayar dari anggaran perjalanan.',
  itemLabel: (row) => `tiket ${row.ticket_number} (${row.traveller_name}, ${row.letter_number})`,
  columns: columnsOf(FLIGHT_DESCRIPTOR, [
    { field: 'departure_date', format: 'date', width: 140 },
    { field: 'traveller_name' },
    { field: 'flight', width: 170 },
    { field: 'route', width: 170 },
    { field: 'ticket_number', width: 150 },
    { field: 'status', format: 'option', options: STATUSES, width: 120 },
    moneyColumn('net_cost'),
    moneyColumn('ceiling'),
    { field: 'over_ceiling', cell: OverCeilingCell, width: 150 },
  ]),
  fields: [
    {
      name: 'traveller_id',
      label: 'Pelaku perjalanan',
      input: 'reference',
      required: true,
      reference: { path: '/admin/pesawat/travellers' },
      description: 'Cari nama atau nomor surat tugas.',
    },
    { name: 'airline', label: 'Maskapai', input: 'text', required: true, width: 'half' },
    {
      name: 'flight_number',
      label: 'Nomor penerbangan',
      input: 'text',
      required: true,
      width: 'half',
    },
    // Typed as the SBM spells them, the cities find the route's ceiling.
    ...ROUTE_FIELDS.map((field) => ({
      ...field,
      useSuggestions: useFlightCities,
      description: 'Pilih dari kota SBM agar batasnya ditemukan.',
    })),
    {
      name: 'departure_date',
      label: 'Tanggal terbang',
      input: 'date',
      required: true,
      width: 'half',
    },
    { name: 'ticket_number', label: 'Nomor tiket', input: 'text', required: true, width: 'half' },
    { name: 'booking_code', label: 'Kode booking', input: 'text', width: 'half' },
    {
      name: 'travel_class',
      label: 'Kelas',
      input: 'select',
      options: CLASSES,
      required: true,
      width: 'half',
    },
    {
      name: 'trip',
      label: 'Jenis tiket',
      input: 'select',
      options: TRIPS,
      required: true,
      width: 'half',
      description: 'Batas SBM berlaku untuk tiket pulang pergi; tiket sekali jalan separuhnya.',
    },
    moneyField('price', 'Harga tiket'),
    {
      name: 'status',
      label: 'Status',
      input: 'select',
      options: STATUSES,
      required: true,
      width: 'half',
    },
    { ...moneyField('reschedule_fee', 'Biaya ubah jadwal', true), width: 'half' },
    { ...moneyField('refund_amount', 'Nilai refund', true), width: 'half' },
    { name: 'note', label: 'Keterangan', input: 'textarea' },
  ],
  defaults: {
    traveller_id: null,
    airline: '',
    flight_number: '',
    origin: '',
    destination: '',
    departure_date: null,
    ticket_number: '',
    booking_code: '',
    travel_class: 'economy',
    trip: 'pp',
    price: null,
    status: 'terbit',
    reschedule_fee: 0,
    refund_amount: 0,
    note: '',
  },
  filters: [
    { name: 'status', label: 'Status', options: STATUSES },
    { name: 'travel_class', label: 'Kelas', options: CLASSES },
  ],
});
