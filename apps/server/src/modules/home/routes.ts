import type { FastifyInstance } from 'fastify';
import { api } from '@wallet/contract';
import { route } from '../../kernel/http/route';
import type { AccountService } from '../account/module';
import { currentMember } from '../../kernel/http/member';
import { activeBonusAnswer, type BonusService } from '../bonus/module';
import type { ResponsibleService } from '../responsible/module';
import { localeFromHeader } from '../settings/module';
import type { SpinService } from '../spinwheel/module';
import { walletAnswer, type WalletParts, type WalletService } from '../wallet/module';

/**
 * GET /api/home (added beside spec §7): the home screen's first reads in one round trip, each
 * part the very answer of its own call (§7 GET /api/wallet, /api/bonus/check/active,
 * /api/spinwheel/active, /api/account/profile; issue 15 GET /api/responsible), read for the caller only. A failing
 * part fails the whole read, as the app would have shown that call's error anyway.
 */
export function homeRoutes(
  app: FastifyInstance,
  deps: {
    wallet: WalletService;
    walletParts: WalletParts;
    bonuses: BonusService;
    spins: SpinService;
    responsible: ResponsibleService;
    accounts: AccountService;
  },
): void {
  route(app, api.home.home, async (req) => {
    const { memberId, sessionId, member } = currentMember(req);
    const locale = localeFromHeader(req.headers['accept-language']);
    const [wallet, activeBonus, isActive, responsible, profile] = await Promise.all([
      walletAnswer(deps.wallet, deps.walletParts, memberId, member),
      activeBonusAnswer(deps.bonuses, memberId, locale),
      deps.spins.isActive(),
      deps.responsible.state(memberId, sessionId),
      deps.accounts.profile(memberId),
    ]);
    return { wallet, activeBonus, spinActive: { isActive }, responsible, profile };
  });
}
