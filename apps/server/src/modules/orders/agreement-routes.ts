/**
 * The agreement routes that answer one agreement's detail (contracts of `@aerosupply/shared/agreements/routes`):
 * the detail carries what orders drew on each line (D-611), so orders registers them, calling the
 * agreements' use cases through their index; agreements never read orders (D-843).
 */
import { agreementRoutes as r } from '@aerosupply/shared/agreements/routes';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import * as agreements from '../agreements';
import { withDrawDown } from './agreement-draw-down';

export function registerAgreementDetailRoutes(app: FastifyInstance): void {
  // ---- Buyer side ----
  defineRoute(app, { ...r.detail, handler: ({ deps, actor, params }) => withDrawDown(deps, agreements.getAgreement(deps, actor, params.id)) });
  defineRoute(app, { ...r.create, handler: ({ deps, actor, body }) => withDrawDown(deps, agreements.createAgreement(deps, actor, body)) });
  defineRoute(app, { ...r.update, handler: ({ deps, actor, params, body }) => withDrawDown(deps, agreements.updateAgreement(deps, actor, params.id, body)) });
  defineRoute(app, { ...r.send, handler: ({ deps, actor, params }) => withDrawDown(deps, agreements.sendAgreement(deps, actor, params.id)) });
  defineRoute(app, { ...r.cancel, handler: ({ deps, actor, params, body }) => withDrawDown(deps, agreements.cancelAgreement(deps, actor, params.id, body)) });
  // ---- Supplier side (D-278) ----
  defineRoute(app, { ...r.supDetail, handler: ({ deps, actor, params }) => withDrawDown(deps, agreements.getAgreement(deps, actor, params.id)) });
  defineRoute(app, { ...r.supConfirm, handler: ({ deps, actor, params }) => withDrawDown(deps, agreements.confirmAgreement(deps, actor, params.id)) });
  defineRoute(app, { ...r.supRefuse, handler: ({ deps, actor, params, body }) => withDrawDown(deps, agreements.refuseAgreement(deps, actor, params.id, body)) });
}
