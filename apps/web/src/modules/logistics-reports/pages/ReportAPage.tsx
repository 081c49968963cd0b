/**
 * Report A (`/logistics/reports/a`, old `/logistics/npd/reportA`; issue 17 item 5, D-370): the
 * milestone status per waybill (the report row of 001 §3) with shipments per status as a chart,
 * and the Excel export of the same filtered rows.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Tag } from 'antd';
import type { ReportAChart, ReportARow } from '@aerosupply/shared/logistics-reports/schemas';
import { logisticsReportRoutes } from '@aerosupply/shared/logistics-reports/routes';
import { DIRECTIONS, SHIPMENT_STATUSES } from '@aerosupply/shared/logistics/workflow';
import { companyName } from '../../../lib/company-name';
import { useFormat } from '../../../lib/format';
import { ReportPage } from '../ReportPage';

export default function ReportAPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const flag = (v: boolean) => (v ? <Tag color="success">{t('logistics-reports.yes')}</Tag> : <Tag>{t('logistics-reports.no')}</Tag>);
  return (
    <ReportPage<ReportARow, ReportAChart>
      name="a"
      routes={{ page: logisticsReportRoutes.a, chart: logisticsReportRoutes.aChart, export: logisticsReportRoutes.exportA }}
      paged
      fields={[
        { name: 'waybillNo', label: t('logistics-reports.fields.waybillNo') },
        { name: 'status', label: t('logistics-reports.fields.status'), type: 'select', options: SHIPMENT_STATUSES.map((s) => ({ value: s, label: t(`logistics.status.${s}`) })) },
        { name: 'direction', label: t('logistics-reports.fields.direction'), type: 'select', options: DIRECTIONS.map((d) => ({ value: d, label: t(`logistics.direction.${d}`) })) },
        { name: 'partNumber', label: t('logistics-reports.fields.partNumber') },
        { name: 'contractNo', label: t('logistics-reports.fields.contractNo') },
        { name: 'created', label: t('logistics-reports.fields.created'), type: 'dateRange', from: 'from', to: 'to' },
      ]}
      rowKey="shipmentId"
      chart={(data) => {
        const byStatus = data?.byStatus ?? [];
        return { categories: byStatus.map((s) => t(`logistics.status.${s.status}`)), series: [{ name: t('logistics-reports.fields.shipments'), values: byStatus.map((s) => s.count) }] };
      }}
      columns={[
        { key: 'number', title: t('logistics-reports.fields.number'), dataIndex: 'number', render: (v: string, r) => <Link to={`/logistics/shipments/${r.shipmentId}`}>{v}</Link> },
        { key: 'direction', title: t('logistics-reports.fields.direction'), dataIndex: 'direction', render: (v: string) => t(`logistics.direction.${v}`) },
        { key: 'waybills', title: t('logistics-reports.fields.waybills'), render: (_, r) => [r.masterWaybill, r.houseWaybill, r.awb].filter(Boolean).join(' / ') || '-' },
        { key: 'contractNo', title: t('logistics-reports.fields.contractNo'), dataIndex: 'contractNo', render: (v: string | null) => v ?? '-' },
        { key: 'partNumbers', title: t('logistics-reports.fields.partNumbers'), render: (_, r) => (r.cargoLines > 3 ? `${r.partNumbers} (+${r.cargoLines - 3})` : r.partNumbers || '-') },
        { key: 'forwarder', title: t('logistics-reports.fields.forwarder'), render: (_, r) => (r.forwarderName ? companyName(r.forwarderName, r.forwarderNameEn) : '-') },
        { key: 'status', title: t('logistics-reports.fields.status'), dataIndex: 'status', render: (v: string) => t(`logistics.status.${v}`) },
        { key: 'lastMilestone', title: t('logistics-reports.fields.lastMilestone'), render: (_, r) => (r.lastMilestone ? `${t(`logistics.milestone.${r.lastMilestone}`)} · ${fmt.dateTime(r.lastAt)}` : '-') },
        { key: 'pickedUp', title: t('logistics-reports.fields.pickedUp'), render: (_, r) => flag(r.pickedUp) },
        { key: 'dispatched', title: t('logistics-reports.fields.dispatched'), render: (_, r) => flag(r.dispatched) },
        { key: 'cleared', title: t('logistics-reports.fields.cleared'), render: (_, r) => flag(r.cleared) },
        { key: 'lastLegPickedUp', title: t('logistics-reports.fields.lastLegPickedUp'), render: (_, r) => flag(r.lastLegPickedUp) },
        { key: 'delivered', title: t('logistics-reports.fields.delivered'), render: (_, r) => flag(r.delivered) },
      ]}
    />
  );
}
