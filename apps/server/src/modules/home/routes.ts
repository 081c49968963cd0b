/** GET /api/home/summary: the workbench of every side. */
import { homeSummarySchema } from '@aerosupply/shared/home/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../platform/http/route';
import { getHomeSummary } from './service';

export function registerHomeRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/home/summary',
    permission: 'home.view',
    summary: 'Home: pending-task counters and notices',
    tags: ['home'],
    query: z.strictObject({}),
    response: homeSummarySchema,
    handler: async ({ deps, actor, lang }) => getHomeSummary(deps, actor, lang),
  });
}
