/** Home routes: the workbench summary of every side. */
import { z } from 'zod';
import { route } from '../http/contract';
import { homeSummarySchema } from './schemas';

const tags = ['home'];

export const homeRoutes = {
  summary: route({
    method: 'GET', url: '/api/home/summary', permission: 'home.view', tags,
    summary: 'Home: pending-task counters and notices', query: z.strictObject({}), response: homeSummarySchema,
  }),
};
