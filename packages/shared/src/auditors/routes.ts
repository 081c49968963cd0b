/** Auditor authorisation (suppliers/auditors) and inquiry approvers (suppliers/inquiry-power) routes. */
import { noData } from '../contracts';
import { route } from '../http/contract';
import { inquiryApproverPage, inquiryApproverRow } from '../supplier-review/responses';
import { inquiryApproverBody, inquiryApproverQuery } from '../supplier-review/schemas';
import { idParams } from '../validation/ids';
import { auditorPage, auditorRow, employeeData } from './responses';
import { auditorBody, auditorListQuery, employeeParams } from './schemas';

const tags = ['auditors'];

export const auditorRoutes = {
  list: route({
    method: 'GET', url: '/api/auditors', permission: 'supplier.auditor.manage', tags,
    summary: 'Search auditor authorisations', query: auditorListQuery, response: auditorPage,
  }),
  employee: route({
    method: 'GET', url: '/api/auditors/employee/:employeeId', permission: 'supplier.auditor.manage', tags,
    summary: 'Copy employee data for an auditor', params: employeeParams, response: employeeData,
  }),
  create: route({
    method: 'POST', url: '/api/auditors', permission: 'supplier.auditor.manage', tags,
    summary: 'Create an auditor authorisation', body: auditorBody, response: auditorRow,
  }),
  update: route({
    method: 'PUT', url: '/api/auditors/:id', permission: 'supplier.auditor.manage', tags,
    summary: 'Edit an auditor authorisation', params: idParams, body: auditorBody, response: auditorRow,
  }),
  remove: route({
    method: 'DELETE', url: '/api/auditors/:id', permission: 'supplier.auditor.manage', tags,
    summary: 'Delete an auditor authorisation', params: idParams, response: noData,
  }),
  approvers: route({
    method: 'GET', url: '/api/inquiry-approvers', permission: 'supplier.inquiryPower.manage', tags,
    summary: 'Search inquiry approvers', query: inquiryApproverQuery, response: inquiryApproverPage,
  }),
  addApprover: route({
    method: 'POST', url: '/api/inquiry-approvers', permission: 'supplier.inquiryPower.manage', tags,
    summary: 'Add an inquiry approver', body: inquiryApproverBody, response: inquiryApproverRow,
  }),
  removeApprover: route({
    method: 'DELETE', url: '/api/inquiry-approvers/:id', permission: 'supplier.inquiryPower.manage', tags,
    summary: 'Remove an inquiry approver', params: idParams, response: noData,
  }),
};
