import { z } from 'zod';
import { ACTIVE_FIELD, defineMasterDescriptor } from './master-descriptor.ts';
import {
  MASTER_LIMITS,
  masterListRequest,
  zBooleanFilter,
  zIsActive,
  zRequiredText,
} from './master-fields.ts';
import { zRupiah } from './pay-fields.ts';

/** UKT groups (kelompok) 1–8, the common range of a PTN-BLU's UKT decree. */
export const UKT_GROUP_MIN = 1;
export const UKT_GROUP_MAX = 8;
const zUktGroup = () => z.number().int().min(UKT_GROUP_MIN).max(UKT_GROUP_MAX);
const zIntakeYear = () => z.number().int().min(2000).max(2100);

export const ZTarifUktRow = z.object({
  id: z.number().int(),
  /** Name or code; becomes a reference once study programmes are a master. */
  study_programme: z.string(),
  ukt_group: z.number().int(),
  intake_year: z.number().int(),
  /** Rupiah per semester. */
  amount: z.number().int(),
  is_active: z.boolean(),
});
export type TTarifUktRow = z.infer<typeof ZTarifUktRow>;

export const ZCreateTarifUktRequest = z.object({
  study_programme: zRequiredText(MASTER_LIMITS.name),
  ukt_group: zUktGroup(),
  intake_year: zIntakeYear(),
  amount: zRupiah(),
  is_active: zIsActive(),
});
export type TCreateTarifUktRequest = z.input<typeof ZCreateTarifUktRequest>;
export const ZUpdateTarifUktRequest = ZCreateTarifUktRequest;
export type TUpdateTarifUktRequest = z.input<typeof ZUpdateTarifUktRequest>;

export const TARIF_UKT_DESCRIPTOR = defineMasterDescriptor(ZTarifUktRow, {
  fields: [
    { field: 'study_programme', label: 'Program Studi', sortable: true, exportWidth: 36 },
    { field: 'ukt_group', label: 'Kelompok UKT', sortable: true, format: 'number' },
    { field: 'intake_year', label: 'Angkatan', sortable: true, format: 'number' },
    { field: 'amount', label: 'Tarif per Semester', sortable: true, format: 'rupiah' },
    ACTIVE_FIELD,
  ],
  defaultSort: [
    ['intake_year', 'desc'],
    ['study_programme', 'asc'],
    ['ukt_group', 'asc'],
  ],
});
export const TARIF_UKT_SORT_KEYS = TARIF_UKT_DESCRIPTOR.sortKeys;
export const TARIF_UKT_FILTERS = {
  ukt_group: z.coerce.number().int().min(UKT_GROUP_MIN).max(UKT_GROUP_MAX).optional(),
  intake_year: z.coerce.number().int().min(2000).max(2100).optional(),
  is_active: zBooleanFilter(),
};
export const ZFindTarifUktRequest = masterListRequest(TARIF_UKT_SORT_KEYS, TARIF_UKT_FILTERS);
