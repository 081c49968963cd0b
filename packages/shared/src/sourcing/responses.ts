/** Responses of sourcing: requirement rows, RFx rows and the RFx with everything the wizard edits. */
import { z } from 'zod';
import { CONTRACT_TYPE_CODES } from '../codes/contract-types';
import { actionsOf, fileRef, idSchema, pageOf, timestamp } from '../contracts';
import { DELIVERY_TYPES, RFX_TEXT_KINDS, RFX_TEXT_TYPES } from './schemas';
import { PARTICIPATION_STATUSES, QUOTATION_ACTIONS, QUOTATION_SAP_ACTIONS, QUOTATION_STATUSES, REQUIREMENT_ACTIONS, REQUIREMENT_STATUSES, RFX_ACTIONS, RFX_APPROVAL_STATUSES, RFX_STATUSES, SUPPLIER_RFX_ACTIONS } from './workflow';

const s = z.string().nullable();

export const requirementRow = z.strictObject({
  id: idSchema,
  number: z.string(),
  status: z.enum(REQUIREMENT_STATUSES),
  materialType: s,
  materialPn: z.string(),
  description: z.string(),
  quantity: z.number(),
  unit: z.string(),
  requiredDate: s,
  plant: s,
  purchaseOrg: s,
  purchaseGroup: s,
  deliveryLocation: s,
  budgetPrice: z.number().nullable(),
  currency: s,
  manufacturerCode: s,
  manufacturerName: s,
  remark: s,
  requester: z.string(),
  /** The RFx that took the requirement. */
  rfx: z.strictObject({ id: idSchema, number: z.string() }).nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  actions: actionsOf(REQUIREMENT_ACTIONS),
});
export type RequirementRow = z.infer<typeof requirementRow>;
export const requirementPage = pageOf(requirementRow);

export const rfxRow = z.strictObject({
  id: idSchema,
  number: z.string(),
  type: z.string(),
  description: z.string(),
  purchaseOrg: z.string(),
  purchaseGroup: s,
  plant: s,
  status: z.enum(RFX_STATUSES),
  /** The approval of an unreleased RFx (D-261). */
  approvalStatus: z.enum(RFX_APPROVAL_STATUSES),
  releasedAt: timestamp.nullable(),
  deadlineAt: timestamp.nullable(),
  openingAt: timestamp.nullable(),
  itemCount: z.number().int(),
  bidderCount: z.number().int(),
  createdBy: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
  actions: actionsOf(RFX_ACTIONS),
});
export type RfxRow = z.infer<typeof rfxRow>;
export const rfxPage = pageOf(rfxRow);

export const rfxClause = z.strictObject({ contractType: z.enum(CONTRACT_TYPE_CODES), contractNo: s, contractName: s, clauseNo: s, clauseText: z.string() });

export const rfxItem = z.strictObject({
  id: idSchema,
  lineNo: z.number().int(),
  requirementId: idSchema.nullable(),
  requirementNumber: s,
  materialType: s,
  materialPn: z.string(),
  description: z.string(),
  purchaseCategory: s,
  deliveryType: z.enum(DELIVERY_TYPES).nullable(),
  deliveryNote: s,
  deliveryDeadline: s,
  firstDeliveryDate: s,
  paymentTerm: s,
  paymentNote: s,
  detailedRequirements: s,
  acceptReplacement: z.boolean(),
  specialRequirements: s,
  quantity: z.number(),
  unit: z.string(),
  /** Null for a supplier when the RFx or the item hides the budget. */
  budgetPrice: z.number().nullable(),
  budgetCurrency: s,
  showBudgetPrice: z.boolean(),
  incoterms: s,
  deliveryLocation: s,
  deliveryAddress: s,
  consignment: z.boolean(),
  manufacturerCode: s,
  manufacturerName: s,
  clauses: z.array(rfxClause),
});
export type RfxItem = z.infer<typeof rfxItem>;

export const rfxText = z.strictObject({ kind: z.enum(RFX_TEXT_KINDS), type: z.enum(RFX_TEXT_TYPES), text: z.string() });

