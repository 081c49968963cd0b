/** Home: the routes of `@aerosupply/shared/home/routes` (the workbench of every side). */
import { homeRoutes as r } from '@aerosupply/shared/home/routes';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import { getHomeSummary } from './service';

export function registerHomeRoutes(app: FastifyInstance): void {
  defineRoute(app, { ...r.summary, handler: async ({ deps, actor, lang }) => getHomeSummary(deps, actor, lang) });
}
