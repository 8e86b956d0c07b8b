/**
 * The cost plan of one traveller on one letter, and the settlement of its actual costs, from the
 * SBM rows of the letter's budget year. Pure: the caller loads the rows (the seven
 * /admin/master/sbm/* masters, active rows of the letter's year) and passes them in.
 * Rules, grade mapping, rounding and worked examples: docs/surat-tugas.md, 'Biaya perjalanan
 * dinas (SBM)'. Sources: PMK 113/PMK.05/2012 as amended by PMK 119/2023 (how a domestic trip is
 * paid), PMK 32/2025 (SBM 2026 amounts), shared/domain/regulations.md section 5.
 *
 * Money: every amount is whole Rupiah (integers). The one fraction, the 30 % lump sum for
 * lodging without a hotel bill, is rounded half up to the Rupiah per night before it is
 * multiplied by the nights. USD amounts (abroad) are kept in cents and turned into Rupiah at
 * the rate the caller gives, rounded half up, once per line.
 */
import type { MeetingRates } from './sbm-meeting-rates.ts';

// ---------------------------------------------------------------------------------------------
// SBM rows, as the masters store them (the drizzle select types fit these shapes).

interface SbmRow {
  year: number;
  source?: string | null;
  isActive?: boolean;
}
export interface DailyAllowanceRow extends SbmRow {
  province: string;
  outsideCity: number;
  inCityOver8h: number;
  training: number;
}
export interface LodgingRow extends SbmRow {
  province: string;
  eselonI: number;
  eselonII: number;
  eselonIII: number;
  eselonIV: number;
}
export interface TaxiRow extends SbmRow {
  province: string;
  perTrip: number;
}
export interface RepresentationRow extends SbmRow {
  officialLevel: string;
  outsideCity: number;
  inCityOver8h: number;
}
export interface DomesticAirfareRow extends SbmRow {
  origin: string;
  destination: string;
  business: number | null;
  economy: number;
}
export interface ForeignDailyRow extends SbmRow {
  country: string;
  groupA: number;
  groupB: number;
  groupC: number;
  groupD: number;
}
export interface InternationalAirfareRow extends SbmRow {
  origin: string;
  destination: string;
  firstClass: number | null;
  business: number | null;
  economy: number;
}

/** The SBM of one budget year. Rows of other years or switched off are ignored. */
export interface SbmTables {
  year: number;
  daily: readonly DailyAllowanceRow[];
  lodging: readonly LodgingRow[];
  taxi: readonly TaxiRow[];
  representation: readonly RepresentationRow[];
  domesticAirfares: readonly DomesticAirfareRow[];
  foreignDaily: readonly ForeignDailyRow[];
  internationalAirfares: readonly InternationalAirfareRow[];
  /** Meeting-package uang saku of the year (sbm-meeting-rates.ts); none: such trips cannot be costed. */
  meeting: MeetingRates | null;
}

// ---------------------------------------------------------------------------------------------
// The trip and the traveller.

/**
 * - luar_kota: official travel outside the city (uang harian luar kota).
 * - dalam_kota_8jam: in-city travel over 8 hours (uang harian dalam kota > 8 jam; no lodging).
 * - diklat: face-to-face training (uang harian diklat).
 * - rapat_fullboard / rapat_fullday / rapat_halfday: a meeting package outside the office; the
 *   organiser's package pays room and meals, the traveller gets the package's uang saku.
 */
export const TRIP_KINDS = [
  'luar_kota',
  'dalam_kota_8jam',
  'diklat',
  'rapat_fullboard',
  'rapat_fullday',
  'rapat_halfday',
] as const;
export type TripKind = (typeof TRIP_KINDS)[number];

export const OFFICIAL_RANKS = [
  'pejabat_negara',
  'eselon_i',
  'eselon_ii',
  'eselon_iii',
  'eselon_iv',
] as const;
export type OfficialRank = (typeof OFFICIAL_RANKS)[number];
export type Golongan = 'I' | 'II' | 'III' | 'IV';

export interface Traveller {
  /** The structural post, if any (pejabat negara, eselon I–IV). */
  officialRank: OfficialRank | null;
  /** PNS golongan, or the PNS golongan a PPPK golongan is equated with (pppkGolongan). */
  golongan: Golongan | null;
}

