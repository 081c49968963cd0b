/**
 * Comparison and award of an opened RFx (issue 13 items 2-3; D-280..D-284): the per-item
 * comparison on one currency, the buyer's award (whole RFx or split per item and quantity), its
 * review by an inquiry approver, and the rules both sides check (split sums, no-bid, reason).
 */
import { z } from 'zod';
import { registerMessages } from '../i18n/messages';
import { actionsOf, idSchema, timestamp } from '../contracts';
import { TC_DICTIONARIES } from '../codes/tc-dictionaries';
import { CONTRACT_TYPE_CODES } from '../codes/contract-types';
import { optionalField, requiredText, text } from '../validation/fields';
import { defineWorkflow, type Guard, type WorkflowActor } from '../workflow/machine';
import { moment, quantity } from './schemas';

export const COMPARISON_CURRENCIES = TC_DICTIONARIES.TC_CURRENCY.map((o) => o.VALUE) as [string, ...string[]];

// ---- award workflow ----
/** An award: submitted for review (pending) -> approved (agreements created) | rejected (the buyer may award again). */
export const AWARD_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AwardStatus = (typeof AWARD_STATUSES)[number];
export const AWARD_ACTIONS = ['approve', 'reject'] as const;
export type AwardAction = (typeof AWARD_ACTIONS)[number];

export interface AwardRecord {
  status: AwardStatus;
  approverId: number;
}
export interface AwardActor extends WorkflowActor {
  userId: number;
}

const isApprover: Guard<AwardRecord, AwardActor> = {
  name: 'actor is the chosen approver',
  test: (r, actor) => r.approverId === actor.userId,
  refusal: { status: 403, errorKey: 'sourcing.award.not_approver' },
};

export const AWARD_WORKFLOW = defineWorkflow<AwardStatus, AwardAction, AwardRecord, AwardActor>({
  name: 'sourcing-award',
  states: AWARD_STATUSES,
  actions: AWARD_ACTIONS,
  stateOf: (r) => r.status,
  wrongStateKey: 'sourcing.award.decided',
  transitions: [
    { action: 'approve', from: 'pending', to: 'approved', permission: 'sourcing.rfx.manage', actorKinds: ['staff'], guards: [isApprover] },
    { action: 'reject', from: 'pending', to: 'rejected', permission: 'sourcing.rfx.manage', actorKinds: ['staff'], guards: [isApprover] },
  ],
});

// ---- requests ----
export const comparisonQuery = z.strictObject({
  currency: z.enum(COMPARISON_CURRENCIES, { error: 'validation.invalid_enum' }).default('CNY'),
  sort: z.enum(['landed', 'lead']).default('landed'),
});
export type ComparisonQuery = z.infer<typeof comparisonQuery>;

export const awardLineInput = z.strictObject({
  rfxItemId: idSchema,
  companyId: idSchema,
  quantity,
});
export type AwardLineInput = z.infer<typeof awardLineInput>;

export const awardBody = z.strictObject({
  lines: z.array(awardLineInput).min(1, { error: 'sourcing.award.no_lines' }).max(10_000, { error: 'validation.too_big' }),
  /** Required when an item does not go (all) to its cheapest offer. */
  reason: optionalField(text(500)),
  approverId: idSchema,
});
export type AwardBody = z.infer<typeof awardBody>;

export const awardDecisionBody = z.strictObject({ comment: optionalField(text(500)) });
export const awardRejectBody = z.strictObject({ comment: requiredText(500) });

/** A further round (D-284): chosen items and suppliers of the opened RFx, a new deadline and opening time. */
export const roundBody = z
  .strictObject({
    itemIds: z.array(idSchema).min(1, { error: 'sourcing.round.no_items' }).max(500, { error: 'validation.too_big' }),
    companyIds: z.array(idSchema).min(1, { error: 'sourcing.round.no_bidders' }).max(500, { error: 'validation.too_big' }),
    deadlineAt: moment,
    openingAt: moment,
  })
  .superRefine((v, ctx) => {
    if (Date.parse(v.openingAt) < Date.parse(v.deadlineAt)) ctx.addIssue({ code: 'custom', path: ['openingAt'], message: 'sourcing.rfx.opening_before_deadline' });
  });
export type RoundBody = z.infer<typeof roundBody>;

// ---- responses ----
const s = z.string().nullable();

