/**
 * Company scoping (architecture: "scoping is the default in repo.ts"). Supplier and forwarder
 * users see only their own company's rows; staff see every company. Repos take a `Scope` and
 * apply `scopeToCompany` to every query of company-owned rows.
 */
import type { CompanyType } from '@aerosupply/shared';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Actor } from '../context';
import { notFound } from '../errors';

export interface Scope {
  companyId: number;
  companyType: CompanyType;
}

export const scopeOf = (actor: Pick<Actor, 'companyId' | 'companyType'>): Scope => ({
  companyId: actor.companyId,
  companyType: actor.companyType,
});

export const isStaff = (scope: Scope) => scope.companyType === 'staff';

/**
 * A where-condition on `column` (the row's owning company): always true for staff, the company
 * match otherwise. Use: `.where(companyFilter('supplier_profiles.company_id', scope))`.
 */
export function companyFilter(column: string, scope: Scope): Expression<SqlBool> {
  if (isStaff(scope)) return sql<boolean>`true`;
  return sql<boolean>`${sql.ref(column)} = ${scope.companyId}`;
}

/** Throws the 404 of another company's (or a missing) record. */
export function mustFind<T>(row: T | undefined | null): T {
  if (row === undefined || row === null) throw notFound();
  return row;
}
