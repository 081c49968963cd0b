/**
 * The history of one import (issue 10 item 6): who, when, which file, row counts and status,
 * newest first, with search by status and file name (page and filters in the URL).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnsType } from 'antd/es/table';
import { IMPORT_STATUSES, type ImportSummary } from '@aerosupply/shared/imports/schemas';
import { DataTable, hasFilters } from '../DataTable';
import { SearchForm, searchKeys, type SearchField } from '../SearchForm';
import { StatusTag } from '../StatusTag';
import { useFormat } from '../../lib/format';
import { pagedTableProps, usePagedList } from '../../lib/usePagedList';
import { importRoutes, type ImportKey } from '@aerosupply/shared/imports/routes';
import { importKeys } from './api';

export const IMPORT_STATUS_COLORS: Record<string, string> = { invalid: 'error', ready: 'processing', committed: 'success', cancelled: 'default' };

export interface ImportHistoryProps {
  importKey: ImportKey;
  /** Columns for the import's options (e.g. the dictionary), shown after the file name. */
  paramColumns?: ColumnsType<ImportSummary>;
  label: string;
  extra?: ReactNode;
}

export function ImportHistory({ importKey, paramColumns = [], label }: ImportHistoryProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const fields: SearchField[] = [
    { name: 'fileName', label: t('imports.fields.fileName') },
    { name: 'status', label: t('imports.fields.status'), type: 'select', options: IMPORT_STATUSES.map((s) => ({ value: s, label: t(`imports.status.${s}`) })) },
  ];
  const { list, query } = usePagedList(importKeys.all(importKey), importRoutes(importKey).history, searchKeys(fields));
  const time = (v: string | null) => (v ? format.dateTime(v) : '-');
  return (
    <>
      <SearchForm fields={fields} values={list.filters} onSearch={list.setFilters} onReset={list.reset} loading={query.isFetching} />
      <DataTable<ImportSummary>
        rowKey="id"
        label={label}
        emptyHint={t('imports.emptyHint', { action: t('imports.actions.import') })}
        filtered={hasFilters(list.filters)}
        {...pagedTableProps(list, query)}
        columns={[
          { key: 'createdAt', title: t('imports.fields.createdAt'), dataIndex: 'createdAt', render: time },
          { key: 'createdBy', title: t('imports.fields.createdBy'), dataIndex: 'createdBy' },
          { key: 'fileName', title: t('imports.fields.fileName'), dataIndex: 'fileName' },
          ...paramColumns,
          { key: 'totalRows', title: t('imports.fields.totalRows'), dataIndex: 'totalRows', align: 'right' },
          { key: 'errorRows', title: t('imports.fields.errorRows'), dataIndex: 'errorRows', align: 'right' },
          { key: 'committedRows', title: t('imports.fields.committedRows'), dataIndex: 'committedRows', align: 'right', render: (v: number | null) => v ?? '-' },
          { key: 'status', title: t('imports.fields.status'), dataIndex: 'status', render: (v: string) => <StatusTag value={v} prefix="imports.status" colors={IMPORT_STATUS_COLORS} /> },
          { key: 'committedAt', title: t('imports.fields.committedAt'), dataIndex: 'committedAt', render: time },
        ]}
      />
    </>
  );
}
