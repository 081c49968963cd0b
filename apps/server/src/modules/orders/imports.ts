/**
 * "Import orders" of the buyers' list (issue 14 item 1): orders from Excel, one row per item, each
 * order through the same intake as the ERP's (`intakeOrder`, D-223). The check runs the intake's
 * rules (schema, amounts, supplier, `canTransactWith`) and names the row and column of each problem.
 */
import { CONSIGNMENT_IMPORT, CONSIGNMENT_IMPORT_COLUMNS, consignmentImportParams, consignmentImportRow, type ConsignmentImportRow } from '@aerosupply/shared/orders/consignment';
import { ORDER_IMPORT, ORDER_IMPORT_COLUMNS, orderImportRow, type OrderImportRow } from '@aerosupply/shared/orders/import';
import { orderIntakeSchema, type OrderIntake } from '@aerosupply/shared/orders/schemas';
import { defineImport, type ParsedRow, type RowIssue } from '../imports';
import { AppError, fieldError } from '../../platform/errors';
import { canTransactWith } from '../supplier-control';
import { checkDraw } from './draw';
import { companyToday } from './receipts';
import * as repo from './repo';
import { checkIntakeAmounts, intakeOrder, newIntakeCache } from './service';

const COLUMN_KEYS = new Set<string>(ORDER_IMPORT_COLUMNS.map((c) => c.key));

interface Group {
  rows: ParsedRow<OrderImportRow>[];
  body: unknown;
}

/** Rows by order number, in file order, each as the intake body the ERP would send. */
function groups(rows: ParsedRow<OrderImportRow>[]): Group[] {
  const byNo = new Map<string, ParsedRow<OrderImportRow>[]>();
  for (const r of rows) byNo.set(r.value.orderNo, [...(byNo.get(r.value.orderNo) ?? []), r]);
  return [...byNo.values()].map((list) => {
    const h = list[0]!.value;
    const body = {
      orderNo: h.orderNo,
      version: h.version,
      vendorCode: h.vendorCode,
      purchaseDept: h.purchaseDept,
      orderDate: h.orderDate,
      buyerAccount: h.buyerAccount ?? undefined,
      buyerName: h.buyerName,
      currency: h.currency,
      paymentTerms: h.paymentTerms ?? undefined,
      incoterms: h.incoterms ?? undefined,
      deliveryAddress: h.deliveryAddress ?? undefined,
      items: list.map(({ value: r }) => ({
        itemNo: r.itemNo,
        partNumber: r.partNumber,
        description: r.description ?? undefined,
        quantity: r.quantity,
        unit: r.unit,
        unitPrice: r.unitPrice,
        vatRate: r.vatRate,
        requestedShipDate: r.requestedShipDate,
        deliveryLines: [{ shipToCode: r.shipToCode, quantity: r.quantity, needByDate: r.requestedShipDate }],
        agreementNo: r.agreementNo ?? undefined,
        agreementLineNo: r.agreementLineNo ?? undefined,
      })),
    };
    return { rows: list, body };
  });
}

/** The row's cell each field of its one delivery line comes from. */
const DELIVERY_LINE_COLUMNS: Record<string, string> = { shipToCode: 'shipToCode', quantity: 'quantity', needByDate: 'requestedShipDate', deliveryAddress: 'shipToCode' };

/** The row and column of an intake problem at `path` (`items.3.unit`, `items.0.deliveryLines.0.quantity`, `vendorCode`). */
function issueAt(g: Group, path: readonly (string | number)[], key: string, params?: Record<string, string | number>): RowIssue {
  if (path[0] === 'items' && typeof path[1] === 'number') {
    const field = String(path[2] ?? '');
    // A delivery line is made of the row's ship-to code, quantity and date: its problem names that cell.
    const lineField = field === 'deliveryLines' ? String(path[4] ?? 'shipToCode') : null;
    const column = lineField !== null ? (DELIVERY_LINE_COLUMNS[lineField] ?? 'shipToCode') : COLUMN_KEYS.has(field) ? field : null;
    return { row: g.rows[path[1]]?.row ?? g.rows[0]!.row, column, key, ...(params ? { params } : {}) };
  }
  const field = String(path[0] ?? '');
  return { row: g.rows[0]!.row, column: COLUMN_KEYS.has(field) ? field : null, key, ...(params ? { params } : {}) };
}

