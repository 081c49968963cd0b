/**
 * Staff administration calls (spec 001 §2 'Users, roles and operation log screens', §3, §6; spec
 * 000 §2 '/sys/' log and accountLog): users, roles and the function-permission tree, the operation
 * and account logs, dictionary items and the outbox. Query keys carry the UI language because the
 * server answers names (companies, roles, operation types) in it.
 */
import { useQuery } from '@tanstack/react-query';
import type {
  AdminRole,
  AdminUser,
  CompanyOption,
  PermissionTreeNode,
  RoleCreateBody,
  RoleOption,
  RoleUpdateBody,
  TemporaryPasswordAnswer,
  UserCreateBody,
  UserUpdateBody,
} from '@aerosupply/shared/admin/schemas';
import { dictRoutes } from '@aerosupply/shared/dict/routes';
import type { BodyOf } from '@aerosupply/shared/http/contract';
import { outboxRoutes } from '@aerosupply/shared/outbox/routes';
import { call } from '../../lib/api/call';
import { api } from '../../lib/api/client';
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
  createUser: (body: UserCreateBody) => api.post<TemporaryPasswordAnswer>('/api/admin/users', body, { silent: true }),
  updateUser: (id: number, body: UserUpdateBody) => api.put<AdminUser>(`/api/admin/users/${id}`, body, { silent: true }),
  enableUser: (id: number) => api.post<AdminUser>(`/api/admin/users/${id}/enable`),
  disableUser: (id: number) => api.post<AdminUser>(`/api/admin/users/${id}/disable`),
  resetPassword: (id: number) => api.post<TemporaryPasswordAnswer>(`/api/admin/users/${id}/reset-password`),
  unlockUser: (id: number) => api.post<AdminUser>(`/api/admin/users/${id}/unlock`),
  setUserRoles: (id: number, roleIds: number[]) => api.put<AdminUser>(`/api/admin/users/${id}/roles`, { roleIds }, { silent: true }),
  setHardwareKey: (id: number, serial: string | null) => api.put<AdminUser>(`/api/admin/users/${id}/hardware-key`, { serial }, { silent: true }),

  createRole: (body: RoleCreateBody) => api.post<AdminRole>('/api/admin/roles', body, { silent: true }),
  updateRole: (id: number, body: RoleUpdateBody) => api.put<AdminRole>(`/api/admin/roles/${id}`, body, { silent: true }),
  deleteRole: (id: number) => api.delete<null>(`/api/admin/roles/${id}`),

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
    queryFn: () => api.get<CompanyOption[]>('/api/admin/companies/options', undefined, { background: true }),
    staleTime: HOUR,
  });
}

/** Roles assignable to users of a company (staff roles by default). */
export function useRoleOptions(companyId: number | undefined, enabled = true) {
  const lang = useLang();
  return useQuery({
    queryKey: adminKeys.roleOptions(companyId, lang),
    queryFn: () => api.get<RoleOption[]>('/api/admin/roles/options', { companyId }, { background: true }),
    staleTime: 60_000,
    enabled,
  });
}

export function useRole(id: number | null) {
  const lang = useLang();
  return useQuery({
    queryKey: adminKeys.role(id ?? 0, lang),
    queryFn: () => api.get<AdminRole>(`/api/admin/roles/${id}`),
    enabled: id !== null,
  });
}

/** The function-permission tree, titles in the UI language. */
export function usePermissionTree() {
  const lang = useLang();
  return useQuery({
    queryKey: adminKeys.permissionTree(lang),
    queryFn: () => api.get<PermissionTreeNode[]>('/api/admin/permissions/tree'),
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
