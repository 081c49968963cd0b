/**
 * Forwarder companies (issue 26 item 2): logistics staff search and filter them, create or invite
 * one with its administrator, edit it, freeze it (with a reason) and restore it (confirmed).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { FORWARDER_COMPANY_SCOPES, FORWARDER_COMPANY_STATUSES, type ForwarderCompanyView } from '@aerosupply/shared/forwarder-companies/schemas';
import { forwarderCompanyRoutes } from '@aerosupply/shared/forwarder-companies/routes';
import { DataTable } from '../../../components/DataTable';
import { PageContainer } from '../../../components/PageContainer';
import { confirmedAction, RecordActions } from '../../../components/RecordActions';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { StatusTag } from '../../../components/StatusTag';
import { companyName } from '../../../lib/company-name';
import { useCodeTable } from '../../../lib/dict';
import { useFormat } from '../../../lib/format';
import { pagedTableProps, usePagedList } from '../../../lib/usePagedList';
import { forwarderCompanyApi, forwarderCompanyKeys } from '../api';
import { ForwarderCompanyDialog, FreezeDialog } from '../components/ForwarderCompanyDialog';

export default function ForwarderCompaniesPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const modes = useCodeTable('serviceMode');
  const format = useFormat();
  const [editing, setEditing] = useState<ForwarderCompanyView | null>(null);
  const [open, setOpen] = useState(false);
  const [freezing, setFreezing] = useState<ForwarderCompanyView | null>(null);
  const fields: SearchField[] = [
    { name: 'keyword', label: t('forwarderCompanies.keyword') },
    { name: 'scope', label: t('forwarderCompanies.fields.scope'), type: 'select', options: FORWARDER_COMPANY_SCOPES.map((s) => ({ value: s, label: t(`forwarderCompanies.scope.${s}`) })) },
    { name: 'serviceMode', label: t('forwarderCompanies.fields.serviceModes'), type: 'code', table: 'serviceMode' },
    { name: 'status', label: t('forwarderCompanies.fields.status'), type: 'select', options: FORWARDER_COMPANY_STATUSES.map((s) => ({ value: s, label: t(`forwarderCompanies.status.${s}`) })) },
  ];
  const { list, query } = usePagedList(forwarderCompanyKeys.list, forwarderCompanyRoutes.list, searchKeys(fields));
  const refresh = () => void qc.invalidateQueries({ queryKey: forwarderCompanyKeys.list });
  const modeLabel = (code: string) => modes.options.find((o) => o.value === code)?.label ?? code;
  const title = t('forwarderCompanies.title');

  const columns = [
    { key: 'name', title: t('forwarderCompanies.fields.name'), dataIndex: 'name', render: (v: string, r: ForwarderCompanyView) => companyName(v, r.nameEn) },
    { key: 'scope', title: t('forwarderCompanies.fields.scope'), dataIndex: 'scope', render: (v: string) => t(`forwarderCompanies.scope.${v}`) },
    { key: 'serviceModes', title: t('forwarderCompanies.fields.serviceModes'), dataIndex: 'serviceModes', render: (v: string[]) => v.map((m) => <Tag key={m}>{modeLabel(m)}</Tag>) },
    {
      key: 'contact',
      title: t('forwarderCompanies.fields.contacts'),
      render: (_: unknown, r: ForwarderCompanyView) => {
        const c = r.contacts[0];
        return c ? <Space orientation="vertical" size={0}><span>{c.name}</span><Typography.Text type="secondary">{c.phone}</Typography.Text></Space> : '-';
      },
    },
    { key: 'admin', title: t('forwarderCompanies.fields.admin'), render: (_: unknown, r: ForwarderCompanyView) => (r.adminAccount ? `${r.adminAccount} (${r.adminName})` : '-') },
    { key: 'userCount', title: t('forwarderCompanies.fields.userCount'), dataIndex: 'userCount' },
    { key: 'entryCount', title: t('forwarderCompanies.fields.entryCount'), dataIndex: 'entryCount' },
    {
      key: 'status',
      title: t('forwarderCompanies.fields.status'),
      dataIndex: 'status',
      render: (v: string, r: ForwarderCompanyView) => (
        <Space orientation="vertical" size={0}>
          <StatusTag value={v} prefix="forwarderCompanies.status" colors={{ active: 'green', frozen: 'red' }} />
          {r.frozenReason && <Typography.Text type="secondary">{r.frozenReason}</Typography.Text>}
        </Space>
      ),
    },
    { key: 'createdAt', title: t('forwarderCompanies.fields.createdAt'), dataIndex: 'createdAt', render: (v: string) => format.dateTime(v) },
    {
      key: 'actions',
      title: t('forwarderCompanies.fields.actions'),
      fixed: 'right' as const,
      render: (_: unknown, r: ForwarderCompanyView) => (
        <RecordActions
          allowed={r.actions}
          defs={{
            edit: { labelKey: 'forwarderCompanies.actions.edit', onClick: () => { setEditing(r); setOpen(true); } },
            freeze: { labelKey: 'forwarderCompanies.actions.freeze', danger: true, onClick: () => setFreezing(r) },
            restore: confirmedAction({ labelKey: 'forwarderCompanies.actions.restore', confirmKey: 'forwarderCompanies.confirm.restore' }, () => forwarderCompanyApi.restore(r.id), t('forwarderCompanies.restored'), refresh),
          }}
        />
      ),
    },
  ];

  return (
    <PageContainer
      title={title}
      extra={
        <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} data-testid="forwarder-company-create" onClick={() => { setEditing(null); setOpen(true); }}>
          {t('forwarderCompanies.create')}
        </Button>
      }
    >
      <SearchForm fields={fields} values={list.filters} onSearch={list.setFilters} onReset={list.reset} loading={query.isFetching} />
      <DataTable<ForwarderCompanyView>
        rowKey="id"
        label={title}
        {...pagedTableProps(list, query)}
        columns={columns}
      />
      <ForwarderCompanyDialog open={open} record={editing} onClose={() => setOpen(false)} onSaved={refresh} />
      <FreezeDialog record={freezing} onClose={() => setFreezing(null)} onDone={refresh} />
    </PageContainer>
  );
}
