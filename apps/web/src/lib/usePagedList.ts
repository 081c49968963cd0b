import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { AnswerOf, QueryOf, RouteContract } from '@aerosupply/shared/http/contract';
import { call } from './api/call';
import { useListParams, type ListParamsApi } from './useListParams';

/**
 * A paged list whose page and filters live in the URL: the list route of a contract called with
 * `?page&pageSize&<filters>`, answering a page. Pair with SearchForm (`values={list.filters}
 * onSearch={list.setFilters}`) and DataTable (`data={query.data} page={list.page}
 * pageSize={list.pageSize} onPageChange={list.setPage}`). `fixedQuery` is sent with every page
 * and wins over a filter of the same name (a list that always shows one queue or status).
 */
export function usePagedList<C extends RouteContract>(queryKey: readonly unknown[], route: C, filterKeys: readonly string[], defaultPageSize?: number, fixedQuery?: Partial<QueryOf<C>>): { list: ListParamsApi; query: UseQueryResult<AnswerOf<C>> };
export function usePagedList(queryKey: readonly unknown[], route: RouteContract, filterKeys: readonly string[], defaultPageSize = 20, fixedQuery?: object) {
  const list: ListParamsApi = useListParams(filterKeys, defaultPageSize);
  const query = useQuery({
    queryKey: [...queryKey, list.query],
    queryFn: () => (call as (c: RouteContract, a: object) => Promise<unknown>)(route, { query: fixedQuery ? { ...list.query, ...fixedQuery } : list.query }),
    placeholderData: keepPreviousData,
  });
  return { list, query };
}

/** The DataTable props of a paged list (its page, the refresh button and the page changes), so each list table is wired the same way. */
export function pagedTableProps<T>(list: ListParamsApi, query: UseQueryResult<T>) {
  return { data: query.data, onRefresh: () => void query.refetch(), loading: query.isFetching, page: list.page, pageSize: list.pageSize, onPageChange: list.setPage };
}
