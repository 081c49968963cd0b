/**
 * The freight bill list as Excel (issue 29 item 4, D-527): the forwarder's own bills or staff's
 * search (the list's own filters and company scope), streamed page by page (at most COUNT_CAP rows),
 * labels, modes and statuses in the reader's language, times in the company's time zone.
 */
import { COUNT_CAP, translate, type Lang } from '@aerosupply/shared';
import { formatDateTime } from '@aerosupply/shared/format/dates';
import type { BillListQuery } from '@aerosupply/shared/freight-bills/schemas';
import type { Actor, AppDeps } from '../../platform/context';
import { columnsIn, pagedRows, streamWorkbook, type ColumnDef, type ExportFile } from '../../platform/export/xlsx';
import { listBills } from './service';

const C = 'freightBills.export.col';
const COLUMNS: ColumnDef[] = [
  ['number', `${C}.number`, 16], ['forwarder', `${C}.forwarder`, 28], ['invoiceNo', `${C}.invoiceNo`, 16], ['invoiceDate', `${C}.invoiceDate`, 12],
  ['transportMode', `${C}.transportMode`, 10], ['origin', `${C}.origin`, 10], ['destination', `${C}.destination`, 10], ['netWeight', `${C}.netWeight`, 10],
  ['weightUnit', `${C}.weightUnit`, 8], ['currency', `${C}.currency`, 8], ['invoiceAmount', `${C}.invoiceAmount`, 14], ['totalFreight', `${C}.totalFreight`, 14],
  ['expectedAmount', `${C}.expectedAmount`, 14], ['difference', `${C}.difference`, 12], ['status', `${C}.status`, 10], ['waybillNos', `${C}.waybillNos`, 30], ['updatedAt', `${C}.updatedAt`, 18],
];

export function exportBills(deps: AppDeps, actor: Actor, q: BillListQuery, lang: Lang): ExportFile {
  const tz = deps.config.companyTimeZone;
  const next = pagedRows(
    (page, pageSize) => listBills(deps, actor, { ...q, page, pageSize }),
    (b) => ({
      number: b.number, forwarder: lang === 'en' && b.forwarderNameEn ? b.forwarderNameEn : b.forwarderName, invoiceNo: b.invoiceNo, invoiceDate: b.invoiceDate,
      transportMode: translate(`freightBills.export.mode.${b.transportMode}`, lang), origin: b.origin, destination: b.destination, netWeight: b.netWeight,
      weightUnit: b.weightUnit, currency: b.currency, invoiceAmount: b.invoiceAmount, totalFreight: b.totalFreight, expectedAmount: b.expectedAmount, difference: b.difference,
      status: translate(`freightBills.status.${b.status}`, lang), waybillNos: b.waybillNos.join(', '), updatedAt: formatDateTime(b.updatedAt, tz),
    }),
  );
  return { filename: `${translate('freightBills.export.file', lang)}.xlsx`, stream: streamWorkbook(translate('freightBills.export.sheet', lang), columnsIn(COLUMNS, lang), next, COUNT_CAP) };
}
