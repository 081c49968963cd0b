/**
 * The agreement list as Excel (issue 29 item 4, D-527): either side's current search (the list's own
 * filters and company scope), streamed page by page (at most COUNT_CAP rows), labels and statuses in
 * the reader's language, times in the company's time zone.
 */
import { COUNT_CAP, translate, type Lang } from '@aerosupply/shared';
import type { AgreementListQuery } from '@aerosupply/shared/agreements/schemas';
import { formatDateTime } from '@aerosupply/shared/format/dates';
import type { Actor, AppDeps } from '../../platform/context';
import { columnsIn, pagedRows, streamWorkbook, type ColumnDef, type ExportFile } from '../../platform/export/xlsx';
import { listAgreements } from './service';

const C = 'agreements.list_export.col';
const COLUMNS: ColumnDef[] = [
  ['agreementNo', `${C}.agreementNo`, 16], ['version', `${C}.version`, 8], ['title', `${C}.title`, 30], ['supplier', `${C}.supplier`, 30],
  ['vendorCode', `${C}.vendorCode`, 12], ['status', `${C}.status`, 14], ['currency', `${C}.currency`, 8], ['totalAmount', `${C}.totalAmount`, 14],
  ['lineCount', `${C}.lineCount`, 8], ['validFrom', `${C}.validFrom`, 12], ['validTo', `${C}.validTo`, 12], ['buyer', `${C}.buyer`, 16], ['updatedAt', `${C}.updatedAt`, 18],
];

export function exportAgreements(deps: AppDeps, actor: Actor, q: AgreementListQuery, lang: Lang): ExportFile {
  const tz = deps.config.companyTimeZone;
  const next = pagedRows(
    (page, pageSize) => listAgreements(deps, actor, { ...q, page, pageSize }),
    (a) => ({
      agreementNo: a.agreementNo, version: a.version, title: a.title, supplier: lang === 'en' && a.supplierNameEn ? a.supplierNameEn : a.supplierName,
      vendorCode: a.vendorCode ?? '', status: translate(`agreements.status.${a.status}`, lang), currency: a.currency, totalAmount: a.totalAmount,
      lineCount: a.lineCount, validFrom: a.validFrom, validTo: a.validTo, buyer: a.buyerName, updatedAt: formatDateTime(a.updatedAt, tz),
    }),
  );
  return { filename: `${translate('agreements.list_export.file', lang)}.xlsx`, stream: streamWorkbook(translate('agreements.list_export.sheet', lang), columnsIn(COLUMNS, lang), next, COUNT_CAP) };
}
