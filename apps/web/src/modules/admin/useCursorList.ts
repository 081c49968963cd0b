/**
 * A keyset-paged list (`CursorPage<T>`: rows + nextCursor) whose filters and current cursor live in
 * the URL, so a search (and the page reached) can be linked. Earlier cursors are remembered for
 * "Previous page"; a page opened from a link can always go back to the first page.
 */
import { useCallback, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { CursorPage } from '@aerosupply/shared';
import type { AnswerOf, RouteContract } from '@aerosupply/shared/http/contract';
import { call } from '../../lib/api/call';
import { useLang } from '../../lib/i18n';
import type { FilterValues } from '../../lib/useListParams';

export const CURSOR_PAGE_SIZES = [20, 50, 100] as const;

export interface CursorList<T> {
  filters: FilterValues;
  /** Query parameters of the current search without paging (for exports). */
  filterQuery: Record<string, string>;
  cursor: string | undefined;
  pageSize: number;
  /** 1-based number of the page shown, when known (unknown after opening a linked cursor). */
  pageNumber: number | null;
  setFilters: (filters: FilterValues) => void;
  reset: () => void;
  next: () => void;
  previous: () => void;
  first: () => void;
  setPageSize: (size: number) => void;
  hasNext: boolean;
  hasPrevious: boolean;
  data: CursorPage<T> | undefined;
  isFetching: boolean;
  isError: boolean;
  /** Reloads the page shown (the list toolbar's refresh). */
  refetch: () => Promise<unknown>;
}

/** A keyset-paged list of a contract's list route (its answer a cursor page). */
export function useCursorList<C extends RouteContract>(queryKey: readonly unknown[], route: C, filterKeys: readonly string[], defaultPageSize?: number): CursorList<AnswerOf<C> extends CursorPage<infer T> ? T : never>;
/** A list whose row type the caller names (a page shared by lists of several routes). */
export function useCursorList<T>(queryKey: readonly unknown[], route: RouteContract, filterKeys: readonly string[], defaultPageSize?: number): CursorList<T>;
export function useCursorList<T>(queryKey: readonly unknown[], route: RouteContract, filterKeys: readonly string[], defaultPageSize = 20): CursorList<T> {
  const lang = useLang();
  const [search, setSearch] = useSearchParams();
  const [history, setHistory] = useState<(string | undefined)[]>([]);
  const keys = filterKeys.join('|');

  const state = useMemo(() => {
    const filters: FilterValues = {};
    for (const key of keys.split('|').filter(Boolean)) {
      const value = search.get(key);
      if (value !== null && value !== '') filters[key] = value;
    }
    const size = Number.parseInt(search.get('pageSize') ?? '', 10);
    const pageSize = Number.isFinite(size) && size > 0 ? Math.min(size, 100) : defaultPageSize;
    return { filters, pageSize, cursor: search.get('cursor') || undefined };
  }, [search, keys, defaultPageSize]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setSearch((prev) => {
        const next = new URLSearchParams(prev);
        change(next);
        return next;
      }),
    [setSearch],
  );

  const filterQuery = useMemo(() => {
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(state.filters)) if (v !== undefined) out[k] = v;
    return out;
  }, [state.filters]);

  const query = useQuery({
    queryKey: [...queryKey, lang, filterQuery, state.cursor ?? null, state.pageSize],
    queryFn: () => {
      const query = { ...filterQuery, cursor: state.cursor, pageSize: state.pageSize };
      return (call as (c: RouteContract, a: object) => Promise<CursorPage<T>>)(route, { query });
    },
    placeholderData: keepPreviousData,
  });

  const goTo = useCallback(
    (cursor: string | undefined) =>
      update((next) => {
        if (cursor) next.set('cursor', cursor);
        else next.delete('cursor');
      }),
    [update],
  );

  const setFilters = useCallback(
    (filters: FilterValues) => {
      setHistory([]);
      update((next) => {
        for (const key of keys.split('|').filter(Boolean)) {
          const value = filters[key]?.trim();
          if (value) next.set(key, value);
          else next.delete(key);
        }
        next.delete('cursor');
      });
    },
    [update, keys],
  );

  const reset = useCallback(() => {
    setHistory([]);
    update((next) => {
      for (const key of [...keys.split('|').filter(Boolean), 'cursor', 'pageSize']) next.delete(key);
    });
  }, [update, keys]);

  const nextCursor = query.data?.nextCursor ?? null;
  const next = useCallback(() => {
    if (!nextCursor) return;
    setHistory((h) => [...h, state.cursor]);
    goTo(nextCursor);
  }, [nextCursor, state.cursor, goTo]);

  const previous = useCallback(() => {
    if (history.length === 0) {
      goTo(undefined);
      return;
    }
    const before = history[history.length - 1];
    setHistory((h) => h.slice(0, -1));
    goTo(before);
  }, [history, goTo]);

  const first = useCallback(() => {
    setHistory([]);
    goTo(undefined);
  }, [goTo]);

  const setPageSize = useCallback(
    (size: number) => {
      setHistory([]);
      update((next) => {
        if (size === defaultPageSize) next.delete('pageSize');
        else next.set('pageSize', String(size));
        next.delete('cursor');
      });
    },
    [update, defaultPageSize],
  );

  const known = state.cursor === undefined || history.length > 0;
  return {
    filters: state.filters,
    filterQuery,
    cursor: state.cursor,
    pageSize: state.pageSize,
    pageNumber: known ? history.length + 1 : null,
    setFilters,
    reset,
    next,
    previous,
    first,
    setPageSize,
    hasNext: Boolean(nextCursor),
    hasPrevious: state.cursor !== undefined,
    data: query.data,
    isFetching: query.isFetching,
    isError: query.isError,
    refetch: query.refetch,
  };
}
