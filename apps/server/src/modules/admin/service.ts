/**
 * Staff administration use cases (spec 001 §2 'Users, roles and operation log screens', §3, §6):
 * users, roles and the function-permission tree (the log searches: ./log-search.ts).
 * Every write runs in one transaction; the operation log is written by the app's onResponse hook.
 */
import { MAX_PAGE_SIZE, STAFF_COMPANY_ID, STAFF_PERMISSIONS, type Lang, type Page } from '@aerosupply/shared';
import type {
  AdminRole,
  AdminUser,
  CompanyOption,
  RoleCreateBody,
  RoleOption,
  RoleUpdateBody,
  TemporaryPasswordAnswer,
  UserCreateBody,
  UserSearchQuery,
  UserUpdateBody,
} from '@aerosupply/shared/admin/schemas';
import { STAFF_ID_PATTERN } from '@aerosupply/shared/validation/fields';
import type { Database } from '../../db/database';
import { clearActorCache } from '../../platform/auth/actor-repo';
import { hashPassword } from '../../platform/auth/passwords';
import { revokeSessions } from '../../platform/auth/sign-in';
import type { Actor, AppDeps } from '../../platform/context';
import { conflict, fieldError } from '../../platform/errors';
import { notify } from '../notifications';
import { mustFind, scopeOf } from '../../platform/tenancy/scope';
import * as users from '../../platform/users';
import { buildPermissionTree } from './permission-tree';
import { presentRole, presentUser } from './presenter';
import * as repo from './repo';
import { generateTemporaryPassword } from './temporary-password';

const DEFAULT_PAGE_SIZE = 20;
const blank = (s: string | undefined | null) => (s === undefined || s === null || s.trim() === '' ? undefined : s.trim());
const orNull = (s: string | undefined | null) => blank(s) ?? null;

function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}

// ---- users ----

async function loadUser(trx: Database, actor: Actor, lang: Lang, id: number, now: Date): Promise<AdminUser> {
  const row = mustFind(await repo.findUser(trx, scopeOf(actor), id));
  const roles = await repo.rolesOfUsers(trx, [row.id]);
  return presentUser(row, roles.get(row.id) ?? [], { lang, now, actorUserId: actor.userId });
}

/** The users search's filter, shared by the list and its Excel export. */
export function userFilter(q: UserSearchQuery, now: Date): repo.UserFilter {
  return {
    account: blank(q.account),
    name: blank(q.name),
    companyId: q.companyId,
    companyType: q.companyType,
    roleId: q.roleId,
    enabled: q.enabled === undefined ? undefined : q.enabled === 'true',
    status: q.status,
    now,
  };
}

/** Users by account (prefix), name, company, role, enabled/status; sortable, paged, count capped. */
export async function searchUsers(deps: AppDeps, actor: Actor, lang: Lang, q: UserSearchQuery): Promise<Page<AdminUser>> {
  const now = deps.now();
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? DEFAULT_PAGE_SIZE;
  return deps.db.transaction().execute(async (trx) => {
    const { rows, total, capped } = await repo.searchUsers(trx, scopeOf(actor), userFilter(q, now), {
      page,
      pageSize,
      sort: q.sort ?? 'account',
      order: q.order ?? 'asc',
    });
    const roles = await repo.rolesOfUsers(trx, rows.map((r) => r.id));
    return {
      rows: rows.map((r) => presentUser(r, roles.get(r.id) ?? [], { lang, now, actorUserId: actor.userId })),
      page,
      pageSize,
      total,
      ...(capped ? { capped: true } : {}),
    };
  });
}

export async function getUser(deps: AppDeps, actor: Actor, lang: Lang, id: number): Promise<AdminUser> {
  return deps.db.transaction().execute((trx) => loadUser(trx, actor, lang, id, deps.now()));
}

/** Staff and forwarder companies only: supplier accounts belong to the supplier's administrator. */
async function manageableCompany(trx: Database, companyId: number) {
  const company = await repo.findCompany(trx, companyId);
  if (!company) throw fieldError('companyId', 'common.not_found', 404);
  if (company.type === 'supplier') throw fieldError('companyId', 'admin.company_not_allowed');
  return company;
}

