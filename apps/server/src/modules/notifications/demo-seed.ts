/**
 * Demo notifications, so the bell of every demo account shows something on a fresh start: a
 * welcome for everyone and the admittance result for the supplier administrators (the certificate
 * reminder is the expiry watch's seed: it reads the qualifications the supplier-profile seed writes).
 */
import type { Database } from '../../db/database';
import type { DemoIds } from '../../db/seed/demo';
import { recordNotifications } from './service';

export async function seedNotificationsDemo(trx: Database, ids: DemoIds): Promise<void> {
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
  const users = await trx.selectFrom('users').select(['id', 'real_name']).where('id', 'in', Object.values(ids.users)).execute();
  for (const u of users) await recordNotifications(trx, 'portal.welcome', [u.id], { name: u.real_name }, { createdAt: hoursAgo(72) });

  const admin = (account: string) => (ids.users[account] !== undefined ? [ids.users[account]] : []);
  const vendorCodes = await trx.selectFrom('companies').select(['id', 'vendor_code']).where('id', 'in', [ids.supplierA, ids.supplierB]).execute();
  for (const [account, companyId] of [['supa_admin', ids.supplierA], ['supb_admin', ids.supplierB]] as const) {
    const vendorCode = vendorCodes.find((c) => c.id === companyId)?.vendor_code ?? '';
    await recordNotifications(trx, 'supplier_review.admitted', admin(account), { vendorCode }, { link: '/sup/info', createdAt: hoursAgo(48) });
  }
}
