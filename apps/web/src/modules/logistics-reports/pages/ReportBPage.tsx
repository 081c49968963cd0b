/**
 * Report B (`/logistics/reports/b`, old `/logistics/npd/reportB`; issue 17 item 5, D-372): cycle
 * times per leg, first-leg forwarder and notice month (hours: shipments, average, median), a chart
 * of the average total hours per month by forwarder, and the Excel export of the same rows.
 */
import { useTranslation } from 'react-i18next';
import { CYCLE_LEGS, type LegStat, type ReportBRow } from '@aerosupply/shared/logistics-reports/schemas';
import { logisticsReportRoutes } from '@aerosupply/shared/logistics-reports/routes';
import { DIRECTIONS } from '@aerosupply/shared/logistics/workflow';
import { companyName } from '../../../lib/company-name';
import { perForwarderChart, ReportPage } from '../ReportPage';

export default function ReportBPage() {
  const { t } = useTranslation();
  const leg = (s: LegStat) => (s.count === 0 ? '-' : t('logistics-reports.b.cell', { avg: s.avgHours, median: s.medianHours, count: s.count }));
  return (
    <ReportPage<ReportBRow>
      name="b"
      routes={{ answer: logisticsReportRoutes.b, export: logisticsReportRoutes.exportB }}
      fields={[
        { name: 'direction', label: t('logistics-reports.fields.direction'), type: 'select', options: DIRECTIONS.map((d) => ({ value: d, label: t(`logistics.direction.${d}`) })) },
        { name: 'created', label: t('logistics-reports.fields.created'), type: 'dateRange', from: 'from', to: 'to' },
      ]}
      rowKey={(r) => `${r.month}-${r.forwarderId}`}
      chart={(rows) => perForwarderChart(rows, (r) => r.total.avgHours)}
      columns={[
        { key: 'month', title: t('logistics-reports.fields.month'), dataIndex: 'month' },
        { key: 'forwarder', title: t('logistics-reports.fields.forwarder'), render: (_, r) => companyName(r.forwarderName, r.forwarderNameEn) },
        { key: 'shipments', title: t('logistics-reports.fields.shipments'), dataIndex: 'shipments', align: 'right' },
        ...CYCLE_LEGS.map((l) => ({ key: l, title: t(`logistics-reports.b.leg.${l}`), align: 'right' as const, render: (_: unknown, r: ReportBRow) => leg(r[l]) })),
      ]}
    />
  );
}
