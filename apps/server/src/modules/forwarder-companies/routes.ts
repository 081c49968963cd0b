/** Forwarder onboarding routes (issue 26 item 2), the contracts of `@aerosupply/shared/forwarder-companies/routes`: logistics staff with 'logistics.master.manage' (D-490). */
import { forwarderCompanyRoutes as r } from '@aerosupply/shared/forwarder-companies/routes';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import * as service from './service';

export function registerForwarderCompanyRoutes(app: FastifyInstance): void {
  defineRoute(app, { ...r.list, handler: ({ deps, actor, query }) => service.listCompanies(deps, actor, query) });
  defineRoute(app, { ...r.detail, handler: ({ deps, actor, params }) => service.getCompany(deps, actor, params.id) });
  defineRoute(app, { ...r.create, handler: ({ deps, actor, body }) => service.createCompany(deps, actor, body) });
  defineRoute(app, { ...r.update, handler: ({ deps, actor, params, body }) => service.updateCompany(deps, actor, params.id, body) });
  defineRoute(app, { ...r.freeze, handler: ({ deps, actor, params, body }) => service.freezeCompany(deps, actor, params.id, body.reason) });
  defineRoute(app, { ...r.restore, handler: ({ deps, actor, params }) => service.restoreCompany(deps, actor, params.id) });
}
