/**
 * The two log screens' common page: search by account, company, user name, time range and the
 * log's own kind (operation type or sign-in event), keyset pages newest first, Excel export of the
 * same search. Each screen adds its kind and its own columns.
 */
import type { AccountLogRow, OperationLogRow } from '@aerosupply/shared/admin/schemas';
import { useTranslation } from 'react-i18next';
import { Tag } from 'antd';
import type { ListColumns } from '../../../components/list/columns';
import { PageContainer } from '../../../components/PageContainer';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { useFormat } from '../../../lib/format';
import type { RouteContract } from '@aerosupply/shared/http/contract';
import { useCursorList } from '../useCursorList';
import { CursorTable } from './CursorTable';
import { ExportButton } from './ExportButton';

/** The fields both log rows (operation and account log) have. */
type LogRow = Pick<OperationLogRow | AccountLogRow, 'id' | 'createdAt' | 'account' | 'userName' | 'companyName'>;

export interface LogSearchPageProps<Row extends LogRow> {
  title: string;
  queryKey: readonly unknown[];
  /** The list's route and its Excel export's. */
  route: RouteContract;
  exportRoute: RouteContract;
  exportName: string;
  /** The log's kind: its filter name, values with their labels and tag colours, and each row's text. */
  kind: { name: string; label: string; values: readonly string[]; valueLabel: (value: string) => string; colors: Record<string, string>; text: (row: Row) => string };
  /** Columns after account, user, company and kind. */
  columns: ListColumns<Row>;
}

export const orDash = (v: string | null) => v ?? '-';

export function LogSearchPage<Row extends LogRow>({ title, queryKey, route, exportRoute, exportName, kind, columns }: LogSearchPageProps<Row>) {
  const { t } = useTranslation();
  const format = useFormat();
  const fields: SearchField[] = [
    { name: 'account', label: t('admin.logs.fields.account') },
    { name: 'company', label: t('admin.logs.fields.company') },
    { name: 'userName', label: t('admin.logs.fields.userName') },
    { name: 'time', label: t('admin.logs.fields.timeRange'), type: 'dateRange', from: 'from', to: 'to' },
    { name: kind.name, label: kind.label, type: 'select', options: kind.values.map((value) => ({ value, label: kind.valueLabel(value) })) },
  ];
  const list = useCursorList<Row>(queryKey, route, searchKeys(fields));

  return (
    <PageContainer title={title} extra={<ExportButton route={exportRoute} params={list.filterQuery} fallbackName={exportName} />}>
      <SearchForm fields={fields} values={list.filters} onSearch={list.setFilters} onReset={list.reset} loading={list.isFetching} />
      <CursorTable<Row>
        rowKey="id"
        label={title}
        emptyHint={t('admin.logs.emptyHint')}
        list={list}
        columns={[
          { key: 'createdAt', title: t('admin.logs.fields.time'), dataIndex: 'createdAt', render: (v: string) => format.dateTime(v) },
          { key: 'account', title: t('admin.logs.fields.account'), dataIndex: 'account', render: orDash },
          { key: 'userName', title: t('admin.logs.fields.userName'), dataIndex: 'userName', render: orDash },
          { key: 'companyName', title: t('admin.logs.fields.company'), dataIndex: 'companyName', render: orDash },
          {
            key: kind.name,
            title: kind.label,
            dataIndex: kind.name,
            render: (v: string, row) => <Tag color={kind.colors[v] ?? 'default'}>{kind.text(row) || v}</Tag>,
          },
          ...columns,
        ]}
      />
    </PageContainer>
  );
}
