/** Excel export of the freeze / unfreeze requests (what the list shows, at most 10,000 rows). */
import { COUNT_CAP, translate, type Lang } from '@aerosupply/shared';
import { formatDateTime } from '@aerosupply/shared/format/dates';
import type { FreezeListQuery } from '@aerosupply/shared/supplier-control/schemas';
import type { Actor, AppDeps } from '../../platform/context';
import { columnsIn, namesIn, pagedRows, streamWorkbook, type ColumnDef, type ExportFile } from '../../platform/export/xlsx';
import { searchFreezeRequests } from './service';

const COLUMNS: ColumnDef[] = [
  ['requestNo', 'supplier_control.col.requestNo', 18],
  ['vendorCode', 'supplier_control.col.vendorCode', 14],
  ['name', 'supplier_control.col.name', 40],
  ['kind', 'supplier_control.col.kind', 10],
  ['status', 'supplier_control.col.status', 12],
  ['reason', 'supplier_control.col.reason', 40],
  ['requestedBy', 'supplier_control.col.requestedBy', 16],
  ['requestedAt', 'supplier_control.col.requestedAt', 20],
  ['financeComment', 'supplier_control.col.financeComment', 30],
];

export function exportFreezeRequests(deps: AppDeps, actor: Actor, q: FreezeListQuery, lang: Lang): ExportFile {
  const tz = deps.config.companyTimeZone;
  const next = pagedRows(
    (page, pageSize) => searchFreezeRequests(deps, actor, { ...q, page, pageSize }),
    (r) => ({
      requestNo: r.requestNo,
      vendorCode: r.vendorCode,
      // The reader's language, as the list shows it (issue 28 item 3, D-726).
      name: namesIn(lang, r.name, r.nameEn).name,
      kind: translate(`supplier_control.kind.${r.kind}`, lang),
      status: translate(`supplier_control.status.${r.status}`, lang),
      reason: r.reason,
      requestedBy: r.requestedBy,
      requestedAt: formatDateTime(r.requestedAt, tz),
      financeComment: r.financeComment,
    }),
  );
  const stream = streamWorkbook(translate('supplier_control.export.sheet', lang), columnsIn(COLUMNS, lang), next, COUNT_CAP);
  return { filename: `${translate('supplier_control.export.file', lang)}.xlsx`, stream };
}
