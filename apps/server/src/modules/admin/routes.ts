/**
 * Staff administration API under /api/admin (spec 001 §2 'Users, roles and operation log screens',
 * §3, §6): users (sys.user.manage), roles and the permission tree (sys.role.manage), the operation
 * log (sys.log.view) and the account log (sys.accountLog.view), with Excel exports.
 */
import {
  accountLogPageSchema,
  accountLogQuery,
  adminRolePageSchema,
  adminRoleSchema,
  adminUserPageSchema,
  adminUserSchema,
  companyOptionListSchema,
  companyOptionsQuery,
  hardwareKeyBody,
  idParams,
  operationLogPageSchema,
  operationLogQuery,
  permissionTreeSchema,
  roleCreateBody,
  roleDeletedSchema,
  roleOptionListSchema,
  roleOptionsQuery,
  roleSearchQuery,
  roleUpdateBody,
  temporaryPasswordAnswerSchema,
  userCreateBody,
  userRolesBody,
  userSearchQuery,
  userUpdateBody,
} from '@aerosupply/shared/admin/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendXlsx } from '../../platform/export/xlsx';
import { defineRoute } from '../../platform/http/route';
import { exportAccountLogs, exportOperationLogs, exportUsers } from './export';
import * as service from './service';

const tags = ['admin'];

