/** Staff invitation routes (spec 001 §2 'Supplier invitation'); permission 'supplier.invite'. */
import {
  invitationDeletedSchema,
  invitationDuplicateCheckSchema,
  invitationIdParamsSchema,
  invitationListQuerySchema,
  invitationPageSchema,
  invitationRowSchema,
  invitationSaveSchema,
} from '@aerosupply/shared/invitations/schemas';
import { duplicateCheckAnswerSchema } from '@aerosupply/shared/registration/schemas';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import * as service from './service';

const tags = ['invitations'];
const permission = 'supplier.invite';

export function registerInvitationRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/invitations',
    permission,
    summary: 'List supplier invitations (company name, registration status)',
    tags,
    query: invitationListQuerySchema,
    response: invitationPageSchema,
    handler: ({ deps, actor, query }) => service.listInvitations(deps, actor, query),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/invitations/check-duplicates',
    permission,
    summary: 'Duplication check of an invitation: tax ID and company name',
    tags,
    body: invitationDuplicateCheckSchema,
    opType: false,
    response: duplicateCheckAnswerSchema,
    handler: ({ deps, body, lang }) => service.checkInvitationDuplicates(deps, body, lang, body.excludeId),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/invitations/:id',
    permission,
    summary: 'One supplier invitation',
    tags,
    params: invitationIdParamsSchema,
    response: invitationRowSchema,
    handler: ({ deps, actor, params }) => service.getInvitation(deps, actor, params.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/invitations',
    permission,
    summary: 'Invite a supplier (save, or save and send)',
    tags,
    body: invitationSaveSchema,
    response: invitationRowSchema,
    handler: ({ deps, actor, body, lang }) => service.createInvitation(deps, actor, body, lang),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/invitations/:id',
    permission,
    summary: 'Edit a supplier invitation (and optionally send it)',
    tags,
    params: invitationIdParamsSchema,
    body: invitationSaveSchema,
    response: invitationRowSchema,
    handler: ({ deps, actor, params, body, lang }) => service.updateInvitation(deps, actor, params.id, body, lang),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/invitations/:id/send',
    permission,
    summary: 'Send or resend a supplier invitation',
    tags,
    params: invitationIdParamsSchema,
    opType: 'modify',
    response: invitationRowSchema,
    handler: ({ deps, actor, params }) => service.sendInvitation(deps, actor, params.id),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/invitations/:id',
    permission,
    summary: 'Delete a supplier invitation not yet registered',
    tags,
    params: invitationIdParamsSchema,
    response: invitationDeletedSchema,
    handler: ({ deps, actor, params }) => service.deleteInvitation(deps, actor, params.id),
  });
}
