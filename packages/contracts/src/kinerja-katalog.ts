/**
 * The activity catalogue of a position (docs/kinerja.md "Katalog kegiatan"): the uraian on a
 * position's menu, which the contract screen's picker offers and the position map edits.
 */
import { z } from 'zod';
import { zId, zPage } from './bounds.ts';
import { DUTY_KINDS } from './masters/uraian.ts';
import { PAGE_SIZES, ZListRequest } from './pagination.ts';

/** One uraian on a position's menu, with what a contract line copies from it. */
export const ZPositionUraianRow = z.object({
  id: z.number().int(),
  description: z.string(),
  unit_id: z.number().int(),
  unit_name: z.string().nullable(),
  activity_item_id: z.number().int().nullable(),
  /** The butir kegiatan as 'code name'. */
  activity_item_name: z.string().nullable(),
  credit_points: z.number(),
  work_hours: z.number(),
  cost: z.number(),
  duty_kind: z.enum(DUTY_KINDS),
  points: z.number(),
  default_yearly_target: z.number(),
  is_active: z.boolean(),
});
export type TPositionUraianRow = z.infer<typeof ZPositionUraianRow>;

/** `POST admin/master/jabatan/peta/:id/uraian/list?page=N`: the admin's table of a menu. */
export const ZPositionUraianListRequest = ZListRequest.extend({
  duty_kind: z.enum(DUTY_KINDS).optional(),
});
export type TPositionUraianListRequest = z.input<typeof ZPositionUraianListRequest>;

/**
 * `GET user/kinerja/uraian?…`: the picker of the contract screen. Without `position_id`, the
 * caller's own position. Only active uraian.
 */
export const ZUserUraianQuery = z.object({
  position_id: zId().optional(),
  duty_kind: z.enum(DUTY_KINDS).optional(),
  search: z.string().trim().max(200).optional().default(''),
  page: zPage(),
  per: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), 'Pilihan tidak valid')
    .optional()
    .default(10),
});
export type TUserUraianQuery = z.input<typeof ZUserUraianQuery>;

/** Most uraian one request attaches; a position's menu is a few dozen. */
export const ATTACH_URAIAN_MAX = 100;

/** `POST admin/master/jabatan/peta/:id/uraian`: puts uraian on a position's menu. */
export const ZAttachUraianRequest = z.object({
  task_description_ids: z
    .array(zId())
    .min(1, 'Pilih minimal satu uraian tugas')
    .max(ATTACH_URAIAN_MAX, `Maksimal ${ATTACH_URAIAN_MAX} uraian tugas sekali tambah`),
});
export type TAttachUraianRequest = z.input<typeof ZAttachUraianRequest>;

export const ZAttachUraianResponse = z.object({
  data: z.object({ message: z.string(), attached: z.number().int() }),
});
export type TAttachUraianResponse = z.infer<typeof ZAttachUraianResponse>;

/** `DELETE admin/master/jabatan/peta/:id/uraian/:task_description_id`. */
export const ZPositionUraianParams = z.object({
  id: zId(),
  task_description_id: zId(),
});
