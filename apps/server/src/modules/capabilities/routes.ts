/** Capability list applications, supplier side (spec 001 §2 'Capability list'); permission 'sup.vendorData'. */
import { capabilityRoutes as r } from '@aerosupply/shared/capabilities/routes';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import * as service from './service';

export function registerCapabilityRoutes(app: FastifyInstance): void {
  defineRoute(app, { ...r.list, handler: ({ deps, actor, query }) => service.listCapabilityApplications(deps, actor, query) });
  defineRoute(app, { ...r.detail, handler: ({ deps, actor, params }) => service.getCapabilityApplication(deps, actor, params.id) });
  defineRoute(app, { ...r.create, handler: ({ deps, actor, body }) => service.createCapabilityApplication(deps, actor, body) });
  defineRoute(app, { ...r.update, handler: ({ deps, actor, params, body }) => service.updateCapabilityApplication(deps, actor, params.id, body) });
  defineRoute(app, { ...r.submit, handler: ({ deps, actor, params }) => service.submitCapabilityApplication(deps, actor, params.id) });
}
