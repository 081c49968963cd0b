/** Sourcing routes: requirements, RFx authoring and release (staff), invited RFx (supplier). */
import { idParams, noData } from '@aerosupply/shared/contracts';
import { approveBody, rfxQuotationParams, bidderCandidatesQuery, declineBody, openEarlyBody, rejectBody, reminderBody, quotationBody, quotationContactsBody, requirementBody, requirementListQuery, rfxBody, rfxListQuery, supplierQuotationListQuery, supplierRfxListQuery } from '@aerosupply/shared/sourcing/schemas';
import { bidderCandidates, remindersSent, rfxBidderContactList, openingLog, openingLogCheck, quotationContacts, requirementPage, teamCandidates, requirementRow, rfxDetail, rfxPage, rfxReleased, staffQuotations, supplierQuotation, supplierQuotationPage, supplierRfxDetail, supplierRfxPage } from '@aerosupply/shared/sourcing/responses';
import type { FastifyInstance } from 'fastify';
import { sendXlsx } from '../../platform/export/xlsx';
import { defineRoute } from '../../platform/http/route';
import { registerFileOwner } from '../files';
import {
  answerRfx,
  copyRfx,
  createRequirement,
  createRfx,
  decideRfxApproval,
  deleteRequirement,
  deleteRfx,
  getRequirement,
  getRfx,
  getSupplierRfx,
  listBidderCandidates,
  listTeamCandidates,
  openRfxEarly,
  releaseRfx,
  searchRequirements,
  searchRfx,
  searchSupplierRfx,
  submitRfxApproval,
  withdrawRfxApproval,
  updateRequirement,
  updateRfx,
  RFX_FILES,
  rfxFileRule,
} from './service';
import {
  checkOpeningLog,
  getSupplierQuotation,
  listRfxQuotations,
  openingLogOf,
  QUOTATION_FILES,
  quotationFileRule,
  reviseQuotation,
  saveQuotation,
  searchSupplierQuotations,
} from './quotations';
import { exportRequirements, exportRfx, exportSupplierRfx } from './export';
import { listBidderContacts, sendReminders } from './reminders';
import { retryQuotationSap } from './quotation-sap';
import { getQuotationContacts, saveQuotationContacts } from './bidder-contacts';

