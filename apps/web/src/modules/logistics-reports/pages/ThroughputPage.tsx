/**
 * Throughput (`/logistics/reports/throughput`, old `/logistics/npd/throughput`; issue 17 item 5,
 * D-370): shipments, deliveries and gross weight per base and month, a stacked chart of shipments
 * per month by base, and the Excel export of the same rows.
 */
import { useTranslation } from 'react-i18next';
import type { ThroughputRow } from '@aerosupply/shared/logistics-reports/schemas';
import { logisticsReportRoutes } from '@aerosupply/shared/logistics-reports/routes';
import { DIRECTIONS } from '@aerosupply/shared/logistics/workflow';
import { ReportPage, type ChartData } from '../ReportPage';

/** Bases drawn as their own series; the rest are summed as "other". */
const TOP_BASES = 6;

function chartOf(rows: ThroughputRow[], other: string): ChartData {
  const months = [...new Set(rows.map((r) => r.month))].sort();
  const volume = new Map<string, number>();
  for (const r of rows) volume.set(r.base, (volume.get(r.base) ?? 0) + r.shipments);
  const top = [...volume.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, TOP_BASES).map(([b]) => b);
  const names = rows.some((r) => !top.includes(r.base)) ? [...top, other] : top;
  const series = names.map((name) => ({
    name,
    values: months.map((m) => rows.filter((r) => r.month === m && (name === other ? !top.includes(r.base) : r.base === name)).reduce((a, r) => a + r.shipments, 0)),
  }));
  return { categories: months, series, stacked: true };
}

export default function ThroughputPage() {
  const { t } = useTranslation();
  return (
    <ReportPage<ThroughputRow>
      name="throughput"
      routes={{ answer: logisticsReportRoutes.throughput, export: logisticsReportRoutes.exportThroughput }}
      fields={[
        { name: 'base', label: t('logistics-reports.fields.base') },
        { name: 'direction', label: t('logistics-reports.fields.direction'), type: 'select', options: DIRECTIONS.map((d) => ({ value: d, label: t(`logistics.direction.${d}`) })) },
        { name: 'created', label: t('logistics-reports.fields.created'), type: 'dateRange', from: 'from', to: 'to' },
      ]}
      rowKey={(r) => `${r.month}-${r.base}`}
      chart={(rows) => chartOf(rows, t('logistics-reports.throughput.other'))}
      columns={[
        { key: 'month', title: t('logistics-reports.fields.month'), dataIndex: 'month' },
        { key: 'base', title: t('logistics-reports.fields.base'), dataIndex: 'base' },
        { key: 'shipments', title: t('logistics-reports.fields.shipments'), dataIndex: 'shipments', align: 'right' },
        { key: 'delivered', title: t('logistics-reports.fields.deliveredCount'), dataIndex: 'delivered', align: 'right' },
        { key: 'grossKg', title: t('logistics-reports.fields.grossKg'), dataIndex: 'grossKg', align: 'right' },
      ]}
    />
  );
}
