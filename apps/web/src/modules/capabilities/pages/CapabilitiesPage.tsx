/**
 * Capability list (spec 001 §2): filter by procurement type, supply ability, qualification status,
 * audit result, applicant, application date, pre-qualification and audit numbers, categories,
 * status; actions edit, submit application, view, create application data.
 */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { AUDIT_RESULTS, CAPABILITY_STATUSES, PROCUREMENT_TYPES, QUALIFICATION_STATUSES, SUPPLY_ABILITIES, type CapabilityView } from '@aerosupply/shared/capabilities/schemas';
import { DataTable, hasFilters } from '../../../components/DataTable';
import { PageContainer } from '../../../components/PageContainer';
import { RecordActions } from '../../../components/RecordActions';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { StatusTag } from '../../../components/StatusTag';
import { showSuccess } from '../../../lib/feedback';
import { useFormat } from '../../../lib/format';
import { pagedTableProps, usePagedList } from '../../../lib/usePagedList';
import { categoryText, useDataLookups } from '../../supplier-profile';
import { capabilityApi, capabilityKeys } from '../api';
import { capabilityRoutes } from '@aerosupply/shared/capabilities/routes';

const NO_FILES = {};

export const STATUS_COLORS = { to_be_submitted: 'default', under_review: 'processing', audit_completed: 'success', no_pass: 'error' };

export default function CapabilitiesPage() {
  const { t } = useTranslation();
  const lk = useDataLookups(NO_FILES);
  const fmt = useFormat();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const opts = (list: readonly string[], prefix: string) => list.map((v) => ({ value: v, label: t(`capabilities.${prefix}.${v}`) }));
  const fields: SearchField[] = [
    { name: 'number', label: t('capabilities.fields.number') },
    { name: 'status', label: t('capabilities.fields.status'), type: 'select', options: opts(CAPABILITY_STATUSES, 'status') },
    { name: 'procurementType', label: t('capabilities.fields.procurementType'), type: 'select', options: opts(PROCUREMENT_TYPES, 'procurementType') },
    { name: 'supplyAbility', label: t('capabilities.fields.supplyAbility'), type: 'select', options: opts(SUPPLY_ABILITIES, 'supplyAbility') },
    { name: 'qualificationStatus', label: t('capabilities.fields.qualificationStatus'), type: 'select', options: opts(QUALIFICATION_STATUSES, 'qualificationStatus') },
    { name: 'auditResult', label: t('capabilities.fields.auditResult'), type: 'select', options: opts(AUDIT_RESULTS, 'auditResult') },
    { name: 'applicant', label: t('capabilities.fields.applicant') },
    { name: 'applicationDate', label: t('capabilities.fields.applicationDate'), type: 'dateRange' },
    { name: 'prequalNo', label: t('capabilities.fields.prequalNo') },
    { name: 'auditNo', label: t('capabilities.fields.auditNo') },
    { name: 'category', label: t('capabilities.fields.category') },
  ];
  const { list, query } = usePagedList(capabilityKeys.list, capabilityRoutes.list, searchKeys(fields));
  return (
    <PageContainer
      title={t('capabilities.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => void navigate('/sup/capabilities/new')} data-testid="capability-create">
          {t('capabilities.actions.create')}
        </Button>
      }
    >
      <SearchForm fields={fields} values={list.filters} onSearch={list.setFilters} onReset={list.reset} loading={query.isFetching} />
      <DataTable<CapabilityView>
        rowKey="id"
        label={t('capabilities.title')}
        emptyHint={t('capabilities.emptyHint', { action: t('capabilities.actions.create') })}
        filtered={hasFilters(list.filters)}
        {...pagedTableProps(list, query)}
        columns={[
          { title: t('capabilities.fields.number'), dataIndex: 'number' },
          { title: t('capabilities.fields.procurementType'), dataIndex: 'procurementType', render: (v: string) => t(`capabilities.procurementType.${v}`) },
          { title: t('capabilities.fields.supplyAbility'), dataIndex: 'supplyAbility', render: (v: string) => t(`capabilities.supplyAbility.${v}`) },
          { title: t('capabilities.fields.categories'), dataIndex: 'categories', render: (v: CapabilityView['categories']) => v.map((c) => [c.level1, c.level2].filter(Boolean).map((code) => categoryText(code, lk)).join(' / ')).join(', ') },
          { title: t('capabilities.fields.qualificationStatus'), dataIndex: 'qualificationStatus', render: (v: string) => t(`capabilities.qualificationStatus.${v}`) },
          { title: t('capabilities.fields.status'), dataIndex: 'status', render: (v: string) => <StatusTag value={v} prefix="capabilities.status" colors={STATUS_COLORS} /> },
          { title: t('capabilities.fields.auditResult'), dataIndex: 'auditResult', render: (v: string | null) => (v ? t(`capabilities.auditResult.${v}`) : '-') },
          { title: t('capabilities.fields.applicant'), dataIndex: 'applicantName' },
          { title: t('capabilities.fields.applicationDate'), dataIndex: 'applicationDate', render: (v: string | null) => v ?? '-' },
          { title: t('capabilities.fields.updatedAt'), dataIndex: 'updatedAt', render: (v: string) => fmt.dateTime(v) },
          {
            title: t('capabilities.fields.actions'),
            key: 'actions',
            fixed: 'right',
            render: (_, r) => (
              <RecordActions
                allowed={r.actions}
                defs={{
                  view: { labelKey: 'common.actions.view', onClick: () => void navigate(`/sup/capabilities/${r.id}`) },
                  edit: { labelKey: 'common.actions.edit', onClick: () => void navigate(`/sup/capabilities/${r.id}/edit`) },
                  submit: {
                    labelKey: 'capabilities.actions.submit',
                    confirmKey: 'capabilities.confirm.submit',
                    onClick: async () => {
                      await capabilityApi.submit(r.id);
                      showSuccess(t('capabilities.messages.submitted'));
                      await qc.invalidateQueries({ queryKey: capabilityKeys.all });
                    },
                  },
                }}
              />
            ),
          },
        ]}
      />
    </PageContainer>
  );
}
