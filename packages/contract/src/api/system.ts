import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

export const systemApi = {
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    summary: 'Readiness: 200 once the database is migrated and seeded',
    access: 'public',
    response: z.object({ status: z.literal('ok') }),
  }),
  ready: defineEndpoint({
    method: 'GET',
    path: '/api/ready',
    summary:
      'For a load balancer (issue 14): 200 while this copy reaches the database, its migrations are all applied and it is not stopping; else 503 SERVICE_UNAVAILABLE with the reason',
    access: 'public',
    response: z.object({
      status: z.literal('ready'),
      migrations: z.number().int().describe('migrations applied, all of those this build has'),
    }),
  }),
} as const;
