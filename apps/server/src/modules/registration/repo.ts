/**
 * All SQL of supplier registration: duplicate checks on supplier companies, the administrator
 * lookup, and the company + profile + administrator rows a registration creates.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { insertCompany as insertOwnedCompany, updateCompany } from '../../platform/companies';
import { companyFilter, type Scope } from '../../platform/tenancy/scope';

/** Supplier companies with this tax ID (case-insensitive) or name (Chinese or English, case-insensitive). */
export async function accountTaken(db: Database, account: string): Promise<boolean> {
  return !!(await db.selectFrom('users').select('id').where(sql`lower(account)`, '=', account.trim().toLowerCase()).executeTakeFirst());
}

/** Supplier code and full company name, both exact (spec 001 §2), and its administrator. */
export async function findCompanyAdmin(db: Database, vendorCode: string, companyName: string) {
  const company = await db
    .selectFrom('companies')
    .select(['id', 'name', 'name_en'])
    .where('type', '=', 'supplier')
    .where('vendor_code', '=', vendorCode)
    .where((eb) => eb.or([eb('name', '=', companyName), eb('name_en', '=', companyName)]))
    .executeTakeFirst();
  if (!company) return undefined;
  const admin = await db
    .selectFrom('users')
    .select(['real_name', 'email', 'mobile'])
    .where('company_id', '=', company.id)
    .where('is_company_admin', '=', true)
    .where('enabled', '=', true)
    .orderBy('id')
    .executeTakeFirst();
  return { company, admin };
}

export interface NewCompany {
  name: string;
  name_en: string | null;
  country: string;
  tax_system: string;
  tax_id: string;
  supplier_type: 'aircraft' | 'general';
  time_zone: string;
}

/** A new supplier company (written by its owner, platform/companies, D-840). */
export const insertCompany = (db: Database, values: NewCompany, now: Date): Promise<number> => insertOwnedCompany(db, { ...values, type: 'supplier' }, now);

export async function findRegistration(db: Database, scope: Scope, companyId: number) {
  return db
    .selectFrom('companies')
    .innerJoin('supplier_profiles', 'supplier_profiles.company_id', 'companies.id')
    .select([
      'companies.id',
      'companies.name',
      'companies.name_en',
      'companies.country',
      'companies.tax_system',
      'companies.tax_id',
      'companies.time_zone',
      'supplier_profiles.supplier_type',
      'supplier_profiles.review_status',
    ])
    .where('companies.id', '=', companyId)
    .where(companyFilter('companies.id', scope))
    .executeTakeFirst();
}

export async function findUserEmail(db: Database, userId: number) {
  return (await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst())?.email ?? null;
}

/** Locks the profile row and returns its status (resubmission happens once). */
export async function lockProfileStatus(db: Database, companyId: number) {
  return (await db.selectFrom('supplier_profiles').select('review_status').where('company_id', '=', companyId).forUpdate().executeTakeFirst())?.review_status;
}

export const updateCompanyBasics = (db: Database, companyId: number, values: Omit<NewCompany, 'supplier_type'>, now: Date): Promise<void> => updateCompany(db, companyId, values, now);



