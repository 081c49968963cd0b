/** Sourcing routes: the contracts of `@aerosupply/shared/sourcing/routes` — requirements, RFx authoring and release (staff), invited RFx and quotations (supplier). */
import { sourcingRoutes as r } from '@aerosupply/shared/sourcing/routes';
import type { FastifyInstance } from 'fastify';
import { sendXlsx } from '../../platform/export/xlsx';
import { defineRoute } from '../../platform/http/route';
import { registerFileOwner } from '../files';
import { copyRfx, createRfx, deleteRfx, getRfx, listBidderCandidates, listTeamCandidates, openRfxEarly, releaseRfx, searchRfx, updateRfx, RFX_FILES, rfxFileRule } from './service';
import { createRequirement, deleteRequirement, getRequirement, searchRequirements, updateRequirement } from './requirements';
import { decideRfxApproval, submitRfxApproval, withdrawRfxApproval } from './rfx-approval';
import { answerRfx, getSupplierRfx, searchSupplierRfx } from './supplier-rfx';
import { getSupplierQuotation, QUOTATION_FILES, quotationFileRule, reviseQuotation, saveQuotation, searchSupplierQuotations } from './quotations';
import { checkOpeningLog, listRfxQuotations, openingLogOf } from './quotation-opening';
import { exportRequirements, exportRfx, exportSupplierRfx } from './export';
import { listBidderContacts, sendReminders } from './reminders';
import { retryQuotationSap } from './quotation-sap';
import { getQuotationContacts, saveQuotationContacts } from './bidder-contacts';

