/** Dewan pengawas: members of the supervisory board, their decree, term and honorarium. */
import { z } from 'zod';
import { zDate } from '../bounds.ts';
import { ACTIVE_FIELD, defineMasterDescriptor } from './master-descriptor.ts';
import {
  masterListRequest,
  zBooleanFilter,
  zIsActive,
  zOptionalText,
  zRequiredText,
} from './master-fields.ts';

export const DEWAS_POSITIONS = ['ketua', 'anggota', 'sekretaris'] as const;
export const DEWAS_POSITION_LABELS = {
  ketua: 'Ketua',
  anggota: 'Anggota',
  sekretaris: 'Sekretaris',
} as const satisfies Record<(typeof DEWAS_POSITIONS)[number], string>;

export const ZDewasRow = z.object({
  id: z.number().int(),
  name: z.string(),
  board_position: z.enum(DEWAS_POSITIONS),
  institution: z.string().nullable(),
  decree_number: z.string(),
  term_start: z.string(),
  term_end: z.string(),
  /** Rupiah per month. */
  monthly_honorarium: z.number().int(),
  is_active: z.boolean(),
});
export type TDewasRow = z.infer<typeof ZDewasRow>;

export const ZCreateDewasRequest = z
  .object({
    name: zRequiredText(),
    board_position: z.enum(DEWAS_POSITIONS),
    /** Where the member comes from, e.g. 'Kementerian Keuangan'. */
    institution: zOptionalText(200),
    /** The appointing decree (SK). */
    decree_number: zRequiredText(150),
    term_start: zDate(),
    term_end: zDate(),
    monthly_honorarium: z.number().int().min(0).max(1_000_000_000),
    is_active: zIsActive(),
  })
  .superRefine((value, ctx) => {
    if (value.term_end <= value.term_start) {
      ctx.addIssue({
        code: 'custom',
        path: ['term_end'],
        message: 'Akhir masa jabatan harus setelah awal masa jabatan',
      });
    }
  });
export type TCreateDewasRequest = z.input<typeof ZCreateDewasRequest>;
export const ZUpdateDewasRequest = ZCreateDewasRequest;
export type TUpdateDewasRequest = z.input<typeof ZUpdateDewasRequest>;

export const DEWAS_DESCRIPTOR = defineMasterDescriptor(ZDewasRow, {
  fields: [
    { field: 'name', label: 'Nama', sortable: true, exportWidth: 32 },
    { field: 'board_position', label: 'Jabatan', sortable: true },
    { field: 'institution', label: 'Instansi Asal', exportWidth: 32 },
    { field: 'decree_number', label: 'Nomor SK', exportWidth: 32 },
    { field: 'term_start', label: 'Awal Masa Jabatan', sortable: true },
    { field: 'term_end', label: 'Akhir Masa Jabatan', sortable: true },
    {
      field: 'monthly_honorarium',
      label: 'Honorarium per Bulan (Rp)',
      format: 'rupiah',
      exportWidth: 24,
    },
    ACTIVE_FIELD,
  ],
  defaultSort: [
    ['term_start', 'desc'],
    ['name', 'asc'],
  ],
});
export const DEWAS_SORT_KEYS = DEWAS_DESCRIPTOR.sortKeys;
export const DEWAS_FILTERS = {
  board_position: z.enum(DEWAS_POSITIONS).optional(),
  is_active: zBooleanFilter(),
};
export const ZFindDewasRequest = masterListRequest(DEWAS_SORT_KEYS, DEWAS_FILTERS);
