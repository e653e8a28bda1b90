import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api, type Locale } from '@wallet/contract';
import { route } from '../../kernel/http/route';
import { currentMember } from '../../kernel/http/member';
import type { BonusService } from '../bonus/module';
import { activeBonusOf } from '../bonus/module';
import { localeFromHeader } from '../settings/module';
import type { SettingsService } from '../settings/module';
import type { RefundService } from '../refund/module';
import type { InviteService } from './service';

const localeOf = (headers: { 'accept-language'?: string }) =>
  localeFromHeader(headers['accept-language']);

/** spec §7 Invite and refund: the caller's own rewards only. */
export function rewardRoutes(
  app: FastifyInstance,
  deps: {
    invites: InviteService;
    refunds: RefundService;
    bonuses: BonusService;
    settings: SettingsService;
    isExcluded: (memberId: number) => Promise<boolean>;
  },
): void {
  const { invites, refunds, bonuses, settings, isExcluded } = deps;
  const i = api.invite;
  const r = api.refund;

  route(app, i.list, (req) =>
    invites.list(currentMember(req).memberId, req.body.page, req.body.limit),
  );
  route(app, i.summary, (req) => {
    // the link points at this site as the member reached it
    const origin = `${req.protocol}://${req.host}`;
    return invites.summary(currentMember(req).memberId, origin);
  });
  route(app, i.bonus, async (req) => {
    const { memberId } = currentMember(req);
    const { bonusId, ...paid } = await invites.receive(memberId);
    const view = bonusId === null ? null : await bonuses.view(memberId);
    return { ...paid, bonus: view ? activeBonusOf(view, localeOf(req.headers)) : null };
  });
  // banners per kind are settings, their html in the caller's language (§2 banner rule); a
  // self-excluded member is shown none (issue 15: marketing stops)
  const bannersOf = async (key: 'invite.banners' | 'refund.banners', req: FastifyRequest) => {
    if (await isExcluded(currentMember(req).memberId)) return { banners: [] };
    const locale: Locale = localeOf(req.headers);
    return {
      banners: (await settings.get(key)).map((b) => ({ image: b.image, html: b.html[locale] })),
    };
  };
  route(app, i.banners, (req) => bannersOf('invite.banners', req));

  route(app, r.list, (req) =>
    refunds.list(currentMember(req).memberId, req.body.page, req.body.limit),
  );
  route(app, r.check, (req) => refunds.check(currentMember(req).memberId, localeOf(req.headers)));
  for (const endpoint of [r.receive, r.addWallet]) {
    route(app, endpoint, async (req) => {
      const { memberId } = currentMember(req);
      const { bonusId, ...paid } = await refunds.receive(memberId);
      const view = bonusId === null ? null : await bonuses.view(memberId);
      return { ...paid, bonus: view ? activeBonusOf(view, localeOf(req.headers)) : null };
    });
  }
  route(app, r.banners, (req) => bannersOf('refund.banners', req));
}
