/**
 * The repair section of the staff supplier detail (supplier 360; D-346): the shop's repair orders
 * (latest first) with status and turn-around, loaded from the repair order search; each opens the
 * order, and a link leads to the whole filtered list.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { RepairOrderRow } from '@aerosupply/shared/repair/responses';
import { repairRoutes } from '@aerosupply/shared/repair/routes';
import { StatusTag } from '../../../components/StatusTag';
import { call } from '../../../lib/api/call';
import { useFormat } from '../../../lib/format';
import { ORDER_COLORS } from './codes';

export function SupplierRepairSection({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const f = (k: string) => t(`repair.fields.${k}`);
  const q = useQuery({
    queryKey: ['repair', 'orders', 'staff', 'supplier360', companyId],
    queryFn: () => call(repairRoutes.orders, { query: { companyId, pageSize: 20 } }),
  });
  return (
    <Table<RepairOrderRow>
      rowKey="id"
      size="small"
      pagination={false}
      loading={q.isFetching}
      dataSource={q.data?.rows ?? []}
      locale={{ emptyText: t('repair.supplier360.empty') }}
      title={() => <Typography.Text type="secondary">{t('repair.supplier360.count', { shown: q.data?.rows.length ?? 0, count: q.data?.total ?? 0 })}</Typography.Text>}
      data-testid="supplier-repair-orders"
      columns={[
        { title: f('orderNo'), dataIndex: 'orderNo', render: (v: string, r) => <Link to={`/repair/orders/${r.id}`}>{v}</Link> },
        { title: f('pn'), dataIndex: 'pn' },
        { title: f('description'), dataIndex: 'description', ellipsis: true },
        { title: f('status'), dataIndex: 'status', render: (v: string) => <StatusTag value={v} prefix="repair.orderStatus" colors={ORDER_COLORS} /> },
        { title: f('turnaroundDays'), align: 'right', render: (_, r) => (r.overdue ? <Tag color="red">{`${r.turnaroundDays} / ${r.quotedLeadDays ?? '-'}`}</Tag> : `${r.turnaroundDays} / ${r.quotedLeadDays ?? '-'}`) },
        { title: f('createdAt'), dataIndex: 'createdAt', render: (v: string) => fmt.dateTime(v) },
      ]}
    />
  );
}
