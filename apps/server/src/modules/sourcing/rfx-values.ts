/** An RFx body as the rows it is stored in: the header's columns and the items' (one mapping for create, edit and copy). */
import type { RfxBody } from '@aerosupply/shared/sourcing/schemas';
import * as repo from './repo';

const dateOrNull = (v: string | undefined) => v ?? null;

export function headerValues(b: RfxBody) {
  return {
    type: b.type,
    description: b.description,
    purchase_org: b.purchaseOrg,
    purchase_group: b.purchaseGroup ?? null,
    plant: b.plant ?? null,
    deadline_at: dateOrNull(b.deadlineAt),
    opening_at: dateOrNull(b.openingAt),
    technical_open_at: dateOrNull(b.technicalOpenAt),
    bid_validity_days: b.bidValidityDays ?? null,
    incoterms: b.incoterms ?? null,
    delivery_location: b.deliveryLocation ?? null,
    delivery_address: b.deliveryAddress ?? null,
    payment_term: b.paymentTerm ?? null,
    payment_note: b.paymentNote ?? null,
    delivery_type: b.deliveryType ?? null,
    first_delivery_date: dateOrNull(b.firstDeliveryDate),
    last_delivery_date: dateOrNull(b.lastDeliveryDate),
    allow_revision: b.allowRevision,
    show_budget_price: b.showBudgetPrice,
    must_quote_all: b.mustQuoteAll,
    consignment: b.consignment,
    accept_alternatives: b.acceptAlternatives,
    must_reply: b.mustReply,
    texts: JSON.stringify(b.texts),
    item_count: b.items.length,
    bidder_count: b.bidders.length,
  };
}

export function itemValues(b: RfxBody): repo.RfxItemValues[] {
  return b.items.map((i, n) => ({
    line_no: (n + 1) * 10,
    requirement_id: i.requirementId ?? null,
    material_type: i.materialType ?? null,
    material_pn: i.materialPn,
    description: i.description,
    purchase_category: i.purchaseCategory ?? null,
    delivery_type: i.deliveryType ?? null,
    delivery_note: i.deliveryNote ?? null,
    delivery_deadline: i.deliveryDeadline ?? null,
    first_delivery_date: i.firstDeliveryDate ?? null,
    payment_term: i.paymentTerm ?? null,
    payment_note: i.paymentNote ?? null,
    detailed_requirements: i.detailedRequirements ?? null,
    accept_replacement: i.acceptReplacement,
    special_requirements: i.specialRequirements ?? null,
    quantity: i.quantity,
    unit: i.unit,
    budget_price: i.budgetPrice ?? null,
    budget_currency: i.budgetCurrency ?? null,
    show_budget_price: i.showBudgetPrice,
    incoterms: i.incoterms ?? null,
    delivery_location: i.deliveryLocation ?? null,
    delivery_address: i.deliveryAddress ?? null,
    // An RFx marked consignment marks each of its items so (D-566).
    consignment: i.consignment || b.consignment,
    manufacturer_code: i.manufacturerCode ?? null,
    manufacturer_name: i.manufacturerName ?? null,
    clauses: JSON.stringify(
      i.clauses.map((c) => ({ contractType: c.contractType, contractNo: c.contractNo ?? null, contractName: c.contractName ?? null, clauseNo: c.clauseNo ?? null, clauseText: c.clauseText })),
    ),
  }));
}

/**
 * Checks the parts of an RFx that need the database: requirements free (or already this RFx's),
 * bidders official suppliers that may transact (D-70), team members staff users, the password
 * holder in the team. Answers the team and the holder.
 */
