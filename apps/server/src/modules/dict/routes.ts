/** Dictionary and look-up routes: the contracts of `@aerosupply/shared/dict/routes` (spec 000 §3, §7; spec 001 §7, §9). */
import { dictRoutes as r } from '@aerosupply/shared/dict/routes';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import * as service from './service';

export function registerDictRoutes(app: FastifyInstance): void {
  defineRoute(app, { ...r.domains, handler: async ({ query, deps }) => service.loadDomains(deps, query.domainCodes) });
  defineRoute(app, { ...r.countries, handler: async ({ query, lang }) => service.getCountries(query.lang ?? (lang === 'zh' ? 'ZH' : 'EN')) });
  defineRoute(app, { ...r.timezones, handler: async ({ query }) => service.getTimeZones(query.countryCode) });
  defineRoute(app, { ...r.provinces, handler: async () => service.getProvinces() });
  defineRoute(app, { ...r.cities, handler: async ({ query }) => service.getCities(query.province) });
  defineRoute(app, { ...r.taxSystems, handler: async ({ query }) => service.getTaxSystems(query.country) });
  defineRoute(app, { ...r.codeTable, handler: async ({ params, deps }) => service.getCodeTable(deps, params.table) });

  defineRoute(app, { ...r.adminDomains, handler: async ({ deps }) => service.listDomains(deps) });
  defineRoute(app, { ...r.adminItems, handler: async ({ query, deps }) => service.listItems(deps, query) });
  defineRoute(app, { ...r.createItem, handler: async ({ body, deps }) => service.createItem(deps, body) });
  defineRoute(app, { ...r.updateItem, handler: async ({ params, body, deps }) => service.updateItem(deps, params.id, body) });
  defineRoute(app, { ...r.deleteItem, handler: async ({ params, deps }) => service.deleteItem(deps, params.id) });
}
