/** Capability applications from the supplier side, reviewed by staff with the capability-list filters. */
import { useMemo, useState } from 'react';
import { Descriptions, Drawer, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CapabilityView } from '@aerosupply/shared/capabilities/schemas';
import { CAPABILITY_STATUSES } from '@aerosupply/shared/suppliers/states';
import { DataTable, hasFilters } from '../../../components/DataTable';
import { PageContainer } from '../../../components/PageContainer';
import { RecordActions } from '../../../components/RecordActions';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { showSuccess } from '../../../lib/feedback';
import { supplierReviewRoutes } from '@aerosupply/shared/supplier-review/routes';
import { pagedTableProps, usePagedList } from '../../../lib/usePagedList';
import { supplierApi, useRefreshSuppliers } from '../api';
import { ActionDialog } from '../components/ActionDialog';
import { useCodeNames } from '../components/codeNames';
import { companyName } from '../../../lib/company-name';

export default function CapabilityReviewPage() {
  const { t } = useTranslation();
  const names = useCodeNames();
  const refresh = useRefreshSuppliers();
  const fields: SearchField[] = useMemo(
    () => [
      { name: 'number', label: t('suppliers.capabilities.number') },
      { name: 'status', label: t('suppliers.fields.status'), type: 'select', options: CAPABILITY_STATUSES.map((v) => ({ value: v, label: t(`suppliers.capabilityStatus.${v}`) })) },
      { name: 'procurementType', label: t('suppliers.fields.procurementType'), type: 'select', options: ['aircraft', 'general'].map((v) => ({ value: v, label: t(`suppliers.supplierType.${v}`) })) },
      { name: 'supplyAbility', label: t('suppliers.capabilities.supplyAbility'), type: 'select', options: ['sale', 'repair', 'overhaul', 'exchange', 'lease', 'service'].map((v) => ({ value: v, label: t(`suppliers.supplyAbility.${v}`) })) },
      { name: 'qualificationStatus', label: t('suppliers.capabilities.qualificationStatus'), type: 'select', options: ['unqualified', 'prequalified', 'qualified'].map((v) => ({ value: v, label: t(`suppliers.qualificationStatus.${v}`) })) },
      { name: 'auditResult', label: t('suppliers.fields.auditResult'), type: 'select', options: ['pass', 'fail'].map((v) => ({ value: v, label: t(`suppliers.result.${v}`) })) },
      { name: 'applicant', label: t('suppliers.fields.applicant') },
      { name: 'applicationDate', label: t('suppliers.fields.applicationDate'), type: 'dateRange' },
      { name: 'prequalNo', label: t('suppliers.fields.preauditNo') },
      { name: 'auditNo', label: t('suppliers.fields.auditNo') },
      { name: 'category', label: t('suppliers.fields.categories') },
    ],
    [t],
  );
  const { list, query } = usePagedList(['suppliers', 'capabilities'], supplierReviewRoutes.capabilities, searchKeys(fields));
  const [viewing, setViewing] = useState<CapabilityView | null>(null);
  const [deciding, setDeciding] = useState<{ row: CapabilityView; decision: 'pass' | 'fail' } | null>(null);
  return (
    <PageContainer title={t('suppliers.capabilities.title')}>
      <SearchForm fields={fields} values={list.filters} onSearch={list.setFilters} onReset={list.reset} loading={query.isFetching} />
      <DataTable<CapabilityView>
        rowKey="id"
        label={t('suppliers.capabilities.title')}
        emptyHint={t('suppliers.capabilities.emptyHint')}
        filtered={hasFilters(list.filters)}
        {...pagedTableProps(list, query)}
        columns={[
          { title: t('suppliers.capabilities.number'), dataIndex: 'number' },
          { title: t('suppliers.fields.company'), dataIndex: 'companyName', render: (v: string, r) => companyName(v, r.companyNameEn) },
          { title: t('suppliers.fields.procurementType'), dataIndex: 'procurementType', render: (v: string) => t(`suppliers.supplierType.${v}`, { defaultValue: v }) },
          { title: t('suppliers.capabilities.supplyAbility'), dataIndex: 'supplyAbility', render: (v: string) => t(`suppliers.supplyAbility.${v}`, { defaultValue: v }) },
          { title: t('suppliers.fields.categories'), dataIndex: 'categories', render: (v: { level1: string; level2: string }[]) => v.map((c) => names.categoryPair(c)).join(', ') },
          { title: t('suppliers.fields.status'), dataIndex: 'status', render: (v: string) => t(`suppliers.capabilityStatus.${v}`, { defaultValue: v }) },
          { title: t('suppliers.fields.applicant'), dataIndex: 'applicantName' },
          { title: t('suppliers.fields.applicationDate'), dataIndex: 'applicationDate', render: (v: string | null) => v ?? '-' },
          {
            title: t('suppliers.fields.actions'),
            key: 'actions',
            render: (_: unknown, r) => (
              <RecordActions
                allowed={r.actions}
                defs={{
                  view: { labelKey: 'suppliers.actions.view', onClick: () => setViewing(r) },
                  pass: { labelKey: 'suppliers.capabilities.pass', onClick: () => setDeciding({ row: r, decision: 'pass' }) },
                  fail: { labelKey: 'suppliers.capabilities.fail', danger: true, onClick: () => setDeciding({ row: r, decision: 'fail' }) },
                }}
              />
            ),
          },
        ]}
      />
      <Drawer open={viewing !== null} onClose={() => setViewing(null)} width={720} title={viewing?.number ?? ''}>
        {viewing && (
          <>
            <Descriptions size="small" bordered column={1}>
              <Descriptions.Item label={t('suppliers.fields.company')}>{companyName(viewing.companyName, viewing.companyNameEn)}</Descriptions.Item>
              <Descriptions.Item label={t('suppliers.capabilities.qualificationStatus')}>{t(`suppliers.qualificationStatus.${viewing.qualificationStatus}`, { defaultValue: viewing.qualificationStatus })}</Descriptions.Item>
              <Descriptions.Item label={t('suppliers.fields.comment')}>{viewing.reviewComment ?? '-'}</Descriptions.Item>
            </Descriptions>
            <Table rowKey="partNumber" size="small" pagination={false} dataSource={viewing.items} columns={[{ title: 'P/N', dataIndex: 'partNumber' }, { title: t('suppliers.capabilities.description'), dataIndex: 'description' }, { title: t('suppliers.capabilities.supplyAbility'), dataIndex: 'ability' }]} />
          </>
        )}
      </Drawer>
      <ActionDialog
        open={deciding !== null}
        title={deciding ? `${t(`suppliers.capabilities.${deciding.decision}`)} · ${deciding.row.number}` : ''}
        commentRequired={deciding?.decision === 'fail'}
        onCancel={() => setDeciding(null)}
        onSubmit={async (v) => {
          await supplierApi.reviewCapability(deciding!.row.id, { decision: deciding!.decision, comment: v.comment });
          showSuccess(t('suppliers.messages.done'));
          setDeciding(null);
          await refresh();
        }}
      />
    </PageContainer>
  );
}
