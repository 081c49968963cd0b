/**
 * Agreements / contracts (issue 13 item 4; module inventory §B.3, §B.10 items 8 and 9): the buyer's
 * body (header, lines, contract clauses), the lists of both sides, the detail with versions and
 * what changed, the supplier's answers, and the reports (item 5). Exchange rates are in ./rates.ts.
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../api';
import { CONTRACT_TYPE_CODES } from '../codes/contract-types';
import { UNIT_CODES } from '../codes/tables';
import { TC_DICTIONARIES } from '../codes/tc-dictionaries';
import { CERTIFICATE_TYPES, CONDITION_CODES } from '../repair/codes';
import { actionsOf, idSchema, pageOf, timestamp } from '../contracts';
import { isoDate } from '../supplier-profile/wizard';
import { noSpaces, optionalField, requiredText, text } from '../validation/fields';
import { AGREEMENT_ACTIONS, AGREEMENT_STATUSES } from './workflow';

export * from './workflow';

const opt = <T extends z.ZodType>(schema: T) => optionalField(schema);

export const AGREEMENT_CURRENCIES = TC_DICTIONARIES.TC_CURRENCY.map((o) => o.VALUE) as [string, ...string[]];
export const AGREEMENT_INCOTERMS = TC_DICTIONARIES.TC_ICT_TYPE.map((o) => o.VALUE) as [string, ...string[]];
export const AGREEMENT_PAYMENT_TERMS = TC_DICTIONARIES.TC_PAY_PERIOD.map((o) => o.VALUE) as [string, ...string[]];
/** Material categories of agreement lines (the spend chart's second axis, D-276). */
export const AGREEMENT_CATEGORIES = ['rotable', 'expendable', 'consumable', 'tooling', 'repair', 'other'] as const;
export type AgreementCategory = (typeof AGREEMENT_CATEGORIES)[number];
/** Every unit of the `unit` code table (D-560), so an RFx item's unit reaches the agreement as it is. */
export const AGREEMENT_UNITS = UNIT_CODES;
/** Contract types of the RFx items' contract clauses (spec 001 L24, L61): the `contractType` code table (D-474). */
export const CONTRACT_TYPES = CONTRACT_TYPE_CODES;
export const MAX_AGREEMENT_LINES = 500;
/** Every clause of every awarded item reaches the agreement (an RFx item holds up to 20; D-475). */
export const MAX_CLAUSES = 1000;
/** Charges: the quoted other fees of the awarded offers (up to 6 per line; D-471). */
export const MAX_CHARGES = MAX_AGREEMENT_LINES * 6;

const decimal = (decimals: number, max = 1e11) =>
  z
    .number({ error: (i) => (i.input === undefined || i.input === null ? 'validation.required' : 'validation.invalid_type') })
    .refine((v) => Number.isFinite(v) && Math.abs(v) < max, { error: 'validation.max_digits' })
    .refine((v) => Math.abs(Math.round(v * 10 ** decimals) - v * 10 ** decimals) < 1e-6, { error: 'agreements.too_many_decimals' });
const positive = (decimals: number) => decimal(decimals).refine((v) => v > 0, { error: 'agreements.must_be_positive' });
const notNegative = (decimals: number) => decimal(decimals).refine((v) => v >= 0, { error: 'validation.not_negative' });

