/** Timeline rows of capability actions on the supplier (table supplier_events, kind 'capability'). */
import type { Database } from '../../db/database';

export async function insertSupplierEvent(
  db: Database,
  e: { companyId: number; action: string; from: string; to: string; comment: string | null; actor: { userId: number; realName: string; companyId: number } },
): Promise<void> {
  await db
    .insertInto('supplier_events')
    .values({
      company_id: e.companyId,
      kind: 'capability',
      action: e.action,
      from_status: e.from,
      to_status: e.to,
      comment: e.comment,
      attachments: '[]',
      actor_user_id: e.actor.userId,
      actor_name: e.actor.realName,
      actor_company_id: e.actor.companyId,
    })
    .execute();
}
