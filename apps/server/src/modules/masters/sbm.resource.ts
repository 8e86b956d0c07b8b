import {
  BIAYA_PENGINAPAN_FILTERS,
  BIAYA_PENGINAPAN_SORT_KEYS,
  BIAYA_TAKSI_FILTERS,
  BIAYA_TAKSI_SORT_KEYS,
  FOREIGN_GRADE_LABELS,
  LODGING_GRADE_LABELS,
  TIKET_PESAWAT_DALAM_NEGERI_FILTERS,
  TIKET_PESAWAT_DALAM_NEGERI_SORT_KEYS,
  TIKET_PESAWAT_LUAR_NEGERI_FILTERS,
  TIKET_PESAWAT_LUAR_NEGERI_SORT_KEYS,
  UANG_HARIAN_DALAM_NEGERI_FILTERS,
  UANG_HARIAN_DALAM_NEGERI_SORT_KEYS,
  UANG_HARIAN_LUAR_NEGERI_FILTERS,
  UANG_HARIAN_LUAR_NEGERI_SORT_KEYS,
  UANG_REPRESENTASI_FILTERS,
  UANG_REPRESENTASI_SORT_KEYS,
  ZBiayaPenginapanRow,
  ZBiayaTaksiRow,
  ZCreateBiayaPenginapanRequest,
  ZCreateBiayaTaksiRequest,
  ZCreateTiketPesawatDalamNegeriRequest,
  ZCreateTiketPesawatLuarNegeriRequest,
  ZCreateUangHarianDalamNegeriRequest,
  ZCreateUangHarianLuarNegeriRequest,
  ZCreateUangRepresentasiRequest,
  ZTiketPesawatDalamNegeriRow,
  ZTiketPesawatLuarNegeriRow,
  ZUangHarianDalamNegeriRow,
  ZUangHarianLuarNegeriRow,
  ZUangRepresentasiRow,
  ZUpdateBiayaPenginapanRequest,
  ZUpdateBiayaTaksiRequest,
  ZUpdateTiketPesawatDalamNegeriRequest,
  ZUpdateTiketPesawatLuarNegeriRequest,
  ZUpdateUangHarianDalamNegeriRequest,
  ZUpdateUangHarianLuarNegeriRequest,
  ZUpdateUangRepresentasiRequest,
} from '@sikerja/contracts';
import {
  sbmDailyAllowances,
  sbmDomesticAirfares,
  sbmForeignDailyAllowances,
  sbmInternationalAirfares,
  sbmLodgingRates,
  sbmRepresentationAllowances,
  sbmTaxiFares,
} from '../../db/schema/masters-sbm.ts';
import type { ResourceColumn } from '../../platform/resource/resource-export.ts';
import { defineSbmResource } from './sbm-resource.ts';

/**
 * The seven SBM masters (/admin/master/sbm/*, regulations.md section 5), each only its key and
 * its ceilings; sbm-resource.ts holds what they share. Seeds: db/seed/reference/sbm.ts.
 */
const PROVINCE: ResourceColumn = { key: 'province', label: 'Provinsi', width: 28 };
const ROUTE: ResourceColumn[] = [
  { key: 'origin', label: 'Kota asal', width: 20 },
  { key: 'destination', label: 'Kota tujuan', width: 20 },
];
const rupiah = (key: string, label: string): ResourceColumn => ({ key, label, format: 'rupiah' });
const usd = (key: string, label: string): ResourceColumn => ({ key, label, format: 'number' });
const gradeColumns = (labels: Record<string, string>, format: typeof rupiah) =>
  Object.entries(labels).map(([key, label]) => format(key, label));

export const uangHarianDalamNegeriResource = defineSbmResource({
  slug: 'uang_harian_dalam_negeri',
  label: 'Uang harian dalam negeri',
  table: sbmDailyAllowances,
  contract: {
    create: ZCreateUangHarianDalamNegeriRequest,
    update: ZUpdateUangHarianDalamNegeriRequest,
    row: ZUangHarianDalamNegeriRow,
    sortKeys: UANG_HARIAN_DALAM_NEGERI_SORT_KEYS,
    filters: UANG_HARIAN_DALAM_NEGERI_FILTERS,
  },
  key: [PROVINCE],
  keyNoun: 'Provinsi',
  searchable: ['province'],
  amounts: [
    rupiah('outside_city', 'Luar kota'),
    rupiah('in_city_over_8h', 'Dalam kota > 8 jam'),
    rupiah('training', 'Diklat'),
  ],
});

