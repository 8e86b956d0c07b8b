/**
 * `/admin/master/jabatan` and `/admin/master/jabatan/peta` (masters.md, 'People and
 * organisation'): positions with kind, job class (kelas jabatan 1–17, the key of tunjangan
 * kinerja), echelon, job-value points for remuneration, unit and superior position — the
 * position map, whose tree decides who is whose superior.
 */
import { z } from 'zod';
import { zId } from '../bounds.ts';
import { ACTIVE_FIELD, defineMasterDescriptor } from './master-descriptor.ts';
import {
  masterListRequest,
  zBooleanFilter,
  zIdFilter,
  zIsActive,
  zRequiredText,
} from './master-fields.ts';
import { JOB_CLASS_MAX, JOB_CLASS_MIN } from './tunjangan-kinerja.ts';
import { zOptionalReference } from './unit-kerja.ts';

export const POSITION_KINDS = ['struktural', 'fungsional', 'pelaksana'] as const;
export type PositionKind = (typeof POSITION_KINDS)[number];
export const POSITION_KIND_LABELS: Readonly<Record<PositionKind, string>> = {
  struktural: 'Struktural',
  fungsional: 'Fungsional',
  pelaksana: 'Pelaksana',
};

/** Echelons of structural positions, highest first (eselon I.a … IV.b). */
export const ECHELONS = ['I.a', 'I.b', 'II.a', 'II.b', 'III.a', 'III.b', 'IV.a', 'IV.b'] as const;
export type Echelon = (typeof ECHELONS)[number];

const zJobClass = () =>
  z
    .number()
    .int()
    .min(JOB_CLASS_MIN, 'Kelas jabatan 1 sampai 17')
    .max(JOB_CLASS_MAX, 'Kelas jabatan 1 sampai 17');

export const ZJabatanRow = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(POSITION_KINDS),
  job_class: z.number().int(),
  echelon: z.enum(ECHELONS).nullable(),
  job_value_points: z.number().int().nullable(),
  unit_id: z.number().int(),
  /** The unit's name, for the list. */
  unit_name: z.string().nullable(),
  is_lecturer: z.boolean(),
  superior_position_id: z.number().int().nullable(),
  /** The superior position's name, for the list. */
  superior_position_name: z.string().nullable(),
  is_active: z.boolean(),
});
export type TJabatanRow = z.infer<typeof ZJabatanRow>;

export const ZCreateJabatanRequest = z
  .object({
    name: zRequiredText(),
    kind: z.enum(POSITION_KINDS),
    job_class: zJobClass(),
    /** Only structural positions have an echelon. */
    echelon: z
      .enum(ECHELONS)
      .nullish()
      .transform((v) => v ?? null),
    /** Nilai jabatan from the job evaluation; empty until it is evaluated. */
    job_value_points: z
      .number()
      .int()
      .min(0)
      .max(100_000)
      .nullish()
      .transform((v) => v ?? null),
    unit_id: zId(),
    /** A lecturer position (dosen): teaching duties and the lecturer pay rules apply. */
    is_lecturer: z.boolean().optional().default(false),
    /** The superior position in the position map; none for the top. */
    superior_position_id: zOptionalReference(),
    is_active: zIsActive(),
  })
  .superRefine((value, ctx) => {
    if (value.echelon !== null && value.kind !== 'struktural') {
      ctx.addIssue({
        code: 'custom',
        path: ['echelon'],
        message: 'Eselon hanya untuk jabatan struktural',
      });
    }
  });
export type TCreateJabatanRequest = z.input<typeof ZCreateJabatanRequest>;
export const ZUpdateJabatanRequest = ZCreateJabatanRequest;
export type TUpdateJabatanRequest = z.input<typeof ZUpdateJabatanRequest>;

export const JABATAN_DESCRIPTOR = defineMasterDescriptor(ZJabatanRow, {
  fields: [
    { field: 'name', label: 'Nama Jabatan', sortable: true, exportWidth: 48 },
    { field: 'kind', label: 'Jenis', sortable: true },
    { field: 'job_class', label: 'Kelas Jabatan', sortable: true, format: 'number' },
    { field: 'echelon', label: 'Eselon' },
    { field: 'job_value_points', label: 'Nilai Jabatan', sortable: true, format: 'number' },
    { field: 'unit_name', label: 'Unit Kerja', exportWidth: 40 },
    { field: 'superior_position_name', label: 'Jabatan Atasan', exportWidth: 40 },
    { field: 'is_lecturer', label: 'Jabatan Dosen', format: 'boolean' },
    ACTIVE_FIELD,
  ],
  defaultSort: [
    ['job_class', 'desc'],
    ['name', 'asc'],
  ],
});
export const JABATAN_SORT_KEYS = JABATAN_DESCRIPTOR.sortKeys;
export const JABATAN_FILTERS = {
  kind: z.enum(POSITION_KINDS).optional(),
  job_class: z.coerce.number().int().min(JOB_CLASS_MIN).max(JOB_CLASS_MAX).optional(),
  unit_id: zIdFilter(),
  is_lecturer: zBooleanFilter(),
  is_active: zBooleanFilter(),
};
export const ZFindJabatanRequest = masterListRequest(JABATAN_SORT_KEYS, JABATAN_FILTERS);

/** Someone holding a position. */
export const ZPositionHolder = z.object({
  id: z.number().int(),
  name: z.string(),
  nip: z.string().nullable(),
});
export type TPositionHolder = z.infer<typeof ZPositionHolder>;

/** One position of the map with the positions under it. */
export interface TPositionMapNode {
  id: number;
  name: string;
  kind: PositionKind;
  job_class: number;
  echelon: Echelon | null;
  unit_id: number;
  unit_name: string | null;
  is_lecturer: boolean;
  is_active: boolean;
  superior_position_id: number | null;
  holders: TPositionHolder[];
  children: TPositionMapNode[];
}
export const ZPositionMapNode: z.ZodType<TPositionMapNode> = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(POSITION_KINDS),
  job_class: z.number().int(),
  echelon: z.enum(ECHELONS).nullable(),
  unit_id: z.number().int(),
  unit_name: z.string().nullable(),
  is_lecturer: z.boolean(),
  is_active: z.boolean(),
  superior_position_id: z.number().int().nullable(),
  holders: z.array(ZPositionHolder),
  get children() {
    return z.array(ZPositionMapNode);
  },
});

/** `GET /admin/master/jabatan/peta`: the top positions, each with its subtree. */
export const ZPositionMapResponse = z.object({ data: z.array(ZPositionMapNode) });
export type TPositionMapResponse = z.infer<typeof ZPositionMapResponse>;

/** `PUT /admin/master/jabatan/peta/:id`: put a position under another one (or at the top). */
export const ZMovePositionRequest = z.object({
  superior_position_id: zId().nullable(),
});
export type TMovePositionRequest = z.infer<typeof ZMovePositionRequest>;
