/** Supplier invitation calls (staff, 'supplier.invite'). */
import { invitationRoutes as r } from '@aerosupply/shared/invitations/routes';
import type { InvitationSaveInput } from '@aerosupply/shared/invitations/schemas';
import { call } from '../../lib/api/call';

export const invitationKeys = {
  all: ['invitations'] as const,
  list: ['invitations', 'list'] as const,
};

export const invitationApi = {
  create: (body: InvitationSaveInput) => call(r.create, { body }, { silent: true }),
  update: (id: number, body: InvitationSaveInput) => call(r.update, { params: { id }, body }, { silent: true }),
  send: (id: number) => call(r.send, { params: { id } }),
  remove: (id: number) => call(r.remove, { params: { id } }),
  checkDuplicates: (body: { taxId?: string; companyName?: string; excludeId?: number }) => call(r.checkDuplicates, { body }),
};