export function registerAdminRoutes(app: FastifyInstance): void {
  // ---- users ----
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/users',
    permission: 'sys.user.manage',
    summary: 'Search users',
    tags,
    query: userSearchQuery,
    response: adminUserPageSchema,
    handler: async ({ deps, actor, lang, query }) => service.searchUsers(deps, actor, lang, query),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/users/export',
    permission: 'sys.user.manage',
    summary: 'Export the users search to Excel',
    tags,
    query: userSearchQuery,
    opType: 'query',
    raw: true,
    handler: async ({ deps, actor, lang, query, reply }) => sendXlsx(reply, exportUsers(deps, actor, lang, query)),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/users/:id',
    permission: 'sys.user.manage',
    summary: 'Get a user',
    tags,
    params: idParams,
    response: adminUserSchema,
    handler: async ({ deps, actor, lang, params }) => service.getUser(deps, actor, lang, params.id),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/users',
    permission: 'sys.user.manage',
    summary: 'Create a user (temporary password mailed)',
    tags,
    body: userCreateBody,
    response: temporaryPasswordAnswerSchema,
    handler: async ({ deps, actor, lang, body }) => service.createUser(deps, actor, lang, body),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/admin/users/:id',
    permission: 'sys.user.manage',
    summary: 'Edit a user',
    tags,
    params: idParams,
    body: userUpdateBody,
    response: adminUserSchema,
    handler: async ({ deps, actor, lang, params, body }) => service.updateUser(deps, actor, lang, params.id, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/users/:id/enable',
    permission: 'sys.user.manage',
    summary: 'Enable a user',
    tags,
    params: idParams,
    opType: 'modify',
    response: adminUserSchema,
    handler: async ({ deps, actor, lang, params }) => service.setUserEnabled(deps, actor, lang, params.id, true),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/users/:id/disable',
    permission: 'sys.user.manage',
    summary: 'Disable a user (ends their sessions)',
    tags,
    params: idParams,
    opType: 'modify',
    response: adminUserSchema,
    handler: async ({ deps, actor, lang, params }) => service.setUserEnabled(deps, actor, lang, params.id, false),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/admin/users/:id/roles',
    permission: 'sys.user.manage',
    summary: "Set a user's roles",
    tags,
    params: idParams,
    body: userRolesBody,
    response: adminUserSchema,
    handler: async ({ deps, actor, lang, params, body }) => service.setUserRoles(deps, actor, lang, params.id, body.roleIds),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/admin/users/:id/hardware-key',
    permission: 'sys.user.manage',
    summary: 'Bind or unbind a hardware key',
    tags,
    params: idParams,
    body: hardwareKeyBody,
    response: adminUserSchema,
    handler: async ({ deps, actor, lang, params, body }) => service.bindHardwareKey(deps, actor, lang, params.id, body.serial),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/users/:id/reset-password',
    permission: 'sys.user.manage',
    summary: "Reset a user's password (temporary password mailed)",
    tags,
    params: idParams,
    opType: 'modify',
    response: temporaryPasswordAnswerSchema,
    handler: async ({ deps, actor, lang, params }) => service.resetUserPassword(deps, actor, lang, params.id),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/users/:id/unlock',
    permission: 'sys.user.manage',
    summary: 'Unlock a locked or frozen user',
    tags,
    params: idParams,
    opType: 'modify',
    response: adminUserSchema,
    handler: async ({ deps, actor, lang, params }) => service.unlockUser(deps, actor, lang, params.id),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/companies/options',
    permission: 'sys.user.manage',
    summary: 'Staff and forwarder companies for pickers',
    tags,
    query: companyOptionsQuery,
    response: companyOptionListSchema,
    handler: async ({ deps, lang, query }) => service.listCompanyOptions(deps, lang, query.q, query.type),
  });

  // ---- roles ----
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/roles',
    permission: 'sys.role.manage',
    summary: 'List staff roles',
    tags,
    query: roleSearchQuery,
    response: adminRolePageSchema,
    handler: async ({ deps, lang, query }) => service.searchRoles(deps, lang, query),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/roles/options',
    permission: 'sys.user.manage',
    summary: "Roles that may be given to a company's users (user form picker)",
    tags,
    query: roleOptionsQuery,
    response: roleOptionListSchema,
    handler: async ({ deps, lang, query }) => service.listRoleOptions(deps, lang, query.companyId),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/roles/:id',
    permission: 'sys.role.manage',
    summary: 'Get a staff role',
    tags,
    params: idParams,
    response: adminRoleSchema,
    handler: async ({ deps, lang, params }) => service.getRole(deps, lang, params.id),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/roles',
    permission: 'sys.role.manage',
    summary: 'Create a staff role',
    tags,
    body: roleCreateBody,
    response: adminRoleSchema,
    handler: async ({ deps, lang, body }) => service.createRole(deps, lang, body),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/admin/roles/:id',
    permission: 'sys.role.manage',
    summary: 'Edit a staff role and its function permissions',
    tags,
    params: idParams,
    body: roleUpdateBody,
    response: adminRoleSchema,
    handler: async ({ deps, lang, params, body }) => service.updateRole(deps, lang, params.id, body),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/admin/roles/:id',
    permission: 'sys.role.manage',
    summary: 'Delete a staff role',
    tags,
    params: idParams,
    response: roleDeletedSchema,
    handler: async ({ deps, params }) => service.deleteRole(deps, params.id),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/permissions/tree',
    permission: 'sys.role.manage',
    summary: 'The function-permission tree (groups, screens, permissions)',
    tags,
    query: z.strictObject({}),
    response: permissionTreeSchema,
    handler: async ({ lang }) => service.getPermissionTree(lang),
  });

  // ---- logs ----
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/operation-logs',
    permission: 'sys.log.view',
    summary: 'Search the operation log',
    tags,
    query: operationLogQuery,
    response: operationLogPageSchema,
    handler: async ({ deps, lang, query }) => service.searchOperationLogs(deps, lang, query),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/operation-logs/export',
    permission: 'sys.log.view',
    summary: 'Export the operation log to Excel',
    tags,
    query: operationLogQuery,
    opType: 'query',
    raw: true,
    handler: async ({ deps, lang, query, reply }) => sendXlsx(reply, exportOperationLogs(deps, lang, query)),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/account-logs',
    permission: 'sys.accountLog.view',
    summary: 'Search the account (sign-in) log',
    tags,
    query: accountLogQuery,
    response: accountLogPageSchema,
    handler: async ({ deps, lang, query }) => service.searchAccountLogs(deps, lang, query),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/account-logs/export',
    permission: 'sys.accountLog.view',
    summary: 'Export the account log to Excel',
    tags,
    query: accountLogQuery,
    opType: 'query',
    raw: true,
    handler: async ({ deps, lang, query, reply }) => sendXlsx(reply, exportAccountLogs(deps, lang, query)),
  });
}