export const comparisonOffer = z.strictObject({
  quotationId: idSchema,
  companyId: idSchema,
  vendorCode: s,
  name: z.string(),
  nameEn: s,
  noBid: z.boolean(),
  postponed: z.boolean(),
  postponedDate: s,
  quoteQty: z.number().nullable(),
  unitPrice: z.number().nullable(),
  currency: s,
  priceUnit: z.number().int(),
  vatRate: z.number().nullable(),
  /** Other fees of the item spread per unit, in the quotation's currency. */
  feesPerUnit: z.number(),
  /** Rate used (units of the comparison currency per unit of the offer's), null when no rate applies. */
  rate: z.number().nullable(),
  rateDate: s,
  /** (price / price unit + fees per unit) x rate, VAT excluded; null for no bid or no rate. */
  landedUnit: z.number().nullable(),
  /** The VAT on the landed unit cost, shown apart. */
  vatPerUnit: z.number().nullable(),
  leadTimeDays: z.number().int().nullable(),
  incoterms: s,
  deliveryLocation: s,
  alternativePn: s,
  /** Condition code and release certificate of the offer (codes; labels `repair.code.condition|certificate.<code>`). */
  conditionCode: s,
  certificate: s,
  cheapest: z.boolean(),
  fastest: z.boolean(),
});
export type ComparisonOffer = z.infer<typeof comparisonOffer>;

export const comparisonItem = z.strictObject({
  rfxItemId: idSchema,
  lineNo: z.number().int(),
  materialPn: z.string(),
  description: z.string(),
  quantity: z.number(),
  unit: z.string(),
  budgetPrice: z.number().nullable(),
  budgetCurrency: s,
  /** The budget unit price in the comparison currency (null without budget or rate). */
  budgetConverted: z.number().nullable(),
  offers: z.array(comparisonOffer),
});
export type ComparisonItem = z.infer<typeof comparisonItem>;

export const comparisonBidder = z.strictObject({
  companyId: idSchema,
  vendorCode: s,
  name: z.string(),
  nameEn: s,
  participation: z.string(),
  declineReason: s,
  quotationStatus: s,
  /** Sum of landed unit x RFx quantity over the items the bidder quoted (comparison currency). */
  total: z.number().nullable(),
});

export const comparison = z.strictObject({
  rfxId: idSchema,
  rfxNumber: z.string(),
  currency: z.string(),
  /** The date whose rates are used: the opening day. */
  rateDate: z.string(),
  bidders: z.array(comparisonBidder),
  items: z.array(comparisonItem),
});
export type Comparison = z.infer<typeof comparison>;

export const awardLineView = z.strictObject({
  rfxItemId: idSchema,
  lineNo: z.number().int(),
  materialPn: z.string(),
  companyId: idSchema,
  supplierName: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  currency: z.string(),
  agreementNo: s,
});

/** One line of the agreement an approval makes: the awarded offer (D-470). */
export const awardPlanLine = z.strictObject({
  lineNo: z.number().int(),
  /** The offered P/N (the alternate when one was offered). */
  partNumber: z.string(),
  /** The RFx item's P/N an alternate replaces. */
  replacesPn: s,
  description: s,
  quantity: z.number(),
  unit: z.string(),
  unitPrice: z.number(),
  leadTimeDays: z.number().int().nullable(),
  manufacturerPn: s,
  manufacturerCode: s,
  manufacturerName: s,
  conditionCode: s,
  certificate: s,
  postponedDate: s,
});

/** What the approval of an award makes for one winner (D-470..D-475): shown on the award screen before the approval. */
export const awardAgreementPlan = z.strictObject({
  companyId: idSchema,
  supplierName: z.string(),
  currency: z.string(),
  incoterms: z.string(),
  incotermsPlace: s,
  paymentTerms: z.string(),
  /** The buyer who ran the RFx (the agreement's buyer). */
  buyerName: z.string(),
  linesAmount: z.number(),
  /** The offers' other fees, pro rata of the awarded quantity, in the agreement's currency. */
  chargesAmount: z.number(),
  totalAmount: z.number(),
  lines: z.array(awardPlanLine),
  charges: z.array(z.strictObject({ lineNo: z.number().int().nullable(), name: z.string(), amount: z.number() })),
  clauses: z.array(z.strictObject({ contractType: z.enum(CONTRACT_TYPE_CODES), contractNo: z.string(), contractName: z.string(), clauseNo: z.string(), clauseText: z.string() })),
});
export type AwardAgreementPlan = z.infer<typeof awardAgreementPlan>;

