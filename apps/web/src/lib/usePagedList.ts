import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@aerosupply/shared';
import { api } from './api/client';
import { useListParams, type ListParamsApi } from './useListParams';

/**
 * A paged list whose page and filters live in the URL: `GET url?page&pageSize&<filters>` answering
 * `Page<T>`. Pair with SearchForm (`values={list.filters} onSearch={list.setFilters}`) and
 * DataTable (`data={query.data} page={list.page} pageSize={list.pageSize} onPageChange={list.setPage}`).
 */
export function usePagedList<T>(queryKey: readonly unknown[], url: string, filterKeys: readonly string[], defaultPageSize = 20) {
  const list: ListParamsApi = useListParams(filterKeys, defaultPageSize);
  const query = useQuery({
    queryKey: [...queryKey, list.query],
    queryFn: () => api.get<Page<T>>(url, list.query),
    placeholderData: keepPreviousData,
  });
  return { list, query };
}
