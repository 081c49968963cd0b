/**
 * The repair order list as Excel (issue 29 item 4, D-527): staff's or the shop's current search (the
 * list's own filters and company scope), streamed page by page (at most COUNT_CAP rows), labels,
 * kinds and statuses in the reader's language, times in the company's time zone.
 */
import { COUNT_CAP, translate, type Lang } from '@aerosupply/shared';
import { formatDateTime } from '@aerosupply/shared/format/dates';
import type { OrderListQuery } from '@aerosupply/shared/repair/schemas';
import type { Actor, AppDeps } from '../../platform/context';
import { columnsIn, pagedRows, streamWorkbook, type ColumnDef, type ExportFile } from '../../platform/export/xlsx';
import { searchOrders } from './orders';

const C = 'repair.order_export.col';
const COLUMNS: ColumnDef[] = [
  ['orderNo', `${C}.orderNo`, 18], ['kind', `${C}.kind`, 10], ['shop', `${C}.shop`, 30], ['inquiryNumber', `${C}.inquiryNumber`, 16], ['pn', `${C}.pn`, 16],
  ['description', `${C}.description`, 26], ['quantity', `${C}.quantity`, 8], ['unit', `${C}.unit`, 6], ['status', `${C}.status`, 18], ['statusSince', `${C}.statusSince`, 18],
  ['turnaroundDays', `${C}.turnaroundDays`, 10], ['overdue', `${C}.overdue`, 8], ['currency', `${C}.currency`, 8], ['quotedAmount', `${C}.quotedAmount`, 14],
];

export function exportRepairOrders(deps: AppDeps, actor: Actor, q: OrderListQuery, lang: Lang): ExportFile {
  const tz = deps.config.companyTimeZone;
  const next = pagedRows(
    (page, pageSize) => searchOrders(deps, actor, { ...q, page, pageSize }),
    (o) => ({
      orderNo: o.orderNo, kind: translate(`repair.order_export.kind.${o.kind}`, lang), shop: lang === 'en' && o.companyNameEn ? o.companyNameEn : o.companyName,
      inquiryNumber: o.inquiryNumber, pn: o.pn, description: o.description, quantity: o.quantity, unit: o.unit,
      status: translate(`repair.order_export.status.${o.status}`, lang), statusSince: formatDateTime(o.statusSince, tz), turnaroundDays: o.turnaroundDays,
      overdue: translate(o.overdue ? 'repair.order_export.yes' : 'repair.order_export.no', lang), currency: o.currency ?? '', quotedAmount: o.quotedAmount,
    }),
  );
  return { filename: `${translate('repair.order_export.file', lang)}.xlsx`, stream: streamWorkbook(translate('repair.order_export.sheet', lang), columnsIn(COLUMNS, lang), next, COUNT_CAP) };
}
