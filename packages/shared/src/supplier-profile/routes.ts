/** The supplier's own data routes (spec 001 §3, §4): wizard, category tree, qualifications, sub-page tables, information pages, change requests. */
import { noData, pageOf } from '../contracts';
import { route } from '../http/contract';
import {
  categoryTree, changeListQuerySchema, changeRequestPage, changeRequestView, CHILD_BODY_SCHEMAS, CHILD_RESOURCES, CHILD_VIEW_SCHEMAS, childListQuerySchema,
  idParamsSchema, infoSaveResult, infoView, qualificationBodySchema, qualificationCancelSchema, qualificationListQuerySchema, qualificationPage,
  qualificationView, wizardDraftSchema, wizardView, type ChildResource,
} from './schemas';
import { PROFILE_SECTIONS, sectionSchema, type ProfileSection } from './wizard';

const tags = ['supplier-profile'];
const permission = 'sup.vendorData';

export const supplierProfileRoutes = {
  wizard: route({
    method: 'GET', url: '/api/sup/wizard', permission, tags,
    summary: 'The supplier data wizard: saved data by step and the actions open now', response: wizardView,
  }),
  saveWizard: route({
    method: 'PUT', url: '/api/sup/wizard', permission, tags,
    summary: 'Save the supplier data wizard as draft', response: wizardView, body: wizardDraftSchema,
  }),
  submitWizard: route({
    method: 'POST', url: '/api/sup/wizard/submit', permission, tags,
    summary: 'Save and submit the supplier data wizard for approval', response: wizardView, body: wizardDraftSchema.nullish(), opType: 'modify',
  }),
  categories: route({
    method: 'GET', url: '/api/sup/categories', permission: 'signedIn', tags,
    summary: 'Supply category tree (levels I and II) with whether a buyer is configured', response: categoryTree,
  }),
  qualifications: route({
    method: 'GET', url: '/api/sup/qualifications', permission, tags,
    summary: 'Qualification documents (type, validity)', response: qualificationPage, query: qualificationListQuerySchema,
  }),
  qualification: route({
    method: 'GET', url: '/api/sup/qualifications/:id', permission, tags,
    summary: 'One qualification document', response: qualificationView, params: idParamsSchema,
  }),
  createQualification: route({
    method: 'POST', url: '/api/sup/qualifications', permission, tags,
    summary: 'Add a qualification document', response: qualificationView, body: qualificationBodySchema,
  }),
  updateQualification: route({
    method: 'PUT', url: '/api/sup/qualifications/:id', permission, tags,
    summary: 'Edit a qualification document', response: qualificationView, params: idParamsSchema, body: qualificationBodySchema,
  }),
  cancelQualification: route({
    method: 'POST', url: '/api/sup/qualifications/:id/cancel', permission, tags,
    summary: 'Mark a qualification document cancelled/invalid with a reason', response: qualificationView, params: idParamsSchema, body: qualificationCancelSchema, opType: 'modify',
  }),
  deleteQualification: route({
    method: 'DELETE', url: '/api/sup/qualifications/:id', permission, tags,
    summary: 'Delete a qualification document', response: noData, params: idParamsSchema,
  }),
  info: route({
    method: 'GET', url: '/api/sup/info', permission, tags,
    summary: "The supplier's company and finance information", response: infoView,
  }),
  changes: route({
    method: 'GET', url: '/api/sup/changes', permission, tags,
    summary: "The supplier's data change requests", response: changeRequestPage, query: changeListQuerySchema,
  }),
  change: route({
    method: 'GET', url: '/api/sup/changes/:id', permission, tags,
    summary: 'One data change request with before and after', response: changeRequestView, params: idParamsSchema,
  }),
};

/** The five routes of one sub-page table (`/api/sup/<resource>`), its body and row schemas by resource. */
export function childRoutes<R extends ChildResource>(resource: R) {
  const url = `/api/sup/${resource}` as const;
  const body = CHILD_BODY_SCHEMAS[resource];
  const view = CHILD_VIEW_SCHEMAS[resource];
  return {
    list: route({ method: 'GET', url, permission, tags, summary: `List ${resource}`, response: pageOf(view), query: childListQuerySchema }),
    detail: route({ method: 'GET', url: `${url}/:id`, permission, tags, summary: `One of ${resource}`, response: view, params: idParamsSchema }),
    create: route({ method: 'POST', url, permission, tags, summary: `Add to ${resource}`, response: view, body }),
    update: route({ method: 'PUT', url: `${url}/:id`, permission, tags, summary: `Edit one of ${resource}`, response: view, params: idParamsSchema, body }),
    remove: route({ method: 'DELETE', url: `${url}/:id`, permission, tags, summary: `Delete one of ${resource}`, response: noData, params: idParamsSchema }),
  };
}

/** Editing one section of the information pages (a change request once approved). */
export function sectionRoute<S extends ProfileSection>(section: S) {
  return route({
    method: 'PUT', url: `/api/sup/info/${section}`, permission, tags,
    summary: `Edit the ${section} information (a change request once approved)`, response: infoSaveResult, body: sectionSchema(section),
  });
}

/** Every route of the module, flat (for the route table). */
export const allSupplierProfileRoutes = {
  ...supplierProfileRoutes,
  ...Object.fromEntries(CHILD_RESOURCES.flatMap((resource) => Object.entries(childRoutes(resource)).map(([name, contract]) => [`${resource}:${name}`, contract]))),
  ...Object.fromEntries(PROFILE_SECTIONS.map((section) => [`info:${section}`, sectionRoute(section)])),
};
