/** Routes of the platform itself (no module): liveness. */
import { z } from 'zod';
import { route } from './contract';

export const platformRoutes = {
  health: route({
    method: 'GET', url: '/api/health', permission: 'public', tags: ['platform'],
    summary: 'Liveness: a bare JSON answer (also the benchmark ceiling)', response: z.object({ status: z.literal('ok') }),
  }),
};
