import { z } from 'zod';
import { ACTIVE_FIELD, defineMasterDescriptor } from './master-descriptor.ts';
import { masterListRequest, zBooleanFilter, zIsActive, zRequiredText } from './master-fields.ts';

/** Dasar: a legal basis cited in assignment letters. */
export const ZDasarSuratTugasRow = z.object({
  id: z.number().int(),
  number: z.string(),
  issued_on: z.string().nullable(),
  about: z.string(),
  is_active: z.boolean(),
});
export type TDasarSuratTugasRow = z.infer<typeof ZDasarSuratTugasRow>;

export const ZCreateDasarSuratTugasRequest = z.object({
  /** E.g. 'Peraturan Menteri Perhubungan Nomor PM 46 Tahun 2023'. */
  number: zRequiredText(150),
  issued_on: z.iso
    .date()
    .nullish()
    .transform((v) => v ?? null),
  about: zRequiredText(1000),
  is_active: zIsActive(),
});
export type TCreateDasarSuratTugasRequest = z.input<typeof ZCreateDasarSuratTugasRequest>;
export const ZUpdateDasarSuratTugasRequest = ZCreateDasarSuratTugasRequest;
export type TUpdateDasarSuratTugasRequest = z.input<typeof ZUpdateDasarSuratTugasRequest>;

export const DASAR_SURAT_TUGAS_DESCRIPTOR = defineMasterDescriptor(ZDasarSuratTugasRow, {
  fields: [
    { field: 'number', label: 'Nomor', sortable: true, exportWidth: 40 },
    { field: 'issued_on', label: 'Tanggal', sortable: true },
    { field: 'about', label: 'Tentang', exportWidth: 60 },
    ACTIVE_FIELD,
  ],
  defaultSort: [['issued_on', 'desc']],
});
export const DASAR_SURAT_TUGAS_SORT_KEYS = DASAR_SURAT_TUGAS_DESCRIPTOR.sortKeys;
export const DASAR_SURAT_TUGAS_FILTERS = { is_active: zBooleanFilter() };
export const ZFindDasarSuratTugasRequest = masterListRequest(
  DASAR_SURAT_TUGAS_SORT_KEYS,
  DASAR_SURAT_TUGAS_FILTERS,
);

/** Untuk: a standard purpose of assignment letters. */
export const ZUntukSuratTugasRow = z.object({
  id: z.number().int(),
  description: z.string(),
  is_active: z.boolean(),
});
export type TUntukSuratTugasRow = z.infer<typeof ZUntukSuratTugasRow>;

export const ZCreateUntukSuratTugasRequest = z.object({
  description: zRequiredText(1000),
  is_active: zIsActive(),
});
export type TCreateUntukSuratTugasRequest = z.input<typeof ZCreateUntukSuratTugasRequest>;
export const ZUpdateUntukSuratTugasRequest = ZCreateUntukSuratTugasRequest;
export type TUpdateUntukSuratTugasRequest = z.input<typeof ZUpdateUntukSuratTugasRequest>;

export const UNTUK_SURAT_TUGAS_DESCRIPTOR = defineMasterDescriptor(ZUntukSuratTugasRow, {
  fields: [
    { field: 'description', label: 'Keperluan', sortable: true, exportWidth: 60 },
    ACTIVE_FIELD,
  ],
  defaultSort: [['description', 'asc']],
});
export const UNTUK_SURAT_TUGAS_SORT_KEYS = UNTUK_SURAT_TUGAS_DESCRIPTOR.sortKeys;
export const UNTUK_SURAT_TUGAS_FILTERS = { is_active: zBooleanFilter() };
export const ZFindUntukSuratTugasRequest = masterListRequest(
  UNTUK_SURAT_TUGAS_SORT_KEYS,
  UNTUK_SURAT_TUGAS_FILTERS,
);
