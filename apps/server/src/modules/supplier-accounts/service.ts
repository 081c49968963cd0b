/**
 * Supplier administrator use cases (spec 001 §2 'Employee account management', §4, §5, §6):
 * position roles (posts) over the six supplier functions, and employee accounts of the company.
 */
import type { Page } from '@aerosupply/shared';
import { randomString } from '@aerosupply/shared/format/random';
import type {
  EmployeeAction,
  EmployeeCreateBody,
  EmployeeListQuery,
  EmployeeUpdateBody,
  EmployeeView,
  PostBody,
  PostView,
} from '@aerosupply/shared/supplier-accounts/schemas';
import type { Database } from '../../db/database';
import { clearActorCache } from '../../platform/auth/actor-repo';
import { hashPassword } from '../../platform/auth/passwords';
import { revokeSessions } from '../../platform/auth/sign-in';
import type { Actor, AppDeps } from '../../platform/context';
import { mapPage } from '../../platform/db/paging';
import { AppError, conflict, fieldError, forbidden } from '../../platform/errors';
import { mustFind, scopeOf } from '../../platform/tenancy/scope';
import * as users from '../../platform/users';
import { holdsAll, managesPosts, presentEmployee, presentPost, sideFunctions } from './presenter';
import { assertMayOnEmployee } from './policy';
import * as repo from './repo';

// ---- posts ----

export async function listPosts(deps: AppDeps, actor: Actor): Promise<PostView[]> {
  return (await repo.listPosts(deps.db, scopeOf(actor))).map((row) => presentPost(row, actor));
}

/**
 * The post routes need 'sup.post.manage' or 'fwd.post.manage' (company administrator only, D-96,
 * D-492); checked again here, with the functions of the actor's side.
 */
function mustManagePosts(actor: Actor, body?: PostBody): void {
  if (!managesPosts(actor)) throw forbidden('supplierAccounts.admin_only');
  const allowed = sideFunctions(actor);
  const wrong = body?.permissions.findIndex((p) => !allowed.includes(p)) ?? -1;
  if (wrong >= 0) throw fieldError(`permissions.${wrong}`, 'validation.invalid_enum');
}

async function refuseTakenName(db: Database, companyId: number, body: PostBody, exceptId?: number): Promise<void> {
  const taken = await repo.postNameTaken(db, companyId, { zh: body.nameZh, en: body.nameEn }, exceptId);
  if (taken) throw new AppError(409, 'supplierAccounts.post_name_in_use', undefined, [{ path: taken, errorKey: 'supplierAccounts.post_name_in_use' }]);
}

export async function createPost(deps: AppDeps, actor: Actor, body: PostBody): Promise<PostView> {
  mustManagePosts(actor, body);
  return deps.db.transaction().execute(async (trx) => {
    await refuseTakenName(trx, actor.companyId, body);
    const id = await repo.insertPost(trx, {
      companyId: actor.companyId,
      code: `post_${randomString(10)}`,
      nameZh: body.nameZh,
      nameEn: body.nameEn,
      description: body.description || null,
      permissions: [...new Set(body.permissions)],
    });
    return presentPost(mustFind(await repo.findPost(trx, scopeOf(actor), id)), actor);
  });
}

/** The holders' permissions change at once: signed-in users are cached for a moment (actor-repo). */
export async function updatePost(deps: AppDeps, actor: Actor, id: number, body: PostBody): Promise<PostView> {
  mustManagePosts(actor, body);
  const result = await deps.db.transaction().execute(async (trx) => {
    mustFind(await repo.findPost(trx, scopeOf(actor), id));
    await refuseTakenName(trx, actor.companyId, body, id);
    await repo.updatePost(trx, id, { nameZh: body.nameZh, nameEn: body.nameEn, description: body.description || null, permissions: [...new Set(body.permissions)] }, deps.now());
    return presentPost(mustFind(await repo.findPost(trx, scopeOf(actor), id)), actor);
  });
  clearActorCache();
  return result;
}

/** Deletion cannot be undone; a post still assigned to accounts is refused (they need ≥1 post). */
export async function deletePost(deps: AppDeps, actor: Actor, id: number): Promise<null> {
  mustManagePosts(actor);
  const result = await deps.db.transaction().execute(async (trx) => {
    const post = mustFind(await repo.findPost(trx, scopeOf(actor), id));
    if (post.user_count > 0) throw conflict('supplierAccounts.post_in_use');
    await repo.deletePost(trx, id);
    return null;
  });
  clearActorCache();
  return result;
}

// ---- employees ----

export async function listEmployees(deps: AppDeps, actor: Actor, query: EmployeeListQuery): Promise<Page<EmployeeView>> {
  return mapPage(await repo.listEmployees(deps.db, scopeOf(actor), query), (r) => presentEmployee(r, actor));
}

