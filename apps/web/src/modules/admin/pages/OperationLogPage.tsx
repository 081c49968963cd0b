/**
 * Operation log (spec 000 §2 '/sys/log'; spec 001 §2 'log search by account, company, user name,
 * time range, operation type', §3 'Operation log', §6 operation types; menu 'system/log',
 * permission 'sys.log.view'): keyset pages newest first, Excel export of the same search.
 */
import { useTranslation } from 'react-i18next';
import { Tag, Typography } from 'antd';
import { OP_TYPES, type OperationLogRow } from '@aerosupply/shared/admin/schemas';
import { PageContainer } from '../../../components/PageContainer';
import { useFormat } from '../../../lib/format';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { adminKeys } from '../api';
import { CursorTable } from '../components/CursorTable';
import { ExportButton } from '../components/ExportButton';
import { useCursorList } from '../useCursorList';

const OP_COLORS: Record<string, string> = { login: 'processing', logout: 'default', add: 'success', modify: 'warning', delete: 'error', query: 'default' };

export default function OperationLogPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const fields: SearchField[] = [
    { name: 'account', label: t('admin.logs.fields.account') },
    { name: 'company', label: t('admin.logs.fields.company') },
    { name: 'userName', label: t('admin.logs.fields.userName') },
    { name: 'time', label: t('admin.logs.fields.timeRange'), type: 'dateRange', from: 'from', to: 'to' },
    { name: 'opType', label: t('admin.logs.fields.opType'), type: 'select', options: OP_TYPES.map((o) => ({ value: o, label: t(`admin.logs.opType.${o}`) })) },
  ];
  const list = useCursorList<OperationLogRow>(adminKeys.operationLogs, '/api/admin/operation-logs', searchKeys(fields));

  return (
    <>
      <PageContainer
        title={t('admin.logs.operationTitle')}
        extra={<ExportButton url="/api/admin/operation-logs/export" params={list.filterQuery} fallbackName="operation-log.xlsx" />}
      >
        <SearchForm fields={fields} values={list.filters} onSearch={list.setFilters} onReset={list.reset} loading={list.isFetching} />
        <CursorTable<OperationLogRow>
          rowKey="id"
          label={t('admin.logs.operationTitle')}
          list={list}
          columns={[
            { key: 'createdAt', title: t('admin.logs.fields.time'), dataIndex: 'createdAt', render: (v: string) => format.dateTime(v) },
            { key: 'account', title: t('admin.logs.fields.account'), dataIndex: 'account', render: (v: string | null) => v ?? '-' },
            { key: 'userName', title: t('admin.logs.fields.userName'), dataIndex: 'userName', render: (v: string | null) => v ?? '-' },
            { key: 'companyName', title: t('admin.logs.fields.company'), dataIndex: 'companyName', render: (v: string | null) => v ?? '-' },
            {
              key: 'opType',
              title: t('admin.logs.fields.opType'),
              dataIndex: 'opType',
              render: (v: string, row) => <Tag color={OP_COLORS[v] ?? 'default'}>{row.opTypeText || v}</Tag>,
            },
            { key: 'description', title: t('admin.logs.fields.description'), dataIndex: 'description' },
            {
              key: 'path',
              title: t('admin.logs.fields.request'),
              dataIndex: 'path',
              render: (v: string, row) => (
                <Typography.Text code>
                  {row.method} {v}
                </Typography.Text>
              ),
            },
            { key: 'status', title: t('admin.logs.fields.status'), dataIndex: 'status', align: 'right' },
            { key: 'ip', title: t('admin.logs.fields.ip'), dataIndex: 'ip', render: (v: string | null) => v ?? '-' },
            { key: 'mac', title: t('admin.logs.fields.mac'), dataIndex: 'mac', render: (v: string | null) => v ?? '-' },
          ]}
        />
      </PageContainer>
    </>
  );
}
