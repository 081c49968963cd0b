/**
 * The electronic bill Excel upload (issue 17 item 3; 001 §2 admin/ap "upload excel"; D-363): one row
 * per bill through the import pipeline, up to 10,000 rows. Each row meets the rules of a bill
 * entered on the screen (`billBody`, the amounts of D-362); an invoice number that repeats in the
 * file or that the forwarder billed before is a duplicate. Any error: nothing is stored.
 */
import {
  bodyOfRow,
  FREIGHT_BILL_IMPORT,
  FREIGHT_BILL_IMPORT_COLUMNS,
  FREIGHT_BILL_IMPORT_MAX_ROWS,
  freightBillImportRow,
  type FreightBillImportRow,
} from '@aerosupply/shared/freight-bills/import';
import { billBody, type BillBody } from '@aerosupply/shared/freight-bills/schemas';
import { defineImport, type ParsedRow, type RowIssue } from '../imports';
import { conflict } from '../../platform/errors';
import * as repo from './repo';
import { billValues, checkBillAmounts } from './service';

const COLUMN_KEYS = new Set<string>(FREIGHT_BILL_IMPORT_COLUMNS.map((c) => c.key));

/** Each valid row as a bill body, or its issues (with the amount checks, which the preview gets from `rowChecks`, when `withAmounts`). */
function parseRows(rows: ParsedRow<FreightBillImportRow>[], withAmounts: boolean): { row: number; body?: BillBody; issues: RowIssue[] }[] {
  return rows.map(({ row, value }) => {
    const parsed = billBody.safeParse(bodyOfRow(value));
    if (!parsed.success) {
      const seen = new Set<string>();
      const issues: RowIssue[] = [];
      for (const i of parsed.error.issues) {
        const field = String(i.path[0] ?? '');
        const column = COLUMN_KEYS.has(field) ? field : null;
        if (seen.has(String(column))) continue;
        seen.add(String(column));
        issues.push({ row, column, key: i.message });
      }
      return { row, issues };
    }
    const issues = withAmounts ? checkBillAmounts(parsed.data, value.totalFreight).map((p) => ({ row, column: p.path, key: p.errorKey, params: p.params })) : [];
    return { row, body: parsed.data, issues };
  });
}

export const freightBillImport = defineImport<FreightBillImportRow>({
  key: FREIGHT_BILL_IMPORT,
  permission: 'fwd.bill',
  titleKey: 'freightBills.import.title',
  columns: FREIGHT_BILL_IMPORT_COLUMNS,
  rowSchema: freightBillImportRow,
  maxRows: FREIGHT_BILL_IMPORT_MAX_ROWS,
  // The amounts must add up whatever else is wrong in the row (issue 26 item 9): checked on the fees that parsed.
  rowChecks: (v) => {
    const fees = [v.invoiceAmount, v.feeOperation, v.feeLevel, v.feeBilling, v.feeRoute, v.feeAdditional];
    if (!fees.every((f) => typeof f === 'number')) return [];
    const amounts = { invoiceAmount: v.invoiceAmount!, feeOperation: v.feeOperation!, feeLevel: v.feeLevel!, feeBilling: v.feeBilling!, feeRoute: v.feeRoute!, feeAdditional: v.feeAdditional! };
    return checkBillAmounts(amounts, v.totalFreight).map((p) => ({ column: p.path, key: p.errorKey, params: p.params }));
  },
  check: async (db, rows, { actor }) => {
    const parsed = parseRows(rows, false);
    const issues = parsed.flatMap((p) => p.issues);
    const firstRow = new Map<string, number>();
    for (const { row, value } of rows) {
      const key = value.invoiceNo.toUpperCase();
      const first = firstRow.get(key);
      if (first === undefined) firstRow.set(key, row);
      else issues.push({ row, column: 'invoiceNo', key: 'freightBills.duplicate_in_file', params: { invoiceNo: value.invoiceNo, first } });
    }
    const existing = await repo.existingInvoiceNos(db, actor.companyId, rows.map((r) => r.value.invoiceNo));
    for (const { row, value } of rows) {
      if (existing.has(value.invoiceNo.toUpperCase())) issues.push({ row, column: 'invoiceNo', key: 'freightBills.duplicate_invoice', params: { invoiceNo: value.invoiceNo } });
    }
    return issues.sort((a, b) => a.row - b.row);
  },
  commit: async (trx, rows, { actor, deps }) => {
    const parsed = parseRows(rows, true);
    const bad = parsed.find((p) => p.issues.length > 0 || !p.body);
    if (bad) throw conflict('imports.has_errors');
    const bodies = parsed.map((p) => p.body!);
    const existing = await repo.existingInvoiceNos(trx, actor.companyId, bodies.map((b) => b.invoiceNo));
    if (existing.size > 0) throw conflict('freightBills.duplicate_invoice', { invoiceNo: [...existing][0]! });
    const now = deps.now();
    const numbers = await repo.nextBillNumbers(trx, bodies.length, now);
    await repo.insertBills(
      trx,
      bodies.map((b, i) => ({ ...billValues(b), company_id: actor.companyId, number: numbers[i]!, source: 'import' as const, created_by: actor.userId, created_at: now, updated_at: now })),
    );
    return bodies.length;
  },
});
