/**
 * Sourcing routes: requirements, RFx authoring, approval and release (staff), invited RFx and
 * quotations (supplier), opening logs, and the comparison, award and rounds of an opened RFx.
 */
import { idParams, noData } from '../contracts';
import { route } from '../http/contract';
import { awardBody, awardDecisionBody, awardRejectBody, awardState, comparison, comparisonQuery, rfxRounds, roundBody } from './award';
import {
  bidderCandidates,
  openingLog,
  openingLogCheck,
  quotationContacts,
  remindersSent,
  requirementPage,
  requirementRow,
  rfxBidderContactList,
  rfxDetail,
  rfxPage,
  rfxReleased,
  staffQuotations,
  supplierQuotation,
  supplierQuotationPage,
  supplierRfxDetail,
  supplierRfxPage,
  teamCandidates,
} from './responses';
import {
  approveBody,
  bidderCandidatesQuery,
  declineBody,
  openEarlyBody,
  quotationBody,
  quotationContactsBody,
  rejectBody,
  reminderBody,
  requirementBody,
  requirementListQuery,
  rfxBody,
  rfxListQuery,
  rfxQuotationParams,
  supplierQuotationListQuery,
  supplierRfxListQuery,
} from './schemas';

const tags = ['sourcing'];
const req = 'sourcing.requirement.manage';
// Buyers pick requirements while authoring an RFx.
const reqRead = ['sourcing.requirement.manage', 'sourcing.rfx.manage'] as const;
const rfx = 'sourcing.rfx.manage';
const sup = 'sup.quotation';

