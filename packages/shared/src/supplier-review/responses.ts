/** Responses of the staff review chain: task rows, the review detail, the timeline, inquiry approvers. */
import { z } from 'zod';
import { actionsOf, fileKeyList, idSchema, pageOf, timestamp } from '../contracts';
import { REVIEW_ACTIONS, REVIEW_STAGES } from './workflow';
import { SUPPLIER_TYPES } from '../suppliers/states';
import { supplierListFields, wizardRecord } from '../suppliers/responses';

/** One entry of a supplier's timeline (review, control, freeze, blacklist, change, capability, SAP, master data). */
export const timelineEntry = z.strictObject({
  id: idSchema,
  kind: z.string(),
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  comment: z.string().nullable(),
  attachments: fileKeyList,
  actorName: z.string().nullable(),
  actorSide: z.enum(['staff', 'supplier', 'forwarder', 'system']),
  createdAt: timestamp,
});
export type TimelineEntry = z.infer<typeof timelineEntry>;

/** An assessment form as saved (the request's form). */
export const assessmentFormView = z.strictObject({
  quality: z.number(),
  technical: z.number(),
  delivery: z.number(),
  price: z.number(),
  service: z.number(),
  conclusion: z.string().optional(),
  purchaseOrg: z.string().optional(),
});

/** A row of the review task lists. */
export const reviewRow = z.strictObject({
  ...supplierListFields,
  /** The sub-stage, only while the record is to be evaluated. */
  stage: z.enum(REVIEW_STAGES).nullable(),
  applicationNo: z.string().nullable(),
  preauditNo: z.string().nullable(),
  auditNo: z.string().nullable(),
  categories: z.array(z.strictObject({ level1: z.string(), level2: z.string() })),
  applicant: z.string().nullable(),
  inviter: z.string().nullable(),
  prequalifiedBy: z.string().nullable(),
  prequalifiedAt: timestamp.nullable(),
  assessedBy: z.string().nullable(),
  assessedAt: timestamp.nullable(),
  submittedAt: timestamp.nullable(),
  updatedAt: timestamp.nullable(),
  sapPending: z.boolean(),
  actions: actionsOf(REVIEW_ACTIONS),
});
export type ReviewRow = z.infer<typeof reviewRow>;
export const reviewPage = pageOf(reviewRow);

const routedAuditor = z.strictObject({ id: idSchema, userId: idSchema, name: z.string(), employeeId: z.string() });

/** GET /api/supplier-reviews/:companyId and the answer of every review step. */
export const reviewDetail = reviewRow.extend({
  wizard: wizardRecord,
  prequalificationForm: assessmentFormView.nullable(),
  assessmentForm: assessmentFormView.nullable(),
  approvalTasks: z.array(
    z.strictObject({
      id: idSchema,
      system: z.enum(['OA', 'QAUDIT']),
      status: z.enum(['pending', 'approved', 'rejected']),
      adapter: z.string(),
      externalRef: z.string().nullable(),
      submittedAt: timestamp,
      decidedAt: timestamp.nullable(),
      comment: z.string().nullable(),
    }),
  ),
  routedAuditors: z.strictObject({ prequalification: z.array(routedAuditor), examination: z.array(routedAuditor) }),
  timeline: z.array(timelineEntry),
});
export type ReviewDetail = z.infer<typeof reviewDetail>;

/** A row of the inquiry approvers (inquiryPower). */
export const inquiryApproverRow = z.strictObject({
  id: idSchema,
  userId: idSchema,
  userName: z.string(),
  account: z.string(),
  purchaseOrg: z.string(),
  category1: z.string().nullable(),
  category2: z.string().nullable(),
  supplierType: z.enum(SUPPLIER_TYPES).nullable(),
  remarks: z.string().nullable(),
  actions: actionsOf(['delete']),
});
export type InquiryApproverRow = z.infer<typeof inquiryApproverRow>;
export const inquiryApproverPage = pageOf(inquiryApproverRow);
