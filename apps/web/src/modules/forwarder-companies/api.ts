/** Forwarder onboarding calls (issue 26 item 2; 'logistics.master.manage'), through the shared route contracts. */
import { forwarderCompanyRoutes } from '@aerosupply/shared/forwarder-companies/routes';
import type { BodyOf } from '@aerosupply/shared/http/contract';
import { call } from '../../lib/api/call';

export const forwarderCompanyKeys = { list: ['forwarder-companies', 'list'] as const };

export const forwarderCompanyApi = {
  create: (body: BodyOf<typeof forwarderCompanyRoutes.create>) => call(forwarderCompanyRoutes.create, { body }, { silent: true }),
  update: (id: number, body: BodyOf<typeof forwarderCompanyRoutes.update>) => call(forwarderCompanyRoutes.update, { params: { id }, body }, { silent: true }),
  freeze: (id: number, reason: string) => call(forwarderCompanyRoutes.freeze, { params: { id }, body: { reason } }, { silent: true }),
  restore: (id: number) => call(forwarderCompanyRoutes.restore, { params: { id } }),
};
