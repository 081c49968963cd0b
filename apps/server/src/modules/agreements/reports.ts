/**
 * Agreement reports (issue 13 item 5, D-275): the agreement query (`/protocolQuery/index`) is the
 * list of agreements; the agreement report's main part is one row per agreement with its totals and
 * the CNY spend at the rate of its validity start, the minor part one row per line; the chart is
 * spend in CNY per supplier and per category. Export of the lines streams in batches (keyset).
 */
import { translate, type Lang, type Page } from '@aerosupply/shared';
import type { AgreementReportLineRow, AgreementReportMainRow, AgreementReportQuery, AgreementSpend, AgreementCategory } from '@aerosupply/shared/agreements/schemas';
import { mapPage } from '../../platform/db/paging';
import type { Actor, AppDeps } from '../../platform/context';
import { columnsIn, streamWorkbook, type ColumnDef, type ExportFile } from '../../platform/export/xlsx';
import { scopeOf } from '../../platform/tenancy/scope';
import { round2 } from './rates';
import * as repo from './repo';

/** Most lines one export writes (issue 13 figures: 100,000 lines). */
export const REPORT_EXPORT_CAP = 200_000;

export async function reportMain(deps: AppDeps, actor: Actor, q: AgreementReportQuery): Promise<Page<AgreementReportMainRow>> {
  return mapPage(await repo.reportMain(deps.db, scopeOf(actor), q), (r) => {
    const rate = r.rate === null ? null : Number(r.rate);
    return {
      id: r.id,
      agreementNo: r.agreement_no,
      version: r.version,
      title: r.title,
      supplierName: r.supplier_name,
      supplierNameEn: r.supplier_name_en,
      status: r.status,
      currency: r.currency,
      validFrom: r.valid_from,
      validTo: r.valid_to,
      lineCount: r.line_count,
      totalQuantity: Number(r.total_quantity),
      totalAmount: Number(r.total_amount),
      totalCny: rate === null ? null : round2(Number(r.total_amount) * rate),
      rate: rate === null ? null : Math.round(rate * 1e6) / 1e6,
    };
  });
}

const presentLine = (r: repo.ReportLineRow): AgreementReportLineRow => ({
  id: r.id,
  agreementId: r.agreement_id,
  agreementNo: r.agreement_no,
  supplierName: r.supplier_name,
  supplierNameEn: r.supplier_name_en,
  status: r.status,
  lineNo: r.line_no,
  partNumber: r.part_number,
  description: r.description,
  category: r.category,
  quantity: Number(r.quantity),
  unit: r.unit,
  unitPrice: Number(r.unit_price),
  amount: Number(r.amount),
  currency: r.currency,
  validFrom: r.valid_from,
  validTo: r.valid_to,
});

export async function reportLines(deps: AppDeps, actor: Actor, q: AgreementReportQuery): Promise<Page<AgreementReportLineRow>> {
  return mapPage(await repo.reportLines(deps.db, scopeOf(actor), q), presentLine);
}

export async function reportSpend(deps: AppDeps, actor: Actor, q: AgreementReportQuery): Promise<AgreementSpend> {
  const s = await repo.spend(deps.db, scopeOf(actor), q);
  return {
    currency: 'CNY',
    bySupplier: s.bySupplier.map((r) => ({ companyId: r.company_id, supplierName: r.name, supplierNameEn: r.name_en, amount: round2(Number(r.amount)) })),
    byCategory: s.byCategory.map((r) => ({ category: r.category as AgreementCategory, amount: round2(Number(r.amount)) })),
    unconverted: s.unconverted,
  };
}

const COLUMNS: ColumnDef[] = [
  ['agreementNo', 'agreements.col.agreementNo', 18],
  ['supplier', 'agreements.col.supplier', 32],
  ['status', 'agreements.col.status', 12],
  ['lineNo', 'agreements.col.lineNo', 8],
  ['partNumber', 'agreements.col.partNumber', 20],
  ['description', 'agreements.col.description', 30],
  ['category', 'agreements.col.category', 14],
  ['quantity', 'agreements.col.quantity', 12],
  ['unit', 'agreements.col.unit', 8],
  ['unitPrice', 'agreements.col.unitPrice', 14],
  ['amount', 'agreements.col.amount', 16],
  ['currency', 'agreements.col.currency', 8],
  ['validFrom', 'agreements.col.validFrom', 12],
  ['validTo', 'agreements.col.validTo', 12],
];

/** Streams the report's lines (the minor report with its filters) in batches of 1,000 by descending id. */
export function exportReportLines(deps: AppDeps, actor: Actor, q: AgreementReportQuery, lang: Lang): ExportFile {
  const scope = scopeOf(actor);
  let before = 2_147_483_647;
  const next = async () => {
    const rows = await repo.reportLineBatch(deps.db, scope, q, before, 1000);
    before = rows.at(-1)?.id ?? before;
    return rows.map((r) => ({
      agreementNo: r.agreement_no,
      supplier: lang === 'en' ? (r.supplier_name_en ?? r.supplier_name) : r.supplier_name,
      status: translate(`agreements.status.${r.status}`, lang),
      lineNo: r.line_no,
      partNumber: r.part_number,
      description: r.description ?? '',
      category: translate(`agreements.category.${r.category}`, lang),
      quantity: Number(r.quantity),
      unit: r.unit,
      unitPrice: Number(r.unit_price),
      amount: Number(r.amount),
      currency: r.currency,
      validFrom: r.valid_from,
      validTo: r.valid_to,
    }));
  };
  const stream = streamWorkbook(translate('agreements.export.sheet', lang), columnsIn(COLUMNS, lang), next, REPORT_EXPORT_CAP);
  return { filename: `${translate('agreements.export.file', lang)}.xlsx`, stream };
}