export function registerSourcingRoutes(app: FastifyInstance): void {
  // RFx documents: buyers attach them to an unreleased RFx; invited suppliers read them once it is released.
  registerFileOwner(RFX_FILES, rfxFileRule);
  // Quotation annexes: the supplier's own; staff find them only through the opened RFx's quotations.
  registerFileOwner(QUOTATION_FILES, quotationFileRule);
  defineRoute(app, { ...r.requirements, handler: ({ deps, actor, query }) => searchRequirements(deps, actor, query) });
  defineRoute(app, { ...r.requirementsExport, handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, exportRequirements(deps, actor, query, lang), 'purchase-requirements.xlsx') });
  defineRoute(app, { ...r.requirement, handler: ({ deps, actor, params }) => getRequirement(deps, actor, params.id) });
  defineRoute(app, { ...r.createRequirement, handler: ({ deps, actor, body }) => createRequirement(deps, actor, body) });
  defineRoute(app, { ...r.updateRequirement, handler: ({ deps, actor, params, body }) => updateRequirement(deps, actor, params.id, body) });
  defineRoute(app, { ...r.deleteRequirement, handler: ({ deps, actor, params }) => deleteRequirement(deps, actor, params.id) });
  defineRoute(app, { ...r.rfxList, handler: ({ deps, actor, query }) => searchRfx(deps, actor, query) });
  defineRoute(app, { ...r.rfxExport, handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, exportRfx(deps, actor, query, lang), 'rfx.xlsx') });
  defineRoute(app, { ...r.rfx, handler: ({ deps, actor, params }) => getRfx(deps, actor, params.id) });
  defineRoute(app, { ...r.createRfx, handler: ({ deps, actor, body }) => createRfx(deps, actor, body) });
  defineRoute(app, { ...r.updateRfx, handler: ({ deps, actor, params, body }) => updateRfx(deps, actor, params.id, body) });
  defineRoute(app, { ...r.releaseRfx, handler: ({ deps, actor, params }) => releaseRfx(deps, actor, params.id) });
  defineRoute(app, { ...r.submitApproval, handler: ({ deps, actor, params }) => submitRfxApproval(deps, actor, params.id) });
  defineRoute(app, { ...r.withdrawApproval, handler: ({ deps, actor, params }) => withdrawRfxApproval(deps, actor, params.id) });
  defineRoute(app, { ...r.approveRfx, handler: ({ deps, actor, params, body }) => decideRfxApproval(deps, actor, params.id, 'approve', body.comment ?? null) });
  defineRoute(app, { ...r.rejectRfx, handler: ({ deps, actor, params, body }) => decideRfxApproval(deps, actor, params.id, 'reject', body.comment) });
  defineRoute(app, { ...r.bidderContacts, handler: ({ deps, actor, params }) => listBidderContacts(deps, actor, params.id) });
  defineRoute(app, { ...r.sendReminders, handler: ({ deps, actor, params, body }) => sendReminders(deps, actor, params.id, body) });
  defineRoute(app, { ...r.openEarly, handler: ({ deps, actor, params, body }) => openRfxEarly(deps, actor, params.id, body.password) });
  defineRoute(app, { ...r.copyRfx, handler: ({ deps, actor, params }) => copyRfx(deps, actor, params.id) });
  defineRoute(app, { ...r.deleteRfx, handler: ({ deps, actor, params }) => deleteRfx(deps, actor, params.id) });
  defineRoute(app, { ...r.bidderCandidates, handler: ({ deps, query }) => listBidderCandidates(deps, query.q) });
  defineRoute(app, { ...r.teamCandidates, handler: ({ deps }) => listTeamCandidates(deps) });
  defineRoute(app, { ...r.supRfxList, handler: ({ deps, actor, query }) => searchSupplierRfx(deps, actor, query) });
  defineRoute(app, { ...r.supRfxExport, handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, exportSupplierRfx(deps, actor, query, lang), 'invited-rfx.xlsx') });
  defineRoute(app, { ...r.supRfx, handler: ({ deps, actor, params }) => getSupplierRfx(deps, actor, params.id) });
  defineRoute(app, { ...r.participate, handler: ({ deps, actor, params }) => answerRfx(deps, actor, params.id, 'participate', null) });
  defineRoute(app, { ...r.decline, handler: ({ deps, actor, params, body }) => answerRfx(deps, actor, params.id, 'decline', body.reason) });
  defineRoute(app, { ...r.supQuotations, handler: ({ deps, actor, query }) => searchSupplierQuotations(deps, actor, query) });
  defineRoute(app, { ...r.quotation, handler: ({ deps, actor, params }) => getSupplierQuotation(deps, actor, params.id) });
  defineRoute(app, { ...r.saveQuotation, handler: ({ deps, actor, params, body }) => saveQuotation(deps, actor, params.id, body, false) });
  defineRoute(app, { ...r.submitQuotation, handler: ({ deps, actor, params, body }) => saveQuotation(deps, actor, params.id, body, true) });
  defineRoute(app, { ...r.reviseQuotation, handler: ({ deps, actor, params }) => reviseQuotation(deps, actor, params.id) });
  defineRoute(app, { ...r.quotationContacts, handler: ({ deps, actor, params }) => getQuotationContacts(deps, actor, params.id) });
  defineRoute(app, { ...r.saveQuotationContacts, handler: ({ deps, actor, params, body }) => saveQuotationContacts(deps, actor, params.id, body) });
  defineRoute(app, { ...r.supOpeningLog, handler: ({ deps, actor, params }) => openingLogOf(deps, actor, params.id) });
  defineRoute(app, { ...r.supOpeningLogCheck, handler: ({ deps, actor, params }) => checkOpeningLog(deps, actor, params.id) });
  defineRoute(app, { ...r.rfxQuotations, handler: ({ deps, actor, params }) => listRfxQuotations(deps, actor, params.id) });
  defineRoute(app, { ...r.retryQuotationSap, handler: ({ deps, actor, params }) => retryQuotationSap(deps, actor, params.id, params.quotationId) });
  defineRoute(app, { ...r.openingLog, handler: ({ deps, actor, params }) => openingLogOf(deps, actor, params.id) });
  defineRoute(app, { ...r.openingLogCheck, handler: ({ deps, actor, params }) => checkOpeningLog(deps, actor, params.id) });
}
