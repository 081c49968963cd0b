/**
 * Employee sign-up requests (issue 28 item 7): the public request from the registration choice
 * page, and the supplier administrator's list, approve and refuse under /api/sup ('sup.employee').
 */
import { employeeRequestRoutes as r } from '@aerosupply/shared/supplier-accounts/routes';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import * as service from './request-service';

export function registerEmployeeRequestRoutes(app: FastifyInstance): void {
  defineRoute(app, { ...r.submit, handler: ({ deps, body, lang, req }) => service.submitRequest(deps, body, lang, req.ip) });
  defineRoute(app, { ...r.list, handler: ({ deps, actor, query }) => service.listRequests(deps, actor, query) });
  defineRoute(app, { ...r.approve, handler: ({ deps, actor, params, body }) => service.approveRequest(deps, actor, params.id, body.postIds) });
  defineRoute(app, { ...r.refuse, handler: ({ deps, actor, params, body }) => service.refuseRequest(deps, actor, params.id, body.reason) });
}