/** Roles must exist and suit the company: staff roles for staff users, the forwarder role for forwarders. */
async function checkRoles(trx: Database, companyType: 'staff' | 'forwarder', roleIds: number[]): Promise<number[]> {
  const ids = [...new Set(roleIds)];
  const roles = await repo.findRolesByIds(trx, ids);
  const wanted = companyType === 'staff' ? 'staff' : 'forwarder';
  if (roles.length !== ids.length || roles.some((r) => r.company_id !== STAFF_COMPANY_ID || r.kind !== wanted)) {
    throw fieldError('roleIds', 'admin.role_not_allowed');
  }
  return ids;
}

async function checkHardwareKey(trx: Database, serial: string | null, exceptUserId?: number) {
  if (serial && (await repo.hardwareKeyHolder(trx, serial, exceptUserId)) !== undefined) {
    throw fieldError('hardwareKey', 'admin.hardware_key_taken', 409);
  }
}

/** A user the staff administrator may edit (not a supplier's employee). */
async function editableUser(trx: Database, actor: Actor, id: number) {
  const row = mustFind(await repo.findUser(trx, scopeOf(actor), id));
  if (row.company_type === 'supplier') throw conflict('admin.supplier_user_managed');
  return row;
}

async function mailTemporaryPassword(deps: AppDeps, trx: Database, user: { id: number; account: string; real_name: string; email: string | null; company_id: number; language: string | null }, password: string, fallbackLang: Lang): Promise<boolean> {
  if (!user.email) return false;
  // The user's saved language, else the administrator's.
  await notify(deps, trx, 'account.temporary_password', [{ email: user.email, lang: fallbackLang, userId: user.id, companyId: user.company_id }], { name: user.real_name, account: user.account, password });
  return true;
}

/**
 * Creates a staff or forwarder user with a generated temporary password, mailed to the user and
 * answered once. Staff accounts (company 2) are 8-digit staff IDs (spec 001 §5).
 */
export async function createUser(deps: AppDeps, actor: Actor, lang: Lang, body: UserCreateBody): Promise<TemporaryPasswordAnswer> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const company = await manageableCompany(trx, body.companyId);
    const account = body.account.trim();
    if (company.id === STAFF_COMPANY_ID && !STAFF_ID_PATTERN.test(account)) throw fieldError('account', 'validation.staff_id');
    if (await repo.accountExists(trx, account)) throw fieldError('account', 'admin.account_taken', 409);
    const roleIds = await checkRoles(trx, company.type as 'staff' | 'forwarder', body.roleIds);
    const hardwareKey = orNull(body.hardwareKey);
    await checkHardwareKey(trx, hardwareKey);
    const password = generateTemporaryPassword([company.name, company.name_en], deps.config.strictPasswordLength);
    let id: number;
    try {
      id = await users.insertUser(trx, {
        company_id: company.id,
        account,
        real_name: body.realName,
        email: body.email,
        mobile: orNull(body.mobile),
        phone: orNull(body.phone),
        password_hash: await hashPassword(password),
        hardware_key: hardwareKey,
        language: body.language ?? null,
        created_by: actor.userId,
        password_changed_at: null,
        created_at: now,
        updated_at: now,
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw fieldError('account', 'admin.account_taken', 409);
      throw err;
    }
    await repo.replaceUserRoles(trx, id, roleIds);
    const mailed = await mailTemporaryPassword(deps, trx, { id, account, real_name: body.realName, email: body.email, company_id: company.id, language: body.language ?? null }, password, lang);
    return { user: await loadUser(trx, actor, lang, id, now), temporaryPassword: password, mailed };
  });
}

/** Edits a staff or forwarder user (the account never changes). */
export async function updateUser(deps: AppDeps, actor: Actor, lang: Lang, id: number, body: UserUpdateBody): Promise<AdminUser> {
  const now = deps.now();
  const result = await deps.db.transaction().execute(async (trx) => {
    const user = await editableUser(trx, actor, id);
    const company = await manageableCompany(trx, body.companyId);
    const roleIds = await checkRoles(trx, company.type as 'staff' | 'forwarder', body.roleIds);
    const hardwareKey = body.hardwareKey === undefined ? user.hardware_key : orNull(body.hardwareKey);
    await checkHardwareKey(trx, hardwareKey, id);
    await users.updateUser(
      trx,
      id,
      {
        real_name: body.realName,
        email: body.email,
        mobile: orNull(body.mobile),
        phone: orNull(body.phone),
        company_id: company.id,
        hardware_key: hardwareKey,
        ...(body.language !== undefined ? { language: body.language } : {}),
      },
      now,
    );
    await repo.replaceUserRoles(trx, id, roleIds);
    return loadUser(trx, actor, lang, id, now);
  });
  // Signed-in users are cached for a moment (actor-repo): the change applies at once.
  clearActorCache();
  return result;
}

