import type { FastifyInstance } from 'fastify';
import { api } from '@wallet/contract';
import { route } from '../../http/route';

/** Health answers only after buildApp finished migrating and seeding, so 200 means ready. */
export function systemRoutes(app: FastifyInstance): void {
  route(app, api.system.health, async () => ({ status: 'ok' as const }));
}
