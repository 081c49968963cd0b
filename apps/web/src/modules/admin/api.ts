/**
 * Staff administration calls (spec 001 §2 'Users, roles and operation log screens', §3, §6; spec
 * 000 §2 '/sys/' log and accountLog): users, roles and the function-permission tree, the operation
 * and account logs, dictionary items and the outbox. Query keys carry the UI language because the
 * server answers names (companies, roles, operation types) in it.
 */
import { useQuery } from '@tanstack/react-query';
import type { RoleCreateBody, RoleUpdateBody, UserCreateBody, UserUpdateBody } from '@aerosupply/shared/admin/schemas';
import { dictRoutes } from '@aerosupply/shared/dict/routes';
import type { BodyOf } from '@aerosupply/shared/http/contract';
import { outboxRoutes } from '@aerosupply/shared/outbox/routes';
import { adminRoutes as r } from '@aerosupply/shared/admin/routes';
import { call } from '../../lib/api/call';
import { useLang } from '../../lib/i18n';

export const adminKeys = {
  all: ['admin'] as const,
  users: ['admin', 'users'] as const,
  roles: ['admin', 'roles'] as const,
  role: (id: number, lang: string) => ['admin', 'roles', 'one', id, lang] as const,
  roleOptions: (companyId: number | undefined, lang: string) => ['admin', 'roles', 'options', companyId ?? null, lang] as const,
  companyOptions: (lang: string) => ['admin', 'companies', 'options', lang] as const,
  permissionTree: (lang: string) => ['admin', 'permissions', 'tree', lang] as const,
  operationLogs: ['admin', 'operation-logs'] as const,
  accountLogs: ['admin', 'account-logs'] as const,
  dictDomains: ['admin', 'dict', 'domains'] as const,
  dictItems: ['admin', 'dict', 'items'] as const,
  outbox: ['admin', 'outbox'] as const,
  outboxMessage: (id: number) => ['admin', 'outbox', 'one', id] as const,
};

const HOUR = 3_600_000;

export const adminApi = {
  createUser: (body: UserCreateBody) => call(r.createUser, { body }, { silent: true }),
  updateUser: (id: number, body: UserUpdateBody) => call(r.updateUser, { params: { id }, body }, { silent: true }),
  enableUser: (id: number) => call(r.enable, { params: { id } }),
  disableUser: (id: number) => call(r.disable, { params: { id } }),
  resetPassword: (id: number) => call(r.resetPassword, { params: { id } }),
  unlockUser: (id: number) => call(r.unlock, { params: { id } }),
  setUserRoles: (id: number, roleIds: number[]) => call(r.setRoles, { params: { id }, body: { roleIds } }, { silent: true }),
  setHardwareKey: (id: number, serial: string | null) => call(r.setHardwareKey, { params: { id }, body: { serial } }, { silent: true }),

  createRole: (body: RoleCreateBody) => call(r.createRole, { body }, { silent: true }),
  updateRole: (id: number, body: RoleUpdateBody) => call(r.updateRole, { params: { id }, body }, { silent: true }),
  deleteRole: (id: number) => call(r.removeRole, { params: { id } }),

  createDictItem: (body: BodyOf<typeof dictRoutes.createItem>) => call(dictRoutes.createItem, { body }, { silent: true }),
  updateDictItem: (id: number, body: BodyOf<typeof dictRoutes.updateItem>) => call(dictRoutes.updateItem, { params: { id }, body }, { silent: true }),
  deleteDictItem: (id: number) => call(dictRoutes.deleteItem, { params: { id } }),

  retryOutbox: (id: number) => call(outboxRoutes.retry, { params: { id } }),
};

/** Staff and forwarder companies (the companies whose users are managed here). */
export function useCompanyOptions() {
  const lang = useLang();
  return useQuery({
    queryKey: adminKeys.companyOptions(lang),
    queryFn: () => call(r.companyOptions, {}, { background: true }),
    staleTime: HOUR,
  });
}

/** Roles assignable to users of a company (staff roles by default). */
export function useRoleOptions(companyId: number | undefined, enabled = true) {
  const lang = useLang();
  return useQuery({
    queryKey: adminKeys.roleOptions(companyId, lang),
    queryFn: () => call(r.roleOptions, { query: { companyId } }, { background: true }),
    staleTime: 60_000,
    enabled,
  });
}

export function useRole(id: number | null) {
  const lang = useLang();
  return useQuery({
    queryKey: adminKeys.role(id ?? 0, lang),
    queryFn: () => call(r.role, { params: { id: id! } }),
    enabled: id !== null,
  });
}

/** The function-permission tree, titles in the UI language. */
export function usePermissionTree() {
  const lang = useLang();
  return useQuery({
    queryKey: adminKeys.permissionTree(lang),
    queryFn: () => call(r.permissionTree),
    staleTime: HOUR,
  });
}

export function useDictDomainList() {
  return useQuery({
    queryKey: adminKeys.dictDomains,
    queryFn: () => call(dictRoutes.adminDomains, undefined, { background: true }),
    staleTime: 60_000,
  });
}

export function useOutboxMessage(id: number | null) {
  return useQuery({
    queryKey: adminKeys.outboxMessage(id ?? 0),
    queryFn: () => call(outboxRoutes.detail, { params: { id: id! } }),
    enabled: id !== null,
  });
}
