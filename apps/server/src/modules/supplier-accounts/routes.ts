/**
 * Company administrator routes (spec 001 §2 'Employee account management'): the same contracts on
 * a supplier's side (/api/sup) and a forwarder's (/api/fwd, issue 26 item 2, D-492).
 */
import { forwarderAccountRoutes, supplierAccountRoutes } from '@aerosupply/shared/supplier-accounts/routes';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import * as service from './service';

export function registerSupplierAccountRoutes(app: FastifyInstance): void {
  // The post bodies differ by side (each side's functions), so those two are registered per side.
  const sup = supplierAccountRoutes;
  const fwd = forwarderAccountRoutes;
  registerSide(app, sup);
  defineRoute(app, { ...sup.createPost, handler: ({ deps, actor, body }) => service.createPost(deps, actor, body) });
  defineRoute(app, { ...sup.updatePost, handler: ({ deps, actor, params, body }) => service.updatePost(deps, actor, params.id, body) });
  registerSide(app, fwd);
  defineRoute(app, { ...fwd.createPost, handler: ({ deps, actor, body }) => service.createPost(deps, actor, body) });
  defineRoute(app, { ...fwd.updatePost, handler: ({ deps, actor, params, body }) => service.updatePost(deps, actor, params.id, body) });
}

type SideRoutes = Omit<typeof supplierAccountRoutes, 'createPost' | 'updatePost'> | Omit<typeof forwarderAccountRoutes, 'createPost' | 'updatePost'>;

function registerSide(app: FastifyInstance, r: SideRoutes): void {
  defineRoute(app, { ...r.posts, handler: ({ deps, actor }) => service.listPosts(deps, actor) });
  defineRoute(app, { ...r.deletePost, handler: ({ deps, actor, params }) => service.deletePost(deps, actor, params.id) });
  defineRoute(app, { ...r.employees, handler: ({ deps, actor, query }) => service.listEmployees(deps, actor, query) });
  defineRoute(app, { ...r.employee, handler: ({ deps, actor, params }) => service.getEmployee(deps, actor, params.id) });
  defineRoute(app, { ...r.createEmployee, handler: ({ deps, actor, body }) => service.createEmployee(deps, actor, body) });
  defineRoute(app, { ...r.updateEmployee, handler: ({ deps, actor, params, body }) => service.updateEmployee(deps, actor, params.id, body) });
  defineRoute(app, { ...r.freeze, handler: ({ deps, actor, params }) => service.freezeEmployee(deps, actor, params.id) });
  defineRoute(app, { ...r.restore, handler: ({ deps, actor, params }) => service.restoreEmployee(deps, actor, params.id) });
  defineRoute(app, { ...r.resetPassword, handler: ({ deps, actor, params, body }) => service.resetEmployeePassword(deps, actor, params.id, body.password) });
  defineRoute(app, { ...r.authorise, handler: ({ deps, actor, params, body }) => service.authoriseEmployeePosts(deps, actor, params.id, body.postIds) });
}