/** Enables or disables a user; disabling ends every session of the user at once. */
export async function setUserEnabled(deps: AppDeps, actor: Actor, lang: Lang, id: number, enabled: boolean): Promise<AdminUser> {
  const now = deps.now();
  const result = await deps.db.transaction().execute(async (trx) => {
    const user = mustFind(await repo.findUser(trx, scopeOf(actor), id));
    if (!enabled && user.id === actor.userId) throw conflict('admin.cannot_disable_self');
    await users.updateUser(trx, id, { enabled }, now);
    if (!enabled) await revokeSessions(trx, { userId: id }, now);
    return loadUser(trx, actor, lang, id, now);
  });
  // Signed-in users are cached for a moment (actor-repo): the change applies at once.
  clearActorCache();
  return result;
}

export async function setUserRoles(deps: AppDeps, actor: Actor, lang: Lang, id: number, roleIds: number[]): Promise<AdminUser> {
  const now = deps.now();
  const result = await deps.db.transaction().execute(async (trx) => {
    const user = await editableUser(trx, actor, id);
    const ids = await checkRoles(trx, user.company_type as 'staff' | 'forwarder', roleIds);
    await repo.replaceUserRoles(trx, id, ids);
    await users.updateUser(trx, id, {}, now);
    return loadUser(trx, actor, lang, id, now);
  });
  // Signed-in users are cached for a moment (actor-repo): the change applies at once.
  clearActorCache();
  return result;
}

/** Binds a hardware-key serial to a user, or unbinds it (null or ''). */
export async function bindHardwareKey(deps: AppDeps, actor: Actor, lang: Lang, id: number, serial: string | null): Promise<AdminUser> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    await editableUser(trx, actor, id);
    const value = orNull(serial);
    if (value && (await repo.hardwareKeyHolder(trx, value, id)) !== undefined) throw fieldError('serial', 'admin.hardware_key_taken', 409);
    await users.updateUser(trx, id, { hardware_key: value }, now);
    return loadUser(trx, actor, lang, id, now);
  });
}

/**
 * Sets a generated temporary password (argon2id), clears a wrong-password lock, ends the user's
 * sessions, mails the password and answers it once.
 */
export async function resetUserPassword(deps: AppDeps, actor: Actor, lang: Lang, id: number): Promise<TemporaryPasswordAnswer> {
  const now = deps.now();
  const result = await deps.db.transaction().execute(async (trx) => {
    const user = mustFind(await repo.findUser(trx, scopeOf(actor), id));
    const password = generateTemporaryPassword([user.company_name, user.company_name_en], deps.config.strictPasswordLength);
    await users.setUserPassword(trx, id, await hashPassword(password), now);
    await revokeSessions(trx, { userId: id }, now);
    const mailed = await mailTemporaryPassword(deps, trx, user, password, lang);
    return { user: await loadUser(trx, actor, lang, id, now), temporaryPassword: password, mailed };
  });
  // Signed-in users are cached for a moment (actor-repo): the change applies at once.
  clearActorCache();
  return result;
}

/**
 * Clears a wrong-password lock and an inactivity freeze. The inactivity clock restarts now
 * (last_login_at), otherwise the next sign-in would freeze the account again.
 */
export async function unlockUser(deps: AppDeps, actor: Actor, lang: Lang, id: number): Promise<AdminUser> {
  const now = deps.now();
  const result = await deps.db.transaction().execute(async (trx) => {
    const user = mustFind(await repo.findUser(trx, scopeOf(actor), id));
    const idle = user.frozen || user.last_login_at === null || now.getTime() - user.last_login_at.getTime() > deps.config.freezeAfterDays * 86_400_000;
    await users.unlockUser(trx, id, now, { unfreeze: true, restartIdleClock: idle });
    return loadUser(trx, actor, lang, id, now);
  });
  // Signed-in users are cached for a moment (actor-repo): the change applies at once.
  clearActorCache();
  return result;
}

