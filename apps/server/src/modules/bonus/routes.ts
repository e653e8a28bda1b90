import type { FastifyInstance } from 'fastify';
import { api, fromMinor, toMinor, type Bonus } from '@wallet/contract';
import { route } from '../../kernel/http/route';
import type { MoneyGuards } from '../../kernel/ledger/guards';
import { currentMember } from '../../kernel/http/member';
import { round2 } from '../../kernel/lib/round';
import { localeFromHeader } from '../settings/module';
import { activeBonusAnswer } from './active-answer';
import type { BonusService } from './service';
import { activeBonusOf, bannersOf, termsOf } from './wire';
import type { BonusRules } from './rules';

/**
 * spec §7 Bonus and promotion: the caller's own bonus only. Starting one asks the money guards
 * (a break refuses it, issue 15); a self-excluded member is offered none (marketing stops).
 */
export function bonusRoutes(
  app: FastifyInstance,
  deps: {
    bonuses: BonusService;
    guards: MoneyGuards;
    isExcluded: (memberId: number) => Promise<boolean>;
  },
): void {
  const { bonuses, guards, isExcluded } = deps;
  const b = api.bonus;
  const p = api.promotion;
  const localeOf = (req: { headers: { 'accept-language'?: string } }) =>
    localeFromHeader(req.headers['accept-language']);

  route(app, b.list, async (req) => {
    const { memberId } = currentMember(req);
    const locale = localeOf(req);
    if (await isExcluded(memberId)) return { bonuses: [] };
    const list = await bonuses.catalogueFor(memberId);
    const inCurrency = await bonuses.rulesFor(memberId);
    return {
      bonuses: list.map((c): Bonus => ({
        ...termsOf(c.bonus, inCurrency(c.bonus.rules as BonusRules), locale),
        type: c.bonus.type,
        maxReceived: c.bonus.maxReceived,
        banners: bannersOf(c.bonus, locale),
        receivedCount: c.count,
        state: c.state,
        userBonus:
          c.received.total === 0 && c.openId === null
            ? null
            : {
                _id: String(c.openId ?? c.bonus.code),
                isActive: c.openId !== null,
                received: c.received.dates.map((d) => ({ updatedAt: d.toISOString() })),
              },
      })),
    };
  });

  route(app, b.activate, async (req) => {
    const { memberId } = currentMember(req);
    await guards.check({ memberId, action: 'bonus' });
    const view = await bonuses.activate(memberId, req.params.code, 'bonus');
    return {
      userBonus: {
        _id: String(view.row.id),
        isActive: true,
        received: [{ updatedAt: view.row.activatedAt.toISOString() }],
      },
      bonus: activeBonusOf(view, localeOf(req)),
    };
  });

  route(app, b.checkActive, (req) =>
    activeBonusAnswer(bonuses, currentMember(req).memberId, localeOf(req)),
  );

  route(app, b.clear, async (req, _reply, ctx) => {
    // the confirmed forfeit as the member saw it (2 decimals; a query string may carry more)
    const accept =
      req.query.acceptForfeit === undefined ? 0 : toMinor(round2(req.query.acceptForfeit));
    const done = await bonuses.clear(currentMember(req).memberId, accept, ctx);
    return {
      message: 'BONUS_CLEAR' as const,
      outcome: done.outcome,
      kept: fromMinor(done.kept),
      forfeited: fromMinor(done.forfeited),
      wallet: { amount: fromMinor(done.wallet) },
    };
  });

  // declared in §7 and unused by the client: whether a bonus awaits its minimum deposit
  route(app, b.checkMinimum, async (req) => {
    const view = await bonuses.view(currentMember(req).memberId);
    return { status: view?.row.status === 'awaiting_deposit' };
  });

  route(app, p.current, async (req) => {
    const view = await bonuses.view(currentMember(req).memberId);
    const isPromotion = view?.row.rules.kind === 'promotion';
    return { promotion: view && isPromotion ? activeBonusOf(view, localeOf(req)) : null };
  });

  route(app, p.find, async (req) => {
    const { memberId } = currentMember(req);
    // marketing stops for a self-excluded member: no code finds an offer (issue 15)
    if (await isExcluded(memberId)) return { promotion: null };
    const found = await bonuses.promotion(memberId, req.params.code);
    if (!found) return { promotion: null };
    const locale = localeOf(req);
    return {
      promotion: {
        ...termsOf(
          found.bonus,
          (await bonuses.rulesFor(memberId))(found.bonus.rules as BonusRules),
          locale,
        ),
        banners: bannersOf(found.bonus, locale),
        received: found.received,
      },
    };
  });

  route(app, p.activate, async (req) => {
    const { memberId } = currentMember(req);
    await guards.check({ memberId, action: 'bonus' });
    const view = await bonuses.activate(memberId, req.params.code, 'promotion');
    return { message: 'OK' as const, bonus: activeBonusOf(view, localeOf(req)) };
  });
}
