/**
 * The certificate reminder the expiry watch would have sent, so the bell shows one on a fresh start:
 * supplier A and its buyer, whose FAA certificate ends within 30 days in the demo data (runs after
 * the supplier-profile seed that writes it; was part of the notifications seed).
 */
import { qualificationPhrase } from '@aerosupply/shared/notifications/templates';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { DemoIds } from '../../db/seed/demo';
import { recordNotifications } from '../notifications';

export async function seedExpiryWatchDemo(trx: Database, ids: DemoIds): Promise<void> {
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
  const admin = (account: string) => (ids.users[account] !== undefined ? [ids.users[account]] : []);
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
