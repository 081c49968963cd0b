/** Finance supplier list (financeSupManagement): official suppliers with payment data, status and pending freeze requests. */
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTROL_STATUSES } from '@aerosupply/shared/suppliers/states';
import { DataTable, hasFilters } from '../../../components/DataTable';
import { supplierDirectoryRoutes } from '@aerosupply/shared/supplier-directory/routes';
import { ExportButton } from '../../../components/ExportButton';
import { PageContainer } from '../../../components/PageContainer';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { pagedTableProps, usePagedList } from '../../../lib/usePagedList';
import type { FinanceRow } from '../api';
import { ControlStatusTag } from '../components/StatusTags';
import { supplierName } from '../../../lib/company-name';

export default function FinanceSuppliersPage() {
  const { t } = useTranslation();
  const fields: SearchField[] = useMemo(
    () => [
      { name: 'name', label: t('suppliers.fields.company'), placeholder: t('suppliers.placeholders.nameSearch') },
      { name: 'vendorCode', label: t('suppliers.fields.vendorCode') },
      { name: 'controlStatus', label: t('suppliers.fields.controlStatus'), type: 'select', options: CONTROL_STATUSES.map((v) => ({ value: v, label: t(`suppliers.controlStatus.${v}`) })) },
      { name: 'pendingFreeze', label: t('suppliers.finance.pendingFreeze'), type: 'select', options: [{ value: 'true', label: t('suppliers.yes') }, { value: 'false', label: t('suppliers.no') }] },
    ],
    [t],
  );
  const { list, query } = usePagedList(['suppliers', 'finance'], supplierDirectoryRoutes.finance, searchKeys(fields));
  const bank = (r: FinanceRow, k: string) => (r.finance && typeof r.finance[k] === 'string' ? (r.finance[k] as string) : '-');
  return (
    <PageContainer title={t('suppliers.finance.title')} extra={<ExportButton route={supplierDirectoryRoutes.financeExport} params={list.filters} fallbackName="finance-suppliers.xlsx" />}>
      <SearchForm fields={fields} values={list.filters} onSearch={list.setFilters} onReset={list.reset} loading={query.isFetching} />
      <DataTable<FinanceRow>
        rowKey="companyId"
        label={t('suppliers.finance.title')}
        emptyHint={t('suppliers.finance.emptyHint')}
        filtered={hasFilters(list.filters)}
        {...pagedTableProps(list, query)}
        columns={[
          { title: t('suppliers.fields.vendorCode'), dataIndex: 'vendorCode', render: (v: string | null) => v ?? '-' },
          { priority: 'key', title: t('suppliers.fields.company'), dataIndex: 'name', render: (_: string, r) => <Link to={`/suppliers/info/${r.companyId}`}>{supplierName(r)}</Link> },
          { title: t('suppliers.fields.taxId'), dataIndex: 'taxId', render: (v: string | null) => v ?? '-' },
          { title: t('suppliers.finance.bank'), key: 'bank', render: (_: unknown, r) => bank(r, 'bankName') },
          { title: t('suppliers.finance.account'), key: 'account', render: (_: unknown, r) => bank(r, 'accountNumber') },
          { title: t('suppliers.fields.paymentTerms'), dataIndex: 'paymentTerms', render: (v: string | null) => v ?? '-' },
          { title: t('suppliers.fields.currency'), dataIndex: 'currency', render: (v: string | null) => v ?? '-' },
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
                {r.pendingRequest && <Tag color="processing">{t(`suppliers.finance.pending.${r.pendingRequest.kind}`)}</Tag>}
              </Space>
            ),
          },
        ]}
      />
    </PageContainer>
  );
}
