/** Excel exports of the staff supplier lists (what each search shows, at most 10,000 rows): official suppliers, supplier information, finance. */
import { COUNT_CAP, translate, type Lang } from '@aerosupply/shared';
import { formatDate } from '@aerosupply/shared/format/dates';
import { CONTROL_STATUS_LABELS, REVIEW_STATUS_LABELS, type ControlStatus, type ReviewStatus } from '@aerosupply/shared/suppliers/states';
import type { FinanceListQuery, OfficialQuery, SupplierInfoQuery } from '@aerosupply/shared/supplier-directory/schemas';
import type { Actor, AppDeps } from '../../platform/context';
import { columnsIn, namesIn, pagedRows, streamWorkbook, type ColumnDef, type ExportFile, type ExportRow } from '../../platform/export/xlsx';
import type { DirectoryItem } from './presenter';
import { companyToday, searchFinance, searchOfficial, searchSupplierInfo } from './service';

const COLUMNS: ColumnDef[] = [
  ['vendorCode', 'supplier_directory.col.vendorCode', 14],
  ['name', 'supplier_directory.col.name', 40],
  ['otherName', 'supplier_directory.col.otherName', 40],
  ['taxId', 'supplier_directory.col.taxId', 24],
  ['supplierType', 'supplier_directory.col.supplierType', 14],
  ['purchaseOrg', 'supplier_directory.col.purchaseOrg', 12],
  ['status', 'supplier_directory.col.status', 12],
  ['blacklisted', 'supplier_directory.col.blacklisted', 10],
  ['expired', 'supplier_directory.col.expired', 12],
];

/** The official-supplier search in keyset pages of 100, written as they come (platform/export/xlsx.ts). */
export function exportOfficial(deps: AppDeps, actor: Actor, q: OfficialQuery, lang: Lang): ExportFile {
  const today = companyToday(deps);
  let cursor: string | undefined = q.cursor;
  let done = false;
  const next = async (): Promise<ExportRow[]> => {
    if (done) return [];
    const page = await searchOfficial(deps.db, actor, { ...q, cursor, pageSize: 100, count: false }, today);
    cursor = page.nextCursor ?? undefined;
    done = !cursor;
    return page.rows.map((r) => ({
      vendorCode: r.vendorCode,
      ...namesIn(lang, r.name, r.nameEn),
      taxId: r.taxId,
      supplierType: translate(`supplier_directory.type.${r.supplierType === 'aircraft' ? 'aircraft' : 'general'}`, lang),
      purchaseOrg: r.purchaseOrg,
      status: CONTROL_STATUS_LABELS[r.controlStatus][lang],
      blacklisted: r.blacklisted ? translate('supplier_directory.yes', lang) : '',
      expired: r.expiredQualifications || '',
    }));
  };
  const stream = streamWorkbook(translate('supplier_directory.export.sheet', lang), columnsIn(COLUMNS, lang), next, COUNT_CAP);
  return { filename: `${translate('supplier_directory.export.file', lang)}.xlsx`, stream };
}

const INFO_COLUMNS: ColumnDef[] = [
  ['vendorCode', 'supplier_directory.col.vendorCode', 14],
  ['name', 'supplier_directory.col.name', 40],
  ['otherName', 'supplier_directory.col.otherName', 40],
  ['taxId', 'supplier_directory.col.taxId', 24],
  ['supplierType', 'supplier_directory.col.supplierType', 14],
  ['reviewStatus', 'supplier_directory.col.reviewStatus', 16],
  ['status', 'supplier_directory.col.status', 12],
  ['purchaseOrg', 'supplier_directory.col.purchaseOrg', 12],
  ['blacklisted', 'supplier_directory.col.blacklisted', 10],
  ['expired', 'supplier_directory.col.expired', 12],
  ['updatedAt', 'supplier_directory.col.updatedAt', 14],
];

function directoryCells(r: DirectoryItem, lang: Lang, timeZone: string): ExportRow {
  return {
    vendorCode: r.vendorCode,
    // The reader's language, as the list shows it (issue 28 item 3, D-726).
    ...namesIn(lang, r.name, r.nameEn),
    taxId: r.taxId,
    supplierType: translate(`supplier_directory.type.${r.supplierType === 'aircraft' ? 'aircraft' : 'general'}`, lang),
    reviewStatus: REVIEW_STATUS_LABELS[r.reviewStatus as ReviewStatus]?.[lang] ?? r.reviewStatus,
    status: CONTROL_STATUS_LABELS[r.controlStatus as ControlStatus]?.[lang] ?? r.controlStatus,
    purchaseOrg: r.purchaseOrg,
    blacklisted: r.blacklisted ? translate('supplier_directory.yes', lang) : '',
    expired: r.expiredQualifications || '',
    updatedAt: formatDate(r.updatedAt, false, timeZone),
  };
}

/** The supplier-information search (same filters and order as the list). */
export function exportSupplierInfo(deps: AppDeps, actor: Actor, q: SupplierInfoQuery, lang: Lang): ExportFile {
  const tz = deps.config.companyTimeZone;
  const next = pagedRows((page, pageSize) => searchSupplierInfo(deps, actor, { ...q, page, pageSize }), (r) => directoryCells(r, lang, tz));
  const stream = streamWorkbook(translate('supplier_directory.export.infoSheet', lang), columnsIn(INFO_COLUMNS, lang), next, COUNT_CAP);
  return { filename: `${translate('supplier_directory.export.infoFile', lang)}.xlsx`, stream };
}

const FINANCE_COLUMNS: ColumnDef[] = [
  ['vendorCode', 'supplier_directory.col.vendorCode', 14],
  ['name', 'supplier_directory.col.name', 40],
  ['otherName', 'supplier_directory.col.otherName', 40],
  ['status', 'supplier_directory.col.status', 12],
  ['paymentTerms', 'supplier_directory.col.paymentTerms', 16],
  ['currency', 'supplier_directory.col.currency', 10],
  ['pendingRequest', 'supplier_directory.col.pendingRequest', 16],
];

/** The finance supplier search (same filters as the list). */
export function exportFinance(deps: AppDeps, actor: Actor, q: FinanceListQuery, lang: Lang): ExportFile {
  const next = pagedRows(
    (page, pageSize) => searchFinance(deps, actor, { ...q, page, pageSize }),
    (r): ExportRow => ({
      vendorCode: r.vendorCode,
      ...namesIn(lang, r.name, r.nameEn),
      status: CONTROL_STATUS_LABELS[r.controlStatus as ControlStatus]?.[lang] ?? r.controlStatus,
      paymentTerms: r.paymentTerms,
      currency: r.currency,
      pendingRequest: r.pendingRequest ? translate(`supplier_directory.pending.${r.pendingRequest.kind === 'unfreeze' ? 'unfreeze' : 'freeze'}`, lang) : '',
    }),
  );
  const stream = streamWorkbook(translate('supplier_directory.export.financeSheet', lang), columnsIn(FINANCE_COLUMNS, lang), next, COUNT_CAP);
  return { filename: `${translate('supplier_directory.export.financeFile', lang)}.xlsx`, stream };
}
