/**
 * List state held in the URL (architecture habit 6): page, page size and filters live in the
 * query string so every list can be linked, reloaded and tested. Other query keys (an open dialog,
 * a tab) are kept untouched.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type FilterValues = Record<string, string | undefined>;

export interface ListParams {
  page: number;
  pageSize: number;
  filters: FilterValues;
}

export interface ListParamsApi extends ListParams {
  /** New filters; the page returns to 1. */
  setFilters: (filters: FilterValues) => void;
  setPage: (page: number, pageSize?: number) => void;
  /** Clears the filters and paging. */
  reset: () => void;
  /** page, pageSize and the filters as one object of query parameters for the API. */
  query: Record<string, string | number>;
}

const MAX_PAGE_SIZE = 100;

/**
 * @param filterKeys the query keys that are filters (others are left alone)
 * @param defaultPageSize rows per page when the URL names none
 * @param defaults filter values that hold when the URL names none: a filter the server applies by
 *   default is shown in the form, not applied silently (issue 28 item 5, D-664)
 */
export function useListParams(filterKeys: readonly string[], defaultPageSize = 20, defaults?: FilterValues): ListParamsApi {
  const [search, setSearch] = useSearchParams();
  const keys = filterKeys.join('|');
  const defaultsKey = JSON.stringify(defaults ?? {});

  const state = useMemo((): ListParams => {
    const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
    const size = Number.parseInt(search.get('pageSize') ?? '', 10);
    const pageSize = Number.isFinite(size) && size > 0 ? Math.min(size, MAX_PAGE_SIZE) : defaultPageSize;
    const fallback = JSON.parse(defaultsKey) as FilterValues;
    const filters: FilterValues = {};
    for (const key of keys.split('|').filter(Boolean)) {
      const value = search.get(key);
      if (value !== null && value !== '') filters[key] = value;
      else if (fallback[key]) filters[key] = fallback[key];
    }
    return { page, pageSize, filters };
  }, [search, keys, defaultPageSize, defaultsKey]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) => {
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          change(next);
          return next;
        },
        { replace: false },
      );
    },
    [setSearch],
  );

  const setFilters = useCallback(
    (filters: FilterValues) =>
      update((next) => {
        for (const key of keys.split('|').filter(Boolean)) {
          const value = filters[key]?.trim();
          if (value) next.set(key, value);
          else next.delete(key);
        }
        next.delete('page');
      }),
    [update, keys],
  );

  const setPage = useCallback(
    (page: number, pageSize?: number) =>
      update((next) => {
        if (page > 1) next.set('page', String(page));
        else next.delete('page');
        if (pageSize && pageSize !== defaultPageSize) next.set('pageSize', String(pageSize));
        else if (pageSize) next.delete('pageSize');
      }),
    [update, defaultPageSize],
  );

  const reset = useCallback(
    () =>
      update((next) => {
        for (const key of [...keys.split('|').filter(Boolean), 'page', 'pageSize']) next.delete(key);
      }),
    [update, keys],
  );

  const query = useMemo(() => {
    const out: Record<string, string | number> = { page: state.page, pageSize: state.pageSize };
    for (const [k, v] of Object.entries(state.filters)) if (v !== undefined) out[k] = v;
    return out;
  }, [state]);

  return { ...state, setFilters, setPage, reset, query };
}
