/**
 * Company administrator routes (spec 001 §2 'Employee account management'): a supplier's under
 * /api/sup with 'sup.employee' (post changes 'sup.post.manage', the company administrator only),
 * a forwarder's the same under /api/fwd with 'fwd.employee' and 'fwd.post.manage' (issue 26 item 2, D-492);
 * and the employee sign-up requests (issue 28 item 7), a supplier's only.
 */
import { route } from '../http/contract';
import {
  employeeRequestAnswerSchema, employeeRequestApproveSchema, employeeRequestListQuerySchema, employeeRequestPageSchema, employeeRequestRefuseSchema,
  employeeRequestSchema, employeeRequestViewSchema,
} from './requests';
import {
  accountDoneSchema, employeeCreateSchema, employeeListQuerySchema, employeePageSchema, employeePasswordResetSchema, employeePostsSchema,
  employeeUpdateSchema, employeeViewSchema, forwarderPostBodySchema, idParamsSchema, postBodySchema, postListSchema, postViewSchema,
} from './schemas';

/** The same account routes on each side: its prefix, permissions and post functions. */
const accountSide = <const Pre extends '/api/sup' | '/api/fwd', PB extends typeof postBodySchema | typeof forwarderPostBodySchema>(
  prefix: Pre,
  permission: 'sup.employee' | 'fwd.employee',
  /** Posts grant functions: only the company administrator creates, edits and deletes them (D-96). */
  postPermission: 'sup.post.manage' | 'fwd.post.manage',
  postBody: PB,
) => {
  const tags = [prefix === '/api/sup' ? 'supplier-accounts' : 'forwarder-accounts'];
  const params = idParamsSchema;
  return {
    posts: route({ method: 'GET', url: `${prefix}/posts`, permission, tags, summary: "The company's position roles (posts)", response: postListSchema }),
    createPost: route({ method: 'POST', url: `${prefix}/posts`, permission: postPermission, tags, summary: 'Create a position role', body: postBody, response: postViewSchema }),
    updatePost: route({
      method: 'PUT', url: `${prefix}/posts/:id`, permission: postPermission, tags, summary: 'Edit a position role', params, body: postBody, response: postViewSchema,
    }),
    deletePost: route({
      method: 'DELETE', url: `${prefix}/posts/:id`, permission: postPermission, tags,
      summary: 'Delete a position role (cannot be undone; refused while assigned)', params, response: accountDoneSchema,
    }),
    employees: route({
      method: 'GET', url: `${prefix}/employees`, permission, tags, summary: "The company's accounts (filter, sort, page)", query: employeeListQuerySchema, response: employeePageSchema,
    }),
    employee: route({ method: 'GET', url: `${prefix}/employees/:id`, permission, tags, summary: 'One employee account', params, response: employeeViewSchema }),
    createEmployee: route({ method: 'POST', url: `${prefix}/employees`, permission, tags, summary: 'Create an employee account', body: employeeCreateSchema, response: employeeViewSchema }),
    updateEmployee: route({
      method: 'PUT', url: `${prefix}/employees/:id`, permission, tags, summary: 'Edit an employee account (name, email, phone)', params, body: employeeUpdateSchema, response: employeeViewSchema,
    }),
    freeze: route({
      method: 'POST', url: `${prefix}/employees/:id/freeze`, permission, tags, opType: 'modify', summary: 'Freeze an employee account (it loses access)', params, response: employeeViewSchema,
    }),
    restore: route({
      method: 'POST', url: `${prefix}/employees/:id/restore`, permission, tags, opType: 'modify', summary: 'Restore a frozen employee account', params, response: employeeViewSchema,
    }),
    resetPassword: route({
      method: 'POST', url: `${prefix}/employees/:id/reset-password`, permission, tags, opType: 'modify', summary: "Reset an employee account's password",
      params, body: employeePasswordResetSchema, response: accountDoneSchema,
    }),
    authorise: route({
      method: 'PUT', url: `${prefix}/employees/:id/posts`, permission, tags, summary: 'Authorise posts of an employee account (at least one)',
      params, body: employeePostsSchema, response: employeeViewSchema,
    }),
  };
};

export const supplierAccountRoutes = accountSide('/api/sup', 'sup.employee', 'sup.post.manage', postBodySchema);
export const forwarderAccountRoutes = accountSide('/api/fwd', 'fwd.employee', 'fwd.post.manage', forwarderPostBodySchema);

const requestTags = ['supplier-accounts'];
export const employeeRequestRoutes = {
  submit: route({
    method: 'POST', url: '/api/employee-requests', permission: 'public', tags: ['registration'],
    summary: 'Registration choice: ask to join an existing supplier as an employee (captcha)', body: employeeRequestSchema, response: employeeRequestAnswerSchema,
  }),
  list: route({
    method: 'GET', url: '/api/sup/employee-requests', permission: 'sup.employee', tags: requestTags,
    summary: "The company's employee sign-up requests (filter, page)", query: employeeRequestListQuerySchema, response: employeeRequestPageSchema,
  }),
  approve: route({
    method: 'POST', url: '/api/sup/employee-requests/:id/approve', permission: 'sup.employee', tags: requestTags, opType: 'add',
    summary: 'Approve an employee sign-up request: creates the account with the posts given', params: idParamsSchema, body: employeeRequestApproveSchema, response: employeeRequestViewSchema,
  }),
  refuse: route({
    method: 'POST', url: '/api/sup/employee-requests/:id/refuse', permission: 'sup.employee', tags: requestTags, opType: 'modify',
    summary: 'Refuse an employee sign-up request with a reason', params: idParamsSchema, body: employeeRequestRefuseSchema, response: employeeRequestViewSchema,
  }),
};
