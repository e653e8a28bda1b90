import type { FastifyInstance } from 'fastify';
import { systemApi } from '@wallet/contract';
import { AppError } from '../../kernel/lib/app-error';
import { route } from '../../kernel/http/route';
import type { Readiness } from './readiness';

/** Health answers only after buildApp finished migrating and seeding, so 200 means started. */
export function systemRoutes(app: FastifyInstance, readiness: Readiness): void {
  route(app, systemApi.health, async () => ({ status: 'ok' as const }));
  // issue 14: whether a balancer should send this copy requests now
  route(app, systemApi.ready, async (request) => {
    const state = await readiness.check();
    if (!state.ready) {
      request.log.warn({ reason: state.reason }, 'not ready');
      throw new AppError('SERVICE_UNAVAILABLE', 503, state.reason, { reason: state.reason });
    }
    return { status: 'ready' as const, migrations: state.migrations };
  });
}
