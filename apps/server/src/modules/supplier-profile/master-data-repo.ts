/** SQL writing a supplier's master data (`supplier_master_data`, owned here, D-840): the review's purchase org, the directory's edits. */
import type { Updateable } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';

/** Creates the supplier's master-data row when it has none. */
export async function ensureMasterData(db: Database, companyId: number, userId: number): Promise<void> {
  await db.insertInto('supplier_master_data').values({ company_id: companyId, updated_by: userId }).onConflict((oc) => oc.column('company_id').doNothing()).execute();
}

/** Changes the supplier's master data. */
export async function updateMasterData(db: Database, companyId: number, values: Updateable<DB['supplier_master_data']>): Promise<void> {
  await db.updateTable('supplier_master_data').set(values).where('company_id', '=', companyId).execute();
}

/** Sets the supplier's purchasing organisation in its master data (creating the row). */
export async function upsertPurchaseOrg(db: Database, companyId: number, purchaseOrg: string, userId: number, now: Date): Promise<void> {
  await db
    .insertInto('supplier_master_data')
    .values({ company_id: companyId, purchase_org: purchaseOrg, updated_by: userId })
    .onConflict((oc) => oc.column('company_id').doUpdateSet({ purchase_org: purchaseOrg, updated_by: userId, updated_at: now }))
    .execute();
}