export const rfxBidder = z.strictObject({
  companyId: idSchema,
  vendorCode: s,
  name: z.string(),
  nameEn: s,
  invitedAt: timestamp.nullable(),
  participation: z.enum(PARTICIPATION_STATUSES),
  declineReason: s,
  answeredAt: timestamp.nullable(),
  /** Contacts with the bid or inquiry receiver flag (who gets the invitation mail). */
  contacts: z.array(z.strictObject({ name: z.string(), email: z.string() })),
});

export const rfxTeamMember = z.strictObject({ userId: idSchema, name: z.string(), account: z.string(), passwordHolder: z.boolean() });

/** The RFx conditions staff and invited suppliers both read (001 §3 RFx). */
const rfxConditionFields = {
  technicalOpenAt: timestamp.nullable(),
  bidValidityDays: z.number().int().nullable(),
  incoterms: s,
  deliveryLocation: s,
  deliveryAddress: s,
  paymentTerm: s,
  paymentNote: s,
  deliveryType: z.enum(DELIVERY_TYPES).nullable(),
  firstDeliveryDate: s,
  lastDeliveryDate: s,
  allowRevision: z.boolean(),
  showBudgetPrice: z.boolean(),
  mustQuoteAll: z.boolean(),
  consignment: z.boolean(),
  acceptAlternatives: z.boolean(),
  mustReply: z.boolean(),
};

/** Where the approval of an RFx stands, who decides it and the last decision (D-261). */
export const rfxApproval = z.strictObject({
  /** Release needs an approval (the purchasing org has inquiry approvers, or the strict setting). */
  required: z.boolean(),
  approvers: z.array(z.strictObject({ userId: idSchema, name: z.string() })),
  submittedBy: s,
  submittedAt: timestamp.nullable(),
  decidedBy: s,
  decidedAt: timestamp.nullable(),
  comment: s,
});
export type RfxApproval = z.infer<typeof rfxApproval>;

/** GET /api/sourcing/rfx/:id and the answer of every RFx write. */
export const rfxDetail = rfxRow.extend({
  ...rfxConditionFields,
  sapSyncStatus: z.enum(['not_synced', 'synced', 'sync_failed']),
  openedAt: timestamp.nullable(),
  items: z.array(rfxItem),
  texts: z.array(rfxText),
  attachments: z.array(fileRef),
  team: z.array(rfxTeamMember),
  bidders: z.array(rfxBidder),
  approval: rfxApproval,
});
export type RfxDetail = z.infer<typeof rfxDetail>;

/** The answer of a release: the RFx and how many invitations went out. */
export const rfxReleased = z.strictObject({
  rfx: rfxDetail,
  invited: z.number().int(),
  mailed: z.number().int(),
  /** The opening password, shown once, only to the releaser when they hold it (it is also mailed to the holder). */
  openingPassword: z.string().nullable(),
});
export type RfxReleased = z.infer<typeof rfxReleased>;

/** An RFx as an invited supplier sees it (no team, no other bidders, budget only when shown). */
export const supplierRfxRow = z.strictObject({
  id: idSchema,
  number: z.string(),
  type: z.string(),
  description: z.string(),
  purchaseOrg: z.string(),
  status: z.enum(RFX_STATUSES),
  releasedAt: timestamp.nullable(),
  deadlineAt: timestamp.nullable(),
  openingAt: timestamp.nullable(),
  itemCount: z.number().int(),
  participation: z.enum(PARTICIPATION_STATUSES),
  declineReason: s,
  actions: actionsOf(SUPPLIER_RFX_ACTIONS),
});
export type SupplierRfxRow = z.infer<typeof supplierRfxRow>;
export const supplierRfxPage = pageOf(supplierRfxRow);

export const supplierRfxDetail = supplierRfxRow.extend({
  ...rfxConditionFields,
  items: z.array(rfxItem.omit({ requirementId: true, requirementNumber: true })),
  texts: z.array(rfxText),
  attachments: z.array(fileRef),
});
export type SupplierRfxDetail = z.infer<typeof supplierRfxDetail>;

/** An official supplier a buyer may pick as bidder; `refusal` is the message key when it may not transact now. */
export const bidderCandidate = z.strictObject({
  companyId: idSchema,
  vendorCode: s,
  name: z.string(),
  nameEn: s,
  refusal: z.string().nullable(),
});
export type BidderCandidate = z.infer<typeof bidderCandidate>;
export const bidderCandidates = z.array(bidderCandidate);

