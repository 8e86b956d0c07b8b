/**
 * `/admin/pesawat`: the flight tickets of a letter's travellers, each against the SBM airfare
 * ceiling of the letter's year (docs/surat-tugas.md "Tiket pesawat").
 */
import { z } from 'zod';
import { zDate, zId } from './bounds.ts';
import { defineMasterDescriptor } from './masters/master-descriptor.ts';
import { masterListRequest, zOptionalText, zRequiredText } from './masters/master-fields.ts';
import { checkRoute, SBM_YEAR_LIMITS, sbmRouteFields, zRupiah } from './masters/sbm-fields.ts';
import { DESTINATION_KINDS } from './surat-tugas.ts';

export const FLIGHT_CLASSES = ['economy', 'business', 'first'] as const;
export type TFlightClass = (typeof FLIGHT_CLASSES)[number];
export const FLIGHT_CLASS_LABELS: Record<TFlightClass, string> = {
  economy: 'Ekonomi',
  business: 'Bisnis',
  first: 'Utama (first)',
};

export const FLIGHT_TRIPS = ['pp', 'sekali_jalan'] as const;
export const FLIGHT_TRIP_LABELS: Record<(typeof FLIGHT_TRIPS)[number], string> = {
  pp: 'Pulang pergi',
  sekali_jalan: 'Sekali jalan',
};

/** A ticket as bought, changed to another flight for a fee, or refunded (in part). */
export const FLIGHT_STATUSES = ['terbit', 'reschedule', 'refund'] as const;
export const FLIGHT_STATUS_LABELS: Record<(typeof FLIGHT_STATUSES)[number], string> = {
  terbit: 'Terbit',
  reschedule: 'Jadwal diubah',
  refund: 'Refund',
};

export const FLIGHT_MESSAGES = {
  traveller: 'Pelaku perjalanan wajib dipilih',
  refundWithoutStatus: 'Nilai refund hanya untuk tiket berstatus Refund',
  refundMissing: 'Isi nilai refund yang diterima kembali',
  refundAbovePrice: 'Nilai refund tidak boleh melebihi harga tiket',
  feeWithoutStatus: 'Biaya ubah jadwal hanya untuk tiket berstatus Jadwal diubah',
} as const;

export const ZFlightRow = z.object({
  id: z.number().int(),
  traveller_id: z.number().int(),
  surat_tugas_id: z.number().int(),
  letter_number: z.string(),
  traveller_name: z.string(),
  airline: z.string(),
  flight_number: z.string(),
  origin: z.string(),
  destination: z.string(),
  departure_date: z.string(),
  ticket_number: z.string(),
  booking_code: z.string().nullable(),
  travel_class: z.enum(FLIGHT_CLASSES),
  trip: z.enum(FLIGHT_TRIPS),
  price: z.number().int(),
  status: z.enum(FLIGHT_STATUSES),
  reschedule_fee: z.number().int(),
  refund_amount: z.number().int(),
  /** price + reschedule fee − refund: what the ticket finally cost. */
  net_cost: z.number().int(),
  /**
   * The SBM ceiling for this ticket in Rupiah (a one-way ticket: half the return ceiling); null
   * when the SBM of the letter's year has no such route and class, or the trip is abroad
   * (ceilings in USD, converted at payment).
   */
  ceiling: z.number().int().nullable(),
  /** How far net_cost is above the ceiling (0 within it, or without a ceiling). */
  over_ceiling: z.number().int(),
  note: z.string().nullable(),
  /** 'Garuda Indonesia GA 402' and 'Jakarta – Denpasar': the list's compact columns. */
  flight: z.string(),
  route: z.string(),
});
export type TFlightRow = z.infer<typeof ZFlightRow>;

export const ZCreateFlightRequest = z
  .object({
    traveller_id: zId(FLIGHT_MESSAGES.traveller),
    airline: zRequiredText(60),
    flight_number: zRequiredText(16),
    ...sbmRouteFields(),
    departure_date: zDate(),
    ticket_number: zRequiredText(32),
    booking_code: zOptionalText(16),
    travel_class: z.enum(FLIGHT_CLASSES),
    trip: z.enum(FLIGHT_TRIPS),
    price: zRupiah(),
    status: z.enum(FLIGHT_STATUSES).optional().default('terbit'),
    reschedule_fee: zRupiah().optional().default(0),
    refund_amount: zRupiah().optional().default(0),
    note: zOptionalText(500),
  })
  .superRefine(checkRoute)
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.status === 'refund' && v.refund_amount === 0)
      issue('refund_amount', FLIGHT_MESSAGES.refundMissing);
    if (v.status !== 'refund' && v.refund_amount > 0)
      issue('refund_amount', FLIGHT_MESSAGES.refundWithoutStatus);
    if (v.refund_amount > v.price) issue('refund_amount', FLIGHT_MESSAGES.refundAbovePrice);
    if (v.status !== 'reschedule' && v.reschedule_fee > 0)
      issue('reschedule_fee', FLIGHT_MESSAGES.feeWithoutStatus);
  });
