/** SQL of `companies`, the table every side's company is a row of (D-731: this folder owns it). */
import { sql } from 'kysely';
import type { Database } from '../../db/database';

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
