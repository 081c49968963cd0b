/**
 * Report E (`/logistics/reports/e`, old `/logistics/npd/reportE`; issue 17 item 5, D-374): bill
 * accuracy per forwarder and invoice month (bills sent for review, share returned, bills with
 * differences and the amount at stake of the difference list), a chart of the returned share per
 * month by forwarder, and the Excel export of the same rows.
 */
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '@aerosupply/shared/freight-bills/codes';
import type { ReportERow } from '@aerosupply/shared/logistics-reports/schemas';
import { logisticsReportRoutes } from '@aerosupply/shared/logistics-reports/routes';
import { companyName } from '../../../lib/company-name';
import { useFormat } from '../../../lib/format';
import { perForwarderChart, ReportPage } from '../ReportPage';

export default function ReportEPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  return (
    <ReportPage<ReportERow>
      name="e"
      routes={{ answer: logisticsReportRoutes.e, export: logisticsReportRoutes.exportE }}
      fields={[
        { name: 'currency', label: t('logistics-reports.fields.currency'), type: 'select', defaultValue: 'CNY', options: CURRENCIES.map((c) => ({ value: c, label: c })) },
        { name: 'invoice', label: t('logistics-reports.fields.invoiceDate'), type: 'dateRange', from: 'from', to: 'to' },
      ]}
      rowKey={(r) => `${r.month}-${r.forwarderId}`}
      chart={(rows) => perForwarderChart(rows, (r) => r.returnedShare)}
      columns={[
        { key: 'month', title: t('logistics-reports.fields.month'), dataIndex: 'month' },
        { key: 'forwarder', title: t('logistics-reports.fields.forwarder'), render: (_, r) => companyName(r.forwarderName, r.forwarderNameEn) },
        { key: 'bills', title: t('logistics-reports.fields.bills'), dataIndex: 'bills', align: 'right' },
        { key: 'returned', title: t('logistics-reports.fields.returned'), dataIndex: 'returned', align: 'right' },
        { key: 'returnedShare', title: t('logistics-reports.fields.returnedShare'), align: 'right', render: (_, r) => `${r.returnedShare}%` },
        { key: 'withDifferences', title: t('logistics-reports.fields.withDifferences'), dataIndex: 'withDifferences', align: 'right' },
        { key: 'amountAtStake', title: t('logistics-reports.fields.amountAtStake'), align: 'right', render: (_, r) => fmt.amount(r.amountAtStake, r.currency) },
        { key: 'totalFreight', title: t('logistics-reports.fields.totalFreight'), align: 'right', render: (_, r) => fmt.amount(r.totalFreight, r.currency) },
      ]}
    />
  );
}