export const awardView = z.strictObject({
  id: idSchema,
  rfxId: idSchema,
  status: z.enum(AWARD_STATUSES),
  reason: s,
  approverId: idSchema,
  approverName: z.string(),
  submittedBy: z.string(),
  submittedAt: timestamp,
  decidedAt: timestamp.nullable(),
  comment: s,
  lines: z.array(awardLineView),
  /** Per winner, what its agreement carries (made at the approval). */
  plans: z.array(awardAgreementPlan),
  actions: actionsOf(AWARD_ACTIONS),
});
export type AwardView = z.infer<typeof awardView>;

/** The RFx's awards (newest first) and who may review a new one. */
export const awardState = z.strictObject({
  awards: z.array(awardView),
  approvers: z.array(z.strictObject({ userId: idSchema, name: z.string() })),
  /** A new award may be submitted (opened, no pending or approved award). */
  canAward: z.boolean(),
});
export type AwardState = z.infer<typeof awardState>;

/** The rounds of an RFx's chain, first to last. */
export const rfxRounds = z.array(
  z.strictObject({ id: idSchema, number: z.string(), round: z.number().int(), status: z.string(), deadlineAt: timestamp.nullable(), openedAt: timestamp.nullable(), current: z.boolean() }),
);
export type RfxRounds = z.infer<typeof rfxRounds>;

// ---- rules ----
export interface SplitItem {
  rfxItemId: number;
  quantity: number;
}
export interface SplitOffer {
  rfxItemId: number;
  companyId: number;
  noBid: boolean;
  /** Null: the offer covers the RFx quantity. */
  quoteQty: number | null;
  landedUnit: number | null;
}
export interface SplitError {
  path: string;
  errorKey: string;
}

const eq = (a: number, b: number) => Math.abs(a - b) < 1e-9;

/**
 * The award's rules (D-281): each line names an item of the RFx and a supplier that quoted it (not
 * a no-bid), at most the offer's quoted quantity; per item the lines sum to at most the RFx
 * quantity, one line per supplier; a reason when any awarded quantity leaves the cheapest offer.
 */
export function checkAwardSplit(items: readonly SplitItem[], offers: readonly SplitOffer[], lines: readonly AwardLineInput[], reason: string | null | undefined): SplitError[] {
  const errors: SplitError[] = [];
  const itemById = new Map(items.map((i) => [i.rfxItemId, i]));
  const offerOf = (itemId: number, companyId: number) => offers.find((o) => o.rfxItemId === itemId && o.companyId === companyId);
  const sums = new Map<number, number>();
  const seen = new Set<string>();
  lines.forEach((l, n) => {
    const item = itemById.get(l.rfxItemId);
    if (!item) return void errors.push({ path: `lines.${n}.rfxItemId`, errorKey: 'sourcing.award.unknown_item' });
    const key = `${l.rfxItemId}:${l.companyId}`;
    if (seen.has(key)) return void errors.push({ path: `lines.${n}.companyId`, errorKey: 'sourcing.award.duplicate' });
    seen.add(key);
    const offer = offerOf(l.rfxItemId, l.companyId);
    if (!offer) return void errors.push({ path: `lines.${n}.companyId`, errorKey: 'sourcing.award.no_offer' });
    if (offer.noBid) return void errors.push({ path: `lines.${n}.companyId`, errorKey: 'sourcing.award.no_bid' });
    if (offer.quoteQty !== null && l.quantity > offer.quoteQty + 1e-9) return void errors.push({ path: `lines.${n}.quantity`, errorKey: 'sourcing.award.over_offer' });
    sums.set(l.rfxItemId, (sums.get(l.rfxItemId) ?? 0) + l.quantity);
  });
  lines.forEach((l, n) => {
    const item = itemById.get(l.rfxItemId);
    const sum = sums.get(l.rfxItemId);
    if (item && sum !== undefined && sum > item.quantity + 1e-9 && !errors.some((e) => e.path === `lines.${n}.quantity`)) {
      // Reported once per item, on its first line.
      if (lines.findIndex((x) => x.rfxItemId === l.rfxItemId) === n) errors.push({ path: `lines.${n}.quantity`, errorKey: 'sourcing.award.over_quantity' });
    }
  });
  if (errors.length === 0 && !reason?.trim() && !cheapestChosen(offers, lines)) errors.push({ path: 'reason', errorKey: 'sourcing.award.reason_required' });
  return errors;
}

