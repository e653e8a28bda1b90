import type { FastifyInstance } from 'fastify';
import { api } from '@wallet/contract';
import { route } from '../../kernel/http/route';
import type { OutboxSmsSender } from '../../adapters/sms/outbox';
import type { SettingsService } from '../settings/module';
import { operatorMoneyRoutes, type OperatorMoneyDeps } from './money-routes';

/**
 * The operator API used by `npm run operator` and the back-office; who may call what is
 * decided by modules/staff/auth.ts (API key or staff session, role permission, audit).
 */
export type OperatorDeps = OperatorMoneyDeps & {
  settings: SettingsService;
  outbox: OutboxSmsSender;
};

export function operatorRoutes(app: FastifyInstance, services: OperatorDeps): void {
  const { settings } = services;

  const o = api.operator;
  route(app, o.listSettings, async () => ({ settings: await settings.list() }));
  route(app, o.getSetting, (req) => settings.view(req.params.key));
  route(app, o.setSetting, (req) => settings.set(req.params.key, req.body.value), {
    auditBefore: async (req) =>
      (await settings.view(req.params.key).catch(() => null))?.value ?? null,
  });
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
