/** Dictionary and look-up routes (spec 000 §3, §7; spec 001 §7, §9) and the sysadmin's dictionary editing. */
import '@aerosupply/shared/dict/messages';
import {
  adminItemsQuerySchema,
  citiesQuerySchema,
  codeTableParamsSchema,
  countriesQuerySchema,
  createItemSchema,
  domainsQuerySchema,
  itemIdParamsSchema,
  taxSystemsQuerySchema,
  timezonesQuerySchema,
  updateItemSchema,
} from '@aerosupply/shared/dict/schemas';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import * as service from './service';
import './imports';

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
    handler: async ({ query, deps }) => service.loadDomains(deps, query.domainCodes),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/dict/countries',
    permission: 'public',
    summary: 'ISO 3166 countries by language (ZH or EN)',
    tags,
    query: countriesQuerySchema,
    handler: async ({ query, lang }) => service.getCountries(query.lang ?? (lang === 'zh' ? 'ZH' : 'EN')),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/dict/timezones',
    permission: 'public',
    summary: 'IANA time zones of a country',
    tags,
    query: timezonesQuerySchema,
    handler: async ({ query }) => service.getTimeZones(query.countryCode),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/dict/provinces',
    permission: 'public',
    summary: 'Provinces of China (GB/T 2260)',
    tags,
    handler: async () => service.getProvinces(),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/dict/cities',
    permission: 'public',
    summary: 'Cities of a province of China',
    tags,
    query: citiesQuerySchema,
    handler: async ({ query }) => service.getCities(query.province),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/dict/tax-systems',
    permission: 'public',
    summary: 'Tax numbering systems of a country',
    tags,
    query: taxSystemsQuerySchema,
    handler: async ({ query }) => service.getTaxSystems(query.country),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/dict/codes/:table',
    permission: 'public',
    summary: 'A code table (spec 001 §9, domain reference)',
    tags,
    params: codeTableParamsSchema,
    handler: async ({ params, deps }) => service.getCodeTable(deps, params.table),
  });

  // ---- sysadmin editing ----

  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/dict/domains',
    permission: 'sys.dict.manage',
    summary: 'Dictionary domains with item counts',
    tags,
    handler: async ({ deps }) => service.listDomains(deps),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/dict/items',
    permission: 'sys.dict.manage',
    summary: 'Search dictionary items',
    tags,
    query: adminItemsQuerySchema,
    handler: async ({ query, deps }) => service.listItems(deps, query),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/dict/items',
    permission: 'sys.dict.manage',
    summary: 'Add a dictionary item',
    tags,
    body: createItemSchema,
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
    handler: async ({ params, body, deps }) => service.updateItem(deps, params.id, body),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/admin/dict/items/:id',
    permission: 'sys.dict.manage',
    summary: 'Delete a dictionary item (TC_* and built-in items are disabled instead)',
    tags,
    params: itemIdParamsSchema,
    handler: async ({ params, deps }) => service.deleteItem(deps, params.id),
  });
}
