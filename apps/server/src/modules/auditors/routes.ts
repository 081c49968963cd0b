/** Auditor authorisation and inquiry approvers: the routes of `@aerosupply/shared/auditors/routes`. */
import { auditorRoutes as r } from '@aerosupply/shared/auditors/routes';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import {
  copyEmployeeData,
  createAuditor,
  createInquiryApprover,
  deleteAuditor,
  deleteInquiryApprover,
  searchAuditors,
  searchInquiryApprovers,
  updateAuditor,
} from './service';

export function registerAuditorRoutes(app: FastifyInstance): void {
  defineRoute(app, { ...r.list, handler: ({ deps, actor, query }) => searchAuditors(deps, actor, query) });
  defineRoute(app, { ...r.employee, handler: ({ deps, params }) => copyEmployeeData(deps, params.employeeId) });
  defineRoute(app, { ...r.create, handler: ({ deps, actor, body }) => createAuditor(deps, actor, body) });
  defineRoute(app, { ...r.update, handler: ({ deps, actor, params, body }) => updateAuditor(deps, actor, params.id, body) });
  defineRoute(app, { ...r.remove, handler: ({ deps, params }) => deleteAuditor(deps, params.id) });
  defineRoute(app, { ...r.approvers, handler: ({ deps, actor, query }) => searchInquiryApprovers(deps, actor, query) });
  defineRoute(app, { ...r.addApprover, handler: ({ deps, actor, body }) => createInquiryApprover(deps, actor, body) });
  defineRoute(app, { ...r.removeApprover, handler: ({ deps, params }) => deleteInquiryApprover(deps, params.id) });
}
