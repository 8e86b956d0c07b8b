import { DEFAULT_PAGE_SIZE, PAGE_SIZES, paginated, type TPaginated } from '@sikerja/contracts';
import { type QueryKey, queryOptions, type UseQueryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client.ts';

export type PageSize = (typeof PAGE_SIZES)[number];
export type ListFilterValue = string | number | boolean | null | undefined;

/** One page request of a data table: `POST <path>?page=N` with `{ search, per, ...filters }`. */
export interface ListParams {
  page: number;
  per: PageSize;
  search: string;
  /** The server's sort key and direction, when the person chose one. */
  sort?: string | null;
  order?: 'asc' | 'desc';
  filters?: Record<string, ListFilterValue>;
}

export const DEFAULT_LIST_PARAMS: ListParams = {
  page: 1,
  per: DEFAULT_PAGE_SIZE as PageSize,
  search: '',
};

export type ListQueryOptions<Row> = UseQueryOptions<
  TPaginated<Row>,
  Error,
  TPaginated<Row>,
  QueryKey
>;

/** A paged list resource: its cache key (mutations invalidate it) and its page query. */
export interface ListEndpoint<Row> {
  /** Root key of everything cached for the resource, e.g. ['user-groups']. */
  key: QueryKey;
  queryOptions: (params: ListParams) => ListQueryOptions<Row>;
}

export function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

/**
 * Declares the list endpoint of a screen (ARCHITECTURE section 4, data tables): the Laravel
 * paginator answer is checked against `paginated(row)` from the contracts.
 */
export function defineListEndpoint<Row>(config: {
  key: QueryKey;
  path: string;
  row: z.ZodType<Row>;
}): ListEndpoint<Row> {
  const schema = paginated(config.row);
  return {
    key: config.key,
    queryOptions: (params) => {
      const queryKey: QueryKey = [...config.key, 'list', params];
      return queryOptions({
        queryKey,
        queryFn: async ({ signal }): Promise<TPaginated<Row>> =>
          api.post(
            config.path,
            schema,
            {
              ...params.filters,
              search: params.search,
              per: params.per,
              ...(params.sort ? { sort: params.sort, order: params.order ?? 'asc' } : {}),
            },
            { query: { page: params.page }, signal },
          ),
      });
    },
  };
}
