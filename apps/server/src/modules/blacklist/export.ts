/** Excel export of the blacklist (what the list shows under its filters, in its order, at most 10,000 rows). */
import { COUNT_CAP, translate, type Lang } from '@aerosupply/shared';
import { formatDateTime } from '@aerosupply/shared/format/dates';
import type { BlacklistListQuery } from '@aerosupply/shared/blacklist/schemas';
import type { Actor, AppDeps } from '../../platform/context';
import { columnsIn, pagedRows, streamWorkbook, type ColumnDef, type ExportFile } from '../../platform/export/xlsx';
import { searchBlacklist } from './service';

const COLUMNS: ColumnDef[] = [
  ['supplierCode', 'blacklist.col.supplierCode', 14],
  ['name', 'blacklist.col.name', 40],
  ['taxId', 'blacklist.col.taxId', 24],
  ['source', 'blacklist.col.source', 16],
  ['status', 'blacklist.col.status', 10],
  ['reason', 'blacklist.col.reason', 40],
  ['creator', 'blacklist.col.creator', 16],
  ['createdAt', 'blacklist.col.createdAt', 20],
  ['updatedAt', 'blacklist.col.updatedAt', 20],
  ['financeHandler', 'blacklist.col.financeHandler', 16],
  ['financeHandledAt', 'blacklist.col.financeHandledAt', 20],
];

export function exportBlacklist(deps: AppDeps, actor: Actor, q: BlacklistListQuery, lang: Lang): ExportFile {
  const tz = deps.config.companyTimeZone;
  const next = pagedRows(
    (page, pageSize) => searchBlacklist(deps, actor, { ...q, page, pageSize }),
    (r) => ({
      supplierCode: r.supplierCode,
      // The reader's language, as the list shows it (issue 28 item 3).
      name: lang === 'en' && r.nameEn ? r.nameEn : r.name,
      taxId: r.taxId,
      source: translate(`blacklist.source.${r.source}`, lang),
      status: translate(`blacklist.status.${r.status}`, lang),
      reason: r.reason,
      creator: r.creator,
      createdAt: formatDateTime(r.createdAt, tz),
      updatedAt: formatDateTime(r.updatedAt, tz),
      financeHandler: r.financeHandler,
      financeHandledAt: r.financeHandledAt ? formatDateTime(r.financeHandledAt, tz) : null,
    }),
  );
  const stream = streamWorkbook(translate('blacklist.export.sheet', lang), columnsIn(COLUMNS, lang), next, COUNT_CAP);
  return { filename: `${translate('blacklist.export.file', lang)}.xlsx`, stream };
}