export const orderImport = defineImport<OrderImportRow>({
  key: ORDER_IMPORT,
  permission: 'po.manage',
  titleKey: 'orders.import.title',
  columns: ORDER_IMPORT_COLUMNS,
  rowSchema: orderImportRow,
  check: async (db, rows, { deps }) => {
    const issues: RowIssue[] = [];
    for (const g of groups(rows)) {
      const parsed = orderIntakeSchema.safeParse(g.body);
      if (!parsed.success) {
        // One message per cell: an item's quantity and its delivery line's are the same cell.
        const seen = new Set<string>();
        for (const i of parsed.error.issues) {
          const issue = issueAt(g, i.path as (string | number)[], i.message);
          const key = `${issue.row}|${issue.column}|${issue.key}`;
          if (!seen.has(key)) issues.push(issue);
          seen.add(key);
        }
        // The supplier is checked even when other cells are wrong, so the preview lists every problem at once.
        const supplier = await repo.findSupplierByVendorCode(db, g.rows[0]!.value.vendorCode);
        if (!supplier) issues.push(issueAt(g, ['vendorCode'], 'orders.unknown_supplier'));
        continue;
      }
      for (const e of checkIntakeAmounts(parsed.data)) issues.push(issueAt(g, e.path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), e.errorKey, e.params));
      const supplier = await repo.findSupplierByVendorCode(db, parsed.data.vendorCode);
      if (!supplier) issues.push(issueAt(g, ['vendorCode'], 'orders.unknown_supplier'));
      else {
        const may = await canTransactWith(db, supplier.id);
        if (!may.ok) issues.push(issueAt(g, ['vendorCode'], may.messageKey));
        // The agreement lines the rows draw on, as the commit will check them (D-610, D-612), unlocked here.
        const refused = await checkDraw(db, parsed.data, supplier.id, { policy: deps.config.agreementDrawExcess, today: companyToday(deps), lock: false }).then(
          () => [],
          (err: unknown) => {
            if (!(err instanceof AppError)) throw err;
            return err.fields ?? [];
          },
        );
        for (const f of refused) issues.push(issueAt(g, f.path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), f.errorKey, f.params));
      }
    }
    return issues;
  },
  commit: async (trx, rows, { actor, deps }) => {
    let count = 0;
    const cache = newIntakeCache();
    for (const g of groups(rows)) {
      const intake: OrderIntake = orderIntakeSchema.parse(g.body);
      await intakeOrder(deps, trx, intake, { source: 'import', actor }, cache);
      count++;
    }
    return count;
  },
});

/**
 * A supplier's consignment stock snapshot from Excel (issue 14 item 7, D-226): the rows replace the
 * supplier's rows, as the ERP's snapshot does; the data time is the commit's.
 */
export const consignmentImport = defineImport<ConsignmentImportRow, { vendorCode: string }>({
  key: CONSIGNMENT_IMPORT,
  permission: 'po.manage',
  titleKey: 'consignment.import.title',
  columns: CONSIGNMENT_IMPORT_COLUMNS,
  rowSchema: consignmentImportRow,
  params: consignmentImportParams,
  check: async (db, rows, { params }) => {
    if (rows.length === 0 || (await repo.findSupplierByVendorCode(db, params.vendorCode))) return [];
    return [{ row: rows[0]!.row, column: null, key: 'orders.unknown_supplier' }];
  },
  commit: async (trx, rows, { params, deps }) => {
    const supplier = await repo.findSupplierByVendorCode(trx, params.vendorCode);
    if (!supplier) throw fieldError('vendorCode', 'orders.unknown_supplier');
    await repo.lockSupplierStock(trx, supplier.id);
    await repo.replaceConsignment(
      trx,
      supplier.id,
      deps.now().toISOString(),
      rows.map(({ value: r }) => ({ ...r, description: r.description ?? undefined, batch: r.batch ?? undefined })),
    );
    return rows.length;
  },
});
