/** Rows of the supplier's own data -> responses, with the actions open now. */
import { EDITABLE_REVIEW_STATUSES, type ControlStatus, type ReviewStatus, type SupplierType } from '@aerosupply/shared/suppliers/states';
import type {
  CategoryNode,
  ChangeRequestView,
  InfoEditMode,
  ProfileSection,
  QualificationValidity,
  QualificationView,
} from '@aerosupply/shared/supplier-profile/schemas';
import type { FileItem } from '@aerosupply/shared/validation/upload';
import type { Actor } from '../../platform/context';
import type { ChangeRow } from './change-repo';
import type { CategoryRow, QualificationRow } from './repo';
import { changeRequestActions } from './policy';

/** The supplier columns the staff lists read (companies with supplier_profiles). */
export interface SupplierListColumns {
  name: string;
  name_en: string | null;
  vendor_code: string | null;
  tax_id: string | null;
  country: string | null;
  supplier_type: SupplierType;
  review_status: ReviewStatus;
  control_status: ControlStatus;
  purchase_org: string | null;
  blacklisted: boolean;
}

/** The fields every staff supplier list starts with (`supplierListFields` of the shared contracts). */
export function supplierListFieldsOf(companyId: number, r: SupplierListColumns) {
  return {
    companyId,
    name: r.name,
    nameEn: r.name_en,
    vendorCode: r.vendor_code,
    taxId: r.tax_id,
    country: r.country,
    supplierType: r.supplier_type,
    reviewStatus: r.review_status,
    controlStatus: r.control_status,
    purchaseOrg: r.purchase_org,
    blacklisted: r.blacklisted,
  };
}

/** Approved data changes go through review (spec 001 §4; docs/spec-decisions.md). */
export const APPROVED_REVIEW_STATUSES: readonly ReviewStatus[] = ['approved', 'synchronized_to_sap'];

export const isEditable = (status: string) => (EDITABLE_REVIEW_STATUSES as readonly string[]).includes(status);

export function editModeOf(status: string): InfoEditMode {
  if (isEditable(status)) return 'direct';
  if ((APPROVED_REVIEW_STATUSES as readonly string[]).includes(status)) return 'changeRequest';
  return 'locked';
}

export function validityOf(row: Pick<QualificationRow, 'cancelled' | 'end_date'>, today: string, soon: string): QualificationValidity {
  if (row.cancelled) return 'cancelled';
  if (!row.end_date) return 'valid';
  if (row.end_date < today) return 'expired';
  if (row.end_date <= soon) return 'expiring';
  return 'valid';
}

/** The fields of a qualification document every answer shows (`qualificationFields`), with its files' metadata. */
export function qualificationFieldsOf(row: QualificationRow, files: Record<string, FileItem>) {
  return {
    id: row.id,
    docType: row.doc_type,
    authority: row.authority,
    number: row.number,
    certificateNo: row.certificate_no,
    scope: row.scope,
    startDate: row.start_date,
    endDate: row.end_date,
    remarks: row.remarks,
    cancelled: row.cancelled,
    fileKeys: row.file_keys ?? [],
    // A key with no stored file is left out.
    files: (row.file_keys ?? []).flatMap((k) => (files[k] ? [files[k]] : [])),
  };
}

export function presentQualification(row: QualificationRow, today: string, soon: string, files: Record<string, FileItem> = {}): QualificationView {
  return {
    ...qualificationFieldsOf(row, files),
    cancelReason: row.cancel_reason,
    validity: validityOf(row, today, soon),
    updatedAt: row.updated_at.toISOString(),
    actions: row.cancelled ? ['delete'] : ['edit', 'cancel', 'delete'],
  };
}

/** A qualification row in the wizard's step-3 shape (empty values left out, as a draft saves them). */
export function wizardQualification(row: QualificationRow): Record<string, unknown> {
  const out: Record<string, unknown> = { id: row.id, fileKeys: row.file_keys ?? [] };
  const put = (k: string, v: string | null) => {
    if (v !== null && v !== '') out[k] = v;
  };
  put('authority', row.authority);
  put('number', row.number);
  put('certificateNo', row.certificate_no);
  put('scope', row.scope);
  put('startDate', row.start_date);
  put('endDate', row.end_date);
  put('remarks', row.remarks);
  return out;
}

export function presentCategoryTree(rows: CategoryRow[]): CategoryNode[] {
  const roots: CategoryNode[] = [];
  const byCode = new Map<string, CategoryNode>();
  for (const r of rows) {
    const node: CategoryNode = { code: r.code, nameZh: r.name_zh, nameEn: r.name_en, level: r.level === 1 ? 1 : 2, hasBuyer: r.has_buyer, children: [] };
    byCode.set(r.code, node);
    if (!r.parent_code) roots.push(node);
  }
  for (const r of rows) if (r.parent_code) byCode.get(r.parent_code)?.children.push(byCode.get(r.code)!);
  // A level I category has a buyer when it or one of its level II categories has one.
  for (const root of roots) root.hasBuyer = root.hasBuyer || root.children.some((ch) => ch.hasBuyer);
  return roots;
}

/** Top-level keys whose values differ between two section objects. */
/** JSON text with object keys sorted: stored JSON (jsonb) and a request body order keys differently. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => canonical(before[k]) !== canonical(after[k])).sort();
}

export function presentChangeRequest(row: ChangeRow, actor: Actor, files: Record<string, FileItem> = {}): ChangeRequestView {
  return {
    id: row.id,
    companyId: row.company_id,
    companyName: row.company_name,
    companyNameEn: row.company_name_en,
    section: row.section as ProfileSection,
    before: row.before,
    after: row.after,
    changedFields: changedFields(row.before, row.after),
    files,
    status: row.status,
    comment: row.comment,
    requestedByName: row.requested_by_name,
    reviewerName: row.reviewer_name,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at ? row.decided_at.toISOString() : null,
    actions: changeRequestActions(row, actor),
  };
}

export const iso = (d: Date | null) => (d ? d.toISOString() : null);