export const agreementLineInput = z.strictObject({
  lineNo: z.number({ error: 'validation.required' }).int({ error: 'validation.integer' }).min(1, { error: 'agreements.must_be_positive' }).max(99999, { error: 'validation.max_digits' }),
  partNumber: noSpaces.pipe(z.string().min(1, { error: 'validation.required' })),
  description: opt(text(200)),
  category: z.enum(AGREEMENT_CATEGORIES, { error: 'validation.invalid_enum' }),
  quantity: positive(3),
  unit: z.enum(AGREEMENT_UNITS, { error: 'validation.invalid_enum' }).default('EA'),
  /** Unit price in the agreement's currency, VAT excluded. */
  unitPrice: notNegative(4),
  leadTimeDays: opt(z.number({ error: 'validation.invalid_type' }).int({ error: 'validation.integer' }).min(0, { error: 'validation.not_negative' }).max(3650, { error: 'validation.max_digits' })),
  /** The P/N this line's (alternate) part replaces: the RFx item's P/N when the award went to an alternate (D-470). */
  replacesPn: opt(text().pipe(noSpaces)),
  manufacturerPn: opt(text()),
  manufacturerCode: opt(text()),
  manufacturerName: opt(text()),
  conditionCode: opt(z.enum(CONDITION_CODES, { error: 'validation.invalid_enum' })),
  certificate: opt(z.enum(CERTIFICATE_TYPES, { error: 'validation.invalid_enum' })),
  /** The delivery date the supplier postponed to in its offer. */
  postponedDate: opt(isoDate),
});
export type AgreementLineInput = z.infer<typeof agreementLineInput>;

export const contractClauseInput = z.strictObject({
  contractType: z.enum(CONTRACT_TYPES, { error: 'validation.invalid_enum' }),
  contractNo: requiredText(60),
  contractName: requiredText(100),
  clauseNo: requiredText(60),
  clauseText: requiredText(4000),
});
export type ContractClauseInput = z.infer<typeof contractClauseInput>;

/** A charge besides the lines (an awarded offer's other fee), in the agreement's currency, VAT excluded; counted in the total (D-471). */
export const agreementChargeInput = z.strictObject({
  /** The line the charge belongs to (null: the whole agreement). */
  lineNo: opt(z.number({ error: 'validation.invalid_type' }).int({ error: 'validation.integer' }).min(1, { error: 'agreements.must_be_positive' }).max(99999, { error: 'validation.max_digits' })),
  name: requiredText(60),
  amount: notNegative(4),
});
export type AgreementChargeInput = z.infer<typeof agreementChargeInput>;

/** The buyer's agreement (create and edit share it). */
export const agreementInput = z.strictObject({
  companyId: idSchema.min(1, { error: 'validation.required' }),
  title: requiredText(100),
  currency: z.enum(AGREEMENT_CURRENCIES, { error: 'validation.invalid_enum' }),
  incoterms: z.enum(AGREEMENT_INCOTERMS, { error: 'validation.invalid_enum' }),
  incotermsPlace: opt(text(100)),
  paymentTerms: z.enum(AGREEMENT_PAYMENT_TERMS, { error: 'validation.invalid_enum' }),
  validFrom: isoDate,
  validTo: isoDate,
  remark: opt(text(500)),
  lines: z.array(agreementLineInput).min(1, { error: 'agreements.lines_required' }).max(MAX_AGREEMENT_LINES, { error: 'validation.too_big' }),
  clauses: z.array(contractClauseInput).max(MAX_CLAUSES, { error: 'validation.too_big' }).default([]),
  charges: z.array(agreementChargeInput).max(MAX_CHARGES, { error: 'validation.too_big' }).default([]),
});
export type AgreementInput = z.infer<typeof agreementInput>;

export const reasonBody = z.strictObject({ reason: requiredText(500) });
export type AgreementReasonBody = z.infer<typeof reasonBody>;

const pageParams = { page: z.coerce.number().int().min(1).default(1), pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20) };

export const agreementListQuery = z.strictObject({
  agreementNo: opt(text(30)),
  title: opt(text(100)),
  status: z.enum(AGREEMENT_STATUSES).optional(),
  /** Staff only: name, English name or vendor code. */
  supplier: opt(text()),
  validOn: opt(isoDate),
  ...pageParams,
});
export type AgreementListQuery = z.infer<typeof agreementListQuery>;