/** Staff and forwarder companies for the user form's company picker. */
export async function listCompanyOptions(deps: AppDeps, lang: Lang, q: string | undefined, type: 'staff' | 'forwarder' | undefined): Promise<CompanyOption[]> {
  return deps.db.transaction().execute(async (trx) => {
    const rows = await repo.companyOptions(trx, blank(q), type, 50);
    return rows.map((r) => ({ value: r.id, label: lang === 'zh' ? r.name : r.name_en || r.name, type: r.type as 'staff' | 'forwarder' }));
  });
}

// ---- roles ----

/** Roles a user of the company may hold: staff roles for the staff company (default), the forwarder role for forwarders. */
export async function listRoleOptions(deps: AppDeps, lang: Lang, companyId: number | undefined): Promise<RoleOption[]> {
  return deps.db.transaction().execute(async (trx) => {
    const company = await manageableCompany(trx, companyId ?? STAFF_COMPANY_ID);
    const rows = await repo.assignableRoles(trx, company.type === 'staff' ? 'staff' : 'forwarder');
    return rows.map((r) => ({ value: r.id, code: r.code, label: lang === 'zh' ? r.name_zh : r.name_en }));
  });
}

export async function searchRoles(deps: AppDeps, lang: Lang, q: { q?: string; page?: number; pageSize?: number }): Promise<Page<AdminRole>> {
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? MAX_PAGE_SIZE;
  return deps.db.transaction().execute(async (trx) => {
    const { rows, total } = await repo.searchStaffRoles(trx, blank(q.q), { page, pageSize });
    return { rows: rows.map((r) => presentRole(r, lang)), page, pageSize, total };
  });
}

export async function getRole(deps: AppDeps, lang: Lang, id: number): Promise<AdminRole> {
  return deps.db.transaction().execute(async (trx) => presentRole(mustFind(await repo.findStaffRole(trx, id)), lang));
}

const cleanPermissions = (permissions: readonly string[]) => [...new Set(permissions)].sort();

export async function createRole(deps: AppDeps, lang: Lang, body: RoleCreateBody): Promise<AdminRole> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    if (await repo.roleCodeExists(trx, body.code)) throw fieldError('code', 'admin.role_code_taken', 409);
    let id: number;
    try {
      id = await repo.insertStaffRole(trx, { code: body.code, name_zh: body.nameZh, name_en: body.nameEn, description: orNull(body.description), permissions: cleanPermissions(body.permissions), now });
    } catch (err) {
      if (isUniqueViolation(err)) throw fieldError('code', 'admin.role_code_taken', 409);
      throw err;
    }
    return presentRole(mustFind(await repo.findStaffRole(trx, id)), lang);
  });
}

/** Edits names, description and permissions. The built-in administrator role keeps every permission. */
export async function updateRole(deps: AppDeps, lang: Lang, id: number, body: RoleUpdateBody): Promise<AdminRole> {
  const now = deps.now();
  const result = await deps.db.transaction().execute(async (trx) => {
    const role = mustFind(await repo.findStaffRole(trx, id));
    const permissions = cleanPermissions(body.permissions);
    if (role.builtin && role.code === 'admin' && permissions.length !== STAFF_PERMISSIONS.length) {
      throw fieldError('permissions', 'admin.role_admin_fixed', 409);
    }
    await repo.updateStaffRole(trx, id, { name_zh: body.nameZh, name_en: body.nameEn, description: orNull(body.description), permissions }, now);
    return presentRole(mustFind(await repo.findStaffRole(trx, id)), lang);
  });
  // Signed-in users are cached for a moment (actor-repo): the change applies at once.
  clearActorCache();
  return result;
}

/** Deletes a custom role no user holds; built-in roles stay. */
export async function deleteRole(deps: AppDeps, id: number): Promise<null> {
  const result = await deps.db.transaction().execute(async (trx) => {
    const role = mustFind(await repo.findStaffRole(trx, id));
    if (role.builtin) throw conflict('admin.role_builtin');
    const count = Number(role.user_count);
    if (count > 0) throw conflict('admin.role_in_use', { count });
    await repo.deleteStaffRole(trx, id);
    return null;
  });
  // Signed-in users are cached for a moment (actor-repo): the change applies at once.
  clearActorCache();
  return result;
}

export const getPermissionTree = (lang: Lang) => buildPermissionTree(lang);
