/** Instruktur: staff members registered as flight instructors, with licence and ratings. */
import { z } from 'zod';
import { zId } from '../bounds.ts';
import { ACTIVE_FIELD, defineMasterDescriptor } from './master-descriptor.ts';
import {
  masterListRequest,
  zBooleanFilter,
  zIdFilter,
  zIsActive,
  zOptionalText,
} from './master-fields.ts';
import { zOptionalDate } from './misc-fields.ts';

export const ZInstrukturRow = z.object({
  id: z.number().int(),
  /** The person (a user). */
  user_id: z.number().int(),
  /** The person's name, for the list. */
  user_name: z.string().nullable(),
  licence_number: z.string(),
  licence_expires_on: z.string().nullable(),
  ratings: z.string().nullable(),
  is_active: z.boolean(),
});
export type TInstrukturRow = z.infer<typeof ZInstrukturRow>;

export const ZCreateInstrukturRequest = z.object({
  user_id: zId(),
  licence_number: z.string().trim().min(1).max(64),
  licence_expires_on: zOptionalDate(),
  /** Type and class ratings on the licence, e.g. 'C172, PA-34, IR, FI'. */
  ratings: zOptionalText(),
  is_active: zIsActive(),
});
export type TCreateInstrukturRequest = z.input<typeof ZCreateInstrukturRequest>;
export const ZUpdateInstrukturRequest = ZCreateInstrukturRequest;
export type TUpdateInstrukturRequest = z.input<typeof ZUpdateInstrukturRequest>;

export const INSTRUKTUR_DESCRIPTOR = defineMasterDescriptor(ZInstrukturRow, {
  fields: [
    { field: 'user_name', label: 'Pegawai', exportWidth: 36 },
    { field: 'licence_number', label: 'Nomor Lisensi', sortable: true, exportWidth: 24 },
    { field: 'licence_expires_on', label: 'Lisensi Berlaku s.d.', sortable: true },
    { field: 'ratings', label: 'Rating', exportWidth: 32 },
    ACTIVE_FIELD,
  ],
  defaultSort: [['licence_number', 'asc']],
});
export const INSTRUKTUR_SORT_KEYS = INSTRUKTUR_DESCRIPTOR.sortKeys;
export const INSTRUKTUR_FILTERS = { user_id: zIdFilter(), is_active: zBooleanFilter() };
export const ZFindInstrukturRequest = masterListRequest(INSTRUKTUR_SORT_KEYS, INSTRUKTUR_FILTERS);
