/** Forwarder onboarding routes (issue 26 item 2): logistics staff with 'logistics.master.manage' (D-490). */
import { route } from '../http/contract';
import {
  forwarderCompanyCreatedSchema,
  forwarderCompanyCreateSchema,
  forwarderCompanyFreezeSchema,
  forwarderCompanyListQuery,
  forwarderCompanyPageSchema,
  forwarderCompanyParams,
  forwarderCompanyUpdateSchema,
  forwarderCompanyViewSchema,
} from './schemas';

const tags = ['forwarder-companies'];
const permission = 'logistics.master.manage';

export const forwarderCompanyRoutes = {
  list: route({
    method: 'GET', url: '/api/forwarder-companies', permission, tags,
    summary: 'Forwarder companies (search, scope, service mode, status; paged)', query: forwarderCompanyListQuery, response: forwarderCompanyPageSchema,
  }),
  detail: route({
    method: 'GET', url: '/api/forwarder-companies/:id', permission, tags,
    summary: 'One forwarder company', params: forwarderCompanyParams, response: forwarderCompanyViewSchema,
  }),
  create: route({
    method: 'POST', url: '/api/forwarder-companies', permission, tags,
    summary: 'Create or invite a forwarder company with its administrator', body: forwarderCompanyCreateSchema, response: forwarderCompanyCreatedSchema,
  }),
  update: route({
    method: 'PUT', url: '/api/forwarder-companies/:id', permission, tags,
    summary: "Edit a forwarder company's data", params: forwarderCompanyParams, body: forwarderCompanyUpdateSchema, response: forwarderCompanyViewSchema,
  }),
  freeze: route({
    method: 'POST', url: '/api/forwarder-companies/:id/freeze', permission, tags,
    summary: 'Freeze a forwarder company (its users lose access)', params: forwarderCompanyParams, body: forwarderCompanyFreezeSchema, response: forwarderCompanyViewSchema, opType: 'modify',
  }),
  restore: route({
    method: 'POST', url: '/api/forwarder-companies/:id/restore', permission, tags,
    summary: 'Restore a frozen forwarder company', params: forwarderCompanyParams, response: forwarderCompanyViewSchema, opType: 'modify',
  }),
};
