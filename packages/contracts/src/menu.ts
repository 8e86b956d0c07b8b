import { z } from 'zod';

/** One entry of the side menu (SPEC section 3 'Menu item'). */
export interface TMenuItem {
  nm_menu: string;
  nm_route: string | null;
  path: string | null;
  icon: string | null;
  divider: boolean;
  isNew: boolean;
  child: TMenuItem[];
}

export const ZMenuItem: z.ZodType<TMenuItem> = z.lazy(() =>
  z.object({
    nm_menu: z.string(),
    nm_route: z.string().nullable(),
    path: z.string().nullable(),
    icon: z.string().nullable(),
    divider: z.boolean(),
    isNew: z.boolean(),
    child: z.array(ZMenuItem),
  }),
);

/** `GET routes/access`: the user's menu tree, only the routes the user may use. */
export const ZMenuResponse = z.object({ data: z.array(ZMenuItem) });
