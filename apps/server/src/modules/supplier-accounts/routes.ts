/**
 * Supplier administrator routes (spec 001 §2 'Employee account management'): permission
 * 'sup.employee'; post changes 'sup.post.manage' (the company administrator only).
 */
import {
  accountDoneSchema,
  employeeCreateSchema,
  employeeListQuerySchema,
  employeePageSchema,
  employeePasswordResetSchema,
  employeePostsSchema,
  employeeUpdateSchema,
  employeeViewSchema,
  idParamsSchema,
  postBodySchema,
  postListSchema,
  postViewSchema,
} from '@aerosupply/shared/supplier-accounts/schemas';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import * as service from './service';

const tags = ['supplier-accounts'];
const permission = 'sup.employee';
/** Posts grant functions: only the company administrator creates, edits and deletes them (D-96). */
const postPermission = 'sup.post.manage';

export function registerSupplierAccountRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/sup/posts',
    permission,
    summary: "The company's position roles (posts)",
    tags,
    response: postListSchema,
    handler: ({ deps, actor }) => service.listPosts(deps, actor),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/sup/posts',
    permission: postPermission,
    summary: 'Create a position role',
    tags,
    body: postBodySchema,
    response: postViewSchema,
    handler: ({ deps, actor, body }) => service.createPost(deps, actor, body),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/sup/posts/:id',
    permission: postPermission,
    summary: 'Edit a position role',
    tags,
    params: idParamsSchema,
    body: postBodySchema,
    response: postViewSchema,
    handler: ({ deps, actor, params, body }) => service.updatePost(deps, actor, params.id, body),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/sup/posts/:id',
    permission: postPermission,
    summary: 'Delete a position role (cannot be undone; refused while assigned)',
    tags,
    params: idParamsSchema,
    response: accountDoneSchema,
    handler: ({ deps, actor, params }) => service.deletePost(deps, actor, params.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/sup/employees',
    permission,
    summary: "The company's accounts (filter, sort, page)",
    tags,
    query: employeeListQuerySchema,
    response: employeePageSchema,
    handler: ({ deps, actor, query }) => service.listEmployees(deps, actor, query),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/sup/employees/:id',
    permission,
    summary: 'One employee account',
    tags,
    params: idParamsSchema,
    response: employeeViewSchema,
    handler: ({ deps, actor, params }) => service.getEmployee(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/sup/employees',
    permission,
    summary: 'Create an employee account',
    tags,
    body: employeeCreateSchema,
    response: employeeViewSchema,
    handler: ({ deps, actor, body }) => service.createEmployee(deps, actor, body),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/sup/employees/:id',
    permission,
    summary: 'Edit an employee account (name, email, phone)',
    tags,
    params: idParamsSchema,
    body: employeeUpdateSchema,
    response: employeeViewSchema,
    handler: ({ deps, actor, params, body }) => service.updateEmployee(deps, actor, params.id, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/sup/employees/:id/freeze',
    permission,
    summary: 'Freeze an employee account (it loses access)',
    tags,
    params: idParamsSchema,
    opType: 'modify',
    response: employeeViewSchema,
    handler: ({ deps, actor, params }) => service.freezeEmployee(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/sup/employees/:id/restore',
    permission,
    summary: 'Restore a frozen employee account',
    tags,
    params: idParamsSchema,
    opType: 'modify',
    response: employeeViewSchema,
    handler: ({ deps, actor, params }) => service.restoreEmployee(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/sup/employees/:id/reset-password',
    permission,
    summary: "Reset an employee account's password",
    tags,
    params: idParamsSchema,
    body: employeePasswordResetSchema,
    opType: 'modify',
    response: accountDoneSchema,
    handler: ({ deps, actor, params, body }) => service.resetEmployeePassword(deps, actor, params.id, body.password),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/sup/employees/:id/posts',
    permission,
    summary: 'Authorise posts of an employee account (at least one)',
    tags,
    params: idParamsSchema,
    body: employeePostsSchema,
    response: employeeViewSchema,
    handler: ({ deps, actor, params, body }) => service.authoriseEmployeePosts(deps, actor, params.id, body.postIds),
  });
}
