/**
 * Employee sign-up requests (issue 28 item 7): the public request from the registration choice
 * page, and the supplier administrator's list, approve and refuse under /api/sup ('sup.employee').
 */
import { idParamsSchema } from '@aerosupply/shared/supplier-accounts/schemas';
import {
  employeeRequestAnswerSchema,
  employeeRequestApproveSchema,
  employeeRequestListQuerySchema,
  employeeRequestPageSchema,
  employeeRequestRefuseSchema,
  employeeRequestSchema,
  employeeRequestViewSchema,
} from '@aerosupply/shared/supplier-accounts/requests';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import * as service from './request-service';

export function registerEmployeeRequestRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST',
    url: '/api/employee-requests',
    permission: 'public',
    summary: 'Registration choice: ask to join an existing supplier as an employee (captcha)',
    tags: ['registration'],
    body: employeeRequestSchema,
    response: employeeRequestAnswerSchema,
    handler: ({ deps, body, lang, req }) => service.submitRequest(deps, body, lang, req.ip),
  });

  const tags = ['supplier-accounts'];
  defineRoute(app, {
    method: 'GET',
    url: '/api/sup/employee-requests',
    permission: 'sup.employee',
    summary: "The company's employee sign-up requests (filter, page)",
    tags,
    query: employeeRequestListQuerySchema,
    response: employeeRequestPageSchema,
    handler: ({ deps, actor, query }) => service.listRequests(deps, actor, query),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/sup/employee-requests/:id/approve',
    permission: 'sup.employee',
    summary: 'Approve an employee sign-up request: creates the account with the posts given',
    tags,
    params: idParamsSchema,
    body: employeeRequestApproveSchema,
    opType: 'add',
    response: employeeRequestViewSchema,
    handler: ({ deps, actor, params, body }) => service.approveRequest(deps, actor, params.id, body.postIds),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/sup/employee-requests/:id/refuse',
    permission: 'sup.employee',
    summary: 'Refuse an employee sign-up request with a reason',
    tags,
    params: idParamsSchema,
    body: employeeRequestRefuseSchema,
    opType: 'modify',
    response: employeeRequestViewSchema,
    handler: ({ deps, actor, params, body }) => service.refuseRequest(deps, actor, params.id, body.reason),
  });
}
