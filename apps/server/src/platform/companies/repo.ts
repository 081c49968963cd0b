/** SQL of `companies`, the table every side's company is a row of (D-731, D-840: this folder owns it and is its only writer). */
import { FORWARDER_COMPANY_WORKFLOW } from '@aerosupply/shared/forwarder-companies/workflow';
import type { ForwarderCompanyAction } from '@aerosupply/shared/forwarder-companies/schemas';
import { sql, type Updateable } from 'kysely';
import type { Database } from '../../db/database';
import type { CompaniesTable } from '../../db/schema';
import { applyTransition, statusColumn } from '../workflow/status-writer';

/** A company's status: active or frozen, moved only by the forwarder-company flow (freeze, restore; D-494). */
export const COMPANY_STATUS = statusColumn({ table: 'companies', workflow: FORWARDER_COMPANY_WORKFLOW });

/** The columns of a new company (its status starts active). */
export interface NewCompany {
  type: 'supplier' | 'forwarder';
  name: string;
  name_en: string | null;
  country: string;
  tax_system?: string;
  tax_id?: string;
  supplier_type?: 'aircraft' | 'general';
  time_zone: string;
}

export async function insertCompany(db: Database, values: NewCompany, now: Date): Promise<number> {
  const row = await db
    .insertInto('companies')
    .values({ ...values, status: 'active', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The company data its registration, its forwarder record and the directory's master-data edit change. */
export type CompanyChanges = Pick<Updateable<CompaniesTable>, 'name' | 'name_en' | 'country' | 'tax_system' | 'tax_id' | 'time_zone'>;

export async function updateCompany(db: Database, id: number, values: CompanyChanges, now: Date): Promise<void> {
  await db.updateTable('companies').set({ ...values, updated_at: now }).where('id', '=', id).execute();
}

/** Gives the company the vendor code (only when it has none yet: the first code stays). */
export async function setVendorCodeIfNone(db: Database, id: number, vendorCode: string, now: Date): Promise<void> {
  await db.updateTable('companies').set({ vendor_code: vendorCode, updated_at: now }).where('id', '=', id).where('vendor_code', 'is', null).execute();
}

/** Freezes or restores a company by its workflow's action (409 when another user moved it first). */
export async function moveCompanyStatus(db: Database, id: number, action: Extract<ForwarderCompanyAction, 'freeze' | 'restore'>, now: Date): Promise<void> {
  await applyTransition(db, COMPANY_STATUS, { id, action, set: { updated_at: now } });
}

/** Supplier companies with this tax ID or one of these names (either language), case-insensitive. */
export async function findCompanyDuplicates(db: Database, input: { taxId?: string; names: string[] }, excludeCompanyId?: number) {
  const taxId = input.taxId?.trim().toUpperCase();
  const names = input.names.map((n) => n.trim().toLowerCase()).filter(Boolean);
  if (!taxId && names.length === 0) return [];
  let q = db
    .selectFrom('companies')
    .select(['id', 'tax_id', 'name', 'name_en'])
    .where('type', '=', 'supplier')
    .where((eb) => {
      const ors = [];
      if (taxId) ors.push(eb(sql`upper(tax_id)`, '=', taxId));
      if (names.length) {
        ors.push(eb(sql`lower(name)`, 'in', names));
        ors.push(eb(sql`lower(name_en)`, 'in', names));
      }
      return eb.or(ors);
    });
  if (excludeCompanyId) q = q.where('id', '<>', excludeCompanyId);
  return q.limit(5).execute();
}
