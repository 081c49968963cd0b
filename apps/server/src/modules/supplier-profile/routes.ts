/**
 * The supplier's own data (spec 001 §3, §4): wizard, category tree, qualification documents,
 * sub-page tables, information pages and change requests. Permission 'sup.vendorData'.
 */
import { noData, pageOf } from '@aerosupply/shared/contracts';
import {
  categoryTree,
  changeListQuerySchema,
  changeRequestPage,
  changeRequestView,
  CHILD_BODY_SCHEMAS,
  CHILD_RESOURCES,
  CHILD_VIEW_SCHEMAS,
  childListQuerySchema,
  infoSaveResult,
  infoView,
  idParamsSchema,
  PROFILE_SECTIONS,
  qualificationBodySchema,
  qualificationCancelSchema,
  qualificationListQuerySchema,
  qualificationPage,
  qualificationView,
  sectionSchema,
  wizardDraftSchema,
  wizardView,
  type ChildResource,
  type ChildView,
} from '@aerosupply/shared/supplier-profile/schemas';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { defineRoute } from '../../platform/http/route';
import * as service from './service';

const tags = ['supplier-profile'];
const permission = 'sup.vendorData';

function registerChildRoutes<R extends ChildResource>(app: FastifyInstance, resource: R): void {
  const url = `/api/sup/${resource}`;
  const body = CHILD_BODY_SCHEMAS[resource];
  // Indexed by a type parameter the schema's type stays unresolved; this is the same schema, typed by its output.
  const view = CHILD_VIEW_SCHEMAS[resource] as unknown as z.ZodType<ChildView<R>, ChildView<R>>;
  defineRoute(app, {
    method: 'GET',
    url,
    permission,
    summary: `List ${resource}`,
    tags,
    response: pageOf(view),
    query: childListQuerySchema,
    handler: ({ deps, actor, query }) => service.listChildRows(deps, actor, resource, query),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${url}/:id`,
    permission,
    summary: `One of ${resource}`,
    tags,
    response: view,
    params: idParamsSchema,
    handler: ({ deps, actor, params }) => service.getChildRow(deps, actor, resource, params.id),
  });
  defineRoute(app, {
    method: 'POST',
    url,
    permission,
    summary: `Add to ${resource}`,
    tags,
    response: view,
    body,
    handler: ({ deps, actor, body: b }) => service.createChildRow(deps, actor, resource, b as never),
  });
  defineRoute(app, {
    method: 'PUT',
    url: `${url}/:id`,
    permission,
    summary: `Edit one of ${resource}`,
    tags,
    response: view,
    params: idParamsSchema,
    body,
    handler: ({ deps, actor, params, body: b }) => service.updateChildRow(deps, actor, resource, params.id, b as never),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: `${url}/:id`,
    permission,
    summary: `Delete one of ${resource}`,
    tags,
    response: noData,
    params: idParamsSchema,
    handler: ({ deps, actor, params }) => service.deleteChildRow(deps, actor, resource, params.id),
  });
}

export function registerSupplierProfileRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/sup/wizard',
    permission,
    summary: 'The supplier data wizard: saved data by step and the actions open now',
    tags,
    response: wizardView,
    handler: ({ deps, actor }) => service.getWizard(deps, actor),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/sup/wizard',
    permission,
    summary: 'Save the supplier data wizard as draft',
    tags,
    response: wizardView,
    body: wizardDraftSchema,
    handler: ({ deps, actor, body }) => service.saveWizardDraft(deps, actor, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/sup/wizard/submit',
    permission,
    summary: 'Save and submit the supplier data wizard for approval',
    tags,
    response: wizardView,
    body: wizardDraftSchema.nullish(),
    opType: 'modify',
    handler: ({ deps, actor, body }) => service.submitWizard(deps, actor, body ?? undefined),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/sup/categories',
    permission: 'signedIn',
    summary: 'Supply category tree (levels I and II) with whether a buyer is configured',
    tags,
    response: categoryTree,
    handler: ({ deps }) => service.listCategoryTree(deps),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/sup/qualifications',
    permission,
    summary: 'Qualification documents (type, validity)',
    tags,
    response: qualificationPage,
    query: qualificationListQuerySchema,
    handler: ({ deps, actor, query }) => service.listQualifications(deps, actor, query),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/sup/qualifications/:id',
    permission,
    summary: 'One qualification document',
    tags,
    response: qualificationView,
    params: idParamsSchema,
    handler: ({ deps, actor, params }) => service.getQualification(deps, actor, params.id),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/sup/qualifications',
    permission,
    summary: 'Add a qualification document',
    tags,
    response: qualificationView,
    body: qualificationBodySchema,
    handler: ({ deps, actor, body }) => service.createQualification(deps, actor, body),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/sup/qualifications/:id',
    permission,
    summary: 'Edit a qualification document',
    tags,
    response: qualificationView,
    params: idParamsSchema,
    body: qualificationBodySchema,
    handler: ({ deps, actor, params, body }) => service.updateQualification(deps, actor, params.id, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/sup/qualifications/:id/cancel',
    permission,
    summary: 'Mark a qualification document cancelled/invalid with a reason',
    tags,
    response: qualificationView,
    params: idParamsSchema,
    body: qualificationCancelSchema,
    opType: 'modify',
    handler: ({ deps, actor, params, body }) => service.cancelQualification(deps, actor, params.id, body.reason),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/sup/qualifications/:id',
    permission,
    summary: 'Delete a qualification document',
    tags,
    response: noData,
    params: idParamsSchema,
    handler: ({ deps, actor, params }) => service.deleteQualification(deps, actor, params.id),
  });

  for (const resource of CHILD_RESOURCES) registerChildRoutes(app, resource);

  defineRoute(app, {
    method: 'GET',
    url: '/api/sup/info',
    permission,
    summary: "The supplier's company and finance information",
    tags,
    response: infoView,
    handler: ({ deps, actor }) => service.getInfo(deps, actor),
  });
  for (const section of PROFILE_SECTIONS) {
    defineRoute(app, {
      method: 'PUT',
      url: `/api/sup/info/${section}`,
      permission,
      summary: `Edit the ${section} information (a change request once approved)`,
      tags,
    response: infoSaveResult,
      body: sectionSchema(section),
      handler: ({ deps, actor, body }) => service.saveInfoSection(deps, actor, section, body as Record<string, unknown>),
    });
  }

  defineRoute(app, {
    method: 'GET',
    url: '/api/sup/changes',
    permission,
    summary: "The supplier's data change requests",
    tags,
    response: changeRequestPage,
    query: changeListQuerySchema,
    handler: ({ deps, actor, query }) => service.listChangeRequests(deps, actor, query),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/sup/changes/:id',
    permission,
    summary: 'One data change request with before and after',
    tags,
    response: changeRequestView,
    params: idParamsSchema,
    handler: ({ deps, actor, params }) => service.getChangeRequest(deps, actor, params.id),
  });
}
