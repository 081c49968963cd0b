/** The supplier-360 section of purchase orders: the supplier's latest orders with their status (D-294). */
import type { SupplierSection } from '../../platform/modules/manifest';
import { listOrdersOfSupplier } from './repo';

export const ordersSupplierSections: SupplierSection[] = [
  {
    key: 'orders',
    order: 55,
    visible: ({ actor }) => actor.permissions.has('po.view'),
    load: async ({ db, companyId }) => {
      const { rows, total } = await listOrdersOfSupplier(db, companyId, 50);
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
        })),
        orderCount: total,
      };
    },
  },
];
