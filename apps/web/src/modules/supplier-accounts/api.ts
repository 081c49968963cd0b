/** Supplier administrator calls ('sup.employee'): posts and employee accounts of the own company. */
import type { Page } from '@aerosupply/shared';
import type { EmployeeCreateBody, EmployeeUpdateBody, EmployeeView, PostBody, PostView } from '@aerosupply/shared/supplier-accounts/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/client';

export const accountKeys = {
  posts: ['supplier-accounts', 'posts'] as const,
  employees: ['supplier-accounts', 'employees'] as const,
};

export const accountApi = {
  posts: () => api.get<PostView[]>('/api/sup/posts'),
  createPost: (body: PostBody) => api.post<PostView>('/api/sup/posts', body, { silent: true }),
  updatePost: (id: number, body: PostBody) => api.put<PostView>(`/api/sup/posts/${id}`, body, { silent: true }),
  deletePost: (id: number) => api.delete<null>(`/api/sup/posts/${id}`),
  createEmployee: (body: EmployeeCreateBody) => api.post<EmployeeView>('/api/sup/employees', body, { silent: true }),
  updateEmployee: (id: number, body: EmployeeUpdateBody) => api.put<EmployeeView>(`/api/sup/employees/${id}`, body, { silent: true }),
  freeze: (id: number) => api.post<EmployeeView>(`/api/sup/employees/${id}/freeze`),
  restore: (id: number) => api.post<EmployeeView>(`/api/sup/employees/${id}/restore`),
  resetPassword: (id: number, password: string) => api.post<null>(`/api/sup/employees/${id}/reset-password`, { password }, { silent: true }),
  authorise: (id: number, postIds: number[]) => api.put<EmployeeView>(`/api/sup/employees/${id}/posts`, { postIds }, { silent: true }),
};

export type EmployeePage = Page<EmployeeView>;

export function usePosts() {
  return useQuery({ queryKey: accountKeys.posts, queryFn: accountApi.posts });
}
