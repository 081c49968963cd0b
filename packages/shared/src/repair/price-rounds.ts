/**
 * Wheel price lists (issue 15 item 3, D-341, D-342): a price round (轮次询价) asks repair shops for
 * unit prices of the P/Ns of one material group for a validity period. Each shop answers every line
 * with stepped tiers (the tiers of a repair quotation), held or submitted, or makes no offer; its
 * list groups are those of the repair inquiries (pending / processed / expired). Submitted prices of
 * a round valid today are the price list staff read when they ask shops to repair a P/N.
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../api';
import { actionsOf, idSchema, pageOf, timestamp } from '../contracts';
import { moment } from '../sourcing/schemas';
import { isoDate } from '../supplier-profile/wizard';
import { DEFAULT_UNIT, noSpaces, optionalField, requiredText, text } from '../validation/fields';
import { MATERIAL_GROUPS } from './codes';
import { quoteTierView } from './responses';
import { quoteTier } from './schemas';
import { INQUIRY_GROUPS, QUOTE_STATUSES } from './workflow';
import { defineWorkflow } from '../workflow/machine';

const code = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: 'validation.invalid_enum' });
const paging = {
  page: z.coerce.number({ error: 'validation.invalid_type' }).int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number({ error: 'validation.invalid_type' }).int().min(1).max(MAX_PAGE_SIZE).default(20),
};
const s = z.string().nullable();

// ---- the round's state (sent -> closed by staff); answers use the quotation states (QUOTE_WORKFLOW) ----

export const ROUND_STATUSES = ['sent', 'closed'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];
export const ROUND_ACTIONS = ['close'] as const;
export type RoundAction = (typeof ROUND_ACTIONS)[number];
/** What a shop may do with its answer (the quotation actions without the award). */
export const ANSWER_ACTIONS = ['save', 'submit', 'no_offer'] as const;

export const ROUND_WORKFLOW = defineWorkflow<RoundStatus, RoundAction, { status: RoundStatus }>({
  name: 'repair price rounds',
  states: ROUND_STATUSES,
  actions: ROUND_ACTIONS,
  stateOf: (r) => r.status,
  wrongStateKey: 'repair.round.closed',
  transitions: [{ action: 'close', from: 'sent', to: 'closed', permission: 'repair.inquiry.manage', actorKinds: ['staff'] }],
});

// ---- requests ----

export const roundLine = z.strictObject({
  pn: requiredText().pipe(noSpaces),
  description: requiredText(200),
  unit: text(10).default(DEFAULT_UNIT).transform((u) => u || DEFAULT_UNIT),
});

export const roundBody = z
  .strictObject({
    title: requiredText(100),
    materialGroup: code(MATERIAL_GROUPS),
    validFrom: isoDate,
    validTo: isoDate,
    quotationDeadline: moment,
    lines: z.array(roundLine).min(1, { error: 'validation.required' }).max(200, { error: 'validation.too_big' }),
    shops: z.array(z.number({ error: 'validation.invalid_type' }).int().positive()).min(1, { error: 'validation.required' }).max(50, { error: 'validation.too_big' }),
  })
  .superRefine((b, ctx) => {
    if (b.validTo < b.validFrom) ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'repair.round.period' });
    const seen = new Set<string>();
    b.lines.forEach((l, i) => {
      const key = l.pn.toUpperCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['lines', i, 'pn'], message: 'repair.round.pn_twice' });
      seen.add(key);
    });
  });
export type RoundBody = z.infer<typeof roundBody>;
export type RoundInput = z.input<typeof roundBody>;

export const roundListQuery = z.strictObject({
  number: optionalField(text()),
  materialGroup: optionalField(code(MATERIAL_GROUPS)),
  status: optionalField(code(ROUND_STATUSES)),
  ...paging,
});
export type RoundListQuery = z.infer<typeof roundListQuery>;

export const supplierRoundQuery = z.strictObject({
  group: code(INQUIRY_GROUPS).default('pending'),
  materialGroup: optionalField(code(MATERIAL_GROUPS)),
  ...paging,
});
export type SupplierRoundQuery = z.infer<typeof supplierRoundQuery>;

export const answerLine = z.strictObject({ pn: requiredText().pipe(noSpaces), tiers: z.array(quoteTier).max(20, { error: 'validation.too_big' }).default([]) });
export const answerBody = z.strictObject({
  /** false: hold (temporary storage); true: submit. */
  submit: z.boolean(),
  remarks: optionalField(text(500)),
  lines: z.array(answerLine).max(200, { error: 'validation.too_big' }).default([]),
});
export type AnswerBody = z.infer<typeof answerBody>;
export type AnswerInput = z.input<typeof answerBody>;

export const priceListQuery = z.strictObject({ pn: requiredText().pipe(noSpaces) });

// ---- responses ----

const company = { companyId: idSchema, companyName: z.string(), companyNameEn: s };

export const roundFields = {
  id: idSchema,
  number: z.string(),
  status: z.enum(ROUND_STATUSES),
  title: z.string(),
  materialGroup: z.enum(MATERIAL_GROUPS),
  validFrom: z.string(),
  validTo: z.string(),
  quotationDeadline: timestamp,
  lines: z.array(z.strictObject({ pn: z.string(), description: z.string(), unit: z.string() })),
  createdBy: z.string(),
  createdAt: timestamp,
};

export const answerView = z.strictObject({
  id: idSchema,
  ...company,
  status: z.enum(QUOTE_STATUSES),
  remarks: s,
  noOfferReason: s,
  lines: z.array(z.strictObject({ pn: z.string(), tiers: z.array(quoteTierView) })),
  submittedAt: timestamp.nullable(),
  actions: actionsOf(ANSWER_ACTIONS),
});
export type AnswerView = z.infer<typeof answerView>;

export const roundRow = z.strictObject({
  ...roundFields,
  shopCount: z.number().int(),
  submittedCount: z.number().int(),
  expired: z.boolean(),
  actions: actionsOf(ROUND_ACTIONS),
});
export type RoundRow = z.infer<typeof roundRow>;
export const roundPage = pageOf(roundRow);

export const roundDetail = z.strictObject({ ...roundRow.shape, answers: z.array(answerView) });
export type RoundDetail = z.infer<typeof roundDetail>;

/** The shop's round: without the other shops, with its own answer. */
export const supplierRound = z.strictObject({ ...roundFields, group: z.enum(INQUIRY_GROUPS), answer: answerView });
export type SupplierRound = z.infer<typeof supplierRound>;
export const supplierRoundPage = pageOf(supplierRound);

/** One shop's submitted price for a P/N from a round valid today (the lowest tier's start quantity first). */
export const listPrice = z.strictObject({
  ...company,
  roundId: idSchema,
  roundNumber: z.string(),
  validTo: z.string(),
  price: z.number(),
  currency: z.string(),
  startQty: z.number(),
  deliveryDays: z.number().int(),
});
export type ListPrice = z.infer<typeof listPrice>;
export const listPrices = z.array(listPrice);
