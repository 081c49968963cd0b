/**
 * "Import requirements" of the requirements list: one purchase requirement per Excel row through
 * the import pipeline; dictionary codes are checked against the dictionaries (row-level errors).
 */
import { REQUIREMENT_IMPORT_COLUMNS, REQUIREMENTS_IMPORT, requirementImportRow, type RequirementImportRow } from '@aerosupply/shared/sourcing/import';
import { defineImport, type RowIssue } from '../imports';
import { CODE_CHECK_TABLES } from '@aerosupply/shared/codes/checks';
import { findUnknownCodes } from '../dict';
import { requirementCodes } from './code-checks';
import { insertRequirements } from './requirements';

const opt = <T>(v: T | null) => v ?? undefined;

export const requirementsImport = defineImport<RequirementImportRow>({
  key: REQUIREMENTS_IMPORT,
  permission: 'sourcing.requirement.manage',
  titleKey: 'sourcing.import.title',
  columns: REQUIREMENT_IMPORT_COLUMNS,
  rowSchema: requirementImportRow,
  check: async (db, rows) => {
    // The dictionaries' one check (D-560), each row's codes by column; the row's message names value and domain.
    const checks = rows.flatMap(({ row, value }) => requirementCodes(value, `${row}.`));
    const unknown = await findUnknownCodes(db, checks);
    return unknown.map((c): RowIssue => {
      const [row, column] = c.path.split('.') as [string, string];
      return { row: Number(row), column, key: 'sourcing.import.unknown_code', params: { value: String(c.value), domain: CODE_CHECK_TABLES[c.table] } };
    });
  },
  commit: async (trx, rows, { actor, deps }) => {
    const bodies = rows.map(({ value: r }) => ({
      materialType: opt(r.materialType),
      materialPn: r.materialPn,
      description: r.description,
      quantity: r.quantity,
      unit: r.unit,
      requiredDate: opt(r.requiredDate),
      plant: opt(r.plant),
      purchaseOrg: opt(r.purchaseOrg),
      purchaseGroup: opt(r.purchaseGroup),
      budgetPrice: opt(r.budgetPrice),
      currency: opt(r.currency),
      manufacturerCode: opt(r.manufacturerCode),
      manufacturerName: opt(r.manufacturerName),
      remark: opt(r.remark),
    }));
    return (await insertRequirements(trx, actor, bodies, deps.now(), 'imported')).length;
  },
});
