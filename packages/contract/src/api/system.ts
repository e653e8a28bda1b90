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
} as const;
