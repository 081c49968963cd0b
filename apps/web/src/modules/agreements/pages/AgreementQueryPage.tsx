/**
 * Agreement query (`/protocolQuery/index`, issue 13 item 5; D-275): the agreed lines (the report's
 * minor part) searched by supplier, P/N, status, category, currency and validity, with the streamed
 * Excel export of the same search.
 */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AgreementReportLineRow } from '@aerosupply/shared/agreements/schemas';
import { DataTable } from '../../../components/DataTable';
import { agreementRoutes } from '@aerosupply/shared/agreements/routes';
import { ExportButton } from '../../../components/ExportButton';
import { PageContainer } from '../../../components/PageContainer';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { SearchForm, searchKeys } from '../../../components/SearchForm';
import { StatusTag } from '../../../components/StatusTag';
import { companyName } from '../../../lib/company-name';
import { useFormat } from '../../../lib/format';
import { pagedTableProps, usePagedList } from '../../../lib/usePagedList';
import { agreementKeys } from '../api';
import { AGREEMENT_STATUS_COLORS } from '../components/labels';
import { reportFields } from '../components/reportFields';

export default function AgreementQueryPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const fields = reportFields(t);
  const { list, query } = usePagedList(agreementKeys.report('lines'), agreementRoutes.reportLines, searchKeys(fields));
  return (
    <PageContainer title={t('agreements.query.title')}>
      <SearchForm fields={fields} values={list.filters} onSearch={list.setFilters} onReset={list.reset} loading={query.isFetching} />
      <ScrollRegion label={t('agreements.query.title')}>
      <DataTable<AgreementReportLineRow>
        rowKey="id"
        label={t('agreements.query.title')}
        {...pagedTableProps(list, query)}
        toolbar={<ExportButton route={agreementRoutes.reportLinesExport} params={list.filters} fallbackName="agreement-report.xlsx" />}
        columns={[
          { title: t('agreements.fields.agreementNo'), dataIndex: 'agreementNo', render: (v: string, r) => <a onClick={() => void navigate(`/agreements/${r.agreementId}`)}>{v}</a> },
          { title: t('agreements.fields.supplier'), key: 'supplier', render: (_, r) => companyName(r.supplierName, r.supplierNameEn) },
          { title: t('agreements.fields.lineNo'), dataIndex: 'lineNo' },
          { title: t('agreements.fields.partNumber'), dataIndex: 'partNumber' },
          { title: t('agreements.fields.description'), dataIndex: 'description', render: (v: string | null) => v ?? '' },
          { title: t('agreements.fields.category'), dataIndex: 'category', render: (v: string) => t(`agreements.category.${v}`) },
          { title: t('agreements.fields.quantity'), dataIndex: 'quantity', align: 'right' },
          { title: t('agreements.fields.unit'), dataIndex: 'unit' },
          { title: t('agreements.fields.unitPrice'), dataIndex: 'unitPrice', align: 'right', render: (v: number) => fmt.amount(v) },
          { title: t('agreements.fields.amount'), dataIndex: 'amount', align: 'right', render: (v: number) => fmt.amount(v) },
          { title: t('agreements.fields.currency'), dataIndex: 'currency' },
          { title: t('agreements.fields.validity'), key: 'validity', render: (_, r) => `${r.validFrom} ~ ${r.validTo}` },
          { title: t('agreements.fields.status'), dataIndex: 'status', render: (v: string) => <StatusTag value={v} prefix="agreements.status" colors={AGREEMENT_STATUS_COLORS} /> },
        ]}
      />
      </ScrollRegion>
    </PageContainer>
  );
}
