import { route } from '../http/contract';
import { capabilityBodySchema, capabilityListQuerySchema, capabilityPage, capabilityView } from './schemas';
import { idParamsSchema } from '../supplier-profile/schemas';

const tags = ['capabilities'];
const permission = 'sup.vendorData';

export const capabilityRoutes = {
  list: route({
    method: 'GET', url: '/api/sup/capabilities', permission, summary: 'Capability list applications (filters of spec 001 §2)', tags, response: capabilityPage, query: capabilityListQuerySchema,
  }),
  detail: route({
    method: 'GET', url: '/api/sup/capabilities/:id', permission, summary: 'One capability list application', tags, response: capabilityView, params: idParamsSchema,
  }),
  create: route({
    method: 'POST', url: '/api/sup/capabilities', permission, summary: 'Create a capability list application', tags, response: capabilityView, body: capabilityBodySchema,
  }),
  update: route({
    method: 'PUT', url: '/api/sup/capabilities/:id', permission, summary: 'Edit a capability list application', tags, response: capabilityView, params: idParamsSchema, body: capabilityBodySchema,
  }),
  submit: route({
    method: 'POST', url: '/api/sup/capabilities/:id/submit', permission, summary: 'Submit a capability list application for review', tags, response: capabilityView, params: idParamsSchema, opType: 'modify',
  }),
};
