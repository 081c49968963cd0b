/**
 * The repair module's workbench counters (issue 28 item 2, D-580): the shop's inquiries to quote and
 * orders in its shop stage; the buyers' quotations to approve; finance's bills to review.
 */
import { orderListQuery } from '@aerosupply/shared/repair/schemas';
import type { HomeTask } from '@aerosupply/shared/home/schemas';
import type { HomeTaskProvider } from '../../platform/modules/manifest';
import { scopeOf } from '../../platform/tenancy/scope';
import { countBillsIn, countOrders, countPendingSupplierInquiries } from './repo';

export const supplierRepairTasks: HomeTaskProvider = async ({ db, actor, now }) => {
  const tasks: HomeTask[] = [];
  if (actor.permissions.has('sup.quotation')) {
    const n = await countPendingSupplierInquiries(db, actor.companyId, now);
    if (n > 0) tasks.push({ key: 'repairInquiriesToQuote', count: n, url: 'sup/repair?group=pending' });
  }
  if (actor.permissions.has('sup.purchaseOrder')) {
    const n = await countOrders(db, scopeOf(actor), orderListQuery.parse({ stage: 'shop' }), now);
    if (n > 0) tasks.push({ key: 'repairOrdersToMove', count: n, url: 'sup/repair-orders?stage=shop' });
  }
  return tasks;
};

export const staffRepairTasks: HomeTaskProvider = async ({ db, actor, now }) => {
  const tasks: HomeTask[] = [];
  if (actor.permissions.has('repair.order.manage')) {
    const n = await countOrders(db, scopeOf(actor), orderListQuery.parse({ status: 'quotation_to_be_approved' }), now);
    if (n > 0) tasks.push({ key: 'repairQuotationsToApprove', count: n, url: 'repair/orders?status=quotation_to_be_approved' });
  }
  if (actor.permissions.has('repair.bill.review')) {
    const n = await countBillsIn(db, scopeOf(actor), 'pending_review');
    if (n > 0) tasks.push({ key: 'repairBillsToReview', count: n, url: 'repair/bills?status=pending_review' });
  }
  return tasks;
};
