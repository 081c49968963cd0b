/** Auditor authorisation (suppliers/auditors) and inquiry approvers (suppliers/inquiry-power). */
import { auditorBody, auditorListQuery, employeeParams } from '@aerosupply/shared/auditors/schemas';
import { auditorPage, auditorRow, employeeData } from '@aerosupply/shared/auditors/responses';
import { noData } from '@aerosupply/shared/contracts';
import { inquiryApproverPage, inquiryApproverRow } from '@aerosupply/shared/supplier-review/responses';
import { idParams, inquiryApproverBody, inquiryApproverQuery } from '@aerosupply/shared/supplier-review/schemas';
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
  const tags = ['auditors'];
  defineRoute(app, {
    method: 'GET', url: '/api/auditors', permission: 'supplier.auditor.manage', tags,
    summary: 'Search auditor authorisations', query: auditorListQuery, response: auditorPage,
    handler: ({ deps, actor, query }) => searchAuditors(deps, actor, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/api/auditors/employee/:employeeId', permission: 'supplier.auditor.manage', tags,
    summary: 'Copy employee data for an auditor', params: employeeParams, response: employeeData,
    handler: ({ deps, params }) => copyEmployeeData(deps, params.employeeId),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/auditors', permission: 'supplier.auditor.manage', tags,
    summary: 'Create an auditor authorisation', body: auditorBody, response: auditorRow,
    handler: ({ deps, actor, body }) => createAuditor(deps, actor, body),
  });
  defineRoute(app, {
    method: 'PUT', url: '/api/auditors/:id', permission: 'supplier.auditor.manage', tags,
    summary: 'Edit an auditor authorisation', params: idParams, body: auditorBody, response: auditorRow,
    handler: ({ deps, actor, params, body }) => updateAuditor(deps, actor, params.id, body),
  });
  defineRoute(app, {
    method: 'DELETE', url: '/api/auditors/:id', permission: 'supplier.auditor.manage', tags,
    summary: 'Delete an auditor authorisation', params: idParams, response: noData,
    handler: ({ deps, params }) => deleteAuditor(deps, params.id),
  });

  defineRoute(app, {
    method: 'GET', url: '/api/inquiry-approvers', permission: 'supplier.inquiryPower.manage', tags,
    summary: 'Search inquiry approvers', query: inquiryApproverQuery, response: inquiryApproverPage,
    handler: ({ deps, actor, query }) => searchInquiryApprovers(deps, actor, query),
  });
  defineRoute(app, {
    method: 'POST', url: '/api/inquiry-approvers', permission: 'supplier.inquiryPower.manage', tags,
    summary: 'Add an inquiry approver', body: inquiryApproverBody, response: inquiryApproverRow,
    handler: ({ deps, actor, body }) => createInquiryApprover(deps, actor, body),
  });
  defineRoute(app, {
    method: 'DELETE', url: '/api/inquiry-approvers/:id', permission: 'supplier.inquiryPower.manage', tags,
    summary: 'Remove an inquiry approver', params: idParams, response: noData,
    handler: ({ deps, params }) => deleteInquiryApprover(deps, params.id),
  });
}
