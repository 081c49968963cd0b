/** Excel export of the official-supplier list (what the search shows, at most 10,000 rows). */
import { COUNT_CAP, type Lang } from '@aerosupply/shared';
import { CONTROL_STATUS_LABELS } from '@aerosupply/shared/suppliers/states';
import type { OfficialQuery } from '@aerosupply/shared/supplier-directory/schemas';
import ExcelJS from 'exceljs';
import type { Actor, AppDeps } from '../../platform/context';
import { companyToday, searchOfficial } from './service';

export async function exportOfficial(deps: AppDeps, actor: Actor, q: OfficialQuery, lang: Lang): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(lang === 'zh' ? '正式供应商' : 'Official suppliers');
  const zh = lang === 'zh';
  ws.columns = [
    { header: zh ? '供应商编码' : 'Vendor code', key: 'vendorCode', width: 14 },
    { header: zh ? '公司名称' : 'Company name', key: 'name', width: 40 },
    { header: zh ? '英文名称' : 'English name', key: 'nameEn', width: 40 },
    { header: zh ? '税号' : 'Tax ID', key: 'taxId', width: 24 },
    { header: zh ? '供应商类型' : 'Supplier type', key: 'supplierType', width: 14 },
    { header: zh ? '采购组织' : 'Purchase org', key: 'purchaseOrg', width: 12 },
    { header: zh ? '状态' : 'Status', key: 'status', width: 12 },
    { header: zh ? '黑名单' : 'Blacklisted', key: 'blacklisted', width: 10 },
    { header: zh ? '过期资质' : 'Expired qualifications', key: 'expired', width: 12 },
  ];
  ws.getRow(1).font = { bold: true };
  const today = companyToday(deps);
  let cursor: string | undefined = q.cursor;
  let written = 0;
  do {
    const page = await searchOfficial(deps.db, actor, { ...q, cursor, pageSize: 100, count: false }, today);
    for (const r of page.rows) {
      ws.addRow({
        vendorCode: r.vendorCode,
        name: r.name,
        nameEn: r.nameEn,
        taxId: r.taxId,
        supplierType: r.supplierType === 'aircraft' ? (zh ? '航材类' : 'Aircraft material') : zh ? '通用采购' : 'General procurement',
        purchaseOrg: r.purchaseOrg,
        status: CONTROL_STATUS_LABELS[r.controlStatus][lang],
        blacklisted: r.blacklisted ? (zh ? '是' : 'Yes') : '',
        expired: r.expiredQualifications || '',
      });
    }
    written += page.rows.length;
    cursor = page.nextCursor ?? undefined;
  } while (cursor && written < COUNT_CAP);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
