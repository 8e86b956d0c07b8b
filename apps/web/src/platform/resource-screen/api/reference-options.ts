import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { readPath } from '../../data-table/data-table.api.ts';
import type { ResourceField, ResourceOption } from '../resource-config.ts';

const ZAnyPage = z.object({ data: z.array(z.record(z.string(), z.unknown())) });
const ZAnyRow = z.object({ data: z.record(z.string(), z.unknown()) });

/** How many rows a reference select offers per search; the person narrows by typing. */
const REFERENCE_PAGE = 50;

const pathOf = (field: ResourceField) => (field.reference?.path ?? '').replace(/^\//, '');

function labelOf(field: ResourceField, row: Record<string, unknown>): string {
  const label = field.reference?.label ?? 'name';
  if (typeof label === 'function') return label(row);
  const value = readPath(row, label);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : `#${row.id}`;
}

/**
 * Options of a reference field: the other master's list (`POST <path>/list`), searched on the
 * server as the person types, so a long master never has to arrive whole.
 */
export function useReferenceOptions(field: ResourceField, search: string) {
  const path = pathOf(field);
  return useQuery({
    ...queryOptions({
      queryKey: ['master', path, 'options', field.reference?.filters ?? {}, search],
      queryFn: async ({ signal }): Promise<ResourceOption[]> => {
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

/**
 * The labels of chosen rows that the loaded options do not hold (a stored value beyond the
 * first page, or one the current search leaves out), each read with `GET <path>/:id`. Nothing
 * is fetched while the options are still loading: usually they hold every chosen row.
 */
export function useChosenOptions(
  field: ResourceField,
  values: readonly string[],
  loaded: readonly ResourceOption[] | undefined,
): ResourceOption[] {
  const path = pathOf(field);
  const missing = loaded ? values.filter((v) => !loaded.some((o) => o.value === v)) : [];
  return useQueries({
    queries: missing.map((value) => ({
      // The same key as the other master's own detail query (resource-endpoints.ts): one cache.
      queryKey: ['master', path, 'detail', Number(value)],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.get(`${path}/${value}`, ZAnyRow, { signal }),
      enabled: path !== '',
      staleTime: 60_000,
    })),
    combine: (results) =>
      results.flatMap((result, index) => {
        const value = missing[index];
        const row = result.data?.data;
        // A dotted label ('unit.name') reads like the options do.
        return row && value ? [{ value, label: labelOf(field, row) }] : [];
      }),
  });
}
