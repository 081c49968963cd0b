/** The staff review chain: task lists (pre-audit, audit, review tasks), detail and actions. */
import type { StaffPermission } from '@aerosupply/shared';
import { capabilityListQuerySchema, capabilityPage, capabilityReviewSchema, capabilityView } from '@aerosupply/shared/capabilities/schemas';
import { changeListQuerySchema, changeRequestPage, changeRequestView } from '@aerosupply/shared/supplier-profile/schemas';
import { reviewDetail, reviewPage } from '@aerosupply/shared/supplier-review/responses';
import { companyIdParams, decisionBody, idParams, reviewActionBody, reviewActionParams, reviewListQuery } from '@aerosupply/shared/supplier-review/schemas';
import { REVIEW_TRANSITIONS } from '@aerosupply/shared/supplier-review/workflow';
import type { FastifyInstance } from 'fastify';
import { sendXlsx } from '../../platform/export/xlsx';
import { defineRoute } from '../../platform/http/route';
import { exportReviewTasks } from './export';
import { actOnReview, getReview, listReviewTasks } from './service';
import { decideChange, getCapabilityApplication, getChange, listCapabilityApplications, listChanges, reviewCapability } from './staff-queues';

/** Every permission of a chain step (the service checks the one of the action). */
export const CHAIN_PERMISSIONS: readonly StaffPermission[] = [...new Set(REVIEW_TRANSITIONS.map((t) => t.permission))];

export function registerSupplierReviewRoutes(app: FastifyInstance): void {
  const tags = ['supplier-review'];
  defineRoute(app, {
    method: 'GET', url: '/api/supplier-reviews', permission: CHAIN_PERMISSIONS, tags,
    summary: 'Supplier review tasks (pre-audit, audit, business, OA, QAUDIT, SAP)', query: reviewListQuery, response: reviewPage,
    handler: ({ deps, actor, query }) => listReviewTasks(deps, actor, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/supplier-reviews/export', permission: CHAIN_PERMISSIONS, tags,
    summary: 'Export supplier review tasks to Excel', query: reviewListQuery, raw: true, opType: 'query',
    handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, exportReviewTasks(deps, actor, query, lang), 'supplier-reviews.xlsx'),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/supplier-reviews/:companyId', permission: [...CHAIN_PERMISSIONS, 'supplier.info.view'], tags,
    summary: 'One supplier review with forms, approvals and timeline', params: companyIdParams, response: reviewDetail,
    handler: ({ deps, actor, params }) => getReview(deps, actor, params.companyId),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/supplier-reviews/:companyId/actions/:action', permission: CHAIN_PERMISSIONS, tags,
    summary: 'Take a review step (comment and attachments)', params: reviewActionParams, body: reviewActionBody, response: reviewDetail,
    opType: 'modify',
    handler: ({ deps, actor, params, body }) => actOnReview(deps, actor, params.companyId, params.action, body),
  });

  // Supplier data changes that go through review (suppliers/changes).
  defineRoute(app, {
    method: 'GET', url: '/api/supplier-changes', permission: 'supplier.change.review', tags,
    summary: 'Supplier data change requests', query: changeListQuerySchema, response: changeRequestPage,
    handler: ({ deps, actor, query }) => listChanges(deps, actor, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/supplier-changes/:id', permission: 'supplier.change.review', tags,
    summary: 'One supplier data change request', params: idParams, response: changeRequestView,
    handler: ({ deps, actor, params }) => getChange(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/supplier-changes/:id/decision', permission: 'supplier.change.review', tags,
    summary: 'Approve or reject a supplier data change', params: idParams, body: decisionBody, response: changeRequestView,
    opType: 'modify',
    handler: ({ deps, actor, params, body }) => decideChange(deps, actor, params.id, body),
  });
  // Capability applications from the supplier side (suppliers/capabilities).
  defineRoute(app, {
    method: 'GET', url: '/api/supplier-capabilities', permission: 'supplier.capability.review', tags,
    summary: 'Capability list applications (staff review)', query: capabilityListQuerySchema, response: capabilityPage,
    handler: ({ deps, actor, query }) => listCapabilityApplications(deps, actor, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/supplier-capabilities/:id', permission: 'supplier.capability.review', tags,
    summary: 'One capability application', params: idParams, response: capabilityView,
    handler: ({ deps, actor, params }) => getCapabilityApplication(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/supplier-capabilities/:id/review', permission: 'supplier.capability.review', tags,
    summary: 'Pass or fail a capability application', params: idParams, body: capabilityReviewSchema, response: capabilityView,
    opType: 'modify',
    handler: ({ deps, actor, params, body }) => reviewCapability(deps, actor, params.id, body),
  });
}