/**
 * - hotel: the traveller stays in a hotel and will bring its bill (at cost up to the ceiling).
 * - tanpa_hotel: no hotel bill (stays elsewhere): 30 % of the ceiling per night, lump sum.
 * - disediakan: lodging is provided (by the organiser, the training's dormitory): no line.
 */
export type LodgingMode = 'hotel' | 'tanpa_hotel' | 'disediakan';
export type FlightClass = 'economy' | 'business' | 'first';

export interface Flight {
  origin: string;
  destination: string;
  travelClass: FlightClass;
}

export type Destination = { abroad: false; province: string } | { abroad: true; country: string };

export interface TripInput {
  kind: TripKind;
  /** Days of the duty, departure and return day included (nights = days − 1). */
  days: number;
  destination: Destination;
  traveller: Traveller;
  lodging: LodgingMode;
  /** The province of each taxi leg, in order (see standardTaxiLegs). */
  taxiLegs: readonly string[];
  /** Return tickets (the SBM ceilings are per return ticket). */
  flights: readonly Flight[];
  /** Rupiah per USD for trips abroad (the Menteri Keuangan's rate of the payment date). */
  usdRate?: number;
}

// ---------------------------------------------------------------------------------------------
// The plan.

export type CostComponent =
  | 'uang_harian'
  | 'uang_saku_rapat'
  | 'penginapan'
  | 'taksi'
  | 'tiket'
  | 'representasi'
  | 'uang_saku_taruna';

export interface CostLine {
  /** Stable within a plan: 'uang_harian', 'penginapan', 'taksi-1', 'tiket-1', … */
  key: string;
  component: CostComponent;
  /** lumpsum: paid as planned; at_cost: actual costs up to the ceiling. */
  method: 'lumpsum' | 'at_cost';
  quantity: number;
  unit: 'hari' | 'malam' | 'kali' | 'tiket PP';
  /** The SBM figure per unit (Rp); null when the year's SBM has no row for it. */
  ceiling: number | null;
  /** Per unit in USD, for lines costed abroad. */
  ceilingUsd?: number;
  /** The planned amount, whole Rupiah; 0 when the ceiling is missing. */
  amount: number;
  /** The rule that produced the line, in Indonesian, with the figures. */
  rule: string;
  /** The SBM row's source (the regulation), when a row was used. */
  source: string | null;
  /** Set when the line could not be costed (Indonesian). */
  missing?: string;
}

export interface CostPlan {
  year: number;
  lines: CostLine[];
  total: number;
  /** Lines that could not be costed; the plan is incomplete while this is not empty. */
  missing: string[];
}

export class CostPlanInputError extends Error {}

