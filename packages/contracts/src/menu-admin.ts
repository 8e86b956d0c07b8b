import { z } from 'zod';
import { zId } from './bounds.ts';

/** Deepest nesting of the side menu, counting the top level (SPEC section 2). */
export const MENU_MAX_DEPTH = 3;

/** A menu entry as the menu editor sees it, with its id and place. */
export interface TMenuAdminNode {
  id: number;
  parent_id: number | null;
  position: number;
  label: string;
  route_name: string | null;
  /** The screen's path, for leaves. */
  path: string | null;
  icon: string | null;
  is_divider: boolean;
  is_new: boolean;
  children: TMenuAdminNode[];
}

export const ZMenuAdminNode: z.ZodType<TMenuAdminNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parent_id: z.number().int().nullable(),
    position: z.number().int(),
    label: z.string(),
    route_name: z.string().nullable(),
    path: z.string().nullable(),
    icon: z.string().nullable(),
    is_divider: z.boolean(),
    is_new: z.boolean(),
    children: z.array(ZMenuAdminNode),
  }),
);
export const ZMenuAdminResponse = z.object({ data: z.array(ZMenuAdminNode) });

/** What an admin may change of an entry: its words, icon, badge and place in the tree. */
export const ZUpdateMenuItemRequest = z.object({
  label: z.string().trim().min(2).max(80),
  icon: z
    .string()
    .trim()
    .regex(/^Icon[A-Za-z0-9]+$/, 'Nama ikon harus diawali "Icon", contoh IconUsers')
    .max(64)
    .nullable(),
  is_new: z.boolean(),
  parent_id: zId().nullable(),
  position: z.number().int().min(0).max(999),
});
export type TUpdateMenuItemRequest = z.input<typeof ZUpdateMenuItemRequest>;
