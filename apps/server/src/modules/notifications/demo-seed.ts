/**
 * Demo notifications, so the bell of every demo account shows something on a fresh start: a
 * welcome for everyone, the admittance result for the supplier administrators and a certificate
 * reminder for supplier A and its buyer (its FAA certificate ends within 30 days in the demo data).
 */
import { qualificationPhrase } from '@aerosupply/shared/notifications/templates';
import { sql } from 'kysely';
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

  const { rows } = await sql<{ certificate_no: string | null; number: string | null; doc_type: string | null; end_date: string; days: number; name: string; name_en: string | null }>`
    select q.certificate_no, q.number, q.doc_type, q.end_date::text as end_date, (q.end_date - current_date)::int as days, c.name, c.name_en
      from supplier_qualifications q join companies c on c.id = q.company_id
     where q.company_id = ${ids.supplierA} and not q.cancelled and q.end_date between current_date and current_date + 30
     order by q.end_date limit 1`.execute(trx);
  const due = rows[0];
  if (due) {
    const params = {
      company: { zh: due.name, en: due.name_en ?? due.name },
      docType: qualificationPhrase(due.doc_type),
      what: due.certificate_no ?? due.number ?? '',
      days: due.days <= 7 ? 7 : 30,
      endDate: due.end_date,
    };
    await recordNotifications(trx, 'expiry.due', admin('supa_admin'), params, { link: '/sup/info', createdAt: hoursAgo(5) });
    const buyer = admin('20000001');
    if (buyer.length) await recordNotifications(trx, 'expiry.due', buyer, params, { link: `/suppliers/info/${ids.supplierA}`, createdAt: hoursAgo(5) });
  }
}