/** Every awarded quantity goes to an offer with the lowest landed unit cost of its item (ties count as cheapest). */
export function cheapestChosen(offers: readonly SplitOffer[], lines: readonly AwardLineInput[]): boolean {
  return lines.every((l) => {
    const priced = offers.filter((o) => o.rfxItemId === l.rfxItemId && !o.noBid && o.landedUnit !== null);
    if (priced.length === 0) return true;
    const min = Math.min(...priced.map((o) => o.landedUnit!));
    const chosen = priced.find((o) => o.companyId === l.companyId);
    return chosen !== undefined && eq(chosen.landedUnit!, min);
  });
}

/** Landed unit cost in the offer's currency: price per unit plus other fees spread over the quoted (else the RFx) quantity. */
export function landedUnitOf(o: { unitPrice: number | null; priceUnit: number; otherFees: readonly { amount: number }[]; quoteQty: number | null }, rfxQty: number): { perUnit: number | null; feesPerUnit: number } {
  const qty = o.quoteQty && o.quoteQty > 0 ? o.quoteQty : rfxQty;
  const fees = o.otherFees.reduce((sum, f) => sum + f.amount, 0);
  const feesPerUnit = qty > 0 ? fees / qty : 0;
  if (o.unitPrice === null) return { perUnit: null, feesPerUnit };
  return { perUnit: o.unitPrice / (o.priceUnit || 1) + feesPerUnit, feesPerUnit };
}

