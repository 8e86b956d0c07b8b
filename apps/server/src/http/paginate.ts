import type { TPaginated } from '@sikerja/contracts';

export interface PageRequest {
  page: number;
  per: number;
  /** The list endpoint's path; page links are path + ?page=N (Laravel's paginator). */
  path: string;
}

/**
 * Runs a count and a page query and answers the Laravel paginator shape the data table
 * reads. A page past the end answers an empty page with the right totals.
 */
export async function paginate<T>(
  request: PageRequest,
  count: () => Promise<number>,
  rows: (limit: number, offset: number) => Promise<T[]>,
): Promise<TPaginated<T>> {
  const total = await count();
  const lastPage = Math.max(1, Math.ceil(total / request.per));
  const offset = (request.page - 1) * request.per;
  const data = total === 0 || offset >= total ? [] : await rows(request.per, offset);
  const link = (page: number) => `${request.path}?page=${page}`;
  return {
    data,
    current_page: request.page,
    last_page: lastPage,
    per_page: request.per,
    from: data.length > 0 ? offset + 1 : null,
    to: data.length > 0 ? offset + data.length : null,
    total,
    path: request.path,
    prev_page_url: request.page > 1 ? link(Math.min(request.page - 1, lastPage)) : null,
    next_page_url: request.page < lastPage ? link(request.page + 1) : null,
  };
}

/** The list endpoint's own path, without the query string. */
export function listPath(url: string): string {
  return url.split('?')[0] ?? url;
}

/** Escapes % and _ so a search for '50%' finds the text, not everything. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
