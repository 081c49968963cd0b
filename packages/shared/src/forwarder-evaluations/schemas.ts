/**
 * Requests and answers of forwarder evaluations (issue 17 item 6; old `/logistics/npd/evaluateInitiate`
 * and `evaluateAnswer`): questionnaire templates kept by logistics staff, evaluations started for a
 * forwarder and period, the forwarder's answers, and the scorecard (D-413).
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../api';
import { actionsOf, idSchema, pageOf, timestamp } from '../contracts';
import { isoDate } from '../supplier-profile/wizard';
import { optionalField, requiredText, text } from '../validation/fields';
import { queryId } from '../validation/ids';
import { QUESTION_KINDS } from './score';
import { EVALUATION_ACTIONS, EVALUATION_STATUSES } from './workflow';

const opt = <T extends z.ZodType>(schema: T) => optionalField(schema);
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: 'validation.invalid_enum' });
const order = z.enum(['asc', 'desc'], { error: 'validation.invalid_enum' }).default('desc');
const page = z.coerce.number({ error: 'validation.invalid_type' }).int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number({ error: 'validation.invalid_type' }).int().min(1).max(MAX_PAGE_SIZE).default(20);
const bool = z.enum(['true', 'false'], { error: 'validation.invalid_enum' });

/** Most questions a template holds. */
export const MAX_QUESTIONS = 50;

export const questionSchema = z.strictObject({
  text: requiredText(300),
  textEn: requiredText(300),
  kind: oneOf(QUESTION_KINDS),
  /** Relative weight within the questionnaire, 1-100. */
  weight: z.number({ error: 'validation.invalid_type' }).int({ error: 'validation.invalid' }).min(1, { error: 'validation.too_small' }).max(100, { error: 'validation.too_big' }),
});
export type Question = z.infer<typeof questionSchema>;

export const templateBody = z.strictObject({
  name: requiredText(100),
  nameEn: requiredText(100),
  description: opt(text(500)),
  active: z.boolean({ error: 'validation.invalid_type' }).default(true),
  questions: z.array(questionSchema, { error: 'validation.invalid_type' }).min(1, { error: 'evaluations.no_questions' }).max(MAX_QUESTIONS, { error: 'validation.too_long' }),
});
export type TemplateBody = z.infer<typeof templateBody>;
export type TemplateInput = z.input<typeof templateBody>;

export const TEMPLATE_SORTS = ['name', 'updatedAt'] as const;
export const templateListQuery = z.strictObject({
  name: opt(text()),
  active: opt(bool),
  sort: z.enum(TEMPLATE_SORTS, { error: 'validation.invalid_enum' }).default('updatedAt'),
  order,
  page,
  pageSize,
});
export type TemplateListQuery = z.infer<typeof templateListQuery>;

export const TEMPLATE_ACTIONS = ['edit', 'delete'] as const;
export const templateView = z.strictObject({
  id: idSchema,
  name: z.string(),
  nameEn: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
  /** Raised by every edit; an evaluation keeps the version (and the questions) it was started from (D-410). */
  version: z.number().int(),
  questions: z.array(questionSchema),
  /** Evaluations started from it (then it can no longer be deleted, only made inactive). */
  evaluations: z.number().int(),
  updatedAt: timestamp,
  actions: actionsOf(TEMPLATE_ACTIONS),
});
export type TemplateView = z.infer<typeof templateView>;
export const templatePage = pageOf(templateView);

// ---- evaluations ----

export const initiateBody = z
  .strictObject({
    forwarderId: idSchema.min(1, { error: 'evaluations.not_forwarder' }),
    templateId: idSchema.min(1, { error: 'validation.required' }),
    periodFrom: isoDate,
    periodTo: isoDate,
    dueDate: isoDate,
    remark: opt(text(500)),
  })
  .superRefine((v, ctx) => {
    if (v.periodTo < v.periodFrom) ctx.addIssue({ code: 'custom', path: ['periodTo'], message: 'evaluations.period_order' });
    if (v.dueDate < v.periodFrom) ctx.addIssue({ code: 'custom', path: ['dueDate'], message: 'evaluations.due_before_period' });
  });
export type InitiateBody = z.infer<typeof initiateBody>;

/** One answer per question, in the questions' order: 1-5 (score) or 1/0 (yes/no); null unanswered in a draft. */
export const answerItem = z.strictObject({
  value: z.number({ error: 'validation.invalid_type' }).int({ error: 'validation.invalid' }).min(0, { error: 'validation.too_small' }).max(5, { error: 'validation.too_big' }).nullable(),
  comment: opt(text(500)),
});
export type AnswerItem = z.infer<typeof answerItem>;

export const answerBody = z.strictObject({
  answers: z.array(answerItem, { error: 'validation.invalid_type' }).max(MAX_QUESTIONS, { error: 'validation.too_long' }),
  comment: opt(text(1000)),
});
export type AnswerBody = z.infer<typeof answerBody>;