export const uangRepresentasiResource = defineSbmResource({
  slug: 'uang_representasi',
  label: 'Uang representasi',
  table: sbmRepresentationAllowances,
  contract: {
    create: ZCreateUangRepresentasiRequest,
    update: ZUpdateUangRepresentasiRequest,
    row: ZUangRepresentasiRow,
    sortKeys: UANG_REPRESENTASI_SORT_KEYS,
    filters: UANG_REPRESENTASI_FILTERS,
  },
  key: [{ key: 'official_level', label: 'Tingkat pejabat', width: 22 }],
  keyNoun: 'Tingkat pejabat',
  searchable: ['official_level', 'source'],
  amounts: [rupiah('outside_city', 'Luar kota'), rupiah('in_city_over_8h', 'Dalam kota > 8 jam')],
});

export const biayaPenginapanResource = defineSbmResource({
  slug: 'biaya_penginapan',
  label: 'Biaya penginapan',
  table: sbmLodgingRates,
  contract: {
    create: ZCreateBiayaPenginapanRequest,
    update: ZUpdateBiayaPenginapanRequest,
    row: ZBiayaPenginapanRow,
    sortKeys: BIAYA_PENGINAPAN_SORT_KEYS,
    filters: BIAYA_PENGINAPAN_FILTERS,
  },
  key: [PROVINCE],
  keyNoun: 'Provinsi',
  searchable: ['province'],
  amounts: gradeColumns(LODGING_GRADE_LABELS, rupiah),
});

export const biayaTaksiResource = defineSbmResource({
  slug: 'biaya_taksi',
  label: 'Biaya taksi',
  table: sbmTaxiFares,
  contract: {
    create: ZCreateBiayaTaksiRequest,
    update: ZUpdateBiayaTaksiRequest,
    row: ZBiayaTaksiRow,
    sortKeys: BIAYA_TAKSI_SORT_KEYS,
    filters: BIAYA_TAKSI_FILTERS,
  },
  key: [PROVINCE],
  keyNoun: 'Provinsi',
  searchable: ['province'],
  amounts: [rupiah('per_trip', 'Satu kali jalan')],
});

export const tiketPesawatDalamNegeriResource = defineSbmResource({
  slug: 'tiket_pesawat_dalam_negeri',
  label: 'Tiket pesawat dalam negeri',
  table: sbmDomesticAirfares,
  contract: {
    create: ZCreateTiketPesawatDalamNegeriRequest,
    update: ZUpdateTiketPesawatDalamNegeriRequest,
    row: ZTiketPesawatDalamNegeriRow,
    sortKeys: TIKET_PESAWAT_DALAM_NEGERI_SORT_KEYS,
    filters: TIKET_PESAWAT_DALAM_NEGERI_FILTERS,
  },
  key: ROUTE,
  keyNoun: 'Rute',
  searchable: ['origin', 'destination'],
  amounts: [rupiah('business', 'Bisnis'), rupiah('economy', 'Ekonomi')],
});

export const tiketPesawatLuarNegeriResource = defineSbmResource({
  slug: 'tiket_pesawat_luar_negeri',
  label: 'Tiket pesawat luar negeri',
  table: sbmInternationalAirfares,
  contract: {
    create: ZCreateTiketPesawatLuarNegeriRequest,
    update: ZUpdateTiketPesawatLuarNegeriRequest,
    row: ZTiketPesawatLuarNegeriRow,
    sortKeys: TIKET_PESAWAT_LUAR_NEGERI_SORT_KEYS,
    filters: TIKET_PESAWAT_LUAR_NEGERI_FILTERS,
  },
  key: ROUTE,
  keyNoun: 'Rute',
  searchable: ['origin', 'destination'],
  amounts: [
    usd('first_class', 'First (USD)'),
    usd('business', 'Bisnis (USD)'),
    usd('economy', 'Ekonomi (USD)'),
  ],
});

export const uangHarianLuarNegeriResource = defineSbmResource({
  slug: 'uang_harian_luar_negeri',
  label: 'Uang harian luar negeri',
  table: sbmForeignDailyAllowances,
  contract: {
    create: ZCreateUangHarianLuarNegeriRequest,
    update: ZUpdateUangHarianLuarNegeriRequest,
    row: ZUangHarianLuarNegeriRow,
    sortKeys: UANG_HARIAN_LUAR_NEGERI_SORT_KEYS,
    filters: UANG_HARIAN_LUAR_NEGERI_FILTERS,
  },
  key: [{ key: 'country', label: 'Negara', width: 24 }],
  keyNoun: 'Negara',
  searchable: ['country'],
  amounts: gradeColumns(FOREIGN_GRADE_LABELS, (key, label) => usd(key, `${label} (USD)`)),
});
