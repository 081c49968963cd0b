/** The orders module's home counters: new orders to acknowledge (supplier), orders with a pending request (buyers). */
import type { HomeTaskProvider } from '../../platform/modules/manifest';
import { scopeOf } from '../../platform/tenancy/scope';
import { countOrdersIn, countOrdersWithPendingRequests } from './repo';

export const supplierOrderTasks: HomeTaskProvider = async ({ db, actor }) => {
  if (!actor.permissions.has('sup.purchaseOrder')) return [];
  return [{ key: 'newOrders', count: await countOrdersIn(db, scopeOf(actor), ['new']), url: 'sup/orders?status=new' }];
};

export const buyerOrderTasks: HomeTaskProvider = async ({ db, actor }) => {
  if (!actor.permissions.has('po.manage')) return [];
  return [{ key: 'pendingOrderRequests', count: await countOrdersWithPendingRequests(db), url: 'orders?pending=true' }];
};
