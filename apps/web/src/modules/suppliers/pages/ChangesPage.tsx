/** Supplier data changes that go through review: old and new value of each changed field (decoded), approve or reject. */
import { useMemo, useState } from 'react';
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChangeRequestView } from '@aerosupply/shared/supplier-profile/schemas';
import { DataTable, hasFilters } from '../../../components/DataTable';
import { PageContainer } from '../../../components/PageContainer';
import { RecordActions } from '../../../components/RecordActions';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { showSuccess } from '../../../lib/feedback';
import { useFormat } from '../../../lib/format';
import { supplierReviewRoutes } from '@aerosupply/shared/supplier-review/routes';
import { pagedTableProps, usePagedList } from '../../../lib/usePagedList';
import { ChangeDiff, useChangedFieldLabels } from '../../supplier-profile';
import { supplierApi, useRefreshSuppliers } from '../api';
import { ActionDialog } from '../components/ActionDialog';
import { RequestStatusTag } from '../components/StatusTags';
import { companyName } from '../../../lib/company-name';

export default function ChangesPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const refresh = useRefreshSuppliers();
  const fieldLabels = useChangedFieldLabels();
  const fields: SearchField[] = useMemo(
    () => [
      { name: 'status', label: t('suppliers.fields.status'), type: 'select', options: ['pending', 'approved', 'rejected'].map((v) => ({ value: v, label: t(`suppliers.requestStatus.${v}`) })) },
      { name: 'section', label: t('suppliers.changes.section'), type: 'select', options: ['general', 'regions', 'supply', 'technology', 'compliance', 'finance'].map((v) => ({ value: v, label: t(`suppliers.wizardSteps.${v}`) })) },
    ],
    [t],
  );
  const { list, query } = usePagedList(['suppliers', 'changes'], supplierReviewRoutes.changes, searchKeys(fields));
  const [viewing, setViewing] = useState<ChangeRequestView | null>(null);
  const [deciding, setDeciding] = useState<{ row: ChangeRequestView; decision: 'approve' | 'reject' } | null>(null);
  return (
    <PageContainer title={t('suppliers.changes.title')}>
      <SearchForm fields={fields} values={list.filters} onSearch={list.setFilters} onReset={list.reset} loading={query.isFetching} />
      <DataTable<ChangeRequestView>
        rowKey="id"
        label={t('suppliers.changes.title')}
        emptyHint={t('suppliers.changes.emptyHint')}
        filtered={hasFilters(list.filters)}
        {...pagedTableProps(list, query)}
        columns={[
          { title: t('suppliers.fields.company'), dataIndex: 'companyName', render: (v: string, r) => companyName(v, r.companyNameEn) },
          { title: t('suppliers.changes.section'), dataIndex: 'section', render: (v: string) => t(`suppliers.wizardSteps.${v}`) },
          { title: t('suppliers.changes.fields'), dataIndex: 'changedFields', render: (v: string[], r) => fieldLabels(r.section, v).join(t('suppliers.changes.separator')) || '-' },
          { title: t('suppliers.fields.status'), dataIndex: 'status', render: (v: string) => <RequestStatusTag value={v} /> },
          { title: t('suppliers.changes.requestedBy'), dataIndex: 'requestedByName', render: (v: string | null) => v ?? '-' },
          { title: t('suppliers.changes.requestedAt'), dataIndex: 'createdAt', render: (v: string) => f.dateTime(v) },
          {
            title: t('suppliers.fields.actions'),
            key: 'actions',
            render: (_: unknown, r) => (
              <RecordActions
                allowed={r.actions}
                always={['view']}
                defs={{
                  view: { labelKey: 'suppliers.actions.view', onClick: () => setViewing(r) },
                  approve: { labelKey: 'suppliers.actions.approve', onClick: () => setDeciding({ row: r, decision: 'approve' }) },
                  reject: { labelKey: 'suppliers.actions.reject', danger: true, onClick: () => setDeciding({ row: r, decision: 'reject' }) },
                }}
              />
            ),
          },
        ]}
      />
      <Drawer open={viewing !== null} onClose={() => setViewing(null)} size={960} title={viewing ? `${companyName(viewing.companyName, viewing.companyNameEn)} · ${t(`suppliers.wizardSteps.${viewing.section}`)}` : ''}>
        {viewing && <ChangeDiff section={viewing.section} before={viewing.before} after={viewing.after} changedFields={viewing.changedFields} files={viewing.files} />}
      </Drawer>
      <ActionDialog
        open={deciding !== null}
        title={deciding ? `${t(`suppliers.actions.${deciding.decision}`)} · ${companyName(deciding.row.companyName, deciding.row.companyNameEn)}` : ''}
        commentRequired={deciding?.decision === 'reject'}
        onCancel={() => setDeciding(null)}
        onSubmit={async (v) => {
          await supplierApi.decideChange(deciding!.row.id, { decision: deciding!.decision, comment: v.comment });
          showSuccess(t('suppliers.messages.done'));
          setDeciding(null);
          await refresh();
        }}
      />
    </PageContainer>
  );
}
