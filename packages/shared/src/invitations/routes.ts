import { route } from '../http/contract';
import { invitationDeletedSchema, invitationDuplicateCheckSchema, invitationIdParamsSchema, invitationListQuerySchema, invitationPageSchema, invitationRowSchema, invitationSaveSchema } from './schemas';
import { duplicateCheckAnswerSchema } from '../registration/schemas';

const tags = ['invitations'];
const permission = 'supplier.invite';

export const invitationRoutes = {
  list: route({
    method: 'GET', url: '/api/invitations', permission, tags,
    summary: 'List supplier invitations (company name, registration status)', query: invitationListQuerySchema, response: invitationPageSchema,
  }),
  checkDuplicates: route({
    method: 'POST', url: '/api/invitations/check-duplicates', permission, tags,
    summary: 'Duplication check of an invitation: tax ID and company name',
    body: invitationDuplicateCheckSchema, opType: false, response: duplicateCheckAnswerSchema,
  }),
  detail: route({
    method: 'GET', url: '/api/invitations/:id', permission, tags,
    summary: 'One supplier invitation', params: invitationIdParamsSchema, response: invitationRowSchema,
  }),
  create: route({
    method: 'POST', url: '/api/invitations', permission, tags,
    summary: 'Invite a supplier (save, or save and send)', body: invitationSaveSchema, response: invitationRowSchema,
  }),
  update: route({
    method: 'PUT', url: '/api/invitations/:id', permission, tags,
    summary: 'Edit a supplier invitation (and optionally send it)',
    params: invitationIdParamsSchema, body: invitationSaveSchema, response: invitationRowSchema,
  }),
  send: route({
    method: 'POST', url: '/api/invitations/:id/send', permission, tags,
    summary: 'Send or resend a supplier invitation', params: invitationIdParamsSchema, opType: 'modify', response: invitationRowSchema,
  }),
  remove: route({
    method: 'DELETE', url: '/api/invitations/:id', permission, tags,
    summary: 'Delete a supplier invitation not yet registered', params: invitationIdParamsSchema, response: invitationDeletedSchema,
  }),
};
