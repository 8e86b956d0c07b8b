import { z } from 'zod';
import { zPage } from './bounds.ts';

/** Page sizes the data table offers (SPEC section 5); 10 is the default. */
export const PAGE_SIZES = [5, 10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** Body of `POST <resource>/list?page=N`: search text, page size, extra filters. */
export const ZListRequest = z.object({
  search: z.string().trim().max(200).optional().default(''),
  per: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), 'Pilihan tidak valid')
    .optional()
    .default(DEFAULT_PAGE_SIZE),
  sort: z.string().max(64).optional(),
  order: z.enum(['asc', 'desc']).optional(),
});
export type TListRequest = z.infer<typeof ZListRequest>;

export const ZListQuery = z.object({ page: zPage() });

/** The Laravel paginator shape the spec's data table reads. */
export function paginated<T extends z.ZodType>(row: T) {
  return z.object({
    data: z.array(row),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
    total: z.number().int(),
    path: z.string(),
    prev_page_url: z.string().nullable(),
    next_page_url: z.string().nullable(),
  });
}
export type TPaginated<T> = {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  from: number | null;
  to: number | null;
  total: number;
  path: string;
  prev_page_url: string | null;
  next_page_url: string | null;
};

/** `{ data: { message } }`: the answer of actions that return nothing else. */
export const ZMessageResponse = z.object({ data: z.object({ message: z.string() }) });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;
