import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { readPath } from '../../../components/data-table/cell-value.ts';
import { api } from '../../../lib/api-client.ts';
import type { MasterField, MasterOption } from '../master-config.ts';

const ZAnyPage = z.object({ data: z.array(z.record(z.string(), z.unknown())) });

/** How many rows a reference select offers per search; the person narrows by typing. */
const REFERENCE_PAGE = 50;

function labelOf(field: MasterField, row: Record<string, unknown>): string {
  const label = field.reference?.label ?? 'name';
  if (typeof label === 'function') return label(row);
  const value = readPath(row, label);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : `#${row.id}`;
}

/**
 * Options of a reference field: the other master's list (`POST <path>/list`), searched on the
 * server as the person types, so a long master never has to arrive whole.
 */
export function useReferenceOptions(field: MasterField, search: string) {
  const path = (field.reference?.path ?? '').replace(/^\//, '');
  return useQuery({
    ...queryOptions({
      queryKey: ['master', path, 'options', field.reference?.filters ?? {}, search],
      queryFn: async ({ signal }): Promise<MasterOption[]> => {
        const page = await api.post(
          `${path}/list`,
          ZAnyPage,
          { ...field.reference?.filters, search, per: REFERENCE_PAGE },
          { signal },
        );
        return page.data.map((row) => ({ value: String(row.id), label: labelOf(field, row) }));
      },
      staleTime: 60_000,
    }),
    enabled: path !== '',
  });
}
