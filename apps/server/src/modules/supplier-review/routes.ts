/** The staff review chain: the routes of `@aerosupply/shared/supplier-review/routes` (task lists, detail and actions, changes, capabilities). */
import { supplierReviewRoutes as r } from '@aerosupply/shared/supplier-review/routes';
import type { FastifyInstance } from 'fastify';
import { sendXlsx } from '../../platform/export/xlsx';
import { defineRoute } from '../../platform/http/route';
import { exportReviewTasks } from './export';
import { actOnReview, getReview, listReviewTasks } from './service';
import { decideChange, getCapabilityApplication, getChange, listCapabilityApplications, listChanges, reviewCapability } from './staff-queues';

export { CHAIN_PERMISSIONS } from '@aerosupply/shared/supplier-review/routes';

export function registerSupplierReviewRoutes(app: FastifyInstance): void {
  defineRoute(app, { ...r.list, handler: ({ deps, actor, query }) => listReviewTasks(deps, actor, query) });
  defineRoute(app, {
    ...r.export,
    handler: async ({ deps, actor, query, lang, reply }) => sendXlsx(reply, exportReviewTasks(deps, actor, query, lang), 'supplier-reviews.xlsx'),
  });
  defineRoute(app, { ...r.detail, handler: ({ deps, actor, params }) => getReview(deps, actor, params.companyId) });
  defineRoute(app, { ...r.action, handler: ({ deps, actor, params, body }) => actOnReview(deps, actor, params.companyId, params.action, body) });
  defineRoute(app, { ...r.changes, handler: ({ deps, actor, query }) => listChanges(deps, actor, query) });
  defineRoute(app, { ...r.change, handler: ({ deps, actor, params }) => getChange(deps, actor, params.id) });
  defineRoute(app, { ...r.decideChange, handler: ({ deps, actor, params, body }) => decideChange(deps, actor, params.id, body) });
  defineRoute(app, { ...r.capabilities, handler: ({ deps, actor, query }) => listCapabilityApplications(deps, actor, query) });
  defineRoute(app, { ...r.capability, handler: ({ deps, actor, params }) => getCapabilityApplication(deps, actor, params.id) });
  defineRoute(app, { ...r.reviewCapability, handler: ({ deps, actor, params, body }) => reviewCapability(deps, actor, params.id, body) });
}