export type TCreateFlightRequest = z.input<typeof ZCreateFlightRequest>;
export const ZUpdateFlightRequest = ZCreateFlightRequest;

export const FLIGHT_DESCRIPTOR = defineMasterDescriptor(ZFlightRow, {
  fields: [
    { field: 'letter_number', label: 'Nomor surat tugas', exportWidth: 30 },
    { field: 'traveller_name', label: 'Pelaku perjalanan', exportWidth: 30 },
    { field: 'departure_date', label: 'Tanggal terbang', sortable: true },
    { field: 'airline', label: 'Maskapai', sortable: true, exportWidth: 20 },
    { field: 'flight_number', label: 'Nomor penerbangan' },
    { field: 'origin', label: 'Kota asal', exportWidth: 18 },
    { field: 'destination', label: 'Kota tujuan', exportWidth: 18 },
    { field: 'ticket_number', label: 'Nomor tiket', sortable: true, exportWidth: 18 },
    { field: 'booking_code', label: 'Kode booking' },
    { field: 'travel_class', label: 'Kelas' },
    { field: 'trip', label: 'Jenis' },
    { field: 'price', label: 'Harga tiket', sortable: true, format: 'rupiah' },
    { field: 'status', label: 'Status' },
    { field: 'reschedule_fee', label: 'Biaya ubah jadwal', format: 'rupiah' },
    { field: 'refund_amount', label: 'Refund', format: 'rupiah' },
    { field: 'net_cost', label: 'Biaya bersih', format: 'rupiah' },
    { field: 'ceiling', label: 'Batas SBM', format: 'rupiah' },
    { field: 'over_ceiling', label: 'Melebihi SBM', format: 'rupiah' },
    { field: 'note', label: 'Keterangan', exportWidth: 30 },
    { field: 'flight', label: 'Penerbangan', exported: false },
    { field: 'route', label: 'Rute', exported: false },
  ],
  defaultSort: [
    ['departure_date', 'desc'],
    ['ticket_number', 'asc'],
  ],
});
export const FLIGHT_SORT_KEYS = FLIGHT_DESCRIPTOR.sortKeys;
export const FLIGHT_FILTERS = {
  status: z.enum(FLIGHT_STATUSES).optional(),
  travel_class: z.enum(FLIGHT_CLASSES).optional(),
};
export const ZFindFlightRequest = masterListRequest(FLIGHT_SORT_KEYS, FLIGHT_FILTERS);

/** A traveller a ticket may be for: on a letter that is not cancelled. */
export const ZFlightTravellerRow = z.object({
  id: z.number().int(),
  /** 'Nama — nomor surat', as the select shows it. */
  name: z.string(),
  surat_tugas_id: z.number().int(),
  letter_number: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  city: z.string(),
  /** The letter's year: whose SBM prices the ticket. */
  year: z.number().int(),
  /** Abroad, the routes are the international SBM's. */
  destination_kind: z.enum(DESTINATION_KINDS),
});
export type TFlightTravellerRow = z.infer<typeof ZFlightTravellerRow>;

const YEAR_MESSAGE = `Tahun harus bilangan bulat ${SBM_YEAR_LIMITS.min}–${SBM_YEAR_LIMITS.max}`;

/**
 * `GET admin/pesawat/cities`: the cities the SBM of a year names on its routes, which the form
 * suggests so a typed city matches a ceiling; domestic unless the letter is abroad.
 */
export const ZFlightCitiesQuery = z.object({
  year: z.coerce
    .number({ error: YEAR_MESSAGE })
    .int(YEAR_MESSAGE)
    .min(SBM_YEAR_LIMITS.min, YEAR_MESSAGE)
    .max(SBM_YEAR_LIMITS.max, YEAR_MESSAGE),
  destination_kind: z
    .enum(DESTINATION_KINDS, { error: 'Pilihan tidak valid' })
    .default('dalam_negeri'),
});
export type TFlightCitiesQuery = z.infer<typeof ZFlightCitiesQuery>;
/** Sorted, each city once however the SBM's rows spell its case or spaces. */
export const ZFlightCitiesResponse = z.object({ data: z.array(z.string()) });
