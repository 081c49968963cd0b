/**
 * Server-side sorting of a DataTable over a URL-held list (useListParams): the `sort` and `order`
 * query keys follow the clicked column, a new search keeps them, and each column shows its state.
 */
import type { TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import type { FilterValues, ListParamsApi } from './useListParams';

export interface TableSort<T> {
  /** The antd `sortOrder` of column `key`. */
  sortOrder: (key: string) => 'ascend' | 'descend' | null;
  /** SearchForm's onSearch: new filters, same sort. */
  onSearch: (values: FilterValues) => void;
  /** Table's onChange: a sort click sets `sort`/`order` (columns outside `sortable` clear them). */
  onChange: NonNullable<TableProps<T>['onChange']>;
}

export function useTableSort<T>(list: ListParamsApi, sortable: readonly string[]): TableSort<T> {
  return {
    sortOrder: (key) => (list.filters.sort === key ? (list.filters.order === 'asc' ? 'ascend' : 'descend') : null),
    onSearch: (values) => list.setFilters({ ...values, sort: list.filters.sort, order: list.filters.order }),
    onChange: (_pagination, _filters, sorter, extra) => {
      if (extra.action !== 'sort') return;
      const s = sorter as SorterResult<T>;
      const key = typeof s.columnKey === 'string' && sortable.includes(s.columnKey) ? s.columnKey : undefined;
      list.setFilters({
        ...list.filters,
        sort: s.order && key ? key : undefined,
        order: s.order === 'ascend' ? 'asc' : s.order === 'descend' ? 'desc' : undefined,
      });
    },
  };
}
