/** Excel export of a review task list (the list's queue, filters and order, at most 10,000 rows). */
import { COUNT_CAP, translate, type Lang } from '@aerosupply/shared';
import { formatDateTime } from '@aerosupply/shared/format/dates';
import type { ReviewListQuery } from '@aerosupply/shared/supplier-review/schemas';
import { REVIEW_STATUS_LABELS } from '@aerosupply/shared/suppliers/states';
import type { Actor, AppDeps } from '../../platform/context';
import { columnsIn, namesIn, pagedRows, streamWorkbook, type ColumnDef, type ExportFile } from '../../platform/export/xlsx';
import { listReviewTasks } from './service';

const COLUMNS: ColumnDef[] = [
  ['applicationNo', 'supplier_review.col.applicationNo', 16],
  ['name', 'supplier_review.col.name', 40],
  ['otherName', 'supplier_review.col.otherName', 40],
  ['vendorCode', 'supplier_review.col.vendorCode', 14],
  ['supplierType', 'supplier_review.col.supplierType', 16],
  ['reviewStatus', 'supplier_review.col.reviewStatus', 20],
  ['stage', 'supplier_review.col.stage', 14],
  ['purchaseOrg', 'supplier_review.col.purchaseOrg', 12],
  ['preauditNo', 'supplier_review.col.preauditNo', 16],
  ['auditNo', 'supplier_review.col.auditNo', 16],
  ['applicant', 'supplier_review.col.applicant', 16],
  ['submittedAt', 'supplier_review.col.submittedAt', 20],
];

export function exportReviewTasks(deps: AppDeps, actor: Actor, q: ReviewListQuery, lang: Lang): ExportFile {
  const tz = deps.config.companyTimeZone;
  const next = pagedRows(
    (page, pageSize) => listReviewTasks(deps, actor, { ...q, page, pageSize }),
    (r) => ({
      applicationNo: r.applicationNo,
      // The reader's language, as the list shows it (issue 28 item 3, D-726).
      ...namesIn(lang, r.name, r.nameEn),
      vendorCode: r.vendorCode,
      supplierType: translate(`supplier_review.type.${r.supplierType}`, lang),
      reviewStatus: REVIEW_STATUS_LABELS[r.reviewStatus][lang],
      stage: r.stage ? translate(`supplier_review.stage.${r.stage}`, lang) : null,
      purchaseOrg: r.purchaseOrg,
      preauditNo: r.preauditNo,
      auditNo: r.auditNo,
      applicant: r.applicant,
      submittedAt: r.submittedAt ? formatDateTime(r.submittedAt, tz) : null,
    }),
  );
  const stream = streamWorkbook(translate('supplier_review.export.sheet', lang), columnsIn(COLUMNS, lang), next, COUNT_CAP);
  return { filename: `${translate('supplier_review.export.file', lang)}.xlsx`, stream };
}
