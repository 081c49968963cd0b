/**
 * The orders section of the staff supplier detail (supplier 360; D-294): the supplier's latest
 * purchase orders with status, amount, pending requests and on-time delivery (D-481), each opening
 * the buyer's order page; the supplier's on-time delivery over all its lines above them.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Space, Table, Tag, Typography } from 'antd';
import type { SupplierDetail } from '@aerosupply/shared/supplier-directory/responses';
import { StatusTag } from '../../../components/StatusTag';
import { useFormat } from '../../../lib/format';
import { ORDER_STATUS_COLORS } from './OrderList';
import { OnTimeSummary, OrderOnTime } from './OnTime';

type OrderHistoryRow = NonNullable<SupplierDetail['orderHistory']>[number];

export function SupplierOrdersSection({ rows, count, onTime }: { rows: readonly OrderHistoryRow[]; count: number; onTime?: SupplierDetail['orderOnTime'] }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  return (
    <Table<OrderHistoryRow>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={rows as OrderHistoryRow[]}
      locale={{ emptyText: t('orders.supplier360.empty') }}
      title={() => (
        <Space direction="vertical" size={4}>
          <Typography.Text type="secondary">{t('orders.supplier360.count', { shown: rows.length, count })}</Typography.Text>
          {onTime && (
            <Space size={8} align="start" wrap data-testid="supplier-on-time">
              <Typography.Text strong>{t('orders.supplier360.onTime')}</Typography.Text>
              <OnTimeSummary onTime={onTime} />
            </Space>
          )}
        </Space>
      )}
      data-testid="supplier-orders"
      columns={[
        { title: t('orders.fields.orderNo'), dataIndex: 'orderNo', render: (v: string, r) => <Link to={`/orders/${r.id}`}>{v}</Link> },
        { title: t('orders.fields.version'), dataIndex: 'version' },
        { title: t('orders.fields.releasedAt'), dataIndex: 'releasedAt', render: (v: string) => fmt.dateTime(v) },
        { title: t('orders.fields.totalAmount'), dataIndex: 'totalAmount', align: 'right', render: (v: number, r) => `${fmt.amount(v)} ${r.currency}` },
        { title: t('orders.fields.status'), dataIndex: 'status', render: (v: string) => <StatusTag value={v} prefix="orders.status" colors={ORDER_STATUS_COLORS} /> },
        { title: t('orders.fields.onTime'), dataIndex: 'onTime', render: (v: OrderHistoryRow['onTime']) => <OrderOnTime onTime={v} /> },
        { title: t('orders.filters.pending'), dataIndex: 'pendingRequests', render: (v: number) => (v > 0 ? <Tag color="warning">{t('orders.pendingCount', { count: v })}</Tag> : '-') },
      ]}
    />
  );
}
