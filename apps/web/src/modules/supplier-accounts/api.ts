/**
 * Company administrator calls: posts and employee accounts of the own company. A supplier's under
 * /api/sup ('sup.employee'), a forwarder's under /api/fwd ('fwd.employee', issue 26 item 2, D-492);
 * the side is the signed-in user's.
 */
import type { Page } from '@aerosupply/shared';
import { FORWARDER_FUNCTIONS, SUPPLIER_FUNCTIONS } from '@aerosupply/shared/permissions';
import type { EmployeeCreateBody, EmployeeUpdateBody, EmployeeView, PostBody, PostView } from '@aerosupply/shared/supplier-accounts/schemas';
import type { EmployeeRequestView } from '@aerosupply/shared/supplier-accounts/requests';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/client';
import { getUserInfo } from '../../lib/user';

const isForwarder = () => getUserInfo()?.user.companyType === 'forwarder';
/** The API prefix of the signed-in user's side. */
export const accountBase = () => (isForwarder() ? '/api/fwd' : '/api/sup');
/** The functions a post of this side may carry, and the key that manages posts. */
export const sideFunctions = (): readonly string[] => (isForwarder() ? FORWARDER_FUNCTIONS : SUPPLIER_FUNCTIONS);
export const postManageKey = () => (isForwarder() ? 'fwd.post.manage' : 'sup.post.manage');

export const accountKeys = {
  posts: ['supplier-accounts', 'posts'] as const,
  employees: ['supplier-accounts', 'employees'] as const,
  requests: ['supplier-accounts', 'employee-requests'] as const,
};

/** Employee sign-up requests: a supplier's only (spec 000 §1, 001 §6; issue 28 item 7). */
export const REQUESTS_URL = '/api/sup/employee-requests';
export const hasRequests = () => !isForwarder();

export const accountApi = {
  posts: () => api.get<PostView[]>(`${accountBase()}/posts`),
  createPost: (body: PostBody) => api.post<PostView>(`${accountBase()}/posts`, body, { silent: true }),
  updatePost: (id: number, body: PostBody) => api.put<PostView>(`${accountBase()}/posts/${id}`, body, { silent: true }),
  deletePost: (id: number) => api.delete<null>(`${accountBase()}/posts/${id}`),
  createEmployee: (body: EmployeeCreateBody) => api.post<EmployeeView>(`${accountBase()}/employees`, body, { silent: true }),
  updateEmployee: (id: number, body: EmployeeUpdateBody) => api.put<EmployeeView>(`${accountBase()}/employees/${id}`, body, { silent: true }),
  freeze: (id: number) => api.post<EmployeeView>(`${accountBase()}/employees/${id}/freeze`),
  restore: (id: number) => api.post<EmployeeView>(`${accountBase()}/employees/${id}/restore`),
  resetPassword: (id: number, password: string) => api.post<null>(`${accountBase()}/employees/${id}/reset-password`, { password }, { silent: true }),
  approveRequest: (id: number, postIds: number[]) => api.post<EmployeeRequestView>(`${REQUESTS_URL}/${id}/approve`, { postIds }, { silent: true }),
  refuseRequest: (id: number, reason: string) => api.post<EmployeeRequestView>(`${REQUESTS_URL}/${id}/refuse`, { reason }, { silent: true }),
  authorise: (id: number, postIds: number[]) => api.put<EmployeeView>(`${accountBase()}/employees/${id}/posts`, { postIds }, { silent: true }),
};

export type EmployeePage = Page<EmployeeView>;

export function usePosts() {
  return useQuery({ queryKey: [...accountKeys.posts, accountBase()], queryFn: accountApi.posts });
}
