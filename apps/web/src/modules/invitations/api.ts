/** Supplier invitation calls (staff, 'supplier.invite'). */
import type { InvitationRow, InvitationSaveInput } from '@aerosupply/shared/invitations/schemas';
import type { DuplicateCheckAnswer } from '@aerosupply/shared/registration/schemas';
import { api } from '../../lib/api/client';

export const invitationKeys = {
  all: ['invitations'] as const,
  list: ['invitations', 'list'] as const,
};

export const invitationApi = {
  create: (body: InvitationSaveInput) => api.post<InvitationRow>('/api/invitations', body, { silent: true }),
  update: (id: number, body: InvitationSaveInput) => api.put<InvitationRow>(`/api/invitations/${id}`, body, { silent: true }),
  send: (id: number) => api.post<InvitationRow>(`/api/invitations/${id}/send`),
  remove: (id: number) => api.delete<null>(`/api/invitations/${id}`),
  checkDuplicates: (body: { taxId?: string; companyName?: string; excludeId?: number }) => api.post<DuplicateCheckAnswer>('/api/invitations/check-duplicates', body),
};
