/**
 * The purchase-order list as Excel (issue 26 item 11): either side's current search, streamed page by
 * page (at most COUNT_CAP rows), headers, statuses, types and on-time outcomes in the reader's language,
 * times in the company's time zone.
 */
import { COUNT_CAP, translate, type Lang } from '@aerosupply/shared';
import { formatDateTime } from '@aerosupply/shared/format/dates';
import type { OrderListQuery, OrderRow, StaffOrderListQuery } from '@aerosupply/shared/orders/schemas';
import type { Actor, AppDeps } from '../../platform/context';
import { columnsIn, pagedRows, streamWorkbook, type ColumnDef, type ExportFile } from '../../platform/export/xlsx';
import { listOrders } from './service';

const COLUMNS: ColumnDef[] = [
  ['orderNo', 'orders.export.col.orderNo', 16], ['version', 'orders.export.col.version', 8], ['supplier', 'orders.export.col.supplier', 30],
  ['vendorCode', 'orders.export.col.vendorCode', 12], ['orderType', 'orders.export.col.orderType', 12], ['orderDate', 'orders.export.col.orderDate', 12],
  ['releasedAt', 'orders.export.col.releasedAt', 18], ['status', 'orders.export.col.status', 16], ['itemCount', 'orders.export.col.itemCount', 8],
  ['totalAmount', 'orders.export.col.totalAmount', 14], ['currency', 'orders.export.col.currency', 8], ['buyer', 'orders.export.col.buyer', 16],
  ['purchaseDept', 'orders.export.col.purchaseDept', 16], ['pendingRequests', 'orders.export.col.pendingRequests', 10], ['overdue', 'orders.export.col.overdue', 10],
  ['onTimeConfirmed', 'orders.export.col.onTimeConfirmed', 16], ['onTimeOriginal', 'orders.export.col.onTimeOriginal', 16], ['lastProcessedAt', 'orders.export.col.lastProcessedAt', 18],
];

/** One order as its export row in `lang`. */
export function exportRow(r: OrderRow, lang: Lang, timeZone: string): Record<string, string | number> {
  const onTime = (s: OrderRow['onTime']['confirmed']) => `${translate(`orders.export.on_time.${s.outcome}`, lang)}${s.rate === null ? '' : ` (${Math.round(s.rate * 100)}%)`}`;
  return {
    orderNo: r.orderNo, version: r.version, supplier: lang === 'en' && r.supplierNameEn ? r.supplierNameEn : r.supplierName, vendorCode: r.vendorCode ?? '', orderType: translate(`orders.export.type.${r.orderType}`, lang),
    orderDate: r.orderDate, releasedAt: formatDateTime(r.releasedAt, timeZone), status: translate(`orders.export.status.${r.status}`, lang), itemCount: r.itemCount,
    totalAmount: r.totalAmount, currency: r.currency, buyer: r.buyerName, purchaseDept: r.purchaseDept, pendingRequests: r.pendingRequests,
    overdue: translate(r.overdue ? 'orders.export.yes' : 'orders.export.no', lang), onTimeConfirmed: onTime(r.onTime.confirmed), onTimeOriginal: onTime(r.onTime.original),
    lastProcessedAt: formatDateTime(r.lastProcessedAt, timeZone),
  };
}

export function exportOrders(deps: AppDeps, actor: Actor, q: OrderListQuery | StaffOrderListQuery, lang: Lang): ExportFile {
  const tz = deps.config.companyTimeZone;
  const next = pagedRows((page, pageSize) => listOrders(deps, actor, { ...q, page, pageSize }), (r) => exportRow(r, lang, tz));
  return { filename: `${translate('orders.export.file', lang)}.xlsx`, stream: streamWorkbook(translate('orders.export.sheet', lang), columnsIn(COLUMNS, lang), next, COUNT_CAP) };
}
