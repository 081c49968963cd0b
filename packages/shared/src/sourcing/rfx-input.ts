/**
 * An RFx as read (`RfxDetail`) turned back into the input that saves one (`RfxBody`): the one mapping
 * for the copy of an RFx, a further round (D-284) and the wizard editing a draft again. What each
 * leaves out is said by `RfxInputParts`; bidders, attachments and the schedule are the caller's.
 */
import type { RfxDetail, RfxItem } from './responses';
import type { RfxBody, RfxItemBody } from './schemas';

/** Which parts of the source carry over besides the conditions, items and team. */
export interface RfxInputParts {
  /** Each item's requirement link (only the RFx holding them may keep them). */
  requirements: boolean;
  /** The delivery dates: the header's first and last, each item's deadline and first delivery. */
  deliveryDates: boolean;
}

/** The RFx's own fields of the input: everything but bidders, attachments and the schedule. */
export type RfxSourceInput = Omit<RfxBody, 'bidders' | 'attachments' | 'deadlineAt' | 'openingAt' | 'technicalOpenAt'>;

const orUndefined = <T>(v: T | null): T | undefined => v ?? undefined;

/** One item of the RFx as the input of an item. */
export function rfxItemInputOf(i: RfxItem, parts: RfxInputParts): RfxItemBody {
  return {
    ...(parts.requirements ? { requirementId: orUndefined(i.requirementId) } : {}),
    materialType: orUndefined(i.materialType) as RfxItemBody['materialType'],
    materialPn: i.materialPn,
    description: i.description,
    purchaseCategory: orUndefined(i.purchaseCategory),
    deliveryType: orUndefined(i.deliveryType),
    deliveryNote: orUndefined(i.deliveryNote),
    ...(parts.deliveryDates ? { deliveryDeadline: orUndefined(i.deliveryDeadline), firstDeliveryDate: orUndefined(i.firstDeliveryDate) } : {}),
    paymentTerm: orUndefined(i.paymentTerm),
    paymentNote: orUndefined(i.paymentNote),
    detailedRequirements: orUndefined(i.detailedRequirements),
    acceptReplacement: i.acceptReplacement,
    specialRequirements: orUndefined(i.specialRequirements),
    quantity: i.quantity,
    unit: i.unit,
    budgetPrice: orUndefined(i.budgetPrice),
    budgetCurrency: orUndefined(i.budgetCurrency),
    showBudgetPrice: i.showBudgetPrice,
    incoterms: orUndefined(i.incoterms),
    deliveryLocation: orUndefined(i.deliveryLocation),
    deliveryAddress: orUndefined(i.deliveryAddress),
    consignment: i.consignment,
    manufacturerCode: orUndefined(i.manufacturerCode),
    manufacturerName: orUndefined(i.manufacturerName),
    clauses: i.clauses.map((c) => ({ contractType: c.contractType, contractNo: orUndefined(c.contractNo), contractName: orUndefined(c.contractName), clauseNo: orUndefined(c.clauseNo), clauseText: c.clauseText })),
  };
}

/** The RFx's header, conditions, items, texts and team as input (its password holder stays the holder). */
export function rfxInputOf(source: RfxDetail, parts: RfxInputParts): RfxSourceInput {
  return {
    type: source.type,
    description: source.description,
    purchaseOrg: source.purchaseOrg,
    purchaseGroup: orUndefined(source.purchaseGroup),
    plant: orUndefined(source.plant),
    bidValidityDays: orUndefined(source.bidValidityDays),
    incoterms: orUndefined(source.incoterms),
    deliveryLocation: orUndefined(source.deliveryLocation),
    deliveryAddress: orUndefined(source.deliveryAddress),
    paymentTerm: orUndefined(source.paymentTerm),
    paymentNote: orUndefined(source.paymentNote),
    deliveryType: orUndefined(source.deliveryType),
    ...(parts.deliveryDates ? { firstDeliveryDate: orUndefined(source.firstDeliveryDate), lastDeliveryDate: orUndefined(source.lastDeliveryDate) } : {}),
    allowRevision: source.allowRevision,
    showBudgetPrice: source.showBudgetPrice,
    mustQuoteAll: source.mustQuoteAll,
    consignment: source.consignment,
    acceptAlternatives: source.acceptAlternatives,
    mustReply: source.mustReply,
    items: source.items.map((i) => rfxItemInputOf(i, parts)),
    texts: source.texts,
    team: source.team.map((m) => m.userId),
    passwordHolderId: source.team.find((m) => m.passwordHolder)?.userId,
  };
}
