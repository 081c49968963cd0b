/**
 * Supplier control (supManagement): search by vendor code, company, purchase org, vendor type;
 * select suppliers and suspend, un-suspend or delete them with a reason and attachments. A wrong
 * selection is refused by the server with the §8 message, shown as it answers.
 */
import { useMemo, useState } from 'react';
import { Button, Drawer, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTROL_STATUSES } from '@aerosupply/shared/suppliers/states';
import { DataTable, hasFilters } from '../../../components/DataTable';
import { PageContainer } from '../../../components/PageContainer';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { showSuccess, showWarning } from '../../../lib/feedback';
import { useCan } from '../../../lib/useCan';
import { supplierControlRoutes } from '@aerosupply/shared/supplier-control/routes';
import { pagedTableProps, usePagedList } from '../../../lib/usePagedList';
import { supplierApi, useControlDetail, useRefreshSuppliers, type ControlRow } from '../api';
import { ActionDialog } from '../components/ActionDialog';
import { ControlStatusTag } from '../components/StatusTags';
import { SupplierTimeline } from '../components/SupplierTimeline';
import { useCodeNames } from '../components/codeNames';
import { supplierName } from '../../../lib/company-name';

type ControlVerb = 'suspend' | 'unsuspend' | 'delete';

export default function ControlPage() {
  const { t } = useTranslation();
  const names = useCodeNames();
  const can = useCan();
  const refresh = useRefreshSuppliers();
  const fields: SearchField[] = useMemo(
    () => [
      { name: 'vendorCode', label: t('suppliers.fields.vendorCode') },
      { name: 'company', label: t('suppliers.fields.company') },
      { name: 'purchaseOrg', label: t('suppliers.fields.purchaseOrg'), type: 'dict', domain: 'TC_SUPPLIER_ORG' },
      { name: 'vendorType', label: t('suppliers.fields.vendorType'), type: 'select', options: ['aircraft', 'general'].map((v) => ({ value: v, label: t(`suppliers.supplierType.${v}`) })) },
      { name: 'controlStatus', label: t('suppliers.fields.controlStatus'), type: 'select', options: CONTROL_STATUSES.map((v) => ({ value: v, label: t(`suppliers.controlStatus.${v}`) })) },
    ],
    [t],
  );
  const { list, query } = usePagedList(['suppliers', 'control'], supplierControlRoutes.list, searchKeys(fields));
  const [selected, setSelected] = useState<ControlRow[]>([]);
  const [verb, setVerb] = useState<ControlVerb | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const detail = useControlDetail(viewing);
  const start = (v: ControlVerb) => {
    if (selected.length === 0) return showWarning(t('suppliers.control.selectFirst'));
    setVerb(v);
  };
  const manage = can('supplier.control');
  return (
    <PageContainer
      title={t('suppliers.control.title')}
      extra={
        manage && (
          <>
            <Button onClick={() => start('suspend')}>{t('suppliers.controlActions.suspend')}</Button>
            <Button onClick={() => start('unsuspend')}>{t('suppliers.controlActions.unsuspend')}</Button>
            <Button danger onClick={() => start('delete')}>
              {t('suppliers.controlActions.delete')}
            </Button>
          </>
        )
      }
    >
      <SearchForm fields={fields} values={list.filters} onSearch={list.setFilters} onReset={list.reset} loading={query.isFetching} />
      <DataTable<ControlRow>
        rowKey="companyId"
        label={t('suppliers.control.title')}
        emptyHint={t('suppliers.control.emptyHint')}
        filtered={hasFilters(list.filters)}
        {...pagedTableProps(list, query)}
        rowSelection={manage ? { selectedRowKeys: selected.map((s) => s.companyId), onChange: (_, rows) => setSelected(rows) } : undefined}
        columns={[
          { title: t('suppliers.fields.vendorCode'), dataIndex: 'vendorCode', render: (v: string | null) => v ?? '-' },
          { priority: 'key', title: t('suppliers.fields.company'), dataIndex: 'name', render: (_: string, r) => supplierName(r) },
          { title: t('suppliers.fields.purchaseOrg'), dataIndex: 'purchaseOrg', render: (v: string | null) => names.org(v) },
          { title: t('suppliers.fields.vendorType'), dataIndex: 'vendorType', render: (v: string) => t(`suppliers.supplierType.${v}`) },
          {
            priority: 'key',
            title: t('suppliers.fields.controlStatus'),
            dataIndex: 'controlStatus',
            // Its tags wrap inside the cell, never over the next column (issue 28 item 4).
            width: 220,
            ellipsis: false,
            render: (v: string, r) => (
              <Space size={2} wrap>
                <ControlStatusTag value={v} />
                {r.blacklisted && <Tag color="red">{t('suppliers.fields.blacklisted')}</Tag>}
                {r.pendingRequestId && <Tag color="processing">{t('suppliers.control.pendingFreeze')}</Tag>}
              </Space>
            ),
          },
          { title: t('suppliers.fields.deleteIndicator'), dataIndex: 'deleted', render: (v: boolean) => (v ? t('suppliers.yes') : t('suppliers.no')) },
          { title: t('suppliers.fields.suspensionIndicator'), dataIndex: 'suspended', render: (v: boolean) => (v ? t('suppliers.yes') : t('suppliers.no')) },
          { title: t('suppliers.fields.actions'), key: 'actions', render: (_: unknown, r) => <Button type="link" size="small" onClick={() => setViewing(r.companyId)}>{t('suppliers.actions.view')}</Button> },
        ]}
      />
      <ActionDialog
        open={verb !== null}
        title={verb ? `${t(`suppliers.controlActions.${verb}`)} · ${selected.map(supplierName).join(', ')}` : ''}
        commentRequired
        commentLabelKey="suppliers.fields.reason"
        danger={verb === 'delete'}
        onCancel={() => setVerb(null)}
        onSubmit={async (v) => {
          for (const s of selected) await supplierApi.control(s.companyId, verb!, { reason: v.comment ?? '', attachments: v.attachments });
          showSuccess(t('suppliers.messages.done'));
          setVerb(null);
          setSelected([]);
          await refresh();
        }}
      />
      <Drawer open={viewing !== null} onClose={() => setViewing(null)} title={detail.data ? supplierName(detail.data) : ''} width={640}>
        {detail.data && (
          <Space direction="vertical" style={{ width: '100%' }}>
            <ControlStatusTag value={detail.data.controlStatus} />
            <SupplierTimeline entries={detail.data.timeline} />
          </Space>
        )}
      </Drawer>
    </PageContainer>
  );
}
