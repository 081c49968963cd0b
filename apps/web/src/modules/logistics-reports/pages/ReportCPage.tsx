/**
 * Report C (`/logistics/reports/c`, old `/logistics/npd/reportC`; issue 17 item 5, D-373): on-time
 * delivery per first-leg forwarder and delivery month (delivered on or before the ETA's day), a
 * chart of the on-time rate per month by forwarder, and the Excel export of the same rows.
 */
import { useTranslation } from 'react-i18next';
import type { ReportCRow } from '@aerosupply/shared/logistics-reports/schemas';
import { logisticsReportRoutes } from '@aerosupply/shared/logistics-reports/routes';
import { DIRECTIONS } from '@aerosupply/shared/logistics/workflow';
import { companyName } from '../../../lib/company-name';
import { perForwarderChart, ReportPage } from '../ReportPage';

export default function ReportCPage() {
  const { t } = useTranslation();
  return (
    <ReportPage<ReportCRow>
      name="c"
      routes={{ answer: logisticsReportRoutes.c, export: logisticsReportRoutes.exportC }}
      fields={[
        { name: 'direction', label: t('logistics-reports.fields.direction'), type: 'select', options: DIRECTIONS.map((d) => ({ value: d, label: t(`logistics.direction.${d}`) })) },
        { name: 'deliveredOn', label: t('logistics-reports.fields.deliveredOn'), type: 'dateRange', from: 'from', to: 'to' },
      ]}
      rowKey={(r) => `${r.month}-${r.forwarderId}`}
      chart={(rows) => perForwarderChart(rows, (r) => r.onTimeRate)}
      columns={[
        { key: 'month', title: t('logistics-reports.fields.month'), dataIndex: 'month' },
        { key: 'forwarder', title: t('logistics-reports.fields.forwarder'), render: (_, r) => companyName(r.forwarderName, r.forwarderNameEn) },
        { key: 'delivered', title: t('logistics-reports.fields.deliveredCount'), dataIndex: 'delivered', align: 'right' },
        { key: 'withEta', title: t('logistics-reports.fields.withEta'), dataIndex: 'withEta', align: 'right' },
        { key: 'onTime', title: t('logistics-reports.fields.onTime'), dataIndex: 'onTime', align: 'right' },
        { key: 'late', title: t('logistics-reports.fields.late'), dataIndex: 'late', align: 'right' },
        { key: 'onTimeRate', title: t('logistics-reports.fields.onTimeRate'), align: 'right', render: (_, r) => (r.onTimeRate === null ? '-' : `${r.onTimeRate}%`) },
      ]}
    />
  );
}
