/**
 * Operation log (spec 000 §2 '/sys/log'; spec 001 §2 'log search by account, company, user name,
 * time range, operation type', §3 'Operation log', §6 operation types; menu 'system/log',
 * permission 'sys.log.view'): keyset pages newest first, Excel export of the same search.
 */
import { useTranslation } from 'react-i18next';
import { Typography } from 'antd';
import { OP_TYPES, type OperationLogRow } from '@aerosupply/shared/admin/schemas';
import { adminKeys } from '../api';
import { LogSearchPage, orDash } from '../components/LogSearchPage';
import { adminRoutes } from '@aerosupply/shared/admin/routes';

const OP_COLORS: Record<string, string> = { login: 'processing', logout: 'default', add: 'success', modify: 'warning', delete: 'error', query: 'default' };

export default function OperationLogPage() {
  const { t } = useTranslation();
  return (
    <LogSearchPage<OperationLogRow>
      title={t('admin.logs.operationTitle')}
      queryKey={adminKeys.operationLogs}
      route={adminRoutes.operationLogs}
      exportRoute={adminRoutes.operationLogsExport}
      exportName="operation-log.xlsx"
      kind={{
        name: 'opType',
        label: t('admin.logs.fields.opType'),
        values: OP_TYPES,
        valueLabel: (o) => t(`admin.logs.opType.${o}`),
        colors: OP_COLORS,
        text: (row) => row.opTypeText,
      }}
      columns={[
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
        // The HTTP status of the request: not the record's status, so not a key column.
        { key: 'status', priority: 'normal', title: t('admin.logs.fields.status'), dataIndex: 'status', align: 'right' },
        { key: 'ip', title: t('admin.logs.fields.ip'), dataIndex: 'ip', render: orDash },
        { key: 'mac', title: t('admin.logs.fields.mac'), dataIndex: 'mac', render: orDash },
      ]}
    />
  );
}
