/**
 * Employee sign-up requests (spec 000 §1, 001 §2/§6; D-720..D-723): the public request of a person
 * of an existing supplier, and the company administrator's approval (the account is created with
 * the checks of direct creation) or refusal with a reason; the requester is told by mail.
 */
import type { Lang, Page } from '@aerosupply/shared';
import { translate } from '@aerosupply/shared';
import type { EmployeeRequestAnswer, EmployeeRequestInput, EmployeeRequestListQuery, EmployeeRequestView } from '@aerosupply/shared/supplier-accounts/requests';
import { EMPLOYEE_REQUEST_WORKFLOW } from '@aerosupply/shared/supplier-accounts/workflow';
import { allowedActions, stateRefusal } from '@aerosupply/shared/workflow/machine';
import { checkCaptcha } from '../../platform/auth/captcha';
import { hashPassword } from '../../platform/auth/passwords';
import type { Actor, AppDeps } from '../../platform/context';
import { mapPage } from '../../platform/db/paging';
import { enforce, fieldError } from '../../platform/errors';
import type { HomeTaskProvider } from '../../platform/modules/manifest';
import { mustFind, scopeOf } from '../../platform/tenancy/scope';
import * as users from '../../platform/users';
import { limitPublicCalls } from '../account-recovery';
import { notify } from '../notifications';
import { findCompanyAdmin } from '../registration';
import * as repo from './repo';
import * as requests from './request-repo';
import { checkPosts } from './service';

const isUniqueViolation = (err: unknown) => typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
const accountInUse = () => fieldError('account', 'supplierAccounts.account_in_use', 409);

/** Public: ask to join an existing supplier (captcha, per-IP limit, the lookup's exact company match). */
export async function submitRequest(deps: AppDeps, input: EmployeeRequestInput, lang: Lang, ip: string): Promise<EmployeeRequestAnswer> {
  await limitPublicCalls(deps, 'register', ip);
  if (deps.config.captchaMode !== 'off') await checkCaptcha(deps.db, input.captchaKey, input.captchaCode, deps.now());
  const found = await findCompanyAdmin(deps.db, input.vendorCode.trim(), input.companyName.trim());
  if (!found) throw fieldError('companyName', 'registration.admin_not_found', 404);
  if (!found.admin) throw fieldError('companyName', 'registration.no_admin', 404);
  const account = input.account.trim();
  if ((await repo.accountTaken(deps.db, account)) || (await requests.accountRequested(deps.db, account))) throw accountInUse();
  const passwordHash = await hashPassword(input.password);
  const companyId = found.company.id;
  try {
    const id = await deps.db.transaction().execute(async (trx) => {
      const newId = await requests.insertRequest(trx, {
        companyId,
        realName: input.realName,
        account,
        email: input.email,
        mobile: input.phone,
        passwordHash,
        lang,
        note: input.note?.trim() || null,
      });
      // The administrators see it in the notification centre (and by mail).
      await notify(deps, trx, 'employee_request.received', await requests.companyAdmins(trx, companyId), { name: input.realName, account, email: input.email });
      return newId;
    });
    const companyName = lang === 'en' && found.company.name_en ? found.company.name_en : found.company.name;
    return { id, companyName, adminName: found.admin.real_name, message: translate('supplierAccounts.request_sent', lang, { company: companyName, admin: found.admin.real_name }) };
  } catch (err) {
    // Two requests for the same user ID at once: the partial unique index decides.
    if (isUniqueViolation(err)) throw accountInUse();
    throw err;
  }
}

function present(row: requests.EmployeeRequestRow, actor: Actor): EmployeeRequestView {
  return {
    id: row.id,
    realName: row.real_name,
    account: row.account,
    email: row.email,
    phone: row.mobile,
    note: row.note,
    status: row.status,
    reason: row.reason,
    userId: row.user_id,
    decidedByName: row.decided_by_name,
    decidedAt: row.decided_at ? row.decided_at.toISOString() : null,
    createdAt: row.created_at.toISOString(),
    actions: allowedActions(EMPLOYEE_REQUEST_WORKFLOW, row, actor),
  };
}

export async function listRequests(deps: AppDeps, actor: Actor, query: EmployeeRequestListQuery): Promise<Page<EmployeeRequestView>> {
  return mapPage(await requests.listRequests(deps.db, scopeOf(actor), query), (r) => present(r, actor));
}

/** The pending request of the actor's company, held for the decision; decided already: 409 (the workflow's message). */
async function pendingRequest(db: AppDeps['db'], actor: Actor, id: number, action: 'approve' | 'refuse') {
  const row = mustFind(await requests.findRequest(db, scopeOf(actor), id, true));
  enforce(stateRefusal(EMPLOYEE_REQUEST_WORKFLOW, action, row.status));
  return row;
}

const companyNameIn = (actor: Actor, lang: string) => (lang === 'en' && actor.companyNameEn ? actor.companyNameEn : actor.companyName);

/** Approve: the account is created as direct creation would (unique user ID, posts the actor may hand out). */
export async function approveRequest(deps: AppDeps, actor: Actor, id: number, postIds: number[]): Promise<EmployeeRequestView> {
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const row = await pendingRequest(trx, actor, id, 'approve');
      if (await repo.accountTaken(trx, row.account)) throw accountInUse();
      const posts = await checkPosts(trx, actor, postIds);
      const userId = await users.insertUser(trx, {
        company_id: actor.companyId,
        account: row.account,
        real_name: row.real_name,
        email: row.email,
        mobile: row.mobile,
        password_hash: row.password_hash,
        created_by: actor.userId,
        language: row.lang,
      });
      await repo.setPosts(trx, userId, posts);
      const now = deps.now();
      await requests.decideRequest(trx, id, { decision: 'approve', reason: null, userId, decidedBy: actor.userId, decidedByName: actor.realName }, now);
      const link = `${deps.config.publicUrl.replace(/\/$/, '')}/login`;
      await notify(deps, trx, 'employee_request.approved', [{ email: row.email, lang: row.lang as Lang, userId, companyId: actor.companyId }], {
        name: row.real_name,
        company: companyNameIn(actor, row.lang),
        account: row.account,
        link,
      });
      return present(mustFind(await requests.findRequest(trx, scopeOf(actor), id)), actor);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw accountInUse();
    throw err;
  }
}

/** Refuse with a reason the requester is told by mail. */
export async function refuseRequest(deps: AppDeps, actor: Actor, id: number, reason: string): Promise<EmployeeRequestView> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await pendingRequest(trx, actor, id, 'refuse');
    await requests.decideRequest(trx, id, { decision: 'refuse', reason, userId: null, decidedBy: actor.userId, decidedByName: actor.realName }, deps.now());
    await notify(deps, trx, 'employee_request.refused', [{ email: row.email, lang: row.lang as Lang, companyId: actor.companyId }], {
      name: row.real_name,
      company: companyNameIn(actor, row.lang),
      account: row.account,
      reason,
    });
    return present(mustFind(await requests.findRequest(trx, scopeOf(actor), id)), actor);
  });
}

/** Workbench: pending employee requests, for whoever manages the supplier's accounts. */
export const pendingRequestsTask: HomeTaskProvider = async ({ db, actor }) => {
  if (!actor.permissions.has('sup.employee')) return [];
  const n = await requests.countPending(db, scopeOf(actor));
  return n > 0 ? [{ key: 'employeeRequests', count: n, url: 'sup/employees?tab=requests&status=pending' }] : [];
};