const rp = (n: number) => `Rp${n.toLocaleString('id-ID')}`;
const usd = (n: number) =>
  `USD ${n.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;
const norm = (s: string) => s.trim().toLowerCase();
/** A city as routes compare it: 'Pangkalpinang' is the Lampiran's 'Pangkal Pinang', 'toli toli' its 'Toli-Toli'. */
const cityKey = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * A route's row serves both directions; where the SBM lists both (Balikpapan–Palembang and
 * Palembang–Balikpapan carry different ceilings), the row in the flight's own direction wins.
 */
function findRoute<R extends { origin: string; destination: string }>(
  rows: readonly R[],
  origin: string,
  destination: string,
): R | undefined {
  const is = (r: R, from: string, to: string) =>
    cityKey(r.origin) === cityKey(from) && cityKey(r.destination) === cityKey(to);
  return (
    rows.find((r) => is(r, origin, destination)) ?? rows.find((r) => is(r, destination, origin))
  );
}

/** Half up to the whole Rupiah; amounts are never negative here. */
export const roundRupiah = (x: number) => Math.floor(x + 0.5);

/** USD (with cents) × Rupiah per USD, half up to the whole Rupiah. */
export function usdToRupiah(amountUsd: number, rate: number): number {
  const cents = Math.round(amountUsd * 100);
  return roundRupiah((cents * rate) / 100);
}

const active = <T extends SbmRow>(rows: readonly T[], year: number) =>
  rows.filter((r) => r.year === year && r.isActive !== false);

// ---------------------------------------------------------------------------------------------
// Grade mapping.

/** The lodging table's grade columns, highest first. */
export const LODGING_COLUMNS = ['eselonI', 'eselonII', 'eselonIII', 'eselonIV'] as const;
export type LodgingColumn = (typeof LODGING_COLUMNS)[number];
export const LODGING_COLUMN_LABELS: Record<LodgingColumn, string> = {
  eselonI: 'Pejabat Negara/Eselon I',
  eselonII: 'Pejabat Negara Lainnya/Eselon II',
  eselonIII: 'Eselon III/Golongan IV',
  eselonIV: 'Eselon IV/Golongan III, II, I',
};

/**
 * The lodging column of a traveller: by the post (pejabat negara and eselon I → I, eselon II →
 * II, eselon III → III, eselon IV → IV) and by the golongan (IV → III, III/II/I → IV); the
 * higher of the two wins. No post and no golongan (e.g. a non-ASN staff member) → the lowest
 * column.
 */
export function lodgingColumn(t: Traveller): LodgingColumn {
  const byRank: Record<OfficialRank, number> = {
    pejabat_negara: 0,
    eselon_i: 0,
    eselon_ii: 1,
    eselon_iii: 2,
    eselon_iv: 3,
  };
  const byGolongan: Record<Golongan, number> = { IV: 2, III: 3, II: 3, I: 3 };
  const index = Math.min(
    t.officialRank ? byRank[t.officialRank] : 3,
    t.golongan ? byGolongan[t.golongan] : 3,
  );
  return LODGING_COLUMNS[index] as LodgingColumn;
}

/** Uang representasi is for pejabat negara, eselon I and eselon II only. */
export function representationLevel(
  t: Traveller,
): 'pejabat_negara' | 'eselon_i' | 'eselon_ii' | null {
  return t.officialRank === 'pejabat_negara' ||
    t.officialRank === 'eselon_i' ||
    t.officialRank === 'eselon_ii'
    ? t.officialRank
    : null;
}

export type ForeignGroup = 'groupA' | 'groupB' | 'groupC' | 'groupD';
/**
 * The foreign per-diem grade group (contracts FOREIGN_GRADE_LABELS, after PMK 164/2015; to be
 * verified): A pejabat negara, B eselon I, C eselon II and golongan IV, D everyone else.
 */
export function foreignGroup(t: Traveller): ForeignGroup {
  if (t.officialRank === 'pejabat_negara') return 'groupA';
  if (t.officialRank === 'eselon_i') return 'groupB';
  if (t.officialRank === 'eselon_ii' || t.golongan === 'IV') return 'groupC';
  return 'groupD';
}

/**
 * PPPK golongan I–XVII → the PNS golongan used for SBM columns (regulations.md 7.2, a common
 * equivalence, marked 'guess' there): I–IV → I, V–VIII → II, IX–XII → III, XIII–XVII → IV.
 */
export function pppkGolongan(pppk: number): Golongan {
  if (!Number.isInteger(pppk) || pppk < 1 || pppk > 17) {
    throw new CostPlanInputError(`Golongan PPPK ${pppk} tidak dikenal`);
  }
  if (pppk <= 4) return 'I';
  if (pppk <= 8) return 'II';
  if (pppk <= 12) return 'III';
  return 'IV';
}

/**
 * The usual four taxi legs of a trip by air (the SBM's own example): from the office to the
 * departure airport and from the arrival airport to the hotel; back from the hotel to the airport
 * and from the home airport to the office.
 */
export function standardTaxiLegs(originProvince: string, destinationProvince: string): string[] {
  return [originProvince, destinationProvince, destinationProvince, originProvince];
}

// ---------------------------------------------------------------------------------------------

const KIND_LABEL: Record<TripKind, string> = {
  luar_kota: 'luar kota',
  dalam_kota_8jam: 'dalam kota lebih dari 8 jam',
  diklat: 'diklat',
  rapat_fullboard: 'rapat paket fullboard',
  rapat_fullday: 'rapat paket fullday',
  rapat_halfday: 'rapat paket halfday',
};

function checkInput(trip: TripInput): void {
  if (!Number.isInteger(trip.days) || trip.days < 1 || trip.days > 366) {
    throw new CostPlanInputError('Lama perjalanan harus 1 sampai 366 hari');
  }
  if (!TRIP_KINDS.includes(trip.kind)) {
    throw new CostPlanInputError(`Jenis perjalanan ${String(trip.kind)} tidak dikenal`);
  }
  if (trip.destination.abroad) {
    if (trip.kind !== 'luar_kota' && trip.kind !== 'diklat') {
      throw new CostPlanInputError('Perjalanan luar negeri hanya luar kota atau diklat');
    }
    if (!(trip.usdRate && trip.usdRate > 0 && Number.isFinite(trip.usdRate))) {
      throw new CostPlanInputError('Kurs rupiah per USD wajib untuk perjalanan luar negeri');
    }
  }
}

type LineDraft = Omit<CostLine, 'amount' | 'ceiling' | 'source'>;
/** Pushes a line that could not be costed (amount 0, no ceiling) with the reason. */
const missingLineOf = (lines: CostLine[]) => (line: LineDraft, why: string) =>
  lines.push({ ...line, amount: 0, ceiling: null, source: null, missing: why });

/** The penginapan line's fixed part: a plan has at most one, counted in nights. */
const lodgingDraft = (nights: number, method: CostLine['method']) => ({
  key: 'penginapan',
  component: 'penginapan' as const,
  method,
  quantity: nights,
  unit: 'malam' as const,
});

/**
 * Penginapan for staff and cadets alike: `nights` × `perNight`, which is the ceiling itself
 * unless a lump sum pays a share of it.
 */
function lodgingLine(
  nights: number,
  priced: {
    method: CostLine['method'];
    ceiling: number;
    perNight?: number;
    rule: string;
    source: string | null;
  },
): CostLine {
  const { method, ceiling, perNight = ceiling, rule, source } = priced;
  return { ...lodgingDraft(nights, method), ceiling, amount: perNight * nights, rule, source };
}

/** Taksi: one line per leg, at cost up to the ceiling of the leg's province. */
function taxiLines(trip: TripInput, sbm: SbmTables): CostLine[] {
  const year = sbm.year;
  const lines: CostLine[] = [];
  const missing = missingLineOf(lines);
  trip.taxiLegs.forEach((province, i) => {
    const row = active(sbm.taxi, year).find((r) => r.province === province);
    const base = {
      key: `taksi-${i + 1}`,
      component: 'taksi' as const,
      method: 'at_cost' as const,
      quantity: 1,
      unit: 'kali' as const,
    };
    if (!row) {
      missing(
        { ...base, rule: `Taksi ${province}, perjalanan ke-${i + 1}` },
        `SBM ${year} belum memuat biaya taksi untuk ${province}`,
      );
      return;
    }
    lines.push({
      ...base,
      ceiling: row.perTrip,
      amount: row.perTrip,
      rule: `Taksi ${row.province}, perjalanan ke-${i + 1}: paling tinggi ${rp(row.perTrip)} sekali jalan, sesuai pengeluaran`,
      source: row.source ?? null,
    });
  });

  return lines;
}

/** Tiket pesawat: return tickets, at cost up to the route's ceiling for the class. */
function ticketLines(trip: TripInput, sbm: SbmTables): CostLine[] {
  const year = sbm.year;
  const dest = trip.destination;
  const lines: CostLine[] = [];
  const missing = missingLineOf(lines);
  trip.flights.forEach((f, i) => {
    const base = {
      key: `tiket-${i + 1}`,
      component: 'tiket' as const,
      method: 'at_cost' as const,
      quantity: 1,
      unit: 'tiket PP' as const,
    };
    const sameRoute = <R extends { origin: string; destination: string }>(rows: R[]) =>
      findRoute(rows, f.origin, f.destination);
    const classLabel = { economy: 'ekonomi', business: 'bisnis', first: 'eksekutif/first' }[
      f.travelClass
    ];
    const route = `${f.origin}–${f.destination} kelas ${classLabel}`;
    if (dest.abroad) {
      const row = sameRoute(active(sbm.internationalAirfares, year));
      const perTicket = row
        ? { economy: row.economy, business: row.business, first: row.firstClass }[f.travelClass]
        : null;
      if (!row || perTicket == null) {
        missing(
          { ...base, rule: `Tiket pesawat ${route}` },
          `SBM ${year} belum memuat tiket pesawat ${route}`,
        );
        return;
      }
      lines.push({
        ...base,
        ceiling: usdToRupiah(perTicket, trip.usdRate as number),
        ceilingUsd: perTicket,
        amount: usdToRupiah(perTicket, trip.usdRate as number),
        rule: `Tiket pesawat ${route} pulang pergi: paling tinggi ${usd(perTicket)} × kurs ${rp(trip.usdRate as number)}, sesuai pengeluaran`,
        source: row.source ?? null,
      });
      return;
    }
    const row = sameRoute(active(sbm.domesticAirfares, year));
    const perTicket = row
      ? { economy: row.economy, business: row.business, first: null }[f.travelClass]
      : null;
    if (!row || perTicket == null) {
      missing(
        { ...base, rule: `Tiket pesawat ${route}` },
        `SBM ${year} belum memuat tiket pesawat ${route}`,
      );
      return;
    }
    lines.push({
      ...base,
      ceiling: perTicket,
      amount: perTicket,
      rule: `Tiket pesawat ${route} pulang pergi: paling tinggi ${rp(perTicket)}, sesuai pengeluaran`,
      source: row.source ?? null,
    });
  });
  return lines;
}

/** The plan of its lines: their total, and what could not be costed. */
const planOf = (year: number, lines: CostLine[]): CostPlan => ({
  year,
  lines,
  total: lines.reduce((sum, l) => sum + l.amount, 0),
  missing: lines.flatMap((l) => (l.missing ? [l.missing] : [])),
});

/** The traveller's cost plan from the SBM of the letter's year. */
export function costPlan(trip: TripInput, sbm: SbmTables): CostPlan {
  checkInput(trip);
  const year = sbm.year;
  const lines: CostLine[] = [];
  const missing = missingLineOf(lines);
  const nights = trip.days - 1;
  const dest = trip.destination;

  // Uang harian / uang saku rapat.
  if (dest.abroad) {
    const group = foreignGroup(trip.traveller);
    const row = active(sbm.foreignDaily, year).find((r) => norm(r.country) === norm(dest.country));
    const base = {
      key: 'uang_harian',
      component: 'uang_harian' as const,
      method: 'lumpsum' as const,
      quantity: trip.days,
      unit: 'hari' as const,
    };
    if (!row) {
      missing(
        { ...base, rule: `Uang harian luar negeri ${dest.country}` },
        `SBM ${year} belum memuat uang harian luar negeri untuk ${dest.country}`,
      );
    } else {
      const perDay = row[group];
      const totalUsd = Math.round(perDay * 100 * trip.days) / 100;
      const amount = usdToRupiah(totalUsd, trip.usdRate as number);
      lines.push({
        ...base,
        ceiling: usdToRupiah(perDay, trip.usdRate as number),
        ceilingUsd: perDay,
        amount,
        rule: `Uang harian luar negeri ${row.country}, golongan ${group.slice(-1)}: ${trip.days} hari × ${usd(perDay)} = ${usd(totalUsd)} × kurs ${rp(trip.usdRate as number)} (sudah termasuk penginapan dan transpor lokal)`,
        source: row.source ?? null,
      });
    }
  } else if (trip.kind.startsWith('rapat_')) {
    const pkg = trip.kind.slice('rapat_'.length) as 'fullboard' | 'fullday' | 'halfday';
    const base = {
      key: 'uang_saku_rapat',
      component: 'uang_saku_rapat' as const,
      method: 'lumpsum' as const,
      quantity: trip.days,
      unit: 'hari' as const,
    };
    if (!sbm.meeting) {
      missing(
        { ...base, rule: `Uang saku ${KIND_LABEL[trip.kind]}` },
        `SBM ${year} belum memuat uang saku rapat`,
      );
    } else {
      const perDay = sbm.meeting[pkg];
      lines.push({
        ...base,
        ceiling: perDay,
        amount: perDay * trip.days,
        rule:
          perDay === 0
            ? `Uang saku ${KIND_LABEL[trip.kind]}: tidak diberikan pada SBM ${year}; konsumsi dan ruang dari paket penyelenggara`
            : `Uang saku ${KIND_LABEL[trip.kind]}: ${trip.days} hari × ${rp(perDay)}; penginapan dan konsumsi dari paket penyelenggara`,
        source: sbm.meeting.source,
      });
    }
  } else {
    const row = active(sbm.daily, year).find((r) => r.province === dest.province);
    const column =
      trip.kind === 'luar_kota'
        ? ('outsideCity' as const)
        : trip.kind === 'diklat'
          ? ('training' as const)
          : ('inCityOver8h' as const);
    const base = {
      key: 'uang_harian',
      component: 'uang_harian' as const,
      method: 'lumpsum' as const,
      quantity: trip.days,
      unit: 'hari' as const,
    };
    if (!row) {
      missing(
        { ...base, rule: `Uang harian ${KIND_LABEL[trip.kind]} ${dest.province}` },
        `SBM ${year} belum memuat uang harian untuk ${dest.province}`,
      );
    } else {
      const perDay = row[column];
      lines.push({
        ...base,
        ceiling: perDay,
        amount: perDay * trip.days,
        rule: `Uang harian ${KIND_LABEL[trip.kind]} ${row.province}: ${trip.days} hari × ${rp(perDay)}`,
        source: row.source ?? null,
      });
    }
  }

  // Penginapan: domestic, outside the city or training, with nights, not provided.
  const needsLodging =
    !dest.abroad &&
    (trip.kind === 'luar_kota' || trip.kind === 'diklat') &&
    trip.lodging !== 'disediakan' &&
    nights > 0;
  if (needsLodging && !dest.abroad) {
    const column = lodgingColumn(trip.traveller);
    const row = active(sbm.lodging, year).find((r) => r.province === dest.province);
    const method = trip.lodging === 'hotel' ? 'at_cost' : 'lumpsum';
    if (!row) {
      missing(
        { ...lodgingDraft(nights, method), rule: `Penginapan ${dest.province}` },
        `SBM ${year} belum memuat biaya penginapan untuk ${dest.province}`,
      );
    } else {
      const ceiling = row[column];
      const label = LODGING_COLUMN_LABELS[column];
      const source = row.source ?? null;
      if (method === 'at_cost') {
        lines.push(
          lodgingLine(nights, {
            method,
            ceiling,
            rule: `Penginapan ${row.province} (${label}): ${nights} malam × paling tinggi ${rp(ceiling)}, sesuai bukti hotel`,
            source,
          }),
        );
      } else {
        const perNight = roundRupiah((ceiling * 30) / 100);
        lines.push(
          lodgingLine(nights, {
            method,
            ceiling,
            perNight,
            rule: `Tanpa bukti hotel: ${nights} malam × 30% × ${rp(ceiling)} (${label}, ${row.province}) = ${nights} × ${rp(perNight)}, lumpsum`,
            source,
          }),
        );
      }
    }
  }

  lines.push(...taxiLines(trip, sbm), ...ticketLines(trip, sbm));

  // Representasi: pejabat negara, eselon I and II, on duty travel (luar kota or in-city > 8 h).
  const level = representationLevel(trip.traveller);
  if (level && !dest.abroad && (trip.kind === 'luar_kota' || trip.kind === 'dalam_kota_8jam')) {
    const row = active(sbm.representation, year).find((r) => r.officialLevel === level);
    const base = {
      key: 'representasi',
      component: 'representasi' as const,
      method: 'lumpsum' as const,
      quantity: trip.days,
      unit: 'hari' as const,
    };
    if (!row) {
      missing(
        { ...base, rule: 'Uang representasi' },
        `SBM ${year} belum memuat uang representasi ${level}`,
      );
    } else {
      const perDay = trip.kind === 'luar_kota' ? row.outsideCity : row.inCityOver8h;
      const levelLabel = {
        pejabat_negara: 'pejabat negara',
        eselon_i: 'eselon I',
        eselon_ii: 'eselon II',
      }[level];
      lines.push({
        ...base,
        ceiling: perDay,
        amount: perDay * trip.days,
        rule: `Uang representasi ${levelLabel} ${KIND_LABEL[trip.kind]}: ${trip.days} hari × ${rp(perDay)}`,
        source: row.source ?? null,
      });
    }
  }

  return planOf(year, lines);
}

// ---------------------------------------------------------------------------------------------
// Cadets (taruna): the Direktur's SK, not the SBM's grades (docs "Surat tugas taruna").

/**
 * A cadet rate of one year, kind of cadet trip and scope (`surat_tugas_cadet_rates`):
 * - setara_golongan: costed exactly as a civil servant of `golongan` without a post;
 * - uang_saku: `dailyAllowance` per day (lump sum), lodging at cost up to `lodgingCeiling` per
 *   night (0: provided by the host, no line), taxi legs at cost up to the SBM taxi ceiling, and
 *   tickets at cost up to the SBM ceiling of the class `golongan` flies (economy: PMK 113/2012
 *   gives business class to senior officials only, regulations.md 5).
 */
export interface CadetRate {
  year: number;
  /** As the letter's messages name it: 'Praktik', 'Lomba'. */
  purposeLabel: string;
  mode: 'setara_golongan' | 'uang_saku';
  golongan: Golongan;
  dailyAllowance: number | null;
  lodgingCeiling: number | null;
  skNumber: string;
  /** The SK's date as the rate's screen shows it ('5 Januari 2026'). */
  skDate: string;
}

/** 'SK Direktur No X tanggal D': the source every line of a cadet's plan cites. */
export const cadetRateSource = (rate: CadetRate) =>
  `SK Direktur No ${rate.skNumber} tanggal ${rate.skDate}`;

/** The rate in one phrase, as the plan's screen shows it. */
export function describeCadetRate(rate: CadetRate): string {
  const how =
    rate.mode === 'setara_golongan'
      ? `setara golongan ${rate.golongan}`
      : `uang saku ${rp(rate.dailyAllowance ?? 0)} per hari, penginapan ${
          rate.lodgingCeiling ? `paling tinggi ${rp(rate.lodgingCeiling)} per malam` : 'disediakan'
        }, tiket setara golongan ${rate.golongan}`;
  return `Tarif taruna ${rate.purposeLabel} ${rate.year}: ${how} (${cadetRateSource(rate)})`;
}

/** The plan of a cadet traveller from their rate and the SBM of the same year. */
export function cadetCostPlan(
  trip: Omit<TripInput, 'traveller'>,
  rate: CadetRate,
  sbm: SbmTables,
): CostPlan {
  if (rate.year !== sbm.year) {
    throw new CostPlanInputError(`Tarif taruna ${rate.year} tidak untuk SBM ${sbm.year}`);
  }
  const grade: Traveller = { officialRank: null, golongan: rate.golongan };
  const source = cadetRateSource(rate);
  if (rate.mode === 'setara_golongan') {
    const plan = costPlan({ ...trip, traveller: grade }, sbm);
    const lines = plan.lines.map((l) => ({
      ...l,
      rule: `${l.rule} — taruna setara golongan ${rate.golongan} (${source})`,
    }));
    return { ...plan, lines };
  }
  checkInput({ ...trip, traveller: grade });
  const daily = rate.dailyAllowance;
  const ceiling = rate.lodgingCeiling;
  if (daily === null || ceiling === null) {
    throw new CostPlanInputError('Tarif uang saku taruna belum lengkap');
  }
  const nights = trip.days - 1;
  const provided = ceiling === 0 || trip.lodging === 'disediakan';
  const lines: CostLine[] = [
    {
      key: 'uang_saku',
      component: 'uang_saku_taruna',
      method: 'lumpsum',
      quantity: trip.days,
      unit: 'hari',
      ceiling: daily,
      amount: daily * trip.days,
      rule: `Uang saku taruna ${rate.purposeLabel}: ${trip.days} hari × ${rp(daily)}${
        nights > 0 && provided ? '; penginapan disediakan' : ''
      } (${source})`,
      source,
    },
  ];
  if (nights > 0 && !provided) {
    lines.push(
      lodgingLine(nights, {
        method: 'at_cost',
        ceiling,
        rule: `Penginapan taruna: ${nights} malam × paling tinggi ${rp(ceiling)}, ${
          trip.lodging === 'hotel' ? 'sesuai bukti hotel' : 'sesuai pengeluaran riil'
        } (${source})`,
        source,
      }),
    );
  }
  const cadetTrip = { ...trip, traveller: grade };
  for (const l of taxiLines(cadetTrip, sbm)) {
    lines.push({ ...l, rule: `${l.rule} — taruna (${source})` });
  }
  // Golongan I–IV fly economy: a ticket bought in another class is paid up to economy.
  const economy = {
    ...cadetTrip,
    flights: trip.flights.map((f) => ({ ...f, travelClass: 'economy' as const })),
  };
  for (const l of ticketLines(economy, sbm)) {
    lines.push({
      ...l,
      rule: `${l.rule} — taruna, batas kelas ekonomi setara golongan ${rate.golongan} (${source})`,
    });
  }
  return planOf(sbm.year, lines);
}

// ---------------------------------------------------------------------------------------------
// Actual costs.

export interface ActualCost {
  /** The plan line's key. */
  key: string;
  /** What was spent, whole Rupiah (a ticket bought abroad: already in Rupiah). */
  amount: number;
  /** A valid receipt (bill, ticket, boarding pass) was uploaded. */
  receipt: boolean;
}

export interface SettledLine extends CostLine {
  planned: number;
  /** The reported actual cost; null for lump sums and unreported at-cost lines. */
  actual: number | null;
  /** What is paid: lump sums as planned; at cost, the actual amount up to the ceiling. */
  paid: number;
  /** The actual cost was above the ceiling, so the ceiling was paid. */
  capped: boolean;
  /** No receipt: the line goes on the daftar pengeluaran riil, which the traveller signs. */
  pengeluaranRiil: boolean;
  /** An at-cost line with no actual cost reported yet: nothing is paid for it. */
  unreported: boolean;
}

export interface Settlement {
  year: number;
  lines: SettledLine[];
  planned: number;
  paid: number;
  /** The lines to list on the daftar pengeluaran riil. */
  pengeluaranRiil: SettledLine[];
}

/**
 * Real costs replace the plan up to each ceiling: a lump-sum line is paid as planned; an at-cost
 * line pays min(actual, the line's planned ceiling amount). An at-cost line without a receipt is
 * still paid (up to the ceiling) but goes on the daftar pengeluaran riil. Actuals for unknown
 * keys, negative or fractional amounts are refused.
 */
export function settleCosts(plan: CostPlan, actuals: readonly ActualCost[]): Settlement {
  const byKey = new Map<string, ActualCost>();
  for (const a of actuals) {
    const line = plan.lines.find((l) => l.key === a.key);
    if (!line) throw new CostPlanInputError(`Baris biaya ${a.key} tidak ada di rencana`);
    if (line.method !== 'at_cost') {
      throw new CostPlanInputError(`Baris ${a.key} dibayar lumpsum, bukan sesuai pengeluaran`);
    }
    if (!Number.isInteger(a.amount) || a.amount < 0) {
      throw new CostPlanInputError(`Biaya riil ${a.key} harus rupiah bulat, tidak negatif`);
    }
    if (byKey.has(a.key)) throw new CostPlanInputError(`Biaya riil ${a.key} dilaporkan dua kali`);
    byKey.set(a.key, a);
  }
  const lines = plan.lines.map((line): SettledLine => {
    const base = { ...line, planned: line.amount };
    if (line.method === 'lumpsum') {
      return {
        ...base,
        actual: null,
        paid: line.amount,
        capped: false,
        pengeluaranRiil: false,
        unreported: false,
      };
    }
    const actual = byKey.get(line.key);
    if (!actual) {
      return {
        ...base,
        actual: null,
        paid: 0,
        capped: false,
        pengeluaranRiil: false,
        unreported: true,
      };
    }
    const cap = line.amount;
    return {
      ...base,
      actual: actual.amount,
      paid: Math.min(actual.amount, cap),
      capped: actual.amount > cap,
      pengeluaranRiil: !actual.receipt,
      unreported: false,
    };
  });
  return {
    year: plan.year,
    lines,
    planned: plan.total,
    paid: lines.reduce((sum, l) => sum + l.paid, 0),
    pengeluaranRiil: lines.filter((l) => l.pengeluaranRiil),
  };
}
