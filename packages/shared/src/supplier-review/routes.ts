/** Supplier review routes: the staff review chain (tasks, detail, actions), data changes and capability applications under review. */
import { capabilityListQuerySchema, capabilityPage, capabilityReviewSchema, capabilityView } from '../capabilities/schemas';
import { route } from '../http/contract';
import type { StaffPermission } from '../permissions';
import { changeListQuerySchema, changeRequestPage, changeRequestView } from '../supplier-profile/schemas';
import { reviewDetail, reviewPage } from './responses';
import { companyIdParams, decisionBody, idParams, reviewActionBody, reviewActionParams, reviewListQuery } from './schemas';
import { REVIEW_TRANSITIONS } from './workflow';

/** Every permission of a chain step (the service checks the one of the action). */
export const CHAIN_PERMISSIONS: readonly StaffPermission[] = [...new Set(REVIEW_TRANSITIONS.map((t) => t.permission))];

const tags = ['supplier-review'];

export const supplierReviewRoutes = {
  list: route({
    method: 'GET', url: '/api/supplier-reviews', permission: CHAIN_PERMISSIONS, tags,
    summary: 'Supplier review tasks (pre-audit, audit, business, OA, QAUDIT, SAP)', query: reviewListQuery, response: reviewPage,
  }),
  export: route({
    method: 'GET', url: '/api/supplier-reviews/export', permission: CHAIN_PERMISSIONS, tags,
    summary: 'Export supplier review tasks to Excel', query: reviewListQuery, raw: true, opType: 'query',
  }),
  detail: route({
    method: 'GET', url: '/api/supplier-reviews/:companyId', permission: [...CHAIN_PERMISSIONS, 'supplier.info.view'], tags,
    summary: 'One supplier review with forms, approvals and timeline', params: companyIdParams, response: reviewDetail,
  }),
  action: route({
    method: 'POST', url: '/api/supplier-reviews/:companyId/actions/:action', permission: CHAIN_PERMISSIONS, tags,
    summary: 'Take a review step (comment and attachments)', params: reviewActionParams, body: reviewActionBody, response: reviewDetail,
    opType: 'modify',
  }),
  // Supplier data changes that go through review (suppliers/changes).
  changes: route({
    method: 'GET', url: '/api/supplier-changes', permission: 'supplier.change.review', tags,
    summary: 'Supplier data change requests', query: changeListQuerySchema, response: changeRequestPage,
  }),
  change: route({
    method: 'GET', url: '/api/supplier-changes/:id', permission: 'supplier.change.review', tags,
    summary: 'One supplier data change request', params: idParams, response: changeRequestView,
  }),
  decideChange: route({
    method: 'POST', url: '/api/supplier-changes/:id/decision', permission: 'supplier.change.review', tags,
    summary: 'Approve or reject a supplier data change', params: idParams, body: decisionBody, response: changeRequestView,
    opType: 'modify',
  }),
  // Capability applications from the supplier side (suppliers/capabilities).
  capabilities: route({
    method: 'GET', url: '/api/supplier-capabilities', permission: 'supplier.capability.review', tags,
    summary: 'Capability list applications (staff review)', query: capabilityListQuerySchema, response: capabilityPage,
  }),
  capability: route({
    method: 'GET', url: '/api/supplier-capabilities/:id', permission: 'supplier.capability.review', tags,
    summary: 'One capability application', params: idParams, response: capabilityView,
  }),
  reviewCapability: route({
    method: 'POST', url: '/api/supplier-capabilities/:id/review', permission: 'supplier.capability.review', tags,
    summary: 'Pass or fail a capability application', params: idParams, body: capabilityReviewSchema, response: capabilityView,
    opType: 'modify',
  }),
};
