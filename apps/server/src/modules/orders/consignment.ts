/**
 * Consignment stock (spec 001 §2, §3; issue 14 item 7): the supplier searches and downloads its
 * stock at the company's plants; the ERP sends a snapshot per supplier that replaces its rows in
 * one transaction (D-226).
 */
import { COUNT_CAP, translate, type Lang, type Page } from '@aerosupply/shared';
import { formatDateTime } from '@aerosupply/shared/format/dates';
import type { ConsignmentQuery, ConsignmentRow, ConsignmentSnapshot } from '@aerosupply/shared/orders/consignment';
import type { Actor, AppDeps } from '../../platform/context';
import { mapPage } from '../../platform/db/paging';
import { fieldError } from '../../platform/errors';
import { columnsIn, pagedRows, streamWorkbook, type ColumnDef, type ExportFile } from '../../platform/export/xlsx';
import { scopeOf } from '../../platform/tenancy/scope';
import * as repo from './repo';
import { authenticateClient } from './service';

const present = (r: repo.ConsignmentRowDb): ConsignmentRow => ({
  id: r.id,
  materialPn: r.material_pn,
  description: r.description,
  plant: r.plant,
  storageLocation: r.storage_location,
  batch: r.batch,
  stockQty: Number(r.stock_qty),
  unit: r.unit,
  dataTime: r.data_time.toISOString(),
});

export async function listConsignment(deps: AppDeps, actor: Actor, q: ConsignmentQuery): Promise<Page<ConsignmentRow>> {
  return mapPage(await repo.listConsignment(deps.db, scopeOf(actor), q), present);
}

const COLUMNS: ColumnDef[] = [
  ['materialPn', 'consignment.col.materialPn', 20],
  ['description', 'consignment.col.description', 36],
  ['plant', 'consignment.col.plant', 10],
  ['storageLocation', 'consignment.col.storageLocation', 14],
  ['batch', 'consignment.col.batch', 14],
  ['stockQty', 'consignment.col.stockQty', 12],
  ['unit', 'consignment.col.unit', 8],
  ['dataTime', 'consignment.col.dataTime', 20],
];

/** The current search as Excel (at most COUNT_CAP rows), headers in the reader's language. */
export function exportConsignment(deps: AppDeps, actor: Actor, q: ConsignmentQuery, lang: Lang): ExportFile {
  const tz = deps.config.companyTimeZone;
  const next = pagedRows(
    (page, pageSize) => listConsignment(deps, actor, { ...q, page, pageSize }),
    (r) => ({ ...r, description: r.description ?? '', batch: r.batch ?? '', dataTime: formatDateTime(r.dataTime, tz) }),
  );
  const stream = streamWorkbook(translate('consignment.export.sheet', lang), columnsIn(COLUMNS, lang), next, COUNT_CAP);
  return { filename: `${translate('consignment.export.file', lang)}.xlsx`, stream };
}

export async function receiveConsignmentSnapshot(deps: AppDeps, authorization: string | undefined, body: ConsignmentSnapshot): Promise<{ rows: number }> {
  const client = await authenticateClient(deps, authorization);
  return deps.db.transaction().execute(async (trx) => {
    const supplier = await repo.findSupplierByVendorCode(trx, body.vendorCode);
    if (!supplier) throw fieldError('vendorCode', 'orders.unknown_supplier');
    await repo.touchClient(trx, client.id, deps.now());
    await repo.lockSupplierStock(trx, supplier.id);
    await repo.replaceConsignment(trx, supplier.id, body.dataTime, body.rows);
    return { rows: body.rows.length };
  });
}
