/** The duplicate check of spec 001 §5/§8 on supplier companies: tax ID and company name. */
import type { DuplicateProblem } from '@aerosupply/shared/registration/schemas';
import { translate, type Lang } from '@aerosupply/shared';
import type { Database } from '../../db/database';
import { findCompanyDuplicates } from './repo';

export interface DuplicateInput {
  taxId?: string;
  companyName?: string;
  companyNameEn?: string;
}

/** Problems (field, errorKey, message) for a tax ID or name already used by a supplier. */
export async function companyDuplicateProblems(db: Database, input: DuplicateInput, lang: Lang, excludeCompanyId?: number): Promise<DuplicateProblem[]> {
  const names = [input.companyName, input.companyNameEn].filter((n): n is string => !!n?.trim());
  const rows = await findCompanyDuplicates(db, { taxId: input.taxId, names }, excludeCompanyId);
  const problems: DuplicateProblem[] = [];
  const taxId = input.taxId?.trim().toUpperCase();
  if (taxId && rows.some((r) => r.tax_id?.trim().toUpperCase() === taxId)) {
    problems.push({ field: 'taxId', errorKey: 'registration.tax_id_exists', message: translate('registration.tax_id_exists', lang) });
  }
  const taken = new Set(rows.flatMap((r) => [r.name, r.name_en]).filter((n): n is string => !!n).map((n) => n.trim().toLowerCase()));
  for (const field of ['companyName', 'companyNameEn'] as const) {
    const value = input[field]?.trim().toLowerCase();
    if (value && taken.has(value)) {
      problems.push({ field, errorKey: 'registration.company_name_exists', message: translate('registration.company_name_exists', lang) });
    }
  }
  return problems;
}