export async function getEmployee(deps: AppDeps, actor: Actor, id: number): Promise<EmployeeView> {
  return presentEmployee(mustFind(await repo.findEmployee(deps.db, scopeOf(actor), id)), actor);
}

/** Posts of the company the actor may hand out: only those whose functions it holds itself (D-97). */
export async function checkPosts(db: Database, actor: Actor, postIds: number[]): Promise<number[]> {
  const unique = [...new Set(postIds)];
  const found = await repo.companyPosts(db, actor.companyId, unique);
  if (found.length !== unique.length) throw fieldError('postIds', 'supplierAccounts.post_unknown');
  if (!found.every((p) => holdsAll(actor, p.permissions))) throw fieldError('postIds', 'supplierAccounts.function_not_held', 403);
  return unique;
}

export async function createEmployee(deps: AppDeps, actor: Actor, body: EmployeeCreateBody): Promise<EmployeeView> {
  const passwordHash = await hashPassword(body.password);
  return deps.db.transaction().execute(async (trx) => {
    if (await repo.accountTaken(trx, body.account)) throw fieldError('account', 'supplierAccounts.account_in_use', 409);
    const postIds = await checkPosts(trx, actor, body.postIds);
    const id = await users.insertUser(trx, {
      company_id: actor.companyId,
      account: body.account,
      real_name: body.realName,
      email: body.email,
      mobile: body.phone,
      password_hash: passwordHash,
      created_by: actor.userId,
      language: actor.language,
    });
    await repo.setPosts(trx, id, postIds);
    return presentEmployee(mustFind(await repo.findEmployee(trx, scopeOf(actor), id)), actor);
  });
}

/** Loads an employee of the company and checks the action is open on it now. */
async function managedEmployee(db: Database, actor: Actor, id: number, action: EmployeeAction) {
  const row = mustFind(await repo.findEmployee(db, scopeOf(actor), id));
  // Not its own, not the administrator's; resetting the password of (or re-posting) an account with
  // more functions would hand them over (D-97).
  assertMayOnEmployee(row, actor, action);
  return row;
}

export async function updateEmployee(deps: AppDeps, actor: Actor, id: number, body: EmployeeUpdateBody): Promise<EmployeeView> {
  return deps.db.transaction().execute(async (trx) => {
    await managedEmployee(trx, actor, id, 'edit');
    await users.updateUser(trx, id, { real_name: body.realName, email: body.email, mobile: body.phone }, deps.now());
    return presentEmployee(mustFind(await repo.findEmployee(trx, scopeOf(actor), id)), actor);
  });
}

/** Freezing ends the account's sessions at once: it loses access (spec 001 §4). */
export async function freezeEmployee(deps: AppDeps, actor: Actor, id: number): Promise<EmployeeView> {
  return deps.db.transaction().execute(async (trx) => {
    await managedEmployee(trx, actor, id, 'freeze');
    const now = deps.now();
    await users.setUserFrozen(trx, id, { reason: 'admin' }, now);
    await revokeSessions(trx, { userId: id }, now);
    return presentEmployee(mustFind(await repo.findEmployee(trx, scopeOf(actor), id)), actor);
  });
}

export async function restoreEmployee(deps: AppDeps, actor: Actor, id: number): Promise<EmployeeView> {
  const result = await deps.db.transaction().execute(async (trx) => {
    await managedEmployee(trx, actor, id, 'restore');
    await users.setUserFrozen(trx, id, false, deps.now());
    return presentEmployee(mustFind(await repo.findEmployee(trx, scopeOf(actor), id)), actor);
  });
  clearActorCache();
  return result;
}

/** The administrator sets a new password (employee rules); the account's sessions end. */
export async function resetEmployeePassword(deps: AppDeps, actor: Actor, id: number, password: string): Promise<null> {
  const passwordHash = await hashPassword(password);
  return deps.db.transaction().execute(async (trx) => {
    await managedEmployee(trx, actor, id, 'resetPassword');
    const now = deps.now();
    await users.setUserPassword(trx, id, passwordHash, now);
    await revokeSessions(trx, { userId: id }, now);
    return null;
  });
}

/** Authorise posts: replaces the account's posts (at least one); its permissions change at once. */
export async function authoriseEmployeePosts(deps: AppDeps, actor: Actor, id: number, postIds: number[]): Promise<EmployeeView> {
  const result = await deps.db.transaction().execute(async (trx) => {
    await managedEmployee(trx, actor, id, 'authorise');
    await repo.setPosts(trx, id, await checkPosts(trx, actor, postIds));
    return presentEmployee(mustFind(await repo.findEmployee(trx, scopeOf(actor), id)), actor);
  });
  clearActorCache();
  return result;
}
