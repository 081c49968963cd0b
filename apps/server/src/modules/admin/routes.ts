/**
 * Staff administration API under /api/admin (spec 001 §2 'Users, roles and operation log screens',
 * §3, §6): users (sys.user.manage), roles and the permission tree (sys.role.manage), the operation
 * log (sys.log.view) and the account log (sys.accountLog.view), with Excel exports.
 */
import { adminRoutes as r } from '@aerosupply/shared/admin/routes';
import type { FastifyInstance } from 'fastify';
import { sendXlsx } from '../../platform/export/xlsx';
import { defineRoute } from '../../platform/http/route';
import { exportAccountLogs, exportOperationLogs, exportUsers } from './export';
import * as logs from './log-search';
import * as service from './service';

export function registerAdminRoutes(app: FastifyInstance): void {
  // ---- users ----
  defineRoute(app, { ...r.users, handler: async ({ deps, actor, lang, query }) => service.searchUsers(deps, actor, lang, query) });
  defineRoute(app, { ...r.usersExport, handler: async ({ deps, actor, lang, query, reply }) => sendXlsx(reply, exportUsers(deps, actor, lang, query)) });
  defineRoute(app, { ...r.user, handler: async ({ deps, actor, lang, params }) => service.getUser(deps, actor, lang, params.id) });
  defineRoute(app, { ...r.createUser, handler: async ({ deps, actor, lang, body }) => service.createUser(deps, actor, lang, body) });
  defineRoute(app, { ...r.updateUser, handler: async ({ deps, actor, lang, params, body }) => service.updateUser(deps, actor, lang, params.id, body) });
  defineRoute(app, { ...r.enable, handler: async ({ deps, actor, lang, params }) => service.setUserEnabled(deps, actor, lang, params.id, true) });
  defineRoute(app, { ...r.disable, handler: async ({ deps, actor, lang, params }) => service.setUserEnabled(deps, actor, lang, params.id, false) });
  defineRoute(app, { ...r.setRoles, handler: async ({ deps, actor, lang, params, body }) => service.setUserRoles(deps, actor, lang, params.id, body.roleIds) });
  defineRoute(app, {
    ...r.setHardwareKey,
    handler: async ({ deps, actor, lang, params, body }) => service.bindHardwareKey(deps, actor, lang, params.id, body.serial),
  });
  defineRoute(app, { ...r.resetPassword, handler: async ({ deps, actor, lang, params }) => service.resetUserPassword(deps, actor, lang, params.id) });
  defineRoute(app, { ...r.unlock, handler: async ({ deps, actor, lang, params }) => service.unlockUser(deps, actor, lang, params.id) });
  defineRoute(app, { ...r.companyOptions, handler: async ({ deps, lang, query }) => service.listCompanyOptions(deps, lang, query.q, query.type) });

  // ---- roles ----
  defineRoute(app, { ...r.roles, handler: async ({ deps, lang, query }) => service.searchRoles(deps, lang, query) });
  defineRoute(app, { ...r.roleOptions, handler: async ({ deps, lang, query }) => service.listRoleOptions(deps, lang, query.companyId) });
  defineRoute(app, { ...r.role, handler: async ({ deps, lang, params }) => service.getRole(deps, lang, params.id) });
  defineRoute(app, { ...r.createRole, handler: async ({ deps, lang, body }) => service.createRole(deps, lang, body) });
  defineRoute(app, { ...r.updateRole, handler: async ({ deps, lang, params, body }) => service.updateRole(deps, lang, params.id, body) });
  defineRoute(app, { ...r.removeRole, handler: async ({ deps, params }) => service.deleteRole(deps, params.id) });
  defineRoute(app, { ...r.permissionTree, handler: async ({ lang }) => service.getPermissionTree(lang) });

  // ---- logs ----
  defineRoute(app, { ...r.operationLogs, handler: async ({ deps, lang, query }) => logs.searchOperationLogs(deps, lang, query) });
  defineRoute(app, { ...r.operationLogsExport, handler: async ({ deps, lang, query, reply }) => sendXlsx(reply, exportOperationLogs(deps, lang, query)) });
  defineRoute(app, { ...r.accountLogs, handler: async ({ deps, lang, query }) => logs.searchAccountLogs(deps, lang, query) });
  defineRoute(app, { ...r.accountLogsExport, handler: async ({ deps, lang, query, reply }) => sendXlsx(reply, exportAccountLogs(deps, lang, query)) });
}
