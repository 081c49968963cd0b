/** Excel export of the official-supplier list (what the search shows, at most 10,000 rows). */
import { COUNT_CAP, translate, type Lang } from '@aerosupply/shared';
import { CONTROL_STATUS_LABELS } from '@aerosupply/shared/suppliers/states';
import type { OfficialQuery } from '@aerosupply/shared/supplier-directory/schemas';
import type { Actor, AppDeps } from '../../platform/context';
import { columnsIn, streamWorkbook, type ColumnDef, type ExportFile, type ExportRow } from '../../platform/export/xlsx';
import { companyToday, searchOfficial } from './service';

const COLUMNS: ColumnDef[] = [
  ['vendorCode', 'supplier_directory.col.vendorCode', 14],
  ['name', 'supplier_directory.col.name', 40],
  ['nameEn', 'supplier_directory.col.nameEn', 40],
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
      name: r.name,
      nameEn: r.nameEn,
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
