import type { FastifyInstance } from 'fastify';
import { api } from '@wallet/contract';
import { route } from '../../kernel/http/route';
import { localeFromHeader } from '../settings/module';
import type { LookupService } from './service';

export function lookupRoutes(app: FastifyInstance, lookup: LookupService): void {
  const l = api.lookup;
  const locale = (headers: { 'accept-language'?: string }) =>
    localeFromHeader(headers['accept-language']);
  route(app, l.banks, () => lookup.banks());
  route(app, l.sources, (req) => lookup.sources(locale(req.headers)));
  route(app, l.conditions, (req) => lookup.conditions(locale(req.headers)));
  route(app, l.agreements, (req) => lookup.agreements(locale(req.headers)));
  route(app, l.info, () => lookup.info());
  route(app, l.notice, (req) => lookup.notice(locale(req.headers)));
  route(app, l.contact, (req) => lookup.contact(locale(req.headers)));
  // public, but a signed-in member's Bearer token picks their currency's figures (decision 021)
  route(app, l.withdraw, async (req) =>
    lookup.withdraw(await lookup.currencyFor(req.headers.authorization)),
  );
  route(app, l.deposit, async (req) =>
    lookup.deposit(locale(req.headers), await lookup.currencyFor(req.headers.authorization)),
  );
  route(app, l.slip, () => lookup.slip());
  route(app, l.active, (req) => lookup.active(locale(req.headers)));
  route(app, l.registerOTP, () => lookup.registerOTP());
  route(app, l.enableChatWidget, () => lookup.enableChatWidget());
}
