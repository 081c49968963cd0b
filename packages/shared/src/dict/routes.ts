/** Dictionary and look-up routes (spec 000 §3, §7; spec 001 §7, §9) and the sysadmin's dictionary editing. */
import { z } from 'zod';
import { route } from '../http/contract';
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
} from './schemas';
import { taxSystemSchema } from './tax-systems';

const tags = ['dict'];

export const dictRoutes = {
  // Public: registration pages need these lists before anyone has signed in.
  domains: route({
    method: 'GET', url: '/api/dict/domains', permission: 'public', tags,
    summary: 'TC_* dictionary lists by comma-separated domainCodes', query: domainsQuerySchema, response: domainsAnswerSchema,
  }),
  countries: route({
    method: 'GET', url: '/api/dict/countries', permission: 'public', tags,
    summary: 'ISO 3166 countries by language (ZH or EN)', query: countriesQuerySchema, response: z.array(countryOptionSchema),
  }),
  timezones: route({
    method: 'GET', url: '/api/dict/timezones', permission: 'public', tags,
    summary: 'IANA time zones of a country', query: timezonesQuerySchema, response: z.array(timeZoneOptionSchema),
  }),
  provinces: route({
    method: 'GET', url: '/api/dict/provinces', permission: 'public', tags,
    summary: 'Provinces of China (GB/T 2260)', response: z.array(regionOptionSchema),
  }),
  cities: route({
    method: 'GET', url: '/api/dict/cities', permission: 'public', tags,
    summary: 'Cities of a province of China', query: citiesQuerySchema, response: z.array(regionOptionSchema),
  }),
  taxSystems: route({
    method: 'GET', url: '/api/dict/tax-systems', permission: 'public', tags,
    summary: 'Tax numbering systems of a country', query: taxSystemsQuerySchema, response: z.array(taxSystemSchema),
  }),
  codeTable: route({
    method: 'GET', url: '/api/dict/codes/:table', permission: 'public', tags,
    summary: 'A code table (spec 001 §9, domain reference)', params: codeTableParamsSchema, response: z.array(codeRowSchema),
  }),

  // ---- sysadmin editing ----
  adminDomains: route({
    method: 'GET', url: '/api/admin/dict/domains', permission: 'sys.dict.manage', tags,
    summary: 'Dictionary domains with item counts', response: z.array(dictDomainSummarySchema),
  }),
  adminItems: route({
    method: 'GET', url: '/api/admin/dict/items', permission: 'sys.dict.manage', tags,
    summary: 'Search dictionary items', query: adminItemsQuerySchema, response: dictItemPageSchema,
  }),
  createItem: route({
    method: 'POST', url: '/api/admin/dict/items', permission: 'sys.dict.manage', tags,
    summary: 'Add a dictionary item', body: createItemSchema, response: dictItemViewSchema,
  }),
  updateItem: route({
    method: 'PUT', url: '/api/admin/dict/items/:id', permission: 'sys.dict.manage', tags,
    summary: 'Edit a dictionary item', params: itemIdParamsSchema, body: updateItemSchema, response: dictItemViewSchema,
  }),
  deleteItem: route({
    method: 'DELETE', url: '/api/admin/dict/items/:id', permission: 'sys.dict.manage', tags,
    summary: 'Delete a dictionary item (TC_* and built-in items are disabled instead)', params: itemIdParamsSchema, response: deleteItemResultSchema,
  }),
};
