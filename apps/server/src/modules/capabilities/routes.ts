/** Capability list applications, supplier side (spec 001 §2 'Capability list'); permission 'sup.vendorData'. */
import { capabilityBodySchema, capabilityListQuerySchema, capabilityPage, capabilityView } from '@aerosupply/shared/capabilities/schemas';
import { idParamsSchema } from '@aerosupply/shared/supplier-profile/schemas';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import * as service from './service';

const tags = ['capabilities'];
const permission = 'sup.vendorData';

export function registerCapabilityRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/sup/capabilities',
    permission,
    summary: 'Capability list applications (filters of spec 001 §2)',
    tags,
    response: capabilityPage,
    query: capabilityListQuerySchema,
    handler: ({ deps, actor, query }) => service.listCapabilityApplications(deps, actor, query),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/sup/capabilities/:id',
    permission,
    summary: 'One capability list application',
    tags,
    response: capabilityView,
    params: idParamsSchema,
    handler: ({ deps, actor, params }) => service.getCapabilityApplication(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/sup/capabilities',
    permission,
    summary: 'Create a capability list application',
    tags,
    response: capabilityView,
    body: capabilityBodySchema,
    handler: ({ deps, actor, body }) => service.createCapabilityApplication(deps, actor, body),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/sup/capabilities/:id',
    permission,
    summary: 'Edit a capability list application',
    tags,
    response: capabilityView,
    params: idParamsSchema,
    body: capabilityBodySchema,
    handler: ({ deps, actor, params, body }) => service.updateCapabilityApplication(deps, actor, params.id, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/sup/capabilities/:id/submit',
    permission,
    summary: 'Submit a capability list application for review',
    tags,
    response: capabilityView,
    params: idParamsSchema,
    opType: 'modify',
    handler: ({ deps, actor, params }) => service.submitCapabilityApplication(deps, actor, params.id),
  });
}
