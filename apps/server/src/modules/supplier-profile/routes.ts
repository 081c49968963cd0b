/**
 * The supplier's own data (spec 001 §3, §4): wizard, category tree, qualification documents,
 * sub-page tables, information pages and change requests. Permission 'sup.vendorData'.
 */
import { CHILD_RESOURCES, PROFILE_SECTIONS, type ChildResource, type ChildView } from '@aerosupply/shared/supplier-profile/schemas';
import { childRoutes, sectionRoute, supplierProfileRoutes as r } from '@aerosupply/shared/supplier-profile/routes';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { defineRoute } from '../../platform/http/route';
import * as documents from './documents';
import * as service from './service';

function registerChildRoutes<R extends ChildResource>(app: FastifyInstance, resource: R): void {
  const c = childRoutes(resource);
  // Indexed by a type parameter the schema's type stays unresolved; this is the same schema, typed by its output.
  const view = c.detail.response as unknown as z.ZodType<ChildView<R>, ChildView<R>>;
  defineRoute(app, { ...c.list, response: c.list.response as unknown as z.ZodType<{ rows: ChildView<R>[] }>, handler: ({ deps, actor, query }) => documents.listChildRows(deps, actor, resource, query) });
  defineRoute(app, { ...c.detail, response: view, handler: ({ deps, actor, params }) => documents.getChildRow(deps, actor, resource, params.id) });
  defineRoute(app, { ...c.create, response: view, handler: ({ deps, actor, body: b }) => documents.createChildRow(deps, actor, resource, b as never) });
  defineRoute(app, { ...c.update, response: view, handler: ({ deps, actor, params, body: b }) => documents.updateChildRow(deps, actor, resource, params.id, b as never) });
  defineRoute(app, { ...c.remove, handler: ({ deps, actor, params }) => documents.deleteChildRow(deps, actor, resource, params.id) });
}

export function registerSupplierProfileRoutes(app: FastifyInstance): void {
  defineRoute(app, { ...r.wizard, handler: ({ deps, actor }) => service.getWizard(deps, actor) });
  defineRoute(app, { ...r.saveWizard, handler: ({ deps, actor, body }) => service.saveWizardDraft(deps, actor, body) });
  defineRoute(app, { ...r.submitWizard, handler: ({ deps, actor, body }) => service.submitWizard(deps, actor, body ?? undefined) });
  defineRoute(app, { ...r.categories, handler: ({ deps }) => service.listCategoryTree(deps) });

  defineRoute(app, { ...r.qualifications, handler: ({ deps, actor, query }) => documents.listQualifications(deps, actor, query) });
  defineRoute(app, { ...r.qualification, handler: ({ deps, actor, params }) => documents.getQualification(deps, actor, params.id) });
  defineRoute(app, { ...r.createQualification, handler: ({ deps, actor, body }) => documents.createQualification(deps, actor, body) });
  defineRoute(app, { ...r.updateQualification, handler: ({ deps, actor, params, body }) => documents.updateQualification(deps, actor, params.id, body) });
  defineRoute(app, { ...r.cancelQualification, handler: ({ deps, actor, params, body }) => documents.cancelQualification(deps, actor, params.id, body.reason) });
  defineRoute(app, { ...r.deleteQualification, handler: ({ deps, actor, params }) => documents.deleteQualification(deps, actor, params.id) });

  for (const resource of CHILD_RESOURCES) registerChildRoutes(app, resource);

  defineRoute(app, { ...r.info, handler: ({ deps, actor }) => service.getInfo(deps, actor) });
  for (const section of PROFILE_SECTIONS) {
    defineRoute(app, { ...sectionRoute(section), handler: ({ deps, actor, body }) => service.saveInfoSection(deps, actor, section, body as Record<string, unknown>) });
  }

  defineRoute(app, { ...r.changes, handler: ({ deps, actor, query }) => service.listChangeRequests(deps, actor, query) });
  defineRoute(app, { ...r.change, handler: ({ deps, actor, params }) => service.getChangeRequest(deps, actor, params.id) });
}
