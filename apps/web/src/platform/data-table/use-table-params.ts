import { DEFAULT_PAGE_SIZE } from '@sikerja/contracts';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { isPageSize, type PageSize } from './list-endpoint.ts';

const MAX_SEARCH_LENGTH = 200;

export type SortOrder = 'asc' | 'desc';

export interface TableParams {
  page: number;
  per: PageSize;
  search: string;
  /** The server's sort key, or null for the list's own order. */
  sort: string | null;
  order: SortOrder;
  /** Asc on a new key, desc on the second click, the list's own order on the third. */
  toggleSort: (key: string) => void;
  setPage: (page: number) => void;
  setPer: (per: PageSize) => void;
  setSearch: (search: string) => void;
}

function parsePage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function parsePer(raw: string | null): PageSize {
  const per = Number(raw);
  return isPageSize(per) ? per : (DEFAULT_PAGE_SIZE as PageSize);
}

/**
 * The URL our own writes asked for, until a render shows it. React Router hands a functional
 * `setSearchParams` the params of the last render, and renders a navigation in a transition:
 * on a busy machine a second write (a sort click right after clearing the search) was built
 * on the params before the first and undid it. `passed` holds the URLs (path and search) that
 * the newest write already contains; a write from one of them builds on `to` instead.
 */
let pending: { passed: Set<string>; to: URLSearchParams } | null = null;

/** `useSearchParams` whose writes build on each other even before the router renders them. */
function useSearchParamsWriter(): [
  URLSearchParams,
  (patch: (next: URLSearchParams) => void, replace: boolean) => void,
] {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const rendered = `${pathname}?${searchParams.toString()}`;
  useEffect(() => {
    // Caught up with the newest write, or moved elsewhere (back, a link): the router is right.
    if (pending && !pending.passed.has(rendered)) pending = null;
  }, [rendered]);
  const write = useCallback(
    (patch: (next: URLSearchParams) => void, replace: boolean) =>
      setSearchParams(
        (current) => {
          const from = `${pathname}?${current.toString()}`;
          const chained = pending?.passed.has(from) ? pending : null;
          const base = chained ? chained.to : current;
          const next = new URLSearchParams(base);
          patch(next);
          pending = {
            passed: new Set([...(chained?.passed ?? []), from, `${pathname}?${base.toString()}`]),
            to: next,
          };
          pending.passed.delete(`${pathname}?${next.toString()}`);
          return next;
        },
        { replace },
      ),
    [pathname, setSearchParams],
  );
  return [searchParams, write];
}

/**
 * Page, page size and search of a table, kept in the URL search params (CONVENTIONS 23) so a
 * reload, a shared link or the back button shows the same page. Garbage falls back to the
 * defaults. `prefix` separates two tables on one screen.
 */
export function useTableParams(prefix = ''): TableParams {
  const [searchParams, write] = useSearchParamsWriter();
  const names = useMemo(
    () => ({
      page: `${prefix}page`,
      per: `${prefix}per`,
      search: `${prefix}search`,
      sort: `${prefix}sort`,
      order: `${prefix}order`,
    }),
    [prefix],
  );

  const update = useCallback(
    (patch: Record<string, string | null>, replace: boolean) => {
      write((next) => {
        for (const [key, value] of Object.entries(patch)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
      }, replace);
    },
    [write],
  );

  const sort = searchParams.get(names.sort);
  const order: SortOrder = searchParams.get(names.order) === 'desc' ? 'desc' : 'asc';
  return {
    sort,
    order,
    toggleSort: (key) => {
      let next: { sort: string | null; order: SortOrder | null } = { sort: key, order: null };
      if (sort === key && order === 'asc') next = { sort: key, order: 'desc' };
      else if (sort === key) next = { sort: null, order: null };
      update({ [names.sort]: next.sort, [names.order]: next.order, [names.page]: null }, false);
    },
    page: parsePage(searchParams.get(names.page)),
    per: parsePer(searchParams.get(names.per)),
    search: (searchParams.get(names.search) ?? '').slice(0, MAX_SEARCH_LENGTH),
    setPage: (page) => update({ [names.page]: page > 1 ? String(page) : null }, false),
    setPer: (per) =>
      update(
        { [names.per]: per === DEFAULT_PAGE_SIZE ? null : String(per), [names.page]: null },
        false,
      ),
    setSearch: (search) =>
      update({ [names.search]: search.trim() || null, [names.page]: null }, true),
  };
}

/**
 * A filter of a table kept in the URL, e.g. the staff list's status. Changing it goes back
 * to page 1 of the table with the same prefix.
 */
export function useUrlFilter(
  name: string,
  prefix = '',
): [string | null, (value: string | null) => void] {
  const [searchParams, write] = useSearchParamsWriter();
  const set = useCallback(
    (value: string | null) =>
      write((next) => {
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete(`${prefix}page`);
      }, false),
    [name, prefix, write],
  );
  return [searchParams.get(name), set];
}
