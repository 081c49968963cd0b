/**
 * Requests of sourcing (issue 12): purchase requirements (demands), RFx authoring (header and
 * default conditions, items with their contract clauses, questions and notes, attachments,
 * project team, invited bidders), the staff and supplier lists.
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../api';
import { attachmentKeys } from '../supplier-review/schemas';
import { isoDate } from '../supplier-profile/wizard';
import { TC_DICTIONARIES } from '../codes/tc-dictionaries';
import { CONTRACT_TYPE_CODES } from '../codes/contract-types';
import { CERTIFICATE_TYPES, type ConditionCode } from '../repair/codes';
import { DEFAULT_UNIT, MAX_OTHER_FEES_LENIENT, email as emailField, mobile as mobileField, noSpaces, optionalField, requiredText, text } from '../validation/fields';
import { pathId, queryId } from '../validation/ids';
import { QUOTATION_STATUSES, REQUIREMENT_STATUSES, RFX_STATUSES } from './workflow';

const opt = <T extends z.ZodType>(schema: T) => optionalField(schema);

/** At most `places` decimals. */
const decimals = (v: number, places: number) => Math.abs(Math.round(v * 10 ** places) - v * 10 ** places) < 1e-6;

/** Quantity: more than 0, at most 3 decimals, below 10^12. */
export const quantity = z
  .number({ error: (i) => (i.input === undefined || i.input === null ? 'validation.required' : 'validation.invalid_type') })
  .positive({ error: 'validation.too_small' })
  .max(999_999_999_999, { error: 'validation.too_big' })
  .refine((v) => decimals(v, 3), { error: 'validation.invalid' });

/** A price: not negative, at most 4 decimals. */
export const price = z
  .number({ error: 'validation.invalid_type' })
  .nonnegative({ error: 'validation.too_small' })
  .max(99_999_999_999, { error: 'validation.too_big' })
  .refine((v) => decimals(v, 4), { error: 'validation.invalid' });

/** A moment with an offset (ISO 8601), e.g. the quotation deadline. */
export const moment = z.iso.datetime({ offset: true, error: 'validation.date' });

/** Material class codes 1-10 (spec 001 §9). */
export const MATERIAL_TYPES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'] as const;

/** Kinds of the RFx's texts: questions bidders answer and notes they read (001 §2: type and text required). */
export const RFX_TEXT_KINDS = ['question', 'note'] as const;
/** Types of questions and notes (D-246). */
export const RFX_TEXT_TYPES = ['technical', 'commercial', 'quality', 'logistics', 'general'] as const;
/** Delivery types of the default conditions and items (D-246). */
export const DELIVERY_TYPES = ['one_time', 'batches', 'on_call'] as const;

const dictCode = opt(text(20));

// ---- requirements ----

export const requirementBody = z.strictObject({
  materialType: opt(z.enum(MATERIAL_TYPES, { error: 'validation.invalid_enum' })),
  materialPn: requiredText().pipe(noSpaces),
  description: requiredText(200),
  quantity,
  unit: text(10).default(DEFAULT_UNIT).transform((u) => u || DEFAULT_UNIT),
  requiredDate: opt(isoDate),
  plant: dictCode,
  purchaseOrg: dictCode,
  purchaseGroup: dictCode,
  deliveryLocation: dictCode,
  budgetPrice: opt(price),
  currency: dictCode,
  manufacturerCode: opt(text()),
  manufacturerName: opt(text()),
  remark: opt(text(500)),
});
export type RequirementBody = z.infer<typeof requirementBody>;
export type RequirementInput = z.input<typeof requirementBody>;

export const REQUIREMENT_SORTS = ['number', 'requiredDate', 'createdAt'] as const;

