import { sql } from 'kysely';
import type { Database } from '../../db/database';

/**
 * Inquiry approvers for a purchasing org, category and supplier type (spec 001 §4): rows whose
 * unset fields act as "any". For the sourcing module's RFx approval step.
 */
export async function findInquiryApprovers(
  db: Database,
  scope: { purchaseOrg: string; category1?: string | null; category2?: string | null; supplierType?: 'aircraft' | 'general' | null },
): Promise<{ userId: number; name: string }[]> {
  const rows = await db
    .selectFrom('inquiry_approvers as i')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .select(['i.user_id', 'u.real_name'])
    .distinct()
    .where('i.purchase_org', '=', scope.purchaseOrg)
    .where(sql<boolean>`(i.category1 is null or i.category1 = ${scope.category1 ?? null})`)
    .where(sql<boolean>`(i.category2 is null or i.category2 = ${scope.category2 ?? null})`)
    .where(sql<boolean>`(i.supplier_type is null or i.supplier_type = ${scope.supplierType ?? null})`)
    .where('u.enabled', '=', true)
    .execute();
  return rows.map((r) => ({ userId: r.user_id, name: r.real_name }));
}
