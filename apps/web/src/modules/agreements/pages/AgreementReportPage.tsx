/**
 * Agreement report (`/agreementReport/index`, issue 13 item 5; D-275): the main part, one row per
 * agreement with its totals and the CNY amount at the rate of its validity start (the rate shown),
 * and the spend in CNY per supplier and per category as ECharts bar charts, for the same filters.
 */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Card, Col, Empty, Row, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { BarChart as EBarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { AgreementReportMainRow } from '@aerosupply/shared/agreements/schemas';
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
import { agreementApi, agreementKeys } from '../api';
import { AGREEMENT_STATUS_COLORS } from '../components/labels';
import { reportFields } from '../components/reportFields';

// Only what the bar charts use (the whole of ECharts is about 1 MB).
echarts.use([EBarChart, GridComponent, TooltipComponent, CanvasRenderer]);

function BarChart({ title, labels, values, testId }: { title: string; labels: string[]; values: number[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={title} data-testid={testId}>
      {labels.length === 0 ? (
        <Empty description={t('agreements.report.noSpend')} />
      ) : (
        <div role="img" aria-label={`${title}: ${labels.map((l, i) => `${l} ${values[i]}`).join(', ')}`}>
          <ReactEChartsCore
              echarts={echarts}
            style={{ height: 280 }}
            option={{
              grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
              tooltip: { trigger: 'axis' },
              xAxis: { type: 'value' },
              yAxis: { type: 'category', data: labels, inverse: true, axisLabel: { width: 160, overflow: 'truncate' } },
              series: [{ type: 'bar', data: values, itemStyle: { color: '#1677ff' } }],
            }}
          />
        </div>
      )}
    </Card>
  );
}

export default function AgreementReportPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const fields = reportFields(t);
  const { list, query } = usePagedList(agreementKeys.report('main'), agreementRoutes.reportMain, searchKeys(fields));
  const filters = Object.fromEntries(Object.entries(list.filters).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>;
  const spend = useQuery({ queryKey: [...agreementKeys.report('spend'), filters], queryFn: () => agreementApi.spend(filters) });
  return (
    <PageContainer title={t('agreements.report.title')}>
      <SearchForm fields={fields} values={list.filters} onSearch={list.setFilters} onReset={list.reset} loading={query.isFetching} />
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Row gutter={16}>
          <Col xs={24} lg={12}>
            <BarChart
              testId="spend-by-supplier"
              title={t('agreements.report.bySupplier')}
              labels={(spend.data?.bySupplier ?? []).map((s) => companyName(s.supplierName, s.supplierNameEn))}
              values={(spend.data?.bySupplier ?? []).map((s) => s.amount)}
            />
          </Col>
          <Col xs={24} lg={12}>
            <BarChart
              testId="spend-by-category"
              title={t('agreements.report.byCategory')}
              labels={(spend.data?.byCategory ?? []).map((c) => t(`agreements.category.${c.category}`))}
              values={(spend.data?.byCategory ?? []).map((c) => c.amount)}
            />
          </Col>
        </Row>
        {spend.data && spend.data.unconverted > 0 && <Typography.Text type="warning">{t('agreements.report.unconverted', { count: spend.data.unconverted })}</Typography.Text>}
        <ScrollRegion label={t('agreements.report.main')}>
        <DataTable<AgreementReportMainRow>
          rowKey="id"
          label={t('agreements.report.main')}
          {...pagedTableProps(list, query)}
          toolbar={<ExportButton route={agreementRoutes.reportLinesExport} params={list.filters} fallbackName="agreement-report.xlsx" label={t('agreements.report.exportLines')} />}
          columns={[
            { title: t('agreements.fields.agreementNo'), dataIndex: 'agreementNo', render: (v: string, r) => <a onClick={() => void navigate(`/agreements/${r.id}`)} data-testid={`report-${v}`}>{v}</a> },
            { title: t('agreements.fields.title'), dataIndex: 'title' },
            { title: t('agreements.fields.supplier'), key: 'supplier', render: (_, r) => companyName(r.supplierName, r.supplierNameEn) },
            { title: t('agreements.fields.status'), dataIndex: 'status', render: (v: string) => <StatusTag value={v} prefix="agreements.status" colors={AGREEMENT_STATUS_COLORS} /> },
            { title: t('agreements.fields.validity'), key: 'validity', render: (_, r) => `${r.validFrom} ~ ${r.validTo}` },
            { title: t('agreements.fields.lineCount'), dataIndex: 'lineCount', align: 'right' },
            { title: t('agreements.fields.totalQuantity'), dataIndex: 'totalQuantity', align: 'right' },
            { title: t('agreements.fields.totalAmount'), key: 'total', align: 'right', render: (_, r) => fmt.amount(r.totalAmount, r.currency) },
            { title: t('agreements.report.rate'), dataIndex: 'rate', align: 'right', render: (v: number | null) => (v === null ? t('agreements.report.noRate') : v) },
            { title: t('agreements.report.totalCny'), dataIndex: 'totalCny', align: 'right', render: (v: number | null) => (v === null ? '-' : fmt.amount(v, 'CNY')) },
          ]}
        />
        </ScrollRegion>
      </Space>
    </PageContainer>
  );
}