export const agreementRow = z.strictObject({
  id: idSchema,
  agreementNo: z.string(),
  version: z.number().int(),
  title: z.string(),
  companyId: idSchema,
  supplierName: z.string(),
  supplierNameEn: z.string().nullable(),
  vendorCode: z.string().nullable(),
  status: z.enum(AGREEMENT_STATUSES),
  currency: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  totalAmount: z.number(),
  lineCount: z.number().int(),
  buyerName: z.string(),
  updatedAt: timestamp,
  actions: actionsOf(AGREEMENT_ACTIONS),
});
export type AgreementRow = z.infer<typeof agreementRow>;
export const agreementPage = pageOf(agreementRow);

export const agreementLineView = z.strictObject({
  lineNo: z.number().int(),
  partNumber: z.string(),
  description: z.string().nullable(),
  category: z.enum(AGREEMENT_CATEGORIES),
  quantity: z.number(),
  unit: z.string(),
  unitPrice: z.number(),
  amount: z.number(),
  leadTimeDays: z.number().int().nullable(),
  replacesPn: z.string().nullable(),
  manufacturerPn: z.string().nullable(),
  manufacturerCode: z.string().nullable(),
  manufacturerName: z.string().nullable(),
  conditionCode: z.string().nullable(),
  certificate: z.string().nullable(),
  postponedDate: z.string().nullable(),
});
export type AgreementLineView = z.infer<typeof agreementLineView>;

export const contractClauseView = z.strictObject({
  contractType: z.enum(CONTRACT_TYPES),
  contractNo: z.string(),
  contractName: z.string(),
  clauseNo: z.string(),
  clauseText: z.string(),
});

export const agreementChargeView = z.strictObject({ lineNo: z.number().int().nullable(), name: z.string(), amount: z.number() });
export type AgreementChargeView = z.infer<typeof agreementChargeView>;

