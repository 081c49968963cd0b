/**
 * Account log (spec 000 §2 '/sys/accountLog'; menu 'system/account-log', permission
 * 'sys.accountLog.view'): sign-ins, failed sign-ins (with the reason), sign-outs and client login
 * records; keyset pages newest first, Excel export of the same search.
 */
import { useTranslation } from 'react-i18next';
import { Typography } from 'antd';
import { LOGIN_EVENTS, type AccountLogRow } from '@aerosupply/shared/admin/schemas';
import { adminKeys } from '../api';
import { LogSearchPage, orDash } from '../components/LogSearchPage';
import { adminRoutes } from '@aerosupply/shared/admin/routes';

const EVENT_COLORS: Record<string, string> = { login: 'success', login_failed: 'error', logout: 'default', client_log: 'processing' };

export default function AccountLogPage() {
  const { t } = useTranslation();
  return (
    <LogSearchPage<AccountLogRow>
      title={t('admin.logs.accountTitle')}
      queryKey={adminKeys.accountLogs}
      route={adminRoutes.accountLogs}
      exportRoute={adminRoutes.accountLogsExport}
      exportName="account-log.xlsx"
      kind={{
        name: 'event',
        label: t('admin.logs.fields.event'),
        values: LOGIN_EVENTS,
        valueLabel: (e) => t(`admin.logs.event.${e}`),
        colors: EVENT_COLORS,
        text: (row) => row.eventText,
      }}
      columns={[
        { key: 'reason', title: t('admin.logs.fields.reason'), dataIndex: 'reasonText', render: orDash },
        { key: 'ip', title: t('admin.logs.fields.ip'), dataIndex: 'ip', render: orDash },
        { key: 'mac', title: t('admin.logs.fields.mac'), dataIndex: 'mac', render: orDash },
        { key: 'factor', title: t('admin.logs.fields.factor'), dataIndex: 'factorText', render: orDash },
        {
          key: 'userAgent',
          title: t('admin.logs.fields.userAgent'),
          dataIndex: 'userAgent',
          render: (v: string | null) =>
            v ? (
              <Typography.Text ellipsis={{ tooltip: v }} style={{ maxWidth: 280 }}>
                {v}
              </Typography.Text>
            ) : (
              '-'
            ),
        },
      ]}
    />
  );
}
