/** My company's quotations (`/sup/quotations`, old `/sup/supplierQuote/index`): by quotation or RFx number, RFx type and progress. */
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { QUOTATION_STATUSES } from '@aerosupply/shared/sourcing/workflow';
import type { SupplierQuotationRow } from '@aerosupply/shared/sourcing/responses';
import { Button } from 'antd';
import { DataTable } from '../../../components/DataTable';
import { PageContainer } from '../../../components/PageContainer';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { StatusTag } from '../../../components/StatusTag';
import { useFormat } from '../../../lib/format';
import { sourcingRoutes } from '@aerosupply/shared/sourcing/routes';
import { usePagedList } from '../../../lib/usePagedList';
import { sourcingKeys } from '../api';
import { QUOTATION_COLORS, RFX_COLORS } from '../components/colors';
import { useDictLabels } from '../components/labels';

export default function SupplierQuotationsPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const label = useDictLabels();
  const fields: SearchField[] = [
    { name: 'number', label: t('sourcing.quote.fields.numberSearch') },
    { name: 'type', label: t('sourcing.fields.type'), type: 'dict', domain: 'TC_IQ_TYPE' },
    { name: 'status', label: t('sourcing.quote.fields.status'), type: 'select', options: QUOTATION_STATUSES.map((s) => ({ value: s, label: t(`sourcing.quoteStatus.${s}`) })) },
  ];
  const { list, query } = usePagedList(sourcingKeys.quotations, sourcingRoutes.supQuotations, searchKeys(fields));
  const when = (v: string | null) => (v ? fmt.dateTime(v) : '-');
  return (
    <PageContainer title={t('sourcing.quote.listTitle')}>
      <SearchForm fields={fields} values={list.filters} onSearch={list.setFilters} onReset={list.reset} loading={query.isFetching} />
      <DataTable<SupplierQuotationRow>
        rowKey="id"
        label={t('sourcing.quote.listTitle')}
        data={query.data}
        onRefresh={() => void query.refetch()}
        loading={query.isFetching}
        page={list.page}
        pageSize={list.pageSize}
        onPageChange={list.setPage}
        columns={[
          { key: 'number', title: t('sourcing.quote.fields.number'), dataIndex: 'number', render: (v: string, r) => <Link to={`/sup/rfx/${r.rfxId}/quotation`}>{v}</Link> },
          { key: 'rfxNumber', title: t('sourcing.fields.rfx'), dataIndex: 'rfxNumber', render: (v: string, r) => <Link to={`/sup/rfx/${r.rfxId}`}>{v}</Link> },
          { key: 'rfxDescription', title: t('sourcing.fields.description'), dataIndex: 'rfxDescription', ellipsis: true },
          { key: 'rfxType', title: t('sourcing.fields.type'), dataIndex: 'rfxType', render: (v: string) => label('TC_IQ_TYPE', v) },
          { key: 'rfxStatus', title: t('sourcing.fields.status'), dataIndex: 'rfxStatus', render: (v: string) => <StatusTag value={v} prefix="sourcing.rfxStatus" colors={RFX_COLORS} /> },
          { key: 'status', title: t('sourcing.quote.fields.status'), dataIndex: 'status', render: (v: string) => <StatusTag value={v} prefix="sourcing.quoteStatus" colors={QUOTATION_COLORS} /> },
          { key: 'version', title: t('sourcing.quote.fields.version'), dataIndex: 'version', align: 'right' },
          { key: 'itemCount', title: t('sourcing.fields.itemCount'), dataIndex: 'itemCount', align: 'right' },
          { key: 'deadlineAt', title: t('sourcing.fields.deadlineAt'), dataIndex: 'deadlineAt', render: when },
          { key: 'submittedAt', title: t('sourcing.quote.fields.submittedAt'), dataIndex: 'submittedAt', render: when },
          {
            key: 'actions',
            title: t('sourcing.fields.actions'),
            fixed: 'right',
            width: 120,
            render: (_, r) => (
              <Button type="link" size="small" onClick={() => void navigate(`/sup/rfx/${r.rfxId}/quotation`)}>
                {t('sourcing.actions.view')}
              </Button>
            ),
          },
        ]}
      />
    </PageContainer>
  );
}