/** One difference between this version and the one before (D-272). */
export const agreementChange = z.strictObject({
  /** `header`, `line` (by line number), `clause` (by contract and clause number) or `charge` (by line number and name). */
  part: z.enum(['header', 'line', 'clause', 'charge']),
  /** Line number, `contractNo/clauseNo` or `lineNo/name`; null for the header. */
  ref: z.string().nullable(),
  /** Field name (translated on the web by `agreements.fields.<field>`), or `added` / `removed`. */
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type AgreementChange = z.infer<typeof agreementChange>;

export const agreementHistoryEntry = z.strictObject({
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  note: z.string().nullable(),
  actorName: z.string().nullable(),
  at: timestamp,
});

/** Orders beyond a line's remaining quantity or after the agreement's expiry: refused or taken with a warning (D-612, `AGREEMENT_DRAW_EXCESS`). */
export const DRAW_EXCESS_POLICIES = ['refuse', 'warn'] as const;
export type DrawExcessPolicy = (typeof DRAW_EXCESS_POLICIES)[number];

/** Per agreement line: what non-cancelled order items drawing on it ordered, and what is left (D-611). */
export const agreementDrawLine = z.strictObject({
  lineNo: z.number().int(),
  orderedQuantity: z.number(),
  orderedAmount: z.number(),
  remainingQuantity: z.number(),
  remainingAmount: z.number(),
  /** Order items drawing on the line. */
  itemCount: z.number().int(),
});
export type AgreementDrawLine = z.infer<typeof agreementDrawLine>;
export const agreementDrawDown = z.strictObject({ policy: z.enum(DRAW_EXCESS_POLICIES), lines: z.array(agreementDrawLine) });
export type AgreementDrawDown = z.infer<typeof agreementDrawDown>;

export const agreementDetail = agreementRow.extend({
  incoterms: z.string(),
  incotermsPlace: z.string().nullable(),
  paymentTerms: z.string(),
  remark: z.string().nullable(),
  source: z.enum(['manual', 'award']),
  sourceRef: z.string().nullable(),
  refuseReason: z.string().nullable(),
  cancelReason: z.string().nullable(),
  sentAt: timestamp.nullable(),
  answeredAt: timestamp.nullable(),
  /** Who approved the award this agreement came from (null for a buyer's own agreement); the buyer is the RFx's (D-472). */
  approverName: z.string().nullable(),
  lines: z.array(agreementLineView),
  clauses: z.array(contractClauseView),
  charges: z.array(agreementChargeView),
  /** Sum of the line amounts; the total adds the charges. */
  linesAmount: z.number(),
  chargesAmount: z.number(),
  /** What this version changed against the previous one (empty for version 1). */
  changes: z.array(agreementChange),
  history: z.array(agreementHistoryEntry),
  /** What orders have drawn on each line (D-611; not in the award's plan or the webhook payload). */
  drawDown: agreementDrawDown.optional(),
});
export type AgreementDetail = z.infer<typeof agreementDetail>;

// ---- Reports (issue 13 item 5, D-275) ----

export const agreementReportQuery = z.strictObject({
  supplier: opt(text()),
  status: z.enum(AGREEMENT_STATUSES).optional(),
  category: z.enum(AGREEMENT_CATEGORIES).optional(),
  currency: z.enum(AGREEMENT_CURRENCIES).optional(),
  partNumber: opt(text(60)),
  /** Agreements valid at some time in this range. */
  validFrom: opt(isoDate),
  validTo: opt(isoDate),
  ...pageParams,
});
export type AgreementReportQuery = z.infer<typeof agreementReportQuery>;

/** Main report: one row per agreement with its totals (spend in the report currency CNY at the rate of its validity start). */
export const agreementReportMainRow = z.strictObject({
  id: idSchema,
  agreementNo: z.string(),
  version: z.number().int(),
  title: z.string(),
  supplierName: z.string(),
  supplierNameEn: z.string().nullable(),
  status: z.enum(AGREEMENT_STATUSES),
  currency: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  lineCount: z.number().int(),
  totalQuantity: z.number(),
  totalAmount: z.number(),
  /** Total in CNY; null when no rate applies. */
  totalCny: z.number().nullable(),
  rate: z.number().nullable(),
});
export type AgreementReportMainRow = z.infer<typeof agreementReportMainRow>;
export const agreementReportMainPage = pageOf(agreementReportMainRow);

/** Minor report: one row per agreement line. */
export const agreementReportLineRow = z.strictObject({
  id: idSchema,
  agreementId: idSchema,
  agreementNo: z.string(),
  supplierName: z.string(),
  supplierNameEn: z.string().nullable(),
  status: z.enum(AGREEMENT_STATUSES),
  lineNo: z.number().int(),
  partNumber: z.string(),
  description: z.string().nullable(),
  category: z.enum(AGREEMENT_CATEGORIES),
  quantity: z.number(),
  unit: z.string(),
  unitPrice: z.number(),
  amount: z.number(),
  currency: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
});
export type AgreementReportLineRow = z.infer<typeof agreementReportLineRow>;
export const agreementReportLinePage = pageOf(agreementReportLineRow);

/** Spend per supplier and per category, in CNY (the chart). */
export const agreementSpend = z.strictObject({
  currency: z.literal('CNY'),
  bySupplier: z.array(z.strictObject({ companyId: idSchema, supplierName: z.string(), supplierNameEn: z.string().nullable(), amount: z.number() })),
  byCategory: z.array(z.strictObject({ category: z.enum(AGREEMENT_CATEGORIES), amount: z.number() })),
  /** Agreements left out because no rate converts their currency. */
  unconverted: z.number().int(),
});
export type AgreementSpend = z.infer<typeof agreementSpend>;

export const supplierOption = z.strictObject({ id: idSchema, name: z.string(), nameEn: z.string().nullable(), vendorCode: z.string().nullable() });
export const supplierOptions = z.array(supplierOption);
/** GET /api/agreements/suppliers: search by name or vendor code. */
export const supplierOptionsQuery = z.strictObject({ q: z.string().trim().max(60).optional() });
export type SupplierOption = z.infer<typeof supplierOption>;
