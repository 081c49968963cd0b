/**
 * Company administrator routes (spec 001 §2 'Employee account management'): a supplier's under
 * /api/sup with 'sup.employee' (post changes 'sup.post.manage', the company administrator only),
 * a forwarder's the same under /api/fwd with 'fwd.employee' and 'fwd.post.manage' (issue 26 item 2, D-492).
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
  forwarderPostBodySchema,
  idParamsSchema,
  postBodySchema,
  postListSchema,
  postViewSchema,
} from '@aerosupply/shared/supplier-accounts/schemas';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import * as service from './service';

interface Side {
  prefix: '/api/sup' | '/api/fwd';
  permission: 'sup.employee' | 'fwd.employee';
  /** Posts grant functions: only the company administrator creates, edits and deletes them (D-96). */
  postPermission: 'sup.post.manage' | 'fwd.post.manage';
  postBody: typeof postBodySchema | typeof forwarderPostBodySchema;
}

const SIDES: readonly Side[] = [
  { prefix: '/api/sup', permission: 'sup.employee', postPermission: 'sup.post.manage', postBody: postBodySchema },
  { prefix: '/api/fwd', permission: 'fwd.employee', postPermission: 'fwd.post.manage', postBody: forwarderPostBodySchema },
];

export function registerSupplierAccountRoutes(app: FastifyInstance): void {
  for (const side of SIDES) registerSide(app, side);
}


function registerSide(app: FastifyInstance, { prefix, permission, postPermission, postBody }: Side): void {
  const tags = [prefix === '/api/sup' ? 'supplier-accounts' : 'forwarder-accounts'];
  defineRoute(app, {
    method: 'GET',
    url: `${prefix}/posts`,
    permission,
    summary: "The company's position roles (posts)",
    tags,
    response: postListSchema,
    handler: ({ deps, actor }) => service.listPosts(deps, actor),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${prefix}/posts`,
    permission: postPermission,
    summary: 'Create a position role',
    tags,
    body: postBody,
    response: postViewSchema,
    handler: ({ deps, actor, body }) => service.createPost(deps, actor, body),
  });
  defineRoute(app, {
    method: 'PUT',
    url: `${prefix}/posts/:id`,
    permission: postPermission,
    summary: 'Edit a position role',
    tags,
    params: idParamsSchema,
    body: postBody,
    response: postViewSchema,
    handler: ({ deps, actor, params, body }) => service.updatePost(deps, actor, params.id, body),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: `${prefix}/posts/:id`,
    permission: postPermission,
    summary: 'Delete a position role (cannot be undone; refused while assigned)',
    tags,
    params: idParamsSchema,
    response: accountDoneSchema,
    handler: ({ deps, actor, params }) => service.deletePost(deps, actor, params.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${prefix}/employees`,
    permission,
    summary: "The company's accounts (filter, sort, page)",
    tags,
    query: employeeListQuerySchema,
    response: employeePageSchema,
    handler: ({ deps, actor, query }) => service.listEmployees(deps, actor, query),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${prefix}/employees/:id`,
    permission,
    summary: 'One employee account',
    tags,
    params: idParamsSchema,
    response: employeeViewSchema,
    handler: ({ deps, actor, params }) => service.getEmployee(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${prefix}/employees`,
    permission,
    summary: 'Create an employee account',
    tags,
    body: employeeCreateSchema,
    response: employeeViewSchema,
    handler: ({ deps, actor, body }) => service.createEmployee(deps, actor, body),
  });
  defineRoute(app, {
    method: 'PUT',
    url: `${prefix}/employees/:id`,
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
    url: `${prefix}/employees/:id/freeze`,
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
    url: `${prefix}/employees/:id/restore`,
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
    url: `${prefix}/employees/:id/reset-password`,
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
    url: `${prefix}/employees/:id/posts`,
    permission,
    summary: 'Authorise posts of an employee account (at least one)',
    tags,
    params: idParamsSchema,
    body: employeePostsSchema,
    response: employeeViewSchema,
    handler: ({ deps, actor, params, body }) => service.authoriseEmployeePosts(deps, actor, params.id, body.postIds),
  });
}
