/**
 * Notices to repair shops (issue 15, D-344): a new repair inquiry or price round (to the users who
 * quote), an award and each status a staff member sets on the order or its bill (to the users who
 * handle orders); mail and the notification centre, in each user's language, inside the use case's
 * transaction.
 */
import type { NotificationParams } from '@aerosupply/shared/notifications/templates';
import type { Database } from '../../db/database';
import type { AppDeps } from '../../platform/context';
import { notify } from '../notifications';
import { shopUsers } from './repo';

type ShopNotice = 'repair.inquiry_received' | 'repair.price_round_received' | 'repair.order_awarded' | 'repair.order_status' | 'repair.bill_reviewed' | 'repair.core_sent';

const QUOTING: readonly ShopNotice[] = ['repair.inquiry_received', 'repair.price_round_received'];

export async function notifyShops(deps: AppDeps, trx: Database, companyIds: readonly number[], key: ShopNotice, params: NotificationParams, link: string): Promise<void> {
  for (const companyId of companyIds) {
    const users = await shopUsers(trx, companyId, QUOTING.includes(key) ? 'sup.quotation' : 'sup.purchaseOrder');
    if (users.length) await notify(deps, trx, key, users, params, { link });
  }
}