export const sourcingRoutes = {
  requirements: route({
    method: 'GET', url: '/api/sourcing/requirements', permission: reqRead, tags,
    summary: 'Search purchase requirements', query: requirementListQuery, response: requirementPage,
  }),
  requirementsExport: route({
    method: 'GET', url: '/api/sourcing/requirements/export', permission: reqRead, tags,
    summary: 'Export the purchase requirement search to Excel', query: requirementListQuery, raw: true, opType: 'query',
  }),
  requirement: route({
    method: 'GET', url: '/api/sourcing/requirements/:id', permission: reqRead, tags,
    summary: 'A purchase requirement', params: idParams, response: requirementRow,
  }),
  createRequirement: route({
    method: 'POST', url: '/api/sourcing/requirements', permission: req, tags,
    summary: 'Create a purchase requirement', body: requirementBody, response: requirementRow,
  }),
  updateRequirement: route({
    method: 'PUT', url: '/api/sourcing/requirements/:id', permission: req, tags,
    summary: 'Edit a purchase requirement not in an RFx', params: idParams, body: requirementBody, response: requirementRow,
  }),
  deleteRequirement: route({
    method: 'DELETE', url: '/api/sourcing/requirements/:id', permission: req, tags,
    summary: 'Delete a purchase requirement not in an RFx', params: idParams, response: noData,
  }),
  rfxList: route({
    method: 'GET', url: '/api/sourcing/rfx', permission: rfx, tags,
    summary: 'Search RFx (inquiry programmes)', query: rfxListQuery, response: rfxPage,
  }),
  rfxExport: route({
    method: 'GET', url: '/api/sourcing/rfx/export', permission: rfx, tags,
    summary: 'Export the RFx search to Excel', query: rfxListQuery, raw: true, opType: 'query',
  }),
  rfx: route({
    method: 'GET', url: '/api/sourcing/rfx/:id', permission: rfx, tags,
    summary: 'An RFx with items, texts, attachments, team and bidders', params: idParams, response: rfxDetail,
  }),
  createRfx: route({
    method: 'POST', url: '/api/sourcing/rfx', permission: rfx, tags,
    summary: 'Save a new RFx as a draft', body: rfxBody, response: rfxDetail,
  }),
  updateRfx: route({
    method: 'PUT', url: '/api/sourcing/rfx/:id', permission: rfx, tags,
    summary: 'Save an unreleased RFx', params: idParams, body: rfxBody, response: rfxDetail,
  }),
  releaseRfx: route({
    method: 'POST', url: '/api/sourcing/rfx/:id/release', permission: rfx, tags,
    summary: 'Release an RFx and invite its bidders', params: idParams, response: rfxReleased, opType: 'modify',
  }),
  // Approval before release by the purchasing org's inquiry approvers (D-261).
  submitApproval: route({
    method: 'POST', url: '/api/sourcing/rfx/:id/submit-approval', permission: rfx, tags,
    summary: 'Submit an unreleased RFx to its inquiry approvers', params: idParams, response: rfxDetail, opType: 'modify',
  }),
  withdrawApproval: route({
    method: 'POST', url: '/api/sourcing/rfx/:id/withdraw-approval', permission: rfx, tags,
    summary: 'Withdraw my approval request of an RFx', params: idParams, response: rfxDetail, opType: 'modify',
  }),
  approveRfx: route({
    method: 'POST', url: '/api/sourcing/rfx/:id/approve', permission: rfx, tags,
    summary: 'Approve an RFx awaiting my approval', params: idParams, body: approveBody, response: rfxDetail, opType: 'modify',
  }),
  rejectRfx: route({
    method: 'POST', url: '/api/sourcing/rfx/:id/reject', permission: rfx, tags,
    summary: 'Reject an RFx awaiting my approval, with a comment', params: idParams, body: rejectBody, response: rfxDetail, opType: 'modify',
  }),
  // The bidder contact dialog and the reminder e-mail (D-262).
  bidderContacts: route({
    method: 'GET', url: '/api/sourcing/rfx/:id/bidder-contacts', permission: rfx, tags,
    summary: 'Invited bidders with their receiver contacts, quotation status and last reminder', params: idParams, response: rfxBidderContactList,
  }),
  sendReminders: route({
    method: 'POST', url: '/api/sourcing/rfx/:id/reminders', permission: rfx, tags,
    summary: 'E-mail a reminder to invited bidders who have not quoted', params: idParams, body: reminderBody, response: remindersSent, opType: 'modify',
  }),
  openEarly: route({
    method: 'POST', url: '/api/sourcing/rfx/:id/open-early', permission: rfx, tags,
    summary: 'Open the bids of an RFx early with the opening password', params: idParams, body: openEarlyBody, response: rfxDetail, opType: 'modify',
  }),
  copyRfx: route({
    method: 'POST', url: '/api/sourcing/rfx/:id/copy', permission: rfx, tags,
    summary: 'Copy an RFx into a new draft', params: idParams, response: rfxDetail,
  }),
  deleteRfx: route({
    method: 'DELETE', url: '/api/sourcing/rfx/:id', permission: rfx, tags,
    summary: 'Delete an unreleased RFx', params: idParams, response: noData,
  }),
  bidderCandidates: route({
    method: 'GET', url: '/api/sourcing/bidder-candidates', permission: rfx, tags,
    summary: 'Official suppliers to invite, with why one may not be invited now', query: bidderCandidatesQuery, response: bidderCandidates,
  }),
  teamCandidates: route({
    method: 'GET', url: '/api/sourcing/team-candidates', permission: rfx, tags,
    summary: 'Staff users who may be on an RFx project team', response: teamCandidates,
  }),
  supRfxList: route({
    method: 'GET', url: '/api/sup/rfx', permission: sup, tags,
    summary: 'RFx my company is invited to', query: supplierRfxListQuery, response: supplierRfxPage,
  }),
  supRfxExport: route({
    method: 'GET', url: '/api/sup/rfx/export', permission: sup, tags,
    summary: 'Export the RFx my company is invited to, to Excel', query: supplierRfxListQuery, raw: true, opType: 'query',
  }),
  supRfx: route({
    method: 'GET', url: '/api/sup/rfx/:id', permission: sup, tags,
    summary: 'An RFx my company is invited to', params: idParams, response: supplierRfxDetail,
  }),
  participate: route({
    method: 'POST', url: '/api/sup/rfx/:id/participate', permission: sup, tags,
    summary: 'Participate in an RFx my company is invited to', params: idParams, response: supplierRfxDetail, opType: 'modify',
  }),
  decline: route({
    method: 'POST', url: '/api/sup/rfx/:id/decline', permission: sup, tags,
    summary: 'Not participate in an RFx, with a reason', params: idParams, body: declineBody, response: supplierRfxDetail, opType: 'modify',
  }),
  // ---- quotations (issue 12 items 3-5) ----
  supQuotations: route({
    method: 'GET', url: '/api/sup/quotations', permission: sup, tags,
    summary: 'My company\'s quotations', query: supplierQuotationListQuery, response: supplierQuotationPage,
  }),
  quotation: route({
    method: 'GET', url: '/api/sup/rfx/:id/quotation', permission: sup, tags,
    summary: 'My company\'s quotation for an RFx (a new one with my preferences\' defaults)', params: idParams, response: supplierQuotation,
  }),
  saveQuotation: route({
    method: 'PUT', url: '/api/sup/rfx/:id/quotation', permission: sup, tags,
    summary: 'Save my quotation as a draft', params: idParams, body: quotationBody, response: supplierQuotation,
  }),
  submitQuotation: route({
    method: 'POST', url: '/api/sup/rfx/:id/quotation/submit', permission: sup, tags,
    summary: 'Submit my quotation (sealed until the opening)', params: idParams, body: quotationBody, response: supplierQuotation, opType: 'modify',
  }),
  reviseQuotation: route({
    method: 'POST', url: '/api/sup/rfx/:id/quotation/revise', permission: sup, tags,
    summary: 'Revise my submitted quotation when the RFx allows it', params: idParams, response: supplierQuotation, opType: 'modify',
  }),
  quotationContacts: route({
    method: 'GET', url: '/api/sup/rfx/:id/quotation/contacts', permission: sup, tags,
    summary: 'My bidder contacts of the quotation (my company\'s bid receivers until I save some)', params: idParams, response: quotationContacts,
  }),
  saveQuotationContacts: route({
    method: 'PUT', url: '/api/sup/rfx/:id/quotation/contacts', permission: sup, tags,
    summary: 'Save my bidder contacts of the quotation (any time before the deadline)', params: idParams, body: quotationContactsBody, response: quotationContacts,
  }),
  supOpeningLog: route({
    method: 'GET', url: '/api/sup/rfx/:id/opening-log', permission: sup, tags,
    summary: 'The opening log of an RFx my company is invited to', params: idParams, response: openingLog,
  }),
  supOpeningLogCheck: route({
    method: 'GET', url: '/api/sup/rfx/:id/opening-log/check', permission: sup, tags,
    summary: 'Verify the opening log chain of an RFx my company is invited to', params: idParams, response: openingLogCheck,
  }),
  rfxQuotations: route({
    method: 'GET', url: '/api/sourcing/rfx/:id/quotations', permission: rfx, tags,
    summary: 'The quotations of an opened RFx with their prices (409 while sealed)', params: idParams, response: staffQuotations,
  }),
  retryQuotationSap: route({
    method: 'POST', url: '/api/sourcing/rfx/:id/quotations/:quotationId/sap-retry', permission: rfx, tags,
    summary: 'Retry the SAP sync of an opened quotation whose sync failed', params: rfxQuotationParams, response: staffQuotations, opType: 'modify',
  }),
  openingLog: route({
    method: 'GET', url: '/api/sourcing/rfx/:id/opening-log', permission: rfx, tags,
    summary: 'The opening log of an RFx', params: idParams, response: openingLog,
  }),
  openingLogCheck: route({
    method: 'GET', url: '/api/sourcing/rfx/:id/opening-log/check', permission: rfx, tags,
    summary: 'Verify the opening log chain of an RFx', params: idParams, response: openingLogCheck,
  }),
  // ---- comparison, award and rounds of an opened RFx (issue 13 items 1-3) ----
  comparison: route({
    method: 'GET', url: '/api/sourcing/rfx/:id/comparison', permission: rfx, tags,
    summary: 'Per-item comparison of an opened RFx in one currency (409 while sealed)', params: idParams, query: comparisonQuery, response: comparison,
  }),
  comparisonExport: route({
    method: 'GET', url: '/api/sourcing/rfx/:id/comparison/export', permission: rfx, tags,
    summary: 'Export the comparison of an opened RFx to Excel', params: idParams, query: comparisonQuery, raw: true, opType: 'query',
  }),
  award: route({
    method: 'GET', url: '/api/sourcing/rfx/:id/award', permission: rfx, tags,
    summary: 'The awards of an opened RFx and its possible approvers', params: idParams, response: awardState,
  }),
  submitAward: route({
    method: 'POST', url: '/api/sourcing/rfx/:id/award', permission: rfx, tags,
    summary: 'Award an opened RFx (whole or split) for review by an inquiry approver', params: idParams, body: awardBody, response: awardState, opType: 'modify',
  }),
  approveAward: route({
    method: 'POST', url: '/api/sourcing/awards/:id/approve', permission: rfx, tags,
    summary: 'Approve an award (its approver): draft agreements for the winners, notices to all bidders', params: idParams, body: awardDecisionBody, response: awardState, opType: 'modify',
  }),
  rejectAward: route({
    method: 'POST', url: '/api/sourcing/awards/:id/reject', permission: rfx, tags,
    summary: 'Reject an award with a comment (its approver)', params: idParams, body: awardRejectBody, response: awardState, opType: 'modify',
  }),
  rounds: route({
    method: 'GET', url: '/api/sourcing/rfx/:id/rounds', permission: rfx, tags,
    summary: 'The rounds of an RFx, first to last', params: idParams, response: rfxRounds,
  }),
  startRound: route({
    method: 'POST', url: '/api/sourcing/rfx/:id/rounds', permission: rfx, tags,
    summary: 'Start a further round of an opened RFx for chosen items and suppliers (a new draft RFx)', params: idParams, body: roundBody, response: rfxDetail, opType: 'modify',
  }),
};
