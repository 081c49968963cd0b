/** SQL of what an order intake looks up (supplier, buyer, order handlers) and of the integration clients that send orders. */
import { sql } from 'kysely';
import type { Database } from '../../db/database';

// ---- Look-ups of other records (reads) ----

/** Who handles orders at a supplier: enabled users who are its administrator or hold the PO post. */
const HANDLER = sql<boolean>`(u.is_company_admin or exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id and 'sup.purchaseOrder' = any(r.permissions)))`;

export interface IntakeRefs {
  id: number;
  name: string;
  country: string | null;
  /** The staff user of the intake's buyer account (null when none is given or none matches). */
  buyer_id: number | null;
  /** The supplier's users who handle orders (`orderHandlers`), for the announcement. */
  handler_ids: number[];
}

/**
 * What an intake looks up, in one query: the supplier by vendor code (none: undefined), the buyer's
 * staff account and the supplier's order handlers.
 */
export async function findIntakeRefs(db: Database, vendorCode: string, buyerAccount: string | null): Promise<IntakeRefs | undefined> {
  const row = await db
    .selectFrom('companies as c')
    .select([
      'c.id',
      'c.name',
      'c.country',
      sql<number | null>`(select bu.id from users bu join companies bc on bc.id = bu.company_id where bc.type = 'staff' and bu.account = ${buyerAccount} limit 1)`.as('buyer_id'),
      sql<number[]>`array(select u.id from users u where u.company_id = c.id and u.enabled and ${HANDLER} order by u.id)`.as('handler_ids'),
    ])
    .where('c.type', '=', 'supplier')
    .where('c.vendor_code', '=', vendorCode)
    .executeTakeFirst();
  return row && { ...row, handler_ids: row.handler_ids.map(Number) };
}

export const findSupplierByVendorCode = (db: Database, vendorCode: string) =>
  db.selectFrom('companies').select(['id', 'name']).where('type', '=', 'supplier').where('vendor_code', '=', vendorCode).executeTakeFirst();

export const findStaffUser = (db: Database, account: string) =>
  db.selectFrom('users').innerJoin('companies', 'companies.id', 'users.company_id').select(['users.id', 'users.real_name']).where('companies.type', '=', 'staff').where('users.account', '=', account).executeTakeFirst();

/** The supplier's enabled users who handle orders: the administrator and holders of the PO post. */
export async function orderHandlers(db: Database, companyId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('users as u')
    .select('u.id')
    .where('u.company_id', '=', companyId)
    .where('u.enabled', '=', true)
    .where(HANDLER)
    .execute();
  return rows.map((r) => r.id);
}

// ---- Integration clients ----

export async function insertClient(db: Database, v: { clientId: string; secretHash: string; name: string; createdBy: number }): Promise<number> {
  const row = await db.insertInto('integration_clients').values({ client_id: v.clientId, secret_hash: v.secretHash, name: v.name, created_by: v.createdBy }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

const clientColumns = (db: Database) => db.selectFrom('integration_clients').select(['id', 'client_id', 'secret_hash', 'name', 'enabled', 'created_at', 'last_used_at']);
export const listClients = (db: Database) => clientColumns(db).orderBy('id').execute();
export const findClient = (db: Database, id: number) => clientColumns(db).where('id', '=', id).executeTakeFirst();
export const findClientByClientId = (db: Database, clientId: string) => clientColumns(db).where('client_id', '=', clientId).executeTakeFirst();

export async function touchClient(db: Database, id: number, now: Date): Promise<void> {
  await db.updateTable('integration_clients').set({ last_used_at: now }).where('id', '=', id).execute();
}

export async function setClientEnabled(db: Database, id: number, enabled: boolean): Promise<void> {
  await db.updateTable('integration_clients').set({ enabled }).where('id', '=', id).execute();
}
