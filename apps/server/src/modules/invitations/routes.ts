/** Staff invitation routes (spec 001 §2 'Supplier invitation'); permission 'supplier.invite'. */
import { invitationRoutes as r } from '@aerosupply/shared/invitations/routes';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import * as service from './service';

export function registerInvitationRoutes(app: FastifyInstance): void {
  defineRoute(app, { ...r.list, handler: ({ deps, actor, query }) => service.listInvitations(deps, actor, query) });

  defineRoute(app, { ...r.checkDuplicates, handler: ({ deps, body, lang }) => service.checkInvitationDuplicates(deps, body, lang, body.excludeId) });

  defineRoute(app, { ...r.detail, handler: ({ deps, actor, params }) => service.getInvitation(deps, actor, params.id) });

  defineRoute(app, { ...r.create, handler: ({ deps, actor, body, lang }) => service.createInvitation(deps, actor, body, lang) });

  defineRoute(app, { ...r.update, handler: ({ deps, actor, params, body, lang }) => service.updateInvitation(deps, actor, params.id, body, lang) });

  defineRoute(app, { ...r.send, handler: ({ deps, actor, params }) => service.sendInvitation(deps, actor, params.id) });

  defineRoute(app, { ...r.remove, handler: ({ deps, actor, params }) => service.deleteInvitation(deps, actor, params.id) });
}
