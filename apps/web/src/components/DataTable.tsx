/**
 * antd Table over a server page (`Page<T>` of packages/shared/api.ts): page numbers from the URL,
 * total ("10,000+" when the server caps the count), a caption for screen readers.
 */
import { useTranslation } from 'react-i18next';
import { Table, type TableProps } from 'antd';
import type { Page } from '@aerosupply/shared';

export interface DataTableProps<T> extends Omit<TableProps<T>, 'dataSource' | 'pagination' | 'loading'> {
  data: Page<T> | undefined;
  loading?: boolean;
  page: number;
  pageSize: number;
  onPageChange: (page: number, pageSize: number) => void;
  /** Accessible name of the table (usually the page title). */
  label: string;
}

export function DataTable<T extends object>({ data, loading, page, pageSize, onPageChange, label, scroll, ...rest }: DataTableProps<T>) {
  const { t } = useTranslation();
  const total = data?.total ?? 0;
  return (
    <Table<T>
      {...rest}
      aria-label={label}
      size="middle"
      dataSource={data?.rows ?? []}
      loading={loading}
      scroll={scroll ?? { x: 'max-content' }}
      locale={{ emptyText: t('common.table.empty') }}
      pagination={{
        current: page,
        pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal: () => (data?.capped ? t('common.table.totalCapped', { total }) : t('common.table.total', { total })),
        onChange: onPageChange,
      }}
    />
  );
}
