/** The supplier-360 section of purchase orders: the supplier's latest orders with their status (D-294) and on-time delivery (D-481). */
import type { SupplierSection } from '../../platform/modules/manifest';
import { presentOnTime } from './presenter';
import { onTimeCountsOfOrders, onTimeCountsOfSupplier } from './receipts-repo';
import { listOrdersOfSupplier } from './repo';

export const ordersSupplierSections: SupplierSection[] = [
  {
    key: 'orders',
    order: 55,
    visible: ({ actor }) => actor.permissions.has('po.view'),
    load: async ({ db, companyId, today }) => {
      const { rows, total } = await listOrdersOfSupplier(db, companyId, 50);
      const onTime = await onTimeCountsOfOrders(db, rows.map((r) => r.id), today);
      const supplier = await onTimeCountsOfSupplier(db, companyId, today);
      return {
        orderHistory: rows.map((r) => ({
          id: r.id,
          orderNo: r.order_no,
          version: r.version,
          status: r.status,
          totalAmount: Number(r.total_amount),
          currency: r.currency,
          releasedAt: r.released_at.toISOString(),
          pendingRequests: r.pending_requests,
          onTime: presentOnTime(onTime.get(r.id)),
        })),
        orderCount: total,
        orderOnTime: presentOnTime(supplier),
      };
    },
  },
];
