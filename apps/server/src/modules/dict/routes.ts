/** Dictionary and look-up routes (spec 000 §3, §7; spec 001 §7, §9) and the sysadmin's dictionary editing. */
import {
  adminItemsQuerySchema,
  citiesQuerySchema,
  codeRowSchema,
  codeTableParamsSchema,
  countriesQuerySchema,
  countryOptionSchema,
  createItemSchema,
  deleteItemResultSchema,
  dictDomainSummarySchema,
  dictItemPageSchema,
  dictItemViewSchema,
  domainsAnswerSchema,
  domainsQuerySchema,
  itemIdParamsSchema,
  regionOptionSchema,
  taxSystemsQuerySchema,
  timeZoneOptionSchema,
  timezonesQuerySchema,
  updateItemSchema,
} from '@aerosupply/shared/dict/schemas';
import { taxSystemSchema } from '@aerosupply/shared/dict/tax-systems';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import * as service from './service';

const tags = ['dict'];

export function registerDictRoutes(app: FastifyInstance): void {
  // Public: registration pages need these lists before anyone has signed in.
  defineRoute(app, {
    method: 'GET',
    url: '/api/dict/domains',
    permission: 'public',
    summary: 'TC_* dictionary lists by comma-separated domainCodes',
    tags,
    query: domainsQuerySchema,
    response: domainsAnswerSchema,
    handler: async ({ query, deps }) => service.loadDomains(deps, query.domainCodes),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/dict/countries',
    permission: 'public',
    summary: 'ISO 3166 countries by language (ZH or EN)',
    tags,
    query: countriesQuerySchema,
    response: z.array(countryOptionSchema),
    handler: async ({ query, lang }) => service.getCountries(query.lang ?? (lang === 'zh' ? 'ZH' : 'EN')),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/dict/timezones',
    permission: 'public',
    summary: 'IANA time zones of a country',
    tags,
    query: timezonesQuerySchema,
    response: z.array(timeZoneOptionSchema),
    handler: async ({ query }) => service.getTimeZones(query.countryCode),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/dict/provinces',
    permission: 'public',
    summary: 'Provinces of China (GB/T 2260)',
    tags,
    response: z.array(regionOptionSchema),
    handler: async () => service.getProvinces(),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/dict/cities',
    permission: 'public',
    summary: 'Cities of a province of China',
    tags,
    query: citiesQuerySchema,
    response: z.array(regionOptionSchema),
    handler: async ({ query }) => service.getCities(query.province),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/dict/tax-systems',
    permission: 'public',
    summary: 'Tax numbering systems of a country',
    tags,
    query: taxSystemsQuerySchema,
    response: z.array(taxSystemSchema),
    handler: async ({ query }) => service.getTaxSystems(query.country),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/dict/codes/:table',
    permission: 'public',
    summary: 'A code table (spec 001 §9, domain reference)',
    tags,
    params: codeTableParamsSchema,
    response: z.array(codeRowSchema),
    handler: async ({ params, deps }) => service.getCodeTable(deps, params.table),
  });

  // ---- sysadmin editing ----

  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/dict/domains',
    permission: 'sys.dict.manage',
    summary: 'Dictionary domains with item counts',
    tags,
    response: z.array(dictDomainSummarySchema),
    handler: async ({ deps }) => service.listDomains(deps),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/dict/items',
    permission: 'sys.dict.manage',
    summary: 'Search dictionary items',
    tags,
    query: adminItemsQuerySchema,
    response: dictItemPageSchema,
    handler: async ({ query, deps }) => service.listItems(deps, query),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/dict/items',
    permission: 'sys.dict.manage',
    summary: 'Add a dictionary item',
    tags,
    body: createItemSchema,
    response: dictItemViewSchema,
    handler: async ({ body, deps }) => service.createItem(deps, body),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/admin/dict/items/:id',
    permission: 'sys.dict.manage',
    summary: 'Edit a dictionary item',
    tags,
    params: itemIdParamsSchema,
    body: updateItemSchema,
    response: dictItemViewSchema,
    handler: async ({ params, body, deps }) => service.updateItem(deps, params.id, body),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/admin/dict/items/:id',
    permission: 'sys.dict.manage',
    summary: 'Delete a dictionary item (TC_* and built-in items are disabled instead)',
    tags,
    params: itemIdParamsSchema,
    response: deleteItemResultSchema,
    handler: async ({ params, deps }) => service.deleteItem(deps, params.id),
  });
}
