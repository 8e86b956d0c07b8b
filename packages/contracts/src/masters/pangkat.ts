import { z } from 'zod';
import { ACTIVE_FIELD, defineMasterDescriptor } from './master-descriptor.ts';
import {
  MASTER_LIMITS,
  masterListRequest,
  PNS_GROUPS,
  zBooleanFilter,
  zIsActive,
  zRequiredText,
} from './master-fields.ts';

/** PNS ranks (golongan/ruang) and PPPK grades (golongan I–XVII) share one list. */
export const PANGKAT_KINDS = ['pns', 'pppk'] as const;
export const PANGKAT_KIND_LABELS = { pns: 'PNS', pppk: 'PPPK' } as const;

// I/a–I/d, II/a–II/d, III/a–III/d, IV/a–IV/e (PP 7/1977 as amended).
const PNS_CODE = /^(?:(I|II|III)\/[a-d]|(IV)\/[a-e])$/;
// PPPK golongan I … XVII (Perpres 98/2020).
const PPPK_CODES = [
  'I',
  'II',
  'III',
  'IV',
  'V',
  'VI',
  'VII',
  'VIII',
  'IX',
  'X',
  'XI',
  'XII',
  'XIII',
  'XIV',
  'XV',
  'XVI',
  'XVII',
] as const;

export const ZPangkatRow = z.object({
  id: z.number().int(),
  kind: z.enum(PANGKAT_KINDS),
  code: z.string(),
  name: z.string(),
  pns_group: z.enum(PNS_GROUPS),
  sort_order: z.number().int(),
  is_active: z.boolean(),
});
export type TPangkatRow = z.infer<typeof ZPangkatRow>;

const ZPangkatFields = z.object({
  kind: z.enum(PANGKAT_KINDS),
  code: z.string().trim().min(1).max(8),
  name: zRequiredText(MASTER_LIMITS.name),
  pns_group: z.enum(PNS_GROUPS),
  sort_order: z.number().int().min(0).max(999).optional().default(0),
  is_active: zIsActive(),
});

/** The PNS group in a PNS code ('III/b' → 'III'). */
export function pnsGroupOfCode(code: string): string | undefined {
  return PNS_CODE.exec(code)?.slice(1).find(Boolean);
}

export const ZCreatePangkatRequest = ZPangkatFields.superRefine((value, ctx) => {
  if (value.kind === 'pns') {
    const group = pnsGroupOfCode(value.code);
    if (!group) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'Golongan PNS ditulis I/a … IV/e' });
    } else if (group !== value.pns_group) {
      ctx.addIssue({
        code: 'custom',
        path: ['pns_group'],
        message: `Golongan ${value.code} termasuk golongan ${group}`,
      });
    }
  } else if (!(PPPK_CODES as readonly string[]).includes(value.code)) {
    ctx.addIssue({ code: 'custom', path: ['code'], message: 'Golongan PPPK ditulis I … XVII' });
  }
});
export type TCreatePangkatRequest = z.input<typeof ZCreatePangkatRequest>;
export const ZUpdatePangkatRequest = ZCreatePangkatRequest;
export type TUpdatePangkatRequest = z.input<typeof ZUpdatePangkatRequest>;

export const PANGKAT_DESCRIPTOR = defineMasterDescriptor(ZPangkatRow, {
  fields: [
    { field: 'kind', label: 'Jenis', sortable: true },
    { field: 'code', label: 'Golongan', sortable: true },
    { field: 'name', label: 'Pangkat', sortable: true, exportWidth: 28 },
    { field: 'pns_group', label: 'Setara Golongan PNS' },
    { field: 'sort_order', label: 'Urutan', sortable: true, format: 'number' },
    ACTIVE_FIELD,
  ],
  defaultSort: [['sort_order', 'asc']],
});
export const PANGKAT_SORT_KEYS = PANGKAT_DESCRIPTOR.sortKeys;
export const PANGKAT_FILTERS = {
  kind: z.enum(PANGKAT_KINDS).optional(),
  pns_group: z.enum(PNS_GROUPS).optional(),
  is_active: zBooleanFilter(),
};
export const ZFindPangkatRequest = masterListRequest(PANGKAT_SORT_KEYS, PANGKAT_FILTERS);
export type TFindPangkatRequest = z.input<typeof ZFindPangkatRequest>;
