/**
 * Company administrator calls: posts and employee accounts of the own company. A supplier's under
 * /api/sup ('sup.employee'), a forwarder's under /api/fwd ('fwd.employee', issue 26 item 2, D-492);
 * the side is the signed-in user's.
 */
import type { Page } from '@aerosupply/shared';
import { FORWARDER_FUNCTIONS, SUPPLIER_FUNCTIONS } from '@aerosupply/shared/permissions';
import { employeeRequestRoutes, forwarderAccountRoutes, supplierAccountRoutes } from '@aerosupply/shared/supplier-accounts/routes';
import type { EmployeeCreateBody, EmployeeUpdateBody, EmployeeView, PostBody } from '@aerosupply/shared/supplier-accounts/schemas';
import type { BodyOf } from '@aerosupply/shared/http/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api/call';
import { getUserInfo } from '../../lib/user';

const isForwarder = () => getUserInfo()?.user.companyType === 'forwarder';
/** The account routes of the signed-in user's side. */
export const accountRoutes = () => (isForwarder() ? forwarderAccountRoutes : supplierAccountRoutes);
/** The functions a post of this side may carry, and the key that manages posts. */
export const sideFunctions = (): readonly string[] => (isForwarder() ? FORWARDER_FUNCTIONS : SUPPLIER_FUNCTIONS);
export const postManageKey = () => (isForwarder() ? 'fwd.post.manage' : 'sup.post.manage');

export const accountKeys = {
  posts: ['supplier-accounts', 'posts'] as const,
  employees: ['supplier-accounts', 'employees'] as const,
  requests: ['supplier-accounts', 'employee-requests'] as const,
};

/** Employee sign-up requests: a supplier's only (spec 000 §1, 001 §6; issue 28 item 7). */
export const hasRequests = () => !isForwarder();

const sup = supplierAccountRoutes;
const fwd = forwarderAccountRoutes;
const silent = { silent: true } as const;

export const accountApi = {
  posts: () => call(accountRoutes().posts),
  // The post body's functions differ by side: the form offers only `sideFunctions()`.
  createPost: (body: PostBody) =>
    isForwarder() ? call(fwd.createPost, { body: body as BodyOf<typeof fwd.createPost> }, silent) : call(sup.createPost, { body: body as BodyOf<typeof sup.createPost> }, silent),
  updatePost: (id: number, body: PostBody) =>
    isForwarder()
      ? call(fwd.updatePost, { params: { id }, body: body as BodyOf<typeof fwd.updatePost> }, silent)
      : call(sup.updatePost, { params: { id }, body: body as BodyOf<typeof sup.updatePost> }, silent),
  deletePost: (id: number) => call(accountRoutes().deletePost, { params: { id } }),
  createEmployee: (body: EmployeeCreateBody) => call(accountRoutes().createEmployee, { body }, silent),
  updateEmployee: (id: number, body: EmployeeUpdateBody) => call(accountRoutes().updateEmployee, { params: { id }, body }, silent),
  freeze: (id: number) => call(accountRoutes().freeze, { params: { id } }),
  restore: (id: number) => call(accountRoutes().restore, { params: { id } }),
  resetPassword: (id: number, password: string) => call(accountRoutes().resetPassword, { params: { id }, body: { password } }, silent),
  approveRequest: (id: number, postIds: number[]) => call(employeeRequestRoutes.approve, { params: { id }, body: { postIds } }, silent),
  refuseRequest: (id: number, reason: string) => call(employeeRequestRoutes.refuse, { params: { id }, body: { reason } }, silent),
  authorise: (id: number, postIds: number[]) => call(accountRoutes().authorise, { params: { id }, body: { postIds } }, silent),
};

export type EmployeePage = Page<EmployeeView>;

export function usePosts() {
  return useQuery({ queryKey: [...accountKeys.posts, accountRoutes().posts.url], queryFn: accountApi.posts });
}
