/** Forwarder onboarding calls (issue 26 item 2; 'logistics.master.manage'). Types from the shared schemas. */
import type {
  ForwarderCompanyCreateBody,
  ForwarderCompanyCreated,
  ForwarderCompanyUpdateBody,
  ForwarderCompanyView,
} from '@aerosupply/shared/forwarder-companies/schemas';
import { api } from '../../lib/api/client';

export const FORWARDER_COMPANIES_URL = '/api/forwarder-companies';
export const forwarderCompanyKeys = { list: ['forwarder-companies', 'list'] as const };

export const forwarderCompanyApi = {
  create: (body: ForwarderCompanyCreateBody) => api.post<ForwarderCompanyCreated>(FORWARDER_COMPANIES_URL, body, { silent: true }),
  update: (id: number, body: ForwarderCompanyUpdateBody) => api.put<ForwarderCompanyView>(`${FORWARDER_COMPANIES_URL}/${id}`, body, { silent: true }),
  freeze: (id: number, reason: string) => api.post<ForwarderCompanyView>(`${FORWARDER_COMPANIES_URL}/${id}/freeze`, { reason }, { silent: true }),
  restore: (id: number) => api.post<ForwarderCompanyView>(`${FORWARDER_COMPANIES_URL}/${id}/restore`),
};