export function registerSourcingRoutes(app: FastifyInstance): void {
  // RFx documents: buyers attach them to an unreleased RFx; invited suppliers read them once it is released.
  registerFileOwner(RFX_FILES, rfxFileRule);
  // Quotation annexes: the supplier's own; staff find them only through the opened RFx's quotations.
  registerFileOwner(QUOTATION_FILES, quotationFileRule);
  const tags = ['sourcing'];
  const req = 'sourcing.requirement.manage';
  // Buyers pick requirements while authoring an RFx.
  const reqRead = ['sourcing.requirement.manage', 'sourcing.rfx.manage'] as const;
  const rfx = 'sourcing.rfx.manage';

  defineRoute(app, {
    method: 'GET', url: '/api/sourcing/requirements', permission: reqRead, tags,
    summary: 'Search purchase requirements', query: requirementListQuery, response: requirementPage,
    handler: ({ deps, actor, query }) => searchRequirements(deps, actor, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/sourcing/requirements/export', permission: reqRead, tags,
    summary: 'Export the purchase requirement search to Excel', query: requirementListQuery, raw: true, opType: 'query',
    handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, exportRequirements(deps, actor, query, lang), 'purchase-requirements.xlsx'),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/sourcing/requirements/:id', permission: reqRead, tags,
    summary: 'A purchase requirement', params: idParams, response: requirementRow,
    handler: ({ deps, actor, params }) => getRequirement(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/sourcing/requirements', permission: req, tags,
    summary: 'Create a purchase requirement', body: requirementBody, response: requirementRow,
    handler: ({ deps, actor, body }) => createRequirement(deps, actor, body),
  });
  defineRoute(app, {
    method: 'PUT', url: '/api/sourcing/requirements/:id', permission: req, tags,
    summary: 'Edit a purchase requirement not in an RFx', params: idParams, body: requirementBody, response: requirementRow,
    handler: ({ deps, actor, params, body }) => updateRequirement(deps, actor, params.id, body),
  });
  defineRoute(app, {
    method: 'DELETE', url: '/api/sourcing/requirements/:id', permission: req, tags,
    summary: 'Delete a purchase requirement not in an RFx', params: idParams, response: noData,
    handler: ({ deps, actor, params }) => deleteRequirement(deps, actor, params.id),
  });

  defineRoute(app, {
    method: 'GET', url: '/api/sourcing/rfx', permission: rfx, tags,
    summary: 'Search RFx (inquiry programmes)', query: rfxListQuery, response: rfxPage,
    handler: ({ deps, actor, query }) => searchRfx(deps, actor, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/sourcing/rfx/export', permission: rfx, tags,
    summary: 'Export the RFx search to Excel', query: rfxListQuery, raw: true, opType: 'query',
    handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, exportRfx(deps, actor, query, lang), 'rfx.xlsx'),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/sourcing/rfx/:id', permission: rfx, tags,
    summary: 'An RFx with items, texts, attachments, team and bidders', params: idParams, response: rfxDetail,
    handler: ({ deps, actor, params }) => getRfx(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/sourcing/rfx', permission: rfx, tags,
    summary: 'Save a new RFx as a draft', body: rfxBody, response: rfxDetail,
    handler: ({ deps, actor, body }) => createRfx(deps, actor, body),
  });
  defineRoute(app, {
    method: 'PUT', url: '/api/sourcing/rfx/:id', permission: rfx, tags,
    summary: 'Save an unreleased RFx', params: idParams, body: rfxBody, response: rfxDetail,
    handler: ({ deps, actor, params, body }) => updateRfx(deps, actor, params.id, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/sourcing/rfx/:id/release', permission: rfx, tags,
    summary: 'Release an RFx and invite its bidders', params: idParams, response: rfxReleased, opType: 'modify',
    handler: ({ deps, actor, params }) => releaseRfx(deps, actor, params.id),
  });
  // Approval before release by the purchasing org's inquiry approvers (D-261).
  defineRoute(app, {
    method: 'POST', url: '/api/sourcing/rfx/:id/submit-approval', permission: rfx, tags,
    summary: 'Submit an unreleased RFx to its inquiry approvers', params: idParams, response: rfxDetail, opType: 'modify',
    handler: ({ deps, actor, params }) => submitRfxApproval(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/sourcing/rfx/:id/withdraw-approval', permission: rfx, tags,
    summary: 'Withdraw my approval request of an RFx', params: idParams, response: rfxDetail, opType: 'modify',
    handler: ({ deps, actor, params }) => withdrawRfxApproval(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/sourcing/rfx/:id/approve', permission: rfx, tags,
    summary: 'Approve an RFx awaiting my approval', params: idParams, body: approveBody, response: rfxDetail, opType: 'modify',
    handler: ({ deps, actor, params, body }) => decideRfxApproval(deps, actor, params.id, 'approve', body.comment ?? null),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/sourcing/rfx/:id/reject', permission: rfx, tags,
    summary: 'Reject an RFx awaiting my approval, with a comment', params: idParams, body: rejectBody, response: rfxDetail, opType: 'modify',
    handler: ({ deps, actor, params, body }) => decideRfxApproval(deps, actor, params.id, 'reject', body.comment),
  });
  // The bidder contact dialog and the reminder e-mail (D-262).
  defineRoute(app, {
    method: 'GET', url: '/api/sourcing/rfx/:id/bidder-contacts', permission: rfx, tags,
    summary: 'Invited bidders with their receiver contacts, quotation status and last reminder', params: idParams, response: rfxBidderContactList,
    handler: ({ deps, actor, params }) => listBidderContacts(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/sourcing/rfx/:id/reminders', permission: rfx, tags,
    summary: 'E-mail a reminder to invited bidders who have not quoted', params: idParams, body: reminderBody, response: remindersSent, opType: 'modify',
    handler: ({ deps, actor, params, body }) => sendReminders(deps, actor, params.id, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/sourcing/rfx/:id/open-early', permission: rfx, tags,
    summary: 'Open the bids of an RFx early with the opening password', params: idParams, body: openEarlyBody, response: rfxDetail, opType: 'modify',
    handler: ({ deps, actor, params, body }) => openRfxEarly(deps, actor, params.id, body.password),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/sourcing/rfx/:id/copy', permission: rfx, tags,
    summary: 'Copy an RFx into a new draft', params: idParams, response: rfxDetail,
    handler: ({ deps, actor, params }) => copyRfx(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'DELETE', url: '/api/sourcing/rfx/:id', permission: rfx, tags,
    summary: 'Delete an unreleased RFx', params: idParams, response: noData,
    handler: ({ deps, actor, params }) => deleteRfx(deps, actor, params.id),
  });

  defineRoute(app, {
    method: 'GET', url: '/api/sourcing/bidder-candidates', permission: rfx, tags,
    summary: 'Official suppliers to invite, with why one may not be invited now', query: bidderCandidatesQuery, response: bidderCandidates,
    handler: ({ deps, query }) => listBidderCandidates(deps, query.q),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/sourcing/team-candidates', permission: rfx, tags,
    summary: 'Staff users who may be on an RFx project team', response: teamCandidates,
    handler: ({ deps }) => listTeamCandidates(deps),
  });

  defineRoute(app, {
    method: 'GET', url: '/api/sup/rfx', permission: 'sup.quotation', tags,
    summary: 'RFx my company is invited to', query: supplierRfxListQuery, response: supplierRfxPage,
    handler: ({ deps, actor, query }) => searchSupplierRfx(deps, actor, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/sup/rfx/export', permission: 'sup.quotation', tags,
    summary: 'Export the RFx my company is invited to, to Excel', query: supplierRfxListQuery, raw: true, opType: 'query',
    handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, exportSupplierRfx(deps, actor, query, lang), 'invited-rfx.xlsx'),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/sup/rfx/:id', permission: 'sup.quotation', tags,
    summary: 'An RFx my company is invited to', params: idParams, response: supplierRfxDetail,
    handler: ({ deps, actor, params }) => getSupplierRfx(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/sup/rfx/:id/participate', permission: 'sup.quotation', tags,
    summary: 'Participate in an RFx my company is invited to', params: idParams, response: supplierRfxDetail, opType: 'modify',
    handler: ({ deps, actor, params }) => answerRfx(deps, actor, params.id, 'participate', null),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/sup/rfx/:id/decline', permission: 'sup.quotation', tags,
    summary: 'Not participate in an RFx, with a reason', params: idParams, body: declineBody, response: supplierRfxDetail, opType: 'modify',
    handler: ({ deps, actor, params, body }) => answerRfx(deps, actor, params.id, 'decline', body.reason),
  });

  // ---- quotations (issue 12 items 3-5) ----
  const sup = 'sup.quotation';
  defineRoute(app, {
    method: 'GET', url: '/api/sup/quotations', permission: sup, tags,
    summary: 'My company\'s quotations', query: supplierQuotationListQuery, response: supplierQuotationPage,
    handler: ({ deps, actor, query }) => searchSupplierQuotations(deps, actor, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/sup/rfx/:id/quotation', permission: sup, tags,
    summary: 'My company\'s quotation for an RFx (a new one with my preferences\' defaults)', params: idParams, response: supplierQuotation,
    handler: ({ deps, actor, params }) => getSupplierQuotation(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'PUT', url: '/api/sup/rfx/:id/quotation', permission: sup, tags,
    summary: 'Save my quotation as a draft', params: idParams, body: quotationBody, response: supplierQuotation,
    handler: ({ deps, actor, params, body }) => saveQuotation(deps, actor, params.id, body, false),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/sup/rfx/:id/quotation/submit', permission: sup, tags,
    summary: 'Submit my quotation (sealed until the opening)', params: idParams, body: quotationBody, response: supplierQuotation, opType: 'modify',
    handler: ({ deps, actor, params, body }) => saveQuotation(deps, actor, params.id, body, true),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/sup/rfx/:id/quotation/revise', permission: sup, tags,
    summary: 'Revise my submitted quotation when the RFx allows it', params: idParams, response: supplierQuotation, opType: 'modify',
    handler: ({ deps, actor, params }) => reviseQuotation(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/sup/rfx/:id/quotation/contacts', permission: sup, tags,
    summary: 'My bidder contacts of the quotation (my company\'s bid receivers until I save some)', params: idParams, response: quotationContacts,
    handler: ({ deps, actor, params }) => getQuotationContacts(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'PUT', url: '/api/sup/rfx/:id/quotation/contacts', permission: sup, tags,
    summary: 'Save my bidder contacts of the quotation (any time before the deadline)', params: idParams, body: quotationContactsBody, response: quotationContacts,
    handler: ({ deps, actor, params, body }) => saveQuotationContacts(deps, actor, params.id, body),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/sup/rfx/:id/opening-log', permission: sup, tags,
    summary: 'The opening log of an RFx my company is invited to', params: idParams, response: openingLog,
    handler: ({ deps, actor, params }) => openingLogOf(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/sup/rfx/:id/opening-log/check', permission: sup, tags,
    summary: 'Verify the opening log chain of an RFx my company is invited to', params: idParams, response: openingLogCheck,
    handler: ({ deps, actor, params }) => checkOpeningLog(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/sourcing/rfx/:id/quotations', permission: rfx, tags,
    summary: 'The quotations of an opened RFx with their prices (409 while sealed)', params: idParams, response: staffQuotations,
    handler: ({ deps, actor, params }) => listRfxQuotations(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/sourcing/rfx/:id/quotations/:quotationId/sap-retry', permission: rfx, tags,
    summary: 'Retry the SAP sync of an opened quotation whose sync failed', params: rfxQuotationParams, response: staffQuotations, opType: 'modify',
    handler: ({ deps, actor, params }) => retryQuotationSap(deps, actor, params.id, params.quotationId),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/sourcing/rfx/:id/opening-log', permission: rfx, tags,
    summary: 'The opening log of an RFx', params: idParams, response: openingLog,
    handler: ({ deps, actor, params }) => openingLogOf(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/sourcing/rfx/:id/opening-log/check', permission: rfx, tags,
    summary: 'Verify the opening log chain of an RFx', params: idParams, response: openingLogCheck,
    handler: ({ deps, actor, params }) => checkOpeningLog(deps, actor, params.id),
  });
}
