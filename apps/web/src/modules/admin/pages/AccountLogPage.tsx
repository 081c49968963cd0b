/**
 * Account log (spec 000 §2 '/sys/accountLog'; menu 'system/account-log', permission
 * 'sys.accountLog.view'): sign-ins, failed sign-ins (with the reason), sign-outs and client login
 * records; keyset pages newest first, Excel export of the same search.
 */
import { useTranslation } from 'react-i18next';
import { Tag, Typography } from 'antd';
import { LOGIN_EVENTS, type AccountLogRow } from '@aerosupply/shared/admin/schemas';
import { PageContainer } from '../../../components/PageContainer';
import { useFormat } from '../../../lib/format';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { adminKeys } from '../api';
import { CursorTable } from '../components/CursorTable';
import { ExportButton } from '../components/ExportButton';
import { useCursorList } from '../useCursorList';

const EVENT_COLORS: Record<string, string> = { login: 'success', login_failed: 'error', logout: 'default', client_log: 'processing' };

export default function AccountLogPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const fields: SearchField[] = [
    { name: 'account', label: t('admin.logs.fields.account') },
    { name: 'company', label: t('admin.logs.fields.company') },
    { name: 'userName', label: t('admin.logs.fields.userName') },
    { name: 'time', label: t('admin.logs.fields.timeRange'), type: 'dateRange', from: 'from', to: 'to' },
    { name: 'event', label: t('admin.logs.fields.event'), type: 'select', options: LOGIN_EVENTS.map((e) => ({ value: e, label: t(`admin.logs.event.${e}`) })) },
  ];
  const list = useCursorList<AccountLogRow>(adminKeys.accountLogs, '/api/admin/account-logs', searchKeys(fields));

  return (
    <>
      <PageContainer
        title={t('admin.logs.accountTitle')}
        extra={<ExportButton url="/api/admin/account-logs/export" params={list.filterQuery} fallbackName="account-log.xlsx" />}
      >
        <SearchForm fields={fields} values={list.filters} onSearch={list.setFilters} onReset={list.reset} loading={list.isFetching} />
        <CursorTable<AccountLogRow>
          rowKey="id"
          label={t('admin.logs.accountTitle')}
          list={list}
          columns={[
            { key: 'createdAt', title: t('admin.logs.fields.time'), dataIndex: 'createdAt', render: (v: string) => format.dateTime(v) },
            { key: 'account', title: t('admin.logs.fields.account'), dataIndex: 'account' },
            { key: 'userName', title: t('admin.logs.fields.userName'), dataIndex: 'userName', render: (v: string | null) => v ?? '-' },
            { key: 'companyName', title: t('admin.logs.fields.company'), dataIndex: 'companyName', render: (v: string | null) => v ?? '-' },
            {
              key: 'event',
              title: t('admin.logs.fields.event'),
              dataIndex: 'event',
              render: (v: string, row) => <Tag color={EVENT_COLORS[v] ?? 'default'}>{row.eventText || v}</Tag>,
            },
            { key: 'reason', title: t('admin.logs.fields.reason'), dataIndex: 'reasonText', render: (v: string | null) => v ?? '-' },
            { key: 'ip', title: t('admin.logs.fields.ip'), dataIndex: 'ip', render: (v: string | null) => v ?? '-' },
            { key: 'mac', title: t('admin.logs.fields.mac'), dataIndex: 'mac', render: (v: string | null) => v ?? '-' },
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
      </PageContainer>
    </>
  );
}
