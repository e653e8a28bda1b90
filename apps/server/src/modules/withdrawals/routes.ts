import type { FastifyInstance } from 'fastify';
import { api } from '@wallet/contract';
import { route } from '../../http/route';
import { readIdempotencyKey, type Idempotency } from '../../ledger/idempotency';
import { currentMember } from '../auth/member-auth';
import type { WithdrawalService } from './service';

/**
 * spec §7 withdraw and withdrawAll. withdrawAll carries the amount too (§7: the modal uses it);
 * until bonuses land there is nothing to forfeit (§9), so both reserve the amount asked.
 */
export function withdrawalRoutes(
  app: FastifyInstance,
  deps: { withdrawals: WithdrawalService; idempotency: Idempotency },
): void {
  for (const [name, endpoint] of [
    ['wallet.withdraw', api.wallet.withdraw],
    ['wallet.withdrawAll', api.wallet.withdrawAll],
  ] as const) {
    route(app, endpoint, (req) => {
      const { memberId } = currentMember(req);
      const key = readIdempotencyKey(req.headers);
      return deps.idempotency.run({ memberId, key, endpoint: name, params: req.body }, (ctx) =>
        deps.withdrawals.request(memberId, req.body.amount, ctx),
      );
    });
  }
}
