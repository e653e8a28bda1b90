import type { FastifyInstance } from 'fastify';
import { api } from '@wallet/contract';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';
import type { AppServices } from '../../services';
import { operatorMoneyRoutes } from './money-routes';
import { tokensMatch } from './token';

/** The operator API used by `npm run operator`; every route here needs the operator token. */
export function operatorRoutes(app: FastifyInstance, services: AppServices, token: string): void {
  const { settings } = services;
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.access !== 'operator') return;
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!given || !tokensMatch(given, token)) throw new AppError('OPERATOR_UNAUTHORIZED', 401);
  });

  const o = api.operator;
  route(app, o.listSettings, async () => ({ settings: await settings.list() }));
  route(app, o.getSetting, (req) => settings.view(req.params.key));
  route(app, o.setSetting, (req) => settings.set(req.params.key, req.body.value));
  route(app, o.terminate, async () => {
    await settings.set('site.active', false);
    return { terminated: true };
  });
  route(app, o.smsOutbox, async (req) => ({
    messages: await services.outbox.list(req.query.limit),
  }));
  route(app, o.reactivate, async () => {
    await settings.set('site.active', true);
    return { terminated: false };
  });
  operatorMoneyRoutes(app, services);
}