/** A staff user who may be on an RFx's project team. */
export const teamCandidate = z.strictObject({ userId: idSchema, name: z.string(), account: z.string() });
export type TeamCandidate = z.infer<typeof teamCandidate>;
export const teamCandidates = z.array(teamCandidate);

// ---- quotations (issue 12 items 3-5) ----

export const otherFee = z.strictObject({ name: z.string(), amount: z.number() });

/** What the supplier quotes for one RFx item; the prices are null for staff until the opening (D-257). */
export const quotationItemFields = {
  noBid: z.boolean(),
  quoteQty: z.number().nullable(),
  unitPrice: z.number().nullable(),
  currency: s,
  priceUnit: z.number().int(),
  vatRate: z.number().nullable(),
  otherFees: z.array(otherFee),
  leadTimeDays: z.number().int().nullable(),
  conditionCode: s,
  certificate: s,
  postponed: z.boolean(),
  postponedDate: s,
  alternativePn: s,
  manufacturerPn: s,
  manufacturerCode: s,
  manufacturerName: s,
  specialNotes: s,
};

/** One line of the quotation editor: the RFx item (as the supplier reads it) and the supplier's quote, null when not quoted yet. */
export const quotationLine = z.strictObject({
  rfxItemId: idSchema,
  lineNo: z.number().int(),
  materialPn: z.string(),
  description: z.string(),
  quantity: z.number(),
  unit: z.string(),
  budgetPrice: z.number().nullable(),
  budgetCurrency: s,
  acceptReplacement: z.boolean(),
  quote: z.strictObject(quotationItemFields).nullable(),
});
export type QuotationLine = z.infer<typeof quotationLine>;

export const quotationVersion = z.strictObject({ version: z.number().int(), submittedAt: timestamp, submittedBy: z.string(), sealHash: z.string() });

export const quotationHeaderFields = {
  validityDays: z.number().int().nullable(),
  currency: s,
  incoterms: s,
  deliveryLocation: s,
  paymentTerm: s,
  paymentNote: s,
  remark: s,
  answers: z.array(z.strictObject({ textIndex: z.number().int(), answer: z.string() })),
  supplierQuestions: z.array(z.strictObject({ type: z.enum(RFX_TEXT_TYPES), text: z.string() })),
};

/** GET/PUT /api/sup/rfx/:id/quotation: the supplier's live quotation (or a new one with the preferences' defaults). */
export const supplierQuotation = z.strictObject({
  /** Null until first saved. */
  id: idSchema.nullable(),
  number: s,
  rfxId: idSchema,
  status: z.enum(QUOTATION_STATUSES),
  /** Submitted versions so far (0: never submitted). */
  version: z.number().int(),
  submittedAt: timestamp.nullable(),
  updatedAt: timestamp.nullable(),
  ...quotationHeaderFields,
  attachments: z.array(fileRef),
  lines: z.array(quotationLine),
  versions: z.array(quotationVersion),
  /** Other fees one item may carry (setting, 5 or 6). */
  maxOtherFees: z.number().int(),
  rfx: supplierRfxRow.extend({ allowRevision: z.boolean(), mustQuoteAll: z.boolean(), acceptAlternatives: z.boolean(), showBudgetPrice: z.boolean(), texts: z.array(rfxText) }),
  actions: actionsOf(QUOTATION_ACTIONS),
});
export type SupplierQuotation = z.infer<typeof supplierQuotation>;

/** A row of the supplier's quotation list. */
export const supplierQuotationRow = z.strictObject({
  id: idSchema,
  number: z.string(),
  rfxId: idSchema,
  rfxNumber: z.string(),
  rfxType: z.string(),
  rfxDescription: z.string(),
  rfxStatus: z.enum(RFX_STATUSES),
  deadlineAt: timestamp.nullable(),
  status: z.enum(QUOTATION_STATUSES),
  version: z.number().int(),
  submittedAt: timestamp.nullable(),
  updatedAt: timestamp,
  itemCount: z.number().int(),
});
export type SupplierQuotationRow = z.infer<typeof supplierQuotationRow>;
export const supplierQuotationPage = pageOf(supplierQuotationRow);

