/** Staff review chain requests (spec 001 §4 'Supplier review status'). */
import { z } from 'zod';
import { pathId } from '../validation/ids';
import { REVIEW_STATUSES, SUPPLIER_TYPES } from '../suppliers/states';
import { REVIEW_ACTIONS, REVIEW_QUEUES } from './workflow';
import { pageQuery } from '../supplier-directory/schemas';
import { text } from '../validation/fields';

/** File keys of uploaded attachments (POST /api/files/upload). */
export const attachmentKeys = z.array(z.string().trim().min(1).max(64, { error: 'validation.too_long' })).max(20, { error: 'validation.too_long' });

/** Comment and attachments every action takes. */
export const actionBase = {
  comment: text(500).optional(),
  attachments: attachmentKeys.default([]),
};

const score = z.number({ error: 'validation.invalid_type' }).int().min(0).max(100);

/** Assessment form (pinggu1: pre-qualification; pinggu2: qualification examination). */
export const assessmentForm = z.strictObject({
  quality: score,
  technical: score,
  delivery: score,
  price: score,
  service: score,
  conclusion: text(500).optional(),
  /** Purchasing organisation the supplier is assessed for (sets its audit scope). */
  purchaseOrg: text(10).optional(),
});
export type AssessmentForm = z.infer<typeof assessmentForm>;

export const reviewActionBody = z.strictObject({
  ...actionBase,
  form: assessmentForm.optional(),
});
export type ReviewActionBody = z.infer<typeof reviewActionBody>;

export const reviewActionParams = z.strictObject({
  companyId: pathId,
  action: z.enum(REVIEW_ACTIONS),
});

/** Strict path ids (D-99). */
export { companyIdParams, idParams } from '../validation/ids';

/** GET /api/supplier-reviews: the pre-audit / audit / review task lists with the capability-list filters. */
export const reviewListQuery = z.strictObject({
  ...pageQuery,
  queue: z.enum(REVIEW_QUEUES).optional(),
  /** Only records the user may act on now (auditor routing applied). */
  mine: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
  supplierType: z.enum(SUPPLIER_TYPES).optional(),
  status: z.enum(REVIEW_STATUSES).optional(),
  /** Audit result: pass (moved on), fail (rejected/failed), pending (in progress). */
  result: z.enum(['pending', 'pass', 'fail', 'returned']).optional(),
  name: text().optional(),
  applicant: text().optional(),
  applicationNo: text(20).optional(),
  preauditNo: text(20).optional(),
  auditNo: text(20).optional(),
  category1: text().optional(),
  category2: text().optional(),
  purchaseOrg: text(10).optional(),
  submittedFrom: z.iso.date({ error: 'validation.date' }).optional(),
  submittedTo: z.iso.date({ error: 'validation.date' }).optional(),
  sort: z.enum(['submittedAt', 'updatedAt', 'name']).default('submittedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ReviewListQuery = z.infer<typeof reviewListQuery>;

/** Decision on a change request or capability application reviewed by staff. */
export const decisionBody = z.strictObject({
  decision: z.enum(['approve', 'reject']),
  comment: text(500).optional(),
});

/** POST /api/inquiry-approvers: approvers of inquiries by purchasing org, category and supplier type. */
export const inquiryApproverBody = z.strictObject({
  userId: z.number().int().positive(),
  purchaseOrg: text(10).min(1, { error: 'validation.required' }),
  category1: text().optional(),
  category2: text().optional(),
  supplierType: z.enum(SUPPLIER_TYPES).optional(),
  remarks: text(200).optional(),
});
export const inquiryApproverQuery = z.strictObject({
  ...pageQuery,
  purchaseOrg: text(10).optional(),
  supplierType: z.enum(SUPPLIER_TYPES).optional(),
  name: text().optional(),
});
