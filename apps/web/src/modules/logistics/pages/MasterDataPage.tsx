/**
 * Logistics master data (issue 16 item 6): one screen per kind (air zones, ports/airports, inland
 * agents, international inbound/outbound agents, forwarders with route and service mode), with
 * search, create, edit and delete (an entry a shipment uses can only be disabled).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { FORWARDER_SCOPES, MASTER_KINDS, type MasterKind, type MasterRecord } from '@aerosupply/shared/logistics/master';
import { DataTable } from '../../../components/DataTable';
import { PageContainer } from '../../../components/PageContainer';
import { confirmedAction, RecordActions } from '../../../components/RecordActions';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { companyName } from '../../../lib/company-name';
import { useCodeTable, useCountries } from '../../../lib/dict';
import { pagedTableProps } from '../../../lib/usePagedList';
import { logisticsApi, logisticsKeys, useMasterList } from '../api';
import { MASTER_FIELDS, MasterDialog } from '../components/MasterDialog';

export default function MasterDataPage() {
  const params = useParams();
  const kind = (MASTER_KINDS as readonly string[]).includes(params.kind ?? '') ? (params.kind as MasterKind) : 'airZone';
  return <MasterList key={kind} kind={kind} />;
}

function MasterList({ kind }: { kind: MasterKind }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const countries = useCountries();
  const modes = useCodeTable('serviceMode');
  const [editing, setEditing] = useState<MasterRecord | null>(null);
  const [open, setOpen] = useState(false);
  const uses = (f: string) => MASTER_FIELDS[kind].includes(f);
  const fields: SearchField[] = [
    { name: 'keyword', label: t('logistics.master.keyword') },
    ...(kind === 'forwarder'
      ? [
          { name: 'scope', label: t('logistics.master.fields.scope'), type: 'select' as const, options: FORWARDER_SCOPES.map((s) => ({ value: s, label: t(`logistics.master.scope.${s}`) })) },
          { name: 'serviceMode', label: t('logistics.master.fields.serviceMode'), type: 'code' as const, table: 'serviceMode' },
        ]
      : []),
    { name: 'enabled', label: t('logistics.master.fields.enabled'), type: 'select', options: [{ value: 'true', label: t('logistics.master.enabled.true') }, { value: 'false', label: t('logistics.master.enabled.false') }] },
  ];
  const { list, query } = useMasterList(kind, searchKeys(fields));
  const refresh = () => void qc.invalidateQueries({ queryKey: logisticsKeys.master(kind) });
  const countryLabel = (code: string | null) => (code ? (countries.options.find((o) => o.value === code)?.label ?? code) : '-');
  const modeLabel = (code: string | null) => (code ? (modes.options.find((o) => o.value === code)?.label ?? code) : '-');
  const dash = (v: string | null) => v ?? '-';
  const title = t(`logistics.master.kinds.${kind}`);

  const columns = [
    { key: 'code', title: t('logistics.master.fields.code'), dataIndex: 'code' },
    { key: 'name', title: t('logistics.master.fields.name'), dataIndex: 'name', render: (v: string, r: MasterRecord) => companyName(v, r.nameEn) },
    ...(kind === 'forwarder'
      ? [
          { key: 'company', title: t('logistics.master.fields.forwarderCompanyId'), dataIndex: 'forwarderCompanyName', render: (v: string | null, r: MasterRecord) => (v ? companyName(v, r.forwarderCompanyNameEn) : '-') },
          { key: 'scope', title: t('logistics.master.fields.scope'), dataIndex: 'scope', render: (v: string | null) => (v ? t(`logistics.master.scope.${v}`) : '-') },
          { key: 'leg', title: t('logistics.master.fields.leg'), dataIndex: 'leg', render: (v: string | null) => (v ? t(`logistics.master.leg.${v}`) : '-') },
          { key: 'route', title: t('logistics.master.route'), render: (_: unknown, r: MasterRecord) => `${r.origin ?? t('logistics.master.any')} → ${r.destination ?? t('logistics.master.any')}` },
          { key: 'serviceMode', title: t('logistics.master.fields.serviceMode'), dataIndex: 'serviceMode', render: modeLabel },
        ]
      : []),
    ...(uses('country') ? [{ key: 'country', title: t('logistics.master.fields.country'), dataIndex: 'country', render: countryLabel }] : []),
    ...(uses('city') ? [{ key: 'city', title: t('logistics.master.fields.city'), dataIndex: 'city', render: dash }] : []),
    ...(uses('zoneCode') ? [{ key: 'zoneCode', title: t('logistics.master.fields.zoneCode'), dataIndex: 'zoneCode', render: dash }] : []),
    ...(uses('portType') ? [{ key: 'portType', title: t('logistics.master.fields.portType'), dataIndex: 'portType', render: (v: string | null) => (v ? t(`logistics.master.portType.${v}`) : '-') }] : []),
    ...(uses('contact') ? [{ key: 'contact', title: t('logistics.master.fields.contact'), dataIndex: 'contact', render: dash }, { key: 'phone', title: t('logistics.master.fields.phone'), dataIndex: 'phone', render: dash }] : []),
    ...(kind === 'airZone' ? [{ key: 'remark', title: t('logistics.master.fields.remark'), dataIndex: 'remark', render: dash }] : []),
    {
      key: 'enabled',
      title: t('logistics.master.fields.enabled'),
      dataIndex: 'enabled',
      render: (v: boolean) => <Tag color={v ? 'green' : 'default'}>{t(`logistics.master.enabled.${String(v)}`)}</Tag>,
    },
    {
      key: 'actions',
      title: t('logistics.master.actions'),
      fixed: 'right' as const,
      render: (_: unknown, r: MasterRecord) => (
        <RecordActions
          allowed={r.actions}
          defs={{
            edit: {
              labelKey: 'logistics.master.edit',
              onClick: () => {
                setEditing(r);
                setOpen(true);
              },
            },
            delete: confirmedAction({ labelKey: 'logistics.master.delete', danger: true, confirmKey: 'logistics.master.confirmDelete' }, () => logisticsApi.deleteMaster(kind, r.id), t('logistics.master.deleted'), refresh),
          }}
        />
      ),
    },
  ];

  return (
    <PageContainer
      title={title}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden="true" />}
          data-testid="master-create"
          onClick={() => {
            setEditing(null);
            setOpen(true);
          }}
        >
          {t('logistics.master.create')}
        </Button>
      }
    >
      <SearchForm fields={fields} values={list.filters} onSearch={list.setFilters} onReset={list.reset} loading={query.isFetching} />
      <DataTable<MasterRecord>
        rowKey="id"
        label={title}
        {...pagedTableProps(list, query)}
        columns={columns}
      />
      <MasterDialog kind={kind} open={open} record={editing} onClose={() => setOpen(false)} onSaved={refresh} />
    </PageContainer>
  );
}
