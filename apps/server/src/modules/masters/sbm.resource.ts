import {
  BIAYA_PENGINAPAN_DESCRIPTOR,
  BIAYA_PENGINAPAN_FILTERS,
  BIAYA_TAKSI_DESCRIPTOR,
  BIAYA_TAKSI_FILTERS,
  TIKET_PESAWAT_DALAM_NEGERI_DESCRIPTOR,
  TIKET_PESAWAT_DALAM_NEGERI_FILTERS,
  TIKET_PESAWAT_LUAR_NEGERI_DESCRIPTOR,
  TIKET_PESAWAT_LUAR_NEGERI_FILTERS,
  UANG_HARIAN_DALAM_NEGERI_DESCRIPTOR,
  UANG_HARIAN_DALAM_NEGERI_FILTERS,
  UANG_HARIAN_LUAR_NEGERI_DESCRIPTOR,
  UANG_HARIAN_LUAR_NEGERI_FILTERS,
  UANG_REPRESENTASI_DESCRIPTOR,
  UANG_REPRESENTASI_FILTERS,
  ZCreateBiayaPenginapanRequest,
  ZCreateBiayaTaksiRequest,
  ZCreateTiketPesawatDalamNegeriRequest,
  ZCreateTiketPesawatLuarNegeriRequest,
  ZCreateUangHarianDalamNegeriRequest,
  ZCreateUangHarianLuarNegeriRequest,
  ZCreateUangRepresentasiRequest,
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
import { defineSbmResource } from './sbm-base.resource.ts';

/**
 * The seven SBM masters (/admin/master/sbm/*, regulations.md section 5), each only its key and
 * its ceilings; sbm-base.resource.ts holds what they share. Seeds: db/seed/reference/sbm.ts.
 */
export const uangHarianDalamNegeriResource = defineSbmResource({
  slug: 'uang_harian_dalam_negeri',
  label: 'Uang harian dalam negeri',
  table: sbmDailyAllowances,
  descriptor: UANG_HARIAN_DALAM_NEGERI_DESCRIPTOR,
  contract: {
    create: ZCreateUangHarianDalamNegeriRequest,
    update: ZUpdateUangHarianDalamNegeriRequest,
    filters: UANG_HARIAN_DALAM_NEGERI_FILTERS,
  },
  key: ['province'],
  keyNoun: 'Provinsi',
  searchable: ['province'],
});

export const uangRepresentasiResource = defineSbmResource({
  slug: 'uang_representasi',
  label: 'Uang representasi',
  table: sbmRepresentationAllowances,
  descriptor: UANG_REPRESENTASI_DESCRIPTOR,
  contract: {
    create: ZCreateUangRepresentasiRequest,
    update: ZUpdateUangRepresentasiRequest,
    filters: UANG_REPRESENTASI_FILTERS,
  },
  key: ['official_level'],
  keyNoun: 'Tingkat pejabat',
  searchable: ['official_level', 'source'],
});

export const biayaPenginapanResource = defineSbmResource({
  slug: 'biaya_penginapan',
  label: 'Biaya penginapan',
  table: sbmLodgingRates,
  descriptor: BIAYA_PENGINAPAN_DESCRIPTOR,
  contract: {
    create: ZCreateBiayaPenginapanRequest,
    update: ZUpdateBiayaPenginapanRequest,
    filters: BIAYA_PENGINAPAN_FILTERS,
  },
  key: ['province'],
  keyNoun: 'Provinsi',
  searchable: ['province'],
});

export const biayaTaksiResource = defineSbmResource({
  slug: 'biaya_taksi',
  label: 'Biaya taksi',
  table: sbmTaxiFares,
  descriptor: BIAYA_TAKSI_DESCRIPTOR,
  contract: {
    create: ZCreateBiayaTaksiRequest,
    update: ZUpdateBiayaTaksiRequest,
    filters: BIAYA_TAKSI_FILTERS,
  },
  key: ['province'],
  keyNoun: 'Provinsi',
  searchable: ['province'],
});

export const tiketPesawatDalamNegeriResource = defineSbmResource({
  slug: 'tiket_pesawat_dalam_negeri',
  label: 'Tiket pesawat dalam negeri',
  table: sbmDomesticAirfares,
  descriptor: TIKET_PESAWAT_DALAM_NEGERI_DESCRIPTOR,
  contract: {
    create: ZCreateTiketPesawatDalamNegeriRequest,
    update: ZUpdateTiketPesawatDalamNegeriRequest,
    filters: TIKET_PESAWAT_DALAM_NEGERI_FILTERS,
  },
  key: ['origin', 'destination'],
  keyNoun: 'Rute',
  searchable: ['origin', 'destination'],
});

export const tiketPesawatLuarNegeriResource = defineSbmResource({
  slug: 'tiket_pesawat_luar_negeri',
  label: 'Tiket pesawat luar negeri',
  table: sbmInternationalAirfares,
  descriptor: TIKET_PESAWAT_LUAR_NEGERI_DESCRIPTOR,
  contract: {
    create: ZCreateTiketPesawatLuarNegeriRequest,
    update: ZUpdateTiketPesawatLuarNegeriRequest,
    filters: TIKET_PESAWAT_LUAR_NEGERI_FILTERS,
  },
  key: ['origin', 'destination'],
  keyNoun: 'Rute',
  searchable: ['origin', 'destination'],
});

export const uangHarianLuarNegeriResource = defineSbmResource({
  slug: 'uang_harian_luar_negeri',
  label: 'Uang harian luar negeri',
  table: sbmForeignDailyAllowances,
  descriptor: UANG_HARIAN_LUAR_NEGERI_DESCRIPTOR,
  contract: {
    create: ZCreateUangHarianLuarNegeriRequest,
    update: ZUpdateUangHarianLuarNegeriRequest,
    filters: UANG_HARIAN_LUAR_NEGERI_FILTERS,
  },
  key: ['country'],
  keyNoun: 'Negara',
  searchable: ['country'],
});
