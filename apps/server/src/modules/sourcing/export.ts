/**
 * The purchase requirement and RFx lists as Excel (issue 29 item 4, D-527): the list's own search
 * (filters and scope; a supplier its invited RFx only), streamed page by page (at most COUNT_CAP
 * rows), labels and statuses in the reader's language, times in the company's time zone.
 */
import { COUNT_CAP, translate, type Lang } from '@aerosupply/shared';
import { formatDateTime } from '@aerosupply/shared/format/dates';
import type { RequirementListQuery, RfxListQuery, SupplierRfxListQuery } from '@aerosupply/shared/sourcing/schemas';
import type { Actor, AppDeps } from '../../platform/context';
import { columnsIn, pagedRows, streamWorkbook, type ColumnDef, type ExportFile } from '../../platform/export/xlsx';
import { searchRfx } from './service';
import { searchRequirements } from './requirements';
import { searchSupplierRfx } from './supplier-rfx';

const C = 'sourcing.export.col';
const col = (key: string, width: number): ColumnDef => [key, `${C}.${key}`, width];
const at = (v: string | null, tz: string) => (v ? formatDateTime(v, tz) : '');
const file = (kind: string, lang: Lang) => `${translate(`sourcing.export.${kind}.file`, lang)}.xlsx`;

const REQUIREMENT_COLUMNS = [
  col('number', 16), col('status', 10), col('materialPn', 16), col('description', 28), col('quantity', 8), col('unit', 6), col('requiredDate', 12),
  col('plant', 8), col('purchaseOrg', 10), col('budgetPrice', 12), col('currency', 8), col('requester', 14), col('rfx', 16), col('createdAt', 18),
];
const RFX_COLUMNS = [
  col('number', 16), col('type', 8), col('description', 30), col('purchaseOrg', 10), col('status', 10), col('approvalStatus', 10), col('releasedAt', 18),
  col('deadlineAt', 18), col('openingAt', 18), col('itemCount', 8), col('bidderCount', 8), col('createdBy', 14), col('createdAt', 18),
];
const SUPPLIER_RFX_COLUMNS = [col('number', 16), col('type', 8), col('description', 30), col('purchaseOrg', 10), col('status', 10), col('releasedAt', 18), col('deadlineAt', 18), col('itemCount', 8), col('participation', 12)];

export function exportRequirements(deps: AppDeps, actor: Actor, q: RequirementListQuery, lang: Lang): ExportFile {
  const tz = deps.config.companyTimeZone;
  const next = pagedRows(
    (page, pageSize) => searchRequirements(deps, actor, { ...q, page, pageSize }),
    (r) => ({
      number: r.number, status: translate(`sourcing.export.requirement_status.${r.status}`, lang), materialPn: r.materialPn, description: r.description, quantity: r.quantity,
      unit: r.unit, requiredDate: r.requiredDate ?? '', plant: r.plant ?? '', purchaseOrg: r.purchaseOrg ?? '', budgetPrice: r.budgetPrice, currency: r.currency ?? '',
      requester: r.requester, rfx: r.rfx?.number ?? '', createdAt: at(r.createdAt, tz),
    }),
  );
  return { filename: file('requirements', lang), stream: streamWorkbook(translate('sourcing.export.requirements.sheet', lang), columnsIn(REQUIREMENT_COLUMNS, lang), next, COUNT_CAP) };
}

export function exportRfx(deps: AppDeps, actor: Actor, q: RfxListQuery, lang: Lang): ExportFile {
  const tz = deps.config.companyTimeZone;
  const next = pagedRows(
    (page, pageSize) => searchRfx(deps, actor, { ...q, page, pageSize }),
    (r) => ({
      number: r.number, type: r.type, description: r.description, purchaseOrg: r.purchaseOrg, status: translate(`sourcing.export.rfx_status.${r.status}`, lang),
      approvalStatus: translate(`sourcing.export.approval.${r.approvalStatus}`, lang), releasedAt: at(r.releasedAt, tz), deadlineAt: at(r.deadlineAt, tz),
      openingAt: at(r.openingAt, tz), itemCount: r.itemCount, bidderCount: r.bidderCount, createdBy: r.createdBy, createdAt: at(r.createdAt, tz),
    }),
  );
  return { filename: file('rfx', lang), stream: streamWorkbook(translate('sourcing.export.rfx.sheet', lang), columnsIn(RFX_COLUMNS, lang), next, COUNT_CAP) };
}

export function exportSupplierRfx(deps: AppDeps, actor: Actor, q: SupplierRfxListQuery, lang: Lang): ExportFile {
  const tz = deps.config.companyTimeZone;
  const next = pagedRows(
    (page, pageSize) => searchSupplierRfx(deps, actor, { ...q, page, pageSize }),
    (r) => ({
      number: r.number, type: r.type, description: r.description, purchaseOrg: r.purchaseOrg, status: translate(`sourcing.export.rfx_status.${r.status}`, lang),
      releasedAt: at(r.releasedAt, tz), deadlineAt: at(r.deadlineAt, tz), itemCount: r.itemCount, participation: translate(`sourcing.export.participation.${r.participation}`, lang),
    }),
  );
  return { filename: file('supplierRfx', lang), stream: streamWorkbook(translate('sourcing.export.rfx.sheet', lang), columnsIn(SUPPLIER_RFX_COLUMNS, lang), next, COUNT_CAP) };
}
