import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Page } from '@aerosupply/shared';
import type { AnswerOf, QueryOf, RouteContract } from '@aerosupply/shared/http/contract';
import { call } from './api/call';
import { api } from './api/client';
import { useListParams, type ListParamsApi } from './useListParams';

/**
 * A paged list whose page and filters live in the URL: the list route of a contract called with
 * `?page&pageSize&<filters>`, answering a page. Pair with SearchForm (`values={list.filters}
 * onSearch={list.setFilters}`) and DataTable (`data={query.data} page={list.page}
 * pageSize={list.pageSize} onPageChange={list.setPage}`). `fixedQuery` is sent with every page
 * and wins over a filter of the same name (a list that always shows one queue or status).
 */
export function usePagedList<C extends RouteContract>(queryKey: readonly unknown[], route: C, filterKeys: readonly string[], defaultPageSize?: number, fixedQuery?: Partial<QueryOf<C>>): { list: ListParamsApi; query: UseQueryResult<AnswerOf<C>> };
/** @deprecated a URL instead of a contract: only until every module has its contracts (issue 30). */
export function usePagedList<T>(queryKey: readonly unknown[], url: string, filterKeys: readonly string[], defaultPageSize?: number): { list: ListParamsApi; query: UseQueryResult<Page<T>> };
export function usePagedList(queryKey: readonly unknown[], route: RouteContract | string, filterKeys: readonly string[], defaultPageSize = 20, fixedQuery?: object) {
  const list: ListParamsApi = useListParams(filterKeys, defaultPageSize);
  const query = useQuery({
    queryKey: [...queryKey, list.query],
    queryFn: () => (typeof route === 'string' ? api.get(route, list.query) : (call as (c: RouteContract, a: object) => Promise<unknown>)(route, { query: fixedQuery ? { ...list.query, ...fixedQuery } : list.query })),
    placeholderData: keepPreviousData,
  });
  return { list, query };
}
