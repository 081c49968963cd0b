/**
 * Auditor routing (spec 001 §2 'Auditor authorisation'): an audit goes to the auditors authorised
 * for the supplier's scope — auditor type, purchasing org, categories I/II and vendor type. When no
 * auditor is authorised for a scope, any holder of the step's permission may take it (so the chain
 * never stalls on a scope nobody configured); administrators always may.
 */
import type { AuditorType } from '@aerosupply/shared/supplier-review/workflow';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/database';
import type { Actor } from '../../platform/context';

/**
 * The supplier's categories as a jsonb array: staff master data when set, else the wizard's supply
 * categories. Needs `p` (supplier_profiles) and `md` (supplier_master_data, left-joined) in scope.
 */
export const supplierCategoriesSql = sql`(case
  when jsonb_typeof(md.categories) = 'array' and jsonb_array_length(md.categories) > 0 then md.categories
  when jsonb_typeof(p.wizard->'supply'->'categories') = 'array' then p.wizard->'supply'->'categories'
  else '[]'::jsonb end)`;

/** Condition on auditors row `a` matching the supplier row in scope (`p`, `md`). */
function scopeMatch(type: AuditorType): RawBuilder<SqlBool> {
  return sql<SqlBool>`(a.auditor_type = ${type}
    and (a.purchase_org is null or a.purchase_org = md.purchase_org)
    and (a.vendor_type is null or a.vendor_type = p.supplier_type)
    and (a.category1 is null or exists (
      select 1 from jsonb_array_elements(${supplierCategoriesSql}) c
       where c->>'level1' = a.category1 and (a.category2 is null or c->>'level2' = a.category2))))`;
}

/** True (as SQL) when the user may take the supplier's audit step of `type`. */
export function auditorEligibleSql(type: AuditorType, actor: Pick<Actor, 'userId' | 'roles'>): RawBuilder<SqlBool> {
  if (actor.roles.includes('admin')) return sql<SqlBool>`true`;
  return sql<SqlBool>`(not exists (select 1 from auditors a where ${scopeMatch(type)})
    or exists (select 1 from auditors a where a.user_id = ${actor.userId} and ${scopeMatch(type)}))`;
}

/** Whether the user may take the audit step of `type` for one supplier. */
export async function isEligibleAuditor(db: Database, companyId: number, type: AuditorType, actor: Pick<Actor, 'userId' | 'roles'>): Promise<boolean> {
  const { rows } = await sql<{ ok: boolean }>`
    select ${auditorEligibleSql(type, actor)} as ok
      from supplier_profiles p left join supplier_master_data md on md.company_id = p.company_id
     where p.company_id = ${companyId}`.execute(db);
  return rows[0]?.ok === true;
}

export interface RoutedAuditor {
  id: number;
  userId: number;
  name: string;
  employeeId: string;
}

/** The auditors authorised for a supplier's scope (empty: anyone with the permission). */
export async function routedAuditors(db: Database, companyId: number, type: AuditorType): Promise<RoutedAuditor[]> {
  const { rows } = await sql<{ id: number; user_id: number; name: string; employee_id: string }>`
    select distinct on (a.user_id) a.id, a.user_id, a.name, a.employee_id
      from supplier_profiles p
      left join supplier_master_data md on md.company_id = p.company_id
      join auditors a on ${scopeMatch(type)}
     where p.company_id = ${companyId}
     order by a.user_id, a.id`.execute(db);
  return rows.map((r) => ({ id: r.id, userId: r.user_id, name: r.name, employeeId: r.employee_id }));
}
