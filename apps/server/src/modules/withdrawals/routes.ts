import type { FastifyInstance } from 'fastify';
import { api, toMinor } from '@wallet/contract';
import { route } from '../../kernel/http/route';
import type { MoneyGuards } from '../../kernel/ledger/guards';
import { currentMember } from '../../kernel/http/member';
import type { WithdrawalService } from './service';

/**
 * spec §7 withdraw and withdrawAll. withdrawAll carries the amount too (§7: the modal uses it).
 * The money guards are asked first (an active bonus refuses with BONUS_CONDITION, issue 8).
 */
export function withdrawalRoutes(
  app: FastifyInstance,
  deps: { withdrawals: WithdrawalService; guards: MoneyGuards },
): void {
  for (const endpoint of [api.wallet.withdraw, api.wallet.withdrawAll]) {
    route(app, endpoint, async (req, _reply, ctx) => {
      const { memberId } = currentMember(req);
      const amount = toMinor(req.body.amount);
      await deps.guards.check({ memberId, action: 'withdraw', amount });
      return deps.withdrawals.request(memberId, amount, ctx);
    });
  }
}
