/** Staff administration routes under /api/admin: users, roles, the permission tree, the operation and account logs (spec 001 §2, §3, §6). */
import { z } from 'zod';
import { route } from '../http/contract';
import {
  accountLogPageSchema, accountLogQuery, adminRolePageSchema, adminRoleSchema, adminUserPageSchema, adminUserSchema, companyOptionListSchema,
  companyOptionsQuery, hardwareKeyBody, idParams, operationLogPageSchema, operationLogQuery, permissionTreeSchema, roleCreateBody, roleDeletedSchema,
  roleOptionListSchema, roleOptionsQuery, roleSearchQuery, roleUpdateBody, temporaryPasswordAnswerSchema, userCreateBody, userRolesBody,
  userSearchQuery, userUpdateBody,
} from './schemas';

const tags = ['admin'];

export const adminRoutes = {
  users: route({
    method: 'GET', url: '/api/admin/users', permission: 'sys.user.manage', tags,
    summary: 'Search users', query: userSearchQuery, response: adminUserPageSchema,
  }),
  usersExport: route({
    method: 'GET', url: '/api/admin/users/export', permission: 'sys.user.manage', tags,
    summary: 'Export the users search to Excel', query: userSearchQuery, opType: 'query', raw: true,
  }),
  user: route({
    method: 'GET', url: '/api/admin/users/:id', permission: 'sys.user.manage', tags,
    summary: 'Get a user', params: idParams, response: adminUserSchema,
  }),
  createUser: route({
    method: 'POST', url: '/api/admin/users', permission: 'sys.user.manage', tags,
    summary: 'Create a user (temporary password mailed)', body: userCreateBody, response: temporaryPasswordAnswerSchema,
  }),
  updateUser: route({
    method: 'PUT', url: '/api/admin/users/:id', permission: 'sys.user.manage', tags,
    summary: 'Edit a user', params: idParams, body: userUpdateBody, response: adminUserSchema,
  }),
  enable: route({
    method: 'POST', url: '/api/admin/users/:id/enable', permission: 'sys.user.manage', tags,
    summary: 'Enable a user', params: idParams, opType: 'modify', response: adminUserSchema,
  }),
  disable: route({
    method: 'POST', url: '/api/admin/users/:id/disable', permission: 'sys.user.manage', tags,
    summary: 'Disable a user (ends their sessions)', params: idParams, opType: 'modify', response: adminUserSchema,
  }),
  setRoles: route({
    method: 'PUT', url: '/api/admin/users/:id/roles', permission: 'sys.user.manage', tags,
    summary: "Set a user's roles", params: idParams, body: userRolesBody, response: adminUserSchema,
  }),
  setHardwareKey: route({
    method: 'PUT', url: '/api/admin/users/:id/hardware-key', permission: 'sys.user.manage', tags,
    summary: 'Bind or unbind a hardware key', params: idParams, body: hardwareKeyBody, response: adminUserSchema,
  }),
  resetPassword: route({
    method: 'POST', url: '/api/admin/users/:id/reset-password', permission: 'sys.user.manage', tags,
    summary: "Reset a user's password (temporary password mailed)", params: idParams, opType: 'modify', response: temporaryPasswordAnswerSchema,
  }),
  unlock: route({
    method: 'POST', url: '/api/admin/users/:id/unlock', permission: 'sys.user.manage', tags,
    summary: 'Unlock a locked or frozen user', params: idParams, opType: 'modify', response: adminUserSchema,
  }),
  companyOptions: route({
    method: 'GET', url: '/api/admin/companies/options', permission: 'sys.user.manage', tags,
    summary: 'Staff and forwarder companies for pickers', query: companyOptionsQuery, response: companyOptionListSchema,
  }),
  roles: route({
    method: 'GET', url: '/api/admin/roles', permission: 'sys.role.manage', tags,
    summary: 'List staff roles', query: roleSearchQuery, response: adminRolePageSchema,
  }),
  roleOptions: route({
    method: 'GET', url: '/api/admin/roles/options', permission: 'sys.user.manage', tags,
    summary: "Roles that may be given to a company's users (user form picker)", query: roleOptionsQuery, response: roleOptionListSchema,
  }),
  role: route({
    method: 'GET', url: '/api/admin/roles/:id', permission: 'sys.role.manage', tags,
    summary: 'Get a staff role', params: idParams, response: adminRoleSchema,
  }),
  createRole: route({
    method: 'POST', url: '/api/admin/roles', permission: 'sys.role.manage', tags,
    summary: 'Create a staff role', body: roleCreateBody, response: adminRoleSchema,
  }),
  updateRole: route({
    method: 'PUT', url: '/api/admin/roles/:id', permission: 'sys.role.manage', tags,
    summary: 'Edit a staff role and its function permissions', params: idParams, body: roleUpdateBody, response: adminRoleSchema,
  }),
  removeRole: route({
    method: 'DELETE', url: '/api/admin/roles/:id', permission: 'sys.role.manage', tags,
    summary: 'Delete a staff role', params: idParams, response: roleDeletedSchema,
  }),
  permissionTree: route({
    method: 'GET', url: '/api/admin/permissions/tree', permission: 'sys.role.manage', tags,
    summary: 'The function-permission tree (groups, screens, permissions)', query: z.strictObject({}), response: permissionTreeSchema,
  }),
  operationLogs: route({
    method: 'GET', url: '/api/admin/operation-logs', permission: 'sys.log.view', tags,
    summary: 'Search the operation log', query: operationLogQuery, response: operationLogPageSchema,
  }),
  operationLogsExport: route({
    method: 'GET', url: '/api/admin/operation-logs/export', permission: 'sys.log.view', tags,
    summary: 'Export the operation log to Excel', query: operationLogQuery, opType: 'query', raw: true,
  }),
  accountLogs: route({
    method: 'GET', url: '/api/admin/account-logs', permission: 'sys.accountLog.view', tags,
    summary: 'Search the account (sign-in) log', query: accountLogQuery, response: accountLogPageSchema,
  }),
  accountLogsExport: route({
    method: 'GET', url: '/api/admin/account-logs/export', permission: 'sys.accountLog.view', tags,
    summary: 'Export the account log to Excel', query: accountLogQuery, opType: 'query', raw: true,
  }),
};
