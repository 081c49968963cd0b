/** Forwarder onboarding routes (issue 26 item 2): logistics staff with 'logistics.master.manage' (D-490). */
import {
  forwarderCompanyCreatedSchema,
  forwarderCompanyCreateSchema,
  forwarderCompanyFreezeSchema,
  forwarderCompanyListQuery,
  forwarderCompanyPageSchema,
  forwarderCompanyParams,
  forwarderCompanyUpdateSchema,
  forwarderCompanyViewSchema,
} from '@aerosupply/shared/forwarder-companies/schemas';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import * as service from './service';

const tags = ['forwarder-companies'];
const permission = 'logistics.master.manage';

export function registerForwarderCompanyRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/forwarder-companies',
    permission,
    summary: 'Forwarder companies (search, scope, service mode, status; paged)',
    tags,
    query: forwarderCompanyListQuery,
    response: forwarderCompanyPageSchema,
    handler: ({ deps, actor, query }) => service.listCompanies(deps, actor, query),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/forwarder-companies/:id',
    permission,
    summary: 'One forwarder company',
    tags,
    params: forwarderCompanyParams,
    response: forwarderCompanyViewSchema,
    handler: ({ deps, actor, params }) => service.getCompany(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/forwarder-companies',
    permission,
    summary: 'Create or invite a forwarder company with its administrator',
    tags,
    body: forwarderCompanyCreateSchema,
    response: forwarderCompanyCreatedSchema,
    handler: ({ deps, actor, body }) => service.createCompany(deps, actor, body),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/forwarder-companies/:id',
    permission,
    summary: "Edit a forwarder company's data",
    tags,
    params: forwarderCompanyParams,
    body: forwarderCompanyUpdateSchema,
    response: forwarderCompanyViewSchema,
    handler: ({ deps, actor, params, body }) => service.updateCompany(deps, actor, params.id, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/forwarder-companies/:id/freeze',
    permission,
    summary: 'Freeze a forwarder company (its users lose access)',
    tags,
    params: forwarderCompanyParams,
    body: forwarderCompanyFreezeSchema,
    opType: 'modify',
    response: forwarderCompanyViewSchema,
    handler: ({ deps, actor, params, body }) => service.freezeCompany(deps, actor, params.id, body.reason),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/forwarder-companies/:id/restore',
    permission,
    summary: 'Restore a frozen forwarder company',
    tags,
    params: forwarderCompanyParams,
    opType: 'modify',
    response: forwarderCompanyViewSchema,
    handler: ({ deps, actor, params }) => service.restoreCompany(deps, actor, params.id),
  });
}
