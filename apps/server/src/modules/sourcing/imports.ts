/**
 * "Import requirements" of the requirements list: one purchase requirement per Excel row through
 * the import pipeline; dictionary codes are checked against the dictionaries (row-level errors).
 */
import { REQUIREMENT_IMPORT_COLUMNS, REQUIREMENT_IMPORT_DICTS, REQUIREMENTS_IMPORT, requirementImportRow, type RequirementImportRow } from '@aerosupply/shared/sourcing/import';
import { defineImport, type RowIssue } from '../imports';
import * as repo from './repo';
import { insertRequirements } from './service';

const opt = <T>(v: T | null) => v ?? undefined;

export const requirementsImport = defineImport<RequirementImportRow>({
  key: REQUIREMENTS_IMPORT,
  permission: 'sourcing.requirement.manage',
  titleKey: 'sourcing.import.title',
  columns: REQUIREMENT_IMPORT_COLUMNS,
  rowSchema: requirementImportRow,
  check: async (db, rows) => {
    const issues: RowIssue[] = [];
    for (const [column, domain] of Object.entries(REQUIREMENT_IMPORT_DICTS) as [keyof typeof REQUIREMENT_IMPORT_DICTS, string][]) {
      const values = [...new Set(rows.map((r) => r.value[column]).filter((v): v is string => !!v))];
      const known = await repo.existingDictValues(db, domain, values);
      for (const { row, value } of rows) {
        const v = value[column];
        if (v && !known.has(v)) issues.push({ row, column, key: 'sourcing.import.unknown_code', params: { value: v, domain } });
      }
    }
    return issues;
  },
  commit: async (trx, rows, { actor }) => {
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
    return (await insertRequirements(trx, actor, bodies, new Date(), 'imported')).length;
  },
});