export const returnBody = z.strictObject({ reason: z.string({ error: 'evaluations.reason_required' }).trim().min(1, { error: 'evaluations.reason_required' }).max(500, { error: 'validation.too_long' }) });
export const closeBody = z.strictObject({ comment: opt(text(500)) });

export const EVALUATION_SORTS = ['id', 'periodTo', 'dueDate', 'updatedAt'] as const;
export const evaluationListQuery = z
  .strictObject({
    number: opt(text()),
    forwarderId: opt(queryId),
    status: opt(oneOf(EVALUATION_STATUSES)),
    /** Evaluations whose period overlaps from..to. */
    from: opt(isoDate),
    to: opt(isoDate),
    sort: z.enum(EVALUATION_SORTS, { error: 'validation.invalid_enum' }).default('updatedAt'),
    order,
    page,
    pageSize,
  })
  .superRefine((v, ctx) => {
    if (v.from && v.to && v.to < v.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'evaluations.period_order' });
  });
export type EvaluationListQuery = z.infer<typeof evaluationListQuery>;

export const evaluationRow = z.strictObject({
  id: idSchema,
  number: z.string(),
  forwarderId: idSchema,
  forwarderName: z.string(),
  forwarderNameEn: z.string().nullable(),
  title: z.string(),
  titleEn: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  dueDate: z.string(),
  status: oneOf(EVALUATION_STATUSES),
  /** Past the due date and not yet submitted. */
  overdue: z.boolean(),
  /** The frozen total of a closed evaluation. */
  totalScore: z.number().nullable(),
  updatedAt: timestamp,
  actions: actionsOf(EVALUATION_ACTIONS),
});
export type EvaluationRow = z.infer<typeof evaluationRow>;
export const evaluationPage = pageOf(evaluationRow);

export const scorecardSchema = z.strictObject({
  questionnaire: z.number().nullable(),
  onTime: z.number().nullable(),
  billAccuracy: z.number().nullable(),
  total: z.number().nullable(),
  /** Delivered shipments with an ETA in the period, and of those on time (report C). */
  deliveredWithEta: z.number().int(),
  onTimeCount: z.number().int(),
  /** Bills sent for review with an invoice date in the period, and of those returned at least once (report E). */
  bills: z.number().int(),
  billsReturned: z.number().int(),
  weights: z.strictObject({ questionnaire: z.number(), onTime: z.number(), billAccuracy: z.number() }),
  /** Frozen when the evaluation was closed; otherwise measured now. */
  frozen: z.boolean(),
});
export type Scorecard = z.infer<typeof scorecardSchema>;

export const evaluationDetail = evaluationRow.extend({
  templateId: idSchema.nullable(),
  templateVersion: z.number().int(),
  questions: z.array(questionSchema),
  answers: z.array(z.strictObject({ value: z.number().nullable(), comment: z.string().nullable() })),
  comment: z.string().nullable(),
  remark: z.string().nullable(),
  returnReason: z.string().nullable(),
  closeComment: z.string().nullable(),
  initiatedBy: z.string().nullable(),
  submittedAt: timestamp.nullable(),
  closedAt: timestamp.nullable(),
  createdAt: timestamp,
  /** Staff only (the forwarder sees its answers, not the measured scorecard). */
  scorecard: scorecardSchema.nullable(),
  history: z.array(z.strictObject({ action: z.string(), fromStatus: z.string().nullable(), toStatus: z.string().nullable(), note: z.string().nullable(), actorName: z.string().nullable(), at: timestamp })),
});
export type EvaluationDetail = z.infer<typeof evaluationDetail>;

// ---- scorecards (closed evaluations) ----

export const SCORECARD_SORTS = ['periodTo', 'total', 'forwarder'] as const;
export const scorecardListQuery = z
  .strictObject({
    forwarderId: opt(queryId),
    from: opt(isoDate),
    to: opt(isoDate),
    sort: z.enum(SCORECARD_SORTS, { error: 'validation.invalid_enum' }).default('periodTo'),
    order,
    page,
    pageSize,
  })
  .superRefine((v, ctx) => {
    if (v.from && v.to && v.to < v.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'evaluations.period_order' });
  });
export type ScorecardListQuery = z.infer<typeof scorecardListQuery>;

export const scorecardRow = z.strictObject({
  evaluationId: idSchema,
  number: z.string(),
  forwarderId: idSchema,
  forwarderName: z.string(),
  forwarderNameEn: z.string().nullable(),
  periodFrom: z.string(),
  periodTo: z.string(),
  questionnaire: z.number().nullable(),
  onTime: z.number().nullable(),
  billAccuracy: z.number().nullable(),
  total: z.number().nullable(),
  closedAt: timestamp.nullable(),
});
export type ScorecardRow = z.infer<typeof scorecardRow>;
export const scorecardPage = pageOf(scorecardRow);

export const forwarderOption = z.strictObject({ id: idSchema, name: z.string(), nameEn: z.string().nullable() });
export const forwarderOptions = z.array(forwarderOption);
export type ForwarderOption = z.infer<typeof forwarderOption>;
