/** Rows of the supplier administrator screens -> responses, with the actions the actor may take. */
import { FORWARDER_ADMIN_PERMISSIONS, FORWARDER_FUNCTIONS, SUPPLIER_ADMIN_PERMISSIONS, SUPPLIER_FUNCTIONS } from '@aerosupply/shared';
import type { EmployeeView, PostView } from '@aerosupply/shared/supplier-accounts/schemas';
import type { Actor } from '../../platform/context';
import { employeeActions } from './policy';
import type { EmployeeRow, PostRow } from './repo';

/**
 * What each side's posts may carry and which key manages them: a supplier's six functions and
 * 'sup.post.manage', a forwarder's functions and 'fwd.post.manage' (issue 26 item 2, D-492).
 */
export const SIDE_FUNCTIONS = {
  supplier: { functions: SUPPLIER_FUNCTIONS as readonly string[], postManage: SUPPLIER_ADMIN_PERMISSIONS[0] },
  forwarder: { functions: FORWARDER_FUNCTIONS as readonly string[], postManage: FORWARDER_ADMIN_PERMISSIONS[0] },
} as const;

const sideOf = (actor: Actor) => (actor.companyType === 'forwarder' ? SIDE_FUNCTIONS.forwarder : SIDE_FUNCTIONS.supplier);

/** The functions the actor's side allows on a post. */
export const sideFunctions = (actor: Actor): readonly string[] => sideOf(actor).functions;

/**
 * May the actor hand out (or take away) these functions? Only when it holds every one itself
 * (D-97); the company administrator holds all six.
 */
export function holdsAll(actor: Actor, functions: readonly string[] | null): boolean {
  return (functions ?? []).every((f) => actor.permissions.has(f));
}

/** Only the company administrator creates, edits and deletes posts (D-96, D-492). */
export const managesPosts = (actor: Actor): boolean => actor.permissions.has(sideOf(actor).postManage);

export function presentPost(row: PostRow, actor: Actor): PostView {
  return {
    id: row.id,
    code: row.code,
    nameZh: row.name_zh,
    nameEn: row.name_en,
    description: row.description,
    permissions: row.permissions as PostView['permissions'],
    userCount: row.user_count,
    // A post still assigned cannot be deleted (docs/spec-decisions.md D-47).
    actions: !managesPosts(actor) ? [] : row.user_count > 0 ? ['edit'] : ['edit', 'delete'],
    assignable: holdsAll(actor, row.permissions),
  };
}

export function presentEmployee(row: EmployeeRow, actor: Actor): EmployeeView {
  return {
    id: row.id,
    account: row.account,
    realName: row.real_name,
    email: row.email,
    phone: row.mobile,
    isCompanyAdmin: row.is_company_admin,
    status: row.frozen ? 'frozen' : 'normal',
    posts: (row.posts ?? []).map((p) => ({ id: p.id, nameZh: p.name_zh, nameEn: p.name_en })),
    lastLoginAt: row.last_login_at ? row.last_login_at.toISOString() : null,
    createdAt: row.created_at.toISOString(),
    actions: employeeActions(row, actor),
  };
}
