/**
 * Report D (`/logistics/reports/d`, old `/logistics/npd/reportD`; issue 17 item 5, D-371): cost per
 * kg per forwarder and invoice month from electronic bills of one currency (approved by default),
 * a chart of the cost per kg per month by forwarder, and the Excel export of the same rows.
 */
import { useTranslation } from 'react-i18next';
import { CURRENCIES, TRANSPORT_MODES } from '@aerosupply/shared/freight-bills/codes';
import { BILL_STATUSES } from '@aerosupply/shared/freight-bills/workflow';
import type { ReportDRow } from '@aerosupply/shared/logistics-reports/schemas';
import { logisticsReportRoutes } from '@aerosupply/shared/logistics-reports/routes';
import { companyName } from '../../../lib/company-name';
import { useFormat } from '../../../lib/format';
import { perForwarderChart, ReportPage } from '../ReportPage';

export default function ReportDPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  return (
    <ReportPage<ReportDRow>
      name="d"
      routes={{ answer: logisticsReportRoutes.d, export: logisticsReportRoutes.exportD }}
      fields={[
        { name: 'currency', label: t('logistics-reports.fields.currency'), type: 'select', defaultValue: 'CNY', options: CURRENCIES.map((c) => ({ value: c, label: c })) },
        { name: 'status', label: t('logistics-reports.fields.billStatus'), type: 'select', defaultValue: 'approved', options: BILL_STATUSES.map((s) => ({ value: s, label: t(`freight-bills.status.${s}`) })) },
        { name: 'transportMode', label: t('logistics-reports.fields.transportMode'), type: 'select', options: TRANSPORT_MODES.map((m) => ({ value: m, label: t(`freight-bills.code.transportMode.${m}`) })) },
        { name: 'invoice', label: t('logistics-reports.fields.invoiceDate'), type: 'dateRange', from: 'from', to: 'to' },
      ]}
      rowKey={(r) => `${r.month}-${r.forwarderId}`}
      chart={(rows) => perForwarderChart(rows, (r) => r.costPerKg)}
      columns={[
        { key: 'month', title: t('logistics-reports.fields.month'), dataIndex: 'month' },
        { key: 'forwarder', title: t('logistics-reports.fields.forwarder'), render: (_, r) => companyName(r.forwarderName, r.forwarderNameEn) },
        { key: 'bills', title: t('logistics-reports.fields.bills'), dataIndex: 'bills', align: 'right' },
        { key: 'weightKg', title: t('logistics-reports.fields.weightKg'), dataIndex: 'weightKg', align: 'right' },
        { key: 'totalFreight', title: t('logistics-reports.fields.totalFreight'), align: 'right', render: (_, r) => fmt.amount(r.totalFreight, r.currency) },
        { key: 'costPerKg', title: t('logistics-reports.fields.costPerKg'), align: 'right', render: (_, r) => fmt.amount(r.costPerKg, r.currency) },
      ]}
    />
  );
}
