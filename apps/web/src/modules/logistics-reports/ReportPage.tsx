/**
 * The frame every logistics report shares (issue 17 item 5, D-370..D-374): the search form, the
 * "narrow the filters" warning, the ECharts chart, the table and its Excel export of the same
 * filtered rows. A report page only says which report it is (`name`: texts
 * `logistics-reports.<name>.title` / `.chart`; `routes`: its contracts in
 * `@aerosupply/shared/logistics-reports/routes`), its filters, columns and chart. Two shapes of answer:
 * - `rows` (B-E, throughput): one answer `{ rows, capped, truncated? }` for the filters, paged in
 *   the browser (100 a page), the chart drawn from the same rows;
 * - `paged` (A): the server pages the rows, the chart comes from its chart route for the same filters.
 */
import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, type TableColumnsType } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@aerosupply/shared';
import type { RouteContract } from '@aerosupply/shared/http/contract';
import type { ZodType } from 'zod';
import { DataTable } from '../../components/DataTable';
import { ExportButton } from '../../components/ExportButton';
import { PageContainer } from '../../components/PageContainer';
import { ScrollRegion } from '../../components/ScrollRegion';
import { SearchForm, searchDefaults, searchKeys, type SearchField } from '../../components/SearchForm';
import { call } from '../../lib/api/call';
import { companyName } from '../../lib/company-name';
import { useListParams } from '../../lib/useListParams';
import { ReportChart, type ChartSeries } from './Chart';

export interface ChartData {
  categories: string[];
  series: ChartSeries[];
  stacked?: boolean;
}

/** Rows per page of a report answered at once (paged in the browser). */
const ROWS_PAGE_SIZE = 100;

interface Common<Row> {
  /** 'a'..'e' or 'throughput'. */
  name: string;
  fields: SearchField[];
  rowKey: keyof Row | ((row: Row) => Key);
  columns: TableColumnsType<Row>;
}

interface Answer<Row> {
  rows: Row[];
  capped: boolean;
  truncated?: boolean;
}

/** A report route reading the search filters and answering `T` (its contract must answer exactly that shape). */
type ReportRoute<T> = RouteContract<undefined, ZodType, undefined, ZodType<T>>;

/** A report answered at once: `{ rows, capped, truncated? }`. */
export interface RowsReport<Row> extends Common<Row> {
  paged?: false;
  routes: { answer: ReportRoute<Answer<Row>>; export: RouteContract };
  chart: (rows: Row[]) => ChartData;
}

/** A report paged by the server, with its chart from its own route. */
export interface PagedReport<Row, C> extends Common<Row> {
  paged: true;
  routes: { page: ReportRoute<Page<Row>>; chart: ReportRoute<C>; export: RouteContract };
  chart: (data: C | undefined) => ChartData;
}

/** The chart of the per-forwarder-and-month reports (B-E): one bar series per forwarder, one category per month. */
export function perForwarderChart<Row extends { month: string; forwarderId: number; forwarderName: string; forwarderNameEn: string | null }>(rows: Row[], value: (row: Row) => number | null): ChartData {
  const months = [...new Set(rows.map((r) => r.month))].sort();
  const forwarders = [...new Map(rows.map((r) => [r.forwarderId, companyName(r.forwarderName, r.forwarderNameEn)])).entries()];
  const series = forwarders.map(([id, name]) => ({ name, values: months.map((m) => { const r = rows.find((x) => x.month === m && x.forwarderId === id); return (r && value(r)) ?? 0; }) }));
  return { categories: months, series };
}

export function ReportPage<Row extends object, C = never>(props: RowsReport<Row> | PagedReport<Row, C>) {
  const { t } = useTranslation();
  const { name, fields, rowKey, columns } = props;
  // Which routes a report reads follows its shape (each query below runs only for its shape).
  const rowsRoute = props.paged ? undefined : props.routes.answer;
  const pagedRoutes = props.paged ? props.routes : undefined;
  const slug = name === 'throughput' ? name : `report-${name}`;
  const list = useListParams(searchKeys(fields), props.paged ? undefined : ROWS_PAGE_SIZE, searchDefaults(fields));
  const answer = useQuery({
    queryKey: ['logistics-reports', name, list.filters],
    queryFn: () => call(rowsRoute!, { query: list.filters }),
    placeholderData: keepPreviousData,
    enabled: !props.paged,
  });
  const page = useQuery({ queryKey: ['logistics-reports', name, list.query], queryFn: () => call(pagedRoutes!.page, { query: list.query }), placeholderData: keepPreviousData, enabled: !!props.paged });
  const chartData = useQuery({
    queryKey: ['logistics-reports', `${name}-chart`, list.filters],
    queryFn: () => call(pagedRoutes!.chart, { query: list.filters }),
    placeholderData: keepPreviousData,
    enabled: !!props.paged,
  });
  const title = t(`logistics-reports.${name}.title`);

  const rows = answer.data?.rows ?? [];
  const start = (list.page - 1) * list.pageSize;
  const data = props.paged ? page.data : answer.data ? { rows: rows.slice(start, start + list.pageSize), page: list.page, pageSize: list.pageSize, total: rows.length } : undefined;
  const current = props.paged ? page : answer;
  const chart = props.paged ? props.chart(chartData.data) : props.chart(rows);

  return (
    <PageContainer title={title}>
      <SearchForm fields={fields} values={list.filters} onSearch={list.setFilters} onReset={list.reset} loading={current.isFetching} />
      {(answer.data?.capped || answer.data?.truncated) && <Alert type="warning" showIcon message={t('logistics-reports.throughput.capped')} style={{ marginBottom: 12 }} />}
      <ReportChart title={t(`logistics-reports.${name}.chart`)} testId={`${slug}-chart`} categories={chart.categories} series={chart.series} stacked={chart.stacked} />
      <ScrollRegion label={title}>
        <DataTable<Row>
          rowKey={rowKey as never}
          label={title}
          data={data}
          onRefresh={() => void current.refetch()}
          loading={current.isFetching}
          page={list.page}
          pageSize={list.pageSize}
          onPageChange={list.setPage}
          toolbar={<ExportButton route={props.routes.export} params={list.filters} fallbackName={`${slug}.xlsx`} />}
          columns={columns}
        />
      </ScrollRegion>
    </PageContainer>
  );
}
