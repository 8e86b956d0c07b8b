import { paginated } from '@sikerja/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import type { ResourceEndpoints } from './resource-endpoints.ts';

/** The list's largest page. */
const PER = 100;
/** A tree of more rows than this is no longer readable; the table is the way to them. */
const MAX_PAGES = 20;

/**
 * Every row of a master, read through its list endpoint 100 at a time (`POST <base>/list`, the
 * default sort), for views that need the whole set, like the tree. Cached under the master's
 * key, so a save or delete (which invalidates ['master']) reloads it.
 */
export function useAllResourceRows<Row>(resource: ResourceEndpoints<Row>, row: z.ZodType<Row>) {
  const schema = paginated(row);
  return useQuery({
    queryKey: [...resource.key, 'all'],
    queryFn: async ({ signal }) => {
      const rows: Row[] = [];
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const answer = await api.post(
          `${resource.base}/list`,
          schema,
          { ...resource.ownerQuery, search: '', per: PER },
          { query: { page }, signal },
        );
        rows.push(...answer.data);
        if (page >= answer.last_page) return { rows, isComplete: true };
      }
      return { rows, isComplete: false };
    },
  });
}