export const AWARD_MESSAGES = {
  'sourcing.award.not_opened': { zh: '询价尚未开标，不能比价或定标', en: 'The bids of this RFx are not opened yet' },
  'sourcing.award.exists': { zh: '该询价已有待审批或已批准的定标', en: 'This RFx already has an award under review or approved' },
  'sourcing.award.decided': { zh: '该定标已审批', en: 'This award has already been decided' },
  'sourcing.award.not_approver': { zh: '只有所选审批人可以审批该定标', en: 'Only the chosen approver can decide this award' },
  'sourcing.award.bad_approver': { zh: '请选择该采购组织的询价审批人', en: 'Choose an inquiry approver of the RFx purchasing organisation' },
  'sourcing.award.no_lines': { zh: '请至少定标一个行项目', en: 'Award at least one item' },
  'sourcing.award.unknown_item': { zh: '该行项目不属于此询价', en: 'This item is not part of the RFx' },
  'sourcing.award.duplicate': { zh: '同一供应商在同一行项目只能定标一次', en: 'A supplier can be awarded an item only once' },
  'sourcing.award.no_offer': { zh: '该供应商未对此行项目报价', en: 'This supplier did not quote this item' },
  'sourcing.award.no_bid': { zh: '该供应商对此行项目不报价，不能定标', en: 'This supplier did not bid on this item; it cannot be awarded' },
  'sourcing.award.over_offer': { zh: '定标数量超过该供应商的报价数量', en: 'The quantity is more than the supplier quoted' },
  'sourcing.award.over_quantity': { zh: '定标数量合计超过询价数量', en: 'The awarded quantities add up to more than the RFx quantity' },
  'sourcing.award.reason_required': { zh: '未选择最低价报价时请填写理由', en: 'Give a reason when the cheapest offer is not chosen' },
  'sourcing.award.no_rate': { zh: '缺少 {from} 到 {to} 的汇率', en: 'No exchange rate from {from} to {to}' },
  'sourcing.round.no_items': { zh: '请至少选择一个行项目', en: 'Choose at least one item' },
  'sourcing.round.no_bidders': { zh: '请至少选择一个供应商', en: 'Choose at least one supplier' },
  'sourcing.round.exists': { zh: '该询价已有下一轮', en: 'This RFx already has a next round' },
  'sourcing.round.award_live': { zh: '该询价已有待审批或已批准的定标，不能再开新一轮', en: 'This RFx has an award under review or approved; no further round can be started' },
  'sourcing.round.superseded': { zh: '该询价已有下一轮，请在最新一轮定标', en: 'A later round exists; award on the latest round' },
  'sourcing.round.unknown_item': { zh: '该行项目不属于此询价', en: 'This item is not part of the RFx' },
  'sourcing.round.unknown_bidder': { zh: '该供应商不是此询价的投标人', en: 'This supplier is not a bidder of the RFx' },
  'sourcing.round.deadline_past': { zh: '报价截止时间必须晚于当前时间', en: 'The deadline must be in the future' },
  'sourcing.compare.file': { zh: '比价表', en: 'Comparison' },
  'sourcing.compare.sheet': { zh: '比价', en: 'Comparison' },
  'sourcing.compare.noBid': { zh: '不报价', en: 'No bid' },
  'sourcing.compare.postponed': { zh: '延期', en: 'Postponed' },
  'sourcing.compare.cheapest': { zh: '最低价', en: 'Cheapest' },
  'sourcing.compare.fastest': { zh: '最短交期', en: 'Fastest' },
  'sourcing.compare.alternate': { zh: '替代件', en: 'Alternate' },
  'sourcing.compare.noOffers': { zh: '无报价', en: 'No offers' },
  'sourcing.compare.col.lineNo': { zh: '行号', en: 'Line' },
  'sourcing.compare.col.materialPn': { zh: '件号', en: 'Part number' },
  'sourcing.compare.col.quantity': { zh: '询价数量', en: 'RFx quantity' },
  'sourcing.compare.col.unit': { zh: '单位', en: 'Unit' },
  'sourcing.compare.col.vendorCode': { zh: '供应商编码', en: 'Vendor code' },
  'sourcing.compare.col.supplier': { zh: '供应商', en: 'Supplier' },
  'sourcing.compare.col.mark': { zh: '标记', en: 'Marks' },
  'sourcing.compare.col.unitPrice': { zh: '报价单价', en: 'Quoted price' },
  'sourcing.compare.col.currency': { zh: '币种', en: 'Currency' },
  'sourcing.compare.col.priceUnit': { zh: '价格单位', en: 'Price unit' },
  'sourcing.compare.col.feesPerUnit': { zh: '单位其他费用', en: 'Fees per unit' },
  'sourcing.compare.col.rate': { zh: '汇率', en: 'Rate' },
  'sourcing.compare.col.landedUnit': { zh: '折算单位成本（不含税）', en: 'Landed unit cost (excl. VAT)' },
  'sourcing.compare.col.vatRate': { zh: '税率%', en: 'VAT %' },
  'sourcing.compare.col.vatPerUnit': { zh: '单位税额', en: 'VAT per unit' },
  'sourcing.compare.col.leadTimeDays': { zh: '交期（天）', en: 'Lead time (days)' },
  'sourcing.compare.col.incoterms': { zh: '贸易条款', en: 'Incoterms' },
  'sourcing.compare.col.alternativePn': { zh: '替代件号', en: 'Alternate P/N' },
  'sourcing.compare.col.conditionCode': { zh: '件况', en: 'Condition' },
  'sourcing.compare.col.certificate': { zh: '适航证书', en: 'Certificate' },
  'sourcing.compare.condition.FN': { zh: 'FN 原厂全新', en: 'FN factory new' },
  'sourcing.compare.condition.NE': { zh: 'NE 全新', en: 'NE new' },
  'sourcing.compare.condition.NS': { zh: 'NS 全新库存件', en: 'NS new surplus' },
  'sourcing.compare.condition.OH': { zh: 'OH 大修', en: 'OH overhauled' },
  'sourcing.compare.condition.SV': { zh: 'SV 可用', en: 'SV serviceable' },
  'sourcing.compare.condition.RP': { zh: 'RP 修理', en: 'RP repaired' },
  'sourcing.compare.condition.IN': { zh: 'IN 检验', en: 'IN inspected' },
  'sourcing.compare.condition.IT': { zh: 'IT 检测', en: 'IT inspected/tested' },
  'sourcing.compare.condition.AR': { zh: 'AR 拆下原状', en: 'AR as removed' },
  'sourcing.compare.certificate.EASA_FORM_1': { zh: 'EASA Form 1', en: 'EASA Form 1' },
  'sourcing.compare.certificate.FAA_8130_3': { zh: 'FAA 8130-3', en: 'FAA 8130-3' },
  'sourcing.compare.certificate.CAAC_AAC_038': { zh: 'CAAC AAC-038 适航批准标签', en: 'CAAC AAC-038' },
  'sourcing.compare.certificate.DUAL_FAA_EASA': { zh: 'FAA/EASA 双放行', en: 'Dual release FAA/EASA' },
  'sourcing.compare.certificate.TCCA_FORM_ONE': { zh: 'TCCA Form One', en: 'TCCA Form One' },
  'sourcing.compare.certificate.COC': { zh: '合格证 CoC', en: 'Certificate of Conformance' },
  'sourcing.compare.col.budget': { zh: '预算单价（折算）', en: 'Budget unit price (converted)' },
};
registerMessages(AWARD_MESSAGES);