/** A bidder's quotation as staff read it once the RFx is opened (before that: 409 sealed). */
export const staffQuotation = z.strictObject({
  id: idSchema,
  number: z.string(),
  companyId: idSchema,
  vendorCode: s,
  name: z.string(),
  nameEn: s,
  status: z.enum(QUOTATION_STATUSES),
  version: z.number().int(),
  submittedAt: timestamp.nullable(),
  sapSyncStatus: z.enum(['not_synced', 'synced', 'sync_failed']),
  /** SAP attempts so far and the last error (D-264). */
  sapSyncAttempts: z.number().int(),
  sapSyncError: s,
  sapActions: actionsOf(QUOTATION_SAP_ACTIONS),
  ...quotationHeaderFields,
  attachments: z.array(fileRef),
  items: z.array(z.strictObject({ rfxItemId: idSchema, lineNo: z.number().int(), materialPn: z.string(), ...quotationItemFields })),
});
export type StaffQuotation = z.infer<typeof staffQuotation>;
export const staffQuotations = z.array(staffQuotation);

/** One entry of an RFx's opening log (append-only, chained by hashes; D-258). */
export const openingLogEntry = z.strictObject({
  seq: z.number().int(),
  at: timestamp,
  /** Null when the system opened the RFx at its opening time. */
  actorName: s,
  how: z.enum(['early', 'scheduled']),
  quotationCount: z.number().int(),
  quotationsHash: z.string(),
  prevHash: z.string(),
  hash: z.string(),
});
export type OpeningLogEntry = z.infer<typeof openingLogEntry>;
export const openingLog = z.array(openingLogEntry);

/** The chain check: every entry up to this RFx's recomputed, and the sealed quotations it opened hashed again. */
export const openingLogCheck = z.strictObject({ valid: z.boolean(), checked: z.number().int(), brokenAt: z.number().int().nullable() });
export type OpeningLogCheck = z.infer<typeof openingLogCheck>;

/** GET /api/sourcing/rfx/:id/bidder-contacts: the bidder contact dialog (D-262). */
/** A contact flagged as bid or inquiry receiver: who gets the invitation and the reminders. */
export const bidderContact = z.strictObject({ name: z.string(), phone: s, email: z.string() });
export const rfxBidderContacts = z.strictObject({
  companyId: idSchema,
  vendorCode: s,
  name: z.string(),
  nameEn: s,
  participation: z.enum(PARTICIPATION_STATUSES),
  /** The quotation's status, null while the supplier has saved none. */
  quotationStatus: z.enum(QUOTATION_STATUSES).nullable(),
  /** Submitted (a version stands): no reminder is sent. */
  quoted: z.boolean(),
  contacts: z.array(bidderContact),
  /** The contacts are the supplier's own bidder contacts of its quotation (D-390), not its receiver contacts. */
  named: z.boolean(),
  lastRemindedAt: timestamp.nullable(),
  /** A reminder may be sent now (released, before the deadline, not quoted, not declined, interval passed). */
  remindable: z.boolean(),
});
export type RfxBidderContacts = z.infer<typeof rfxBidderContacts>;
export const rfxBidderContactList = z.strictObject({
  bidders: z.array(rfxBidderContacts),
  /** Minutes between two reminders to one bidder (setting). */
  intervalMinutes: z.number().int(),
});
export type RfxBidderContactList = z.infer<typeof rfxBidderContactList>;

/** POST /api/sourcing/rfx/:id/reminders */
export const remindersSent = z.strictObject({ reminded: z.number().int(), mailed: z.number().int(), skipped: z.number().int() });
export type RemindersSent = z.infer<typeof remindersSent>;

/** GET/PUT /api/sup/rfx/:id/quotation/contacts: the supplier's bidder contacts of its quotation (D-390). */
export const quotationContact = z.strictObject({ name: z.string(), phone: s, email: z.string(), emailReminder: z.boolean() });
export const quotationContacts = z.strictObject({
  contacts: z.array(quotationContact),
  /** True while the supplier has saved none: the list is its company's bid-receiver contacts. */
  defaulted: z.boolean(),
  /** May be changed now (the RFx open and before its deadline). */
  editable: z.boolean(),
  updatedAt: timestamp.nullable(),
});
export type QuotationContacts = z.infer<typeof quotationContacts>;
