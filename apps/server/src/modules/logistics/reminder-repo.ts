/**
 * SQL of the shipment reminder job (D-313): open shipments at a milestone longer than the setting
 * and not yet reminded at it; the users a reminder goes to.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database';

/** Shipments whose status has not moved since `before` and that were not reminded at this status. */
export const dueReminders = (db: Database, before: Date, limit = 200) =>
  db
    .selectFrom('shipments')
    .select(['id', 'status'])
    .where('status', 'not in', ['delivered', 'voided'])
    .where('updated_at', '<', before)
    .where(sql<boolean>`reminded_status is distinct from status`)
    .orderBy('updated_at')
    .orderBy('id')
    .limit(limit)
    .execute();

/** The shipment, locked, with what the mail says. */
export const lockForReminder = (trx: Database, id: number) =>
  trx
    .selectFrom('shipments')
    .select(['id', 'number', 'status', 'packing_list_no', 'origin_port', 'destination_port', 'forwarder_company_id', 'last_leg_company_id', 'created_by', 'updated_at', 'reminded_status'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

export const markReminded = (trx: Database, id: number, status: string, at: Date) => trx.updateTable('shipments').set({ reminded_status: status, reminded_at: at }).where('id', '=', id).execute();

/** A forwarder company's enabled users doing logistics work: its administrator and holders of 'fwd.logistics'. */
export async function forwarderWorkers(db: Database, companyId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('users as u')
    .select('u.id')
    .where('u.company_id', '=', companyId)
    .where('u.enabled', '=', true)
    .where(sql<boolean>`(u.is_company_admin or exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id and 'fwd.logistics' = any(r.permissions)))`)
    .execute();
  return rows.map((r) => r.id);
}

/** The notice's creator when still enabled. */
export const enabledUser = async (db: Database, userId: number | null) =>
  userId === null ? undefined : db.selectFrom('users').select('id').where('id', '=', userId).where('enabled', '=', true).executeTakeFirst();