export const requirementListQuery = z.strictObject({
  number: opt(text()),
  materialPn: opt(text()),
  description: opt(text()),
  status: opt(z.enum(REQUIREMENT_STATUSES, { error: 'validation.invalid_enum' })),
  plant: dictCode,
  purchaseOrg: dictCode,
  requester: opt(text()),
  createdFrom: opt(isoDate),
  createdTo: opt(isoDate),
  rfxId: opt(queryId),
  sort: z.enum(REQUIREMENT_SORTS, { error: 'validation.invalid_enum' }).default('createdAt'),
  order: z.enum(['asc', 'desc'], { error: 'validation.invalid_enum' }).default('desc'),
  page: z.coerce.number({ error: 'validation.invalid_type' }).int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number({ error: 'validation.invalid_type' }).int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type RequirementListQuery = z.infer<typeof requirementListQuery>;

// ---- RFx ----

/** Item-level contract / clause (001 §2 dialog); the contract type is a code of the `contractType` table (D-474). */
export const rfxClauseBody = z.strictObject({
  contractType: z.enum(CONTRACT_TYPE_CODES, { error: (i) => (i.input === undefined || i.input === null || i.input === '' ? 'validation.required' : 'validation.invalid_enum') }),
  contractNo: opt(text()),
  contractName: opt(text()),
  clauseNo: opt(text()),
  clauseText: requiredText(2000),
});

/** An RFx item (every field of the 001 §2 item form; default unit EA). */
export const rfxItemBody = z.strictObject({
  /** The requirement the item was pulled from. */
  requirementId: opt(z.number().int().positive()),
  materialType: opt(z.enum(MATERIAL_TYPES, { error: 'validation.invalid_enum' })),
  materialPn: requiredText().pipe(noSpaces),
  description: requiredText(200),
  purchaseCategory: opt(text()),
  deliveryType: opt(z.enum(DELIVERY_TYPES, { error: 'validation.invalid_enum' })),
  deliveryNote: opt(text(200)),
  deliveryDeadline: opt(isoDate),
  firstDeliveryDate: opt(isoDate),
  paymentTerm: dictCode,
  paymentNote: opt(text(200)),
  detailedRequirements: opt(text(1000)),
  acceptReplacement: z.boolean().default(false),
  specialRequirements: opt(text(500)),
  quantity,
  unit: text(10).default(DEFAULT_UNIT).transform((u) => u || DEFAULT_UNIT),
  budgetPrice: opt(price),
  budgetCurrency: dictCode,
  showBudgetPrice: z.boolean().default(false),
  incoterms: dictCode,
  deliveryLocation: dictCode,
  deliveryAddress: opt(text(200)),
  consignment: z.boolean().default(false),
  manufacturerCode: opt(text()),
  manufacturerName: opt(text()),
  clauses: z.array(rfxClauseBody).max(20).default([]),
});
export type RfxItemBody = z.infer<typeof rfxItemBody>;
export type RfxItemInput = z.input<typeof rfxItemBody>;

export const rfxTextBody = z.strictObject({
  kind: z.enum(RFX_TEXT_KINDS, { error: 'validation.invalid_enum' }),
  type: z.enum(RFX_TEXT_TYPES, { error: (i) => (i.input === undefined || i.input === null ? 'validation.required' : 'validation.invalid_enum') }),
  text: requiredText(1000),
});

/**
 * Create or save an RFx (the whole wizard). A draft needs only type, description and purchasing
 * org; release checks the rest (items, bidders, schedule).
 */
export const rfxBody = z
  .strictObject({
    type: requiredText(20),
    description: requiredText(200),
    purchaseOrg: requiredText(20),
    purchaseGroup: dictCode,
    plant: dictCode,
    deadlineAt: opt(moment),
    openingAt: opt(moment),
    technicalOpenAt: opt(moment),
    bidValidityDays: opt(z.number({ error: 'validation.invalid_type' }).int({ error: 'validation.invalid_type' }).min(1, { error: 'validation.too_small' }).max(999, { error: 'validation.too_big' })),
    incoterms: dictCode,
    deliveryLocation: dictCode,
    deliveryAddress: opt(text(200)),
    paymentTerm: dictCode,
    paymentNote: opt(text(200)),
    deliveryType: opt(z.enum(DELIVERY_TYPES, { error: 'validation.invalid_enum' })),
    firstDeliveryDate: opt(isoDate),
    lastDeliveryDate: opt(isoDate),
    allowRevision: z.boolean().default(false),
    showBudgetPrice: z.boolean().default(false),
    mustQuoteAll: z.boolean().default(false),
    consignment: z.boolean().default(false),
    acceptAlternatives: z.boolean().default(false),
    mustReply: z.boolean().default(false),
    items: z.array(rfxItemBody).max(500, { error: 'validation.too_big' }).default([]),
    texts: z.array(rfxTextBody).max(50).default([]),
    attachments: attachmentKeys.default([]),
    /** Project team (staff user ids); the creator when empty. */
    team: z.array(z.number().int().positive()).max(20).default([]),
    /** The team member who holds the opening password; the creator when absent. */
    passwordHolderId: opt(z.number().int().positive()),
    /** Invited bidders (supplier company ids). */
    bidders: z.array(z.number().int().positive()).max(100).default([]),
  })
  .superRefine((v, ctx) => {
    if (v.deadlineAt && v.openingAt && Date.parse(v.openingAt) < Date.parse(v.deadlineAt)) {
      ctx.addIssue({ code: 'custom', path: ['openingAt'], message: 'sourcing.rfx.opening_before_deadline' });
    }
    if (v.firstDeliveryDate && v.lastDeliveryDate && v.lastDeliveryDate < v.firstDeliveryDate) {
      ctx.addIssue({ code: 'custom', path: ['lastDeliveryDate'], message: 'sourcing.rfx.last_before_first' });
    }
    const seen = new Set<number>();
    v.bidders.forEach((b, i) => {
      if (seen.has(b)) ctx.addIssue({ code: 'custom', path: ['bidders', i], message: 'sourcing.rfx.bidder_duplicate' });
      seen.add(b);
    });
  });
export type RfxBody = z.infer<typeof rfxBody>;
export type RfxInput = z.input<typeof rfxBody>;

export const RFX_SORTS = ['number', 'deadlineAt', 'createdAt'] as const;

export const rfxListQuery = z.strictObject({
  number: opt(text()),
  description: opt(text()),
  type: dictCode,
  status: opt(z.enum(RFX_STATUSES, { error: 'validation.invalid_enum' })),
  purchaseOrg: dictCode,
  materialPn: opt(text()),
  createdFrom: opt(isoDate),
  createdTo: opt(isoDate),
  sort: z.enum(RFX_SORTS, { error: 'validation.invalid_enum' }).default('createdAt'),
  order: z.enum(['asc', 'desc'], { error: 'validation.invalid_enum' }).default('desc'),
  page: z.coerce.number({ error: 'validation.invalid_type' }).int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number({ error: 'validation.invalid_type' }).int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type RfxListQuery = z.infer<typeof rfxListQuery>;

/** POST /api/sourcing/rfx/:id/open-early */
export const openEarlyBody = z.strictObject({ password: requiredText(32) });

/** The supplier's RFx list (invitations): by RFx number, type. */
export const supplierRfxListQuery = z.strictObject({
  number: opt(text()),
  type: dictCode,
  status: opt(z.enum(RFX_STATUSES, { error: 'validation.invalid_enum' })),
  page: z.coerce.number({ error: 'validation.invalid_type' }).int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number({ error: 'validation.invalid_type' }).int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type SupplierRfxListQuery = z.infer<typeof supplierRfxListQuery>;

/** GET /api/sourcing/bidder-candidates?q= : official suppliers by name or vendor code. */
export const bidderCandidatesQuery = z.strictObject({ q: opt(text()) });

/** POST /api/sup/rfx/:id/decline: not participating needs a reason (001 §2). */
export const declineBody = z.strictObject({ reason: requiredText(500) });

/** `/api/sourcing/rfx/:id/quotations/:quotationId/…` */
export const rfxQuotationParams = z.strictObject({ id: pathId, quotationId: pathId });

/** POST /api/sourcing/rfx/:id/approve: an optional comment (D-261). */
export const approveBody = z.strictObject({ comment: opt(text(500)) });
/** POST /api/sourcing/rfx/:id/reject: a rejection needs a comment (D-261). */
export const rejectBody = z.strictObject({ comment: requiredText(500) });

/** POST /api/sourcing/rfx/:id/reminders: remind these invited bidders (D-262); none = every bidder not yet quoted. */
export const reminderBody = z.strictObject({ companyIds: z.array(z.number({ error: 'validation.invalid_type' }).int().positive()).max(500).default([]) });
export type ReminderInput = z.input<typeof reminderBody>;

// ---- quotations (issue 12 item 3) ----

/** Chinese VAT rates a quotation item may carry, in % (TC_TAX_RATE: 0, 1, 3, 6, 9, 13). */
export const QUOTE_VAT_RATES = TC_DICTIONARIES.TC_TAX_RATE.map((o) => Number(o.VALUE));
/**
 * Condition codes a supplier may offer a part in (domain reference; the repair code table without
 * the codes of parts nobody sells as such: US, BER, SCRAP). Labels: `repair.code.condition.<code>`.
 */
export const QUOTE_CONDITION_CODES = ['FN', 'NE', 'NS', 'OH', 'SV', 'RP', 'IN', 'IT', 'AR'] as const satisfies readonly ConditionCode[];
/** Release certificates an offer may come with (the repair code table). Labels: `repair.code.certificate.<code>`. */
export const QUOTE_CERTIFICATES = CERTIFICATE_TYPES;
/** Most items one quotation carries (an RFx has at most 500). */
export const MAX_QUOTATION_ITEMS = 500;

/** One other fee of an item (001 §2: up to the configured maximum, 5 or 6). */
export const otherFeeBody = z.strictObject({ name: requiredText(60), amount: price });

/**
 * One quotation item (001 §2 quotation editor). A draft may leave anything blank; submission
 * checks that every quoted item has quantity, unit price and currency (D-255).
 */
export const quotationItemBody = z
  .strictObject({
    rfxItemId: z.number({ error: 'validation.required' }).int().positive(),
    noBid: z.boolean().default(false),
    quoteQty: opt(quantity),
    unitPrice: opt(price),
    currency: dictCode,
    /** Price per this many units (price unit), 1 by default. */
    priceUnit: z.number({ error: 'validation.invalid_type' }).int({ error: 'validation.invalid_type' }).min(1, { error: 'validation.too_small' }).max(10_000, { error: 'validation.too_big' }).default(1),
    vatRate: opt(z.number({ error: 'validation.invalid_type' }).refine((v) => QUOTE_VAT_RATES.includes(v), { error: 'validation.invalid_enum' })),
    otherFees: z.array(otherFeeBody).max(MAX_OTHER_FEES_LENIENT, { error: 'validation.too_big' }).default([]),
    leadTimeDays: opt(z.number({ error: 'validation.invalid_type' }).int({ error: 'validation.invalid_type' }).min(0, { error: 'validation.too_small' }).max(3650, { error: 'validation.too_big' })),
    /** Condition of the part offered (D-280). */
    conditionCode: opt(z.enum(QUOTE_CONDITION_CODES, { error: 'validation.invalid_enum' })),
    /** Release certificate the part comes with (D-280). */
    certificate: opt(z.enum(QUOTE_CERTIFICATES, { error: 'validation.invalid_enum' })),
    postponed: z.boolean().default(false),
    postponedDate: opt(isoDate),
    alternativePn: opt(text().pipe(noSpaces)),
    manufacturerPn: opt(text()),
    manufacturerCode: opt(text()),
    manufacturerName: opt(text()),
    specialNotes: opt(text(500)),
  })
  .superRefine((v, ctx) => {
    if (v.postponed && !v.postponedDate) ctx.addIssue({ code: 'custom', path: ['postponedDate'], message: 'validation.required' });
  });
export type QuotationItemBody = z.infer<typeof quotationItemBody>;
export type QuotationItemInput = z.input<typeof quotationItemBody>;

/** An answer to one of the RFx's questions (by its position among the RFx texts). */
export const quotationAnswerBody = z.strictObject({ textIndex: z.number().int().min(0).max(49), answer: text(1000) });

/** Save (draft) or submit the supplier's quotation: the header parameters, answers, annexes and items. */
export const quotationBody = z
  .strictObject({
    validityDays: opt(z.number({ error: 'validation.invalid_type' }).int({ error: 'validation.invalid_type' }).min(1, { error: 'validation.too_small' }).max(999, { error: 'validation.too_big' })),
    currency: dictCode,
    incoterms: dictCode,
    deliveryLocation: dictCode,
    paymentTerm: dictCode,
    paymentNote: opt(text(200)),
    remark: opt(text(1000)),
    answers: z.array(quotationAnswerBody).max(50).default([]),
    /** The supplier's own questions to the buyer (001 §2 'supplier questions'). */
    supplierQuestions: z.array(rfxTextBody.omit({ kind: true })).max(20).default([]),
    attachments: attachmentKeys.default([]),
    items: z.array(quotationItemBody).max(MAX_QUOTATION_ITEMS, { error: 'validation.too_big' }).default([]),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<number>();
    v.items.forEach((it, i) => {
      if (seen.has(it.rfxItemId)) ctx.addIssue({ code: 'custom', path: ['items', i, 'rfxItemId'], message: 'sourcing.quote.item_twice' });
      seen.add(it.rfxItemId);
    });
  });
export type QuotationBody = z.infer<typeof quotationBody>;
export type QuotationInput = z.input<typeof quotationBody>;

/** The supplier's quotation list (`/sup/supplierQuote/index`): by quotation or RFx number, type, progress. */
export const supplierQuotationListQuery = z.strictObject({
  number: opt(text()),
  type: dictCode,
  status: opt(z.enum(QUOTATION_STATUSES, { error: 'validation.invalid_enum' })),
  page: z.coerce.number({ error: 'validation.invalid_type' }).int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number({ error: 'validation.invalid_type' }).int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type SupplierQuotationListQuery = z.infer<typeof supplierQuotationListQuery>;

/** At most this many bidder contacts per quotation (D-390). */
export const MAX_BIDDER_CONTACTS = 5;
/** One bidder contact of the supplier's quotation (D-390): name required, e-mail required and valid, phone digits. */
export const quotationContactInput = z.strictObject({
  name: requiredText(),
  phone: optionalField(mobileField),
  email: emailField,
  emailReminder: z.boolean({ error: 'validation.invalid_type' }).default(true),
});
/** PUT /api/sup/rfx/:id/quotation/contacts: the quotation's bidder contacts, 1 to 5 (D-390). */
export const quotationContactsBody = z.strictObject({
  contacts: z
    .array(quotationContactInput)
    .min(1, { error: 'validation.required' })
    .max(MAX_BIDDER_CONTACTS, { error: 'sourcing.contacts.too_many' }),
});
export type QuotationContactsInput = z.input<typeof quotationContactsBody>;
export type QuotationContactsBody = z.infer<typeof quotationContactsBody>;
