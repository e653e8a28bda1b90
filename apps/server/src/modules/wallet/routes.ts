import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api, toMinor, WALLET_CODE, type Endpoint, type ResponseOf } from '@wallet/contract';
import { route } from '../../kernel/http/route';
import type { MoneyGuards } from '../../kernel/ledger/guards';
import { currentMember } from '../../kernel/http/member';
import { localeFromHeader } from '../settings/module';
import type { GameAccountService } from './game-accounts';
import type { WalletService } from './service';
import type { TransferService } from './transfers';
import { walletAnswer } from './wallet-answer';

const ok = { message: 'OK' };

/**
 * What other modules add to the wallet answer (spec §7 GET /api/wallet): the invite block comes
 * from the invite module, which fills this in when it is created.
 */
export interface WalletParts {
  invite(memberId: number): Promise<ResponseOf<typeof api.wallet.wallet>['invite']>;
}

/** spec §7 Wallet and Auto-login; every call acts on the caller's own accounts only. */
export function walletRoutes(
  app: FastifyInstance,
  deps: {
    wallet: WalletService;
    games: GameAccountService;
    transfers: TransferService;
    guards: MoneyGuards;
    parts: WalletParts;
  },
): void {
  const { wallet, games, transfers, guards } = deps;
  const w = api.wallet;
  // the invite block comes from the invite module (issue 9), the coins from the wheel (issue 10)
  route(app, w.wallet, (req) => {
    const { memberId, member } = currentMember(req);
    return walletAnswer(wallet, deps.parts, memberId, member);
  });
  route(app, w.refreshSlots, (req) => wallet.refreshSlots(currentMember(req).memberId));
  // every way into a game is a launch: a break or a self-exclusion refuses it (RTS 13/14)
  const launching = async (req: FastifyRequest) => {
    const { memberId } = currentMember(req);
    await guards.check({ memberId, action: 'launch' });
    return memberId;
  };
  route(app, w.activate, async (req) => {
    await games.activate(await launching(req), req.params.slotCode);
    return ok;
  });
  route(app, w.account, async (req) =>
    games.credentials(await launching(req), req.params.slotCode),
  );
  route(app, w.resetPassword, async (req) => {
    await games.resetPassword(await launching(req), req.params.slotCode);
    return ok;
  });
  // a transfer's guards are decided in the transaction of its debit (decision 019): asking them
  // here too would read the same state twice on the busiest money path
  route(app, w.transfer, async (req, _reply, ctx) => {
    const { memberId } = currentMember(req);
    const amount = toMinor(req.body.amount);
    return transfers.transfer(memberId, { ...req.body, amount }, ctx);
  });
  // asked first here: transferAll empties the other games before its last leg, which must not
  // happen when that leg will be refused (the decision is still the debit's, decision 019)
  route(app, w.transferAll, async (req, _reply, ctx) => {
    const { memberId } = currentMember(req);
    if (req.body.to !== WALLET_CODE) {
      await guards.check({ memberId, action: 'transfer_to_game' });
    }
    return transfers.transferAll(memberId, req.body.to, ctx);
  });

  // spec §7 auto-login: one call per provider; the provider code is the slot code
  for (const [code, endpoint] of Object.entries(api.autoLogin)) {
    route(app, endpoint as Endpoint, async (req) => {
      const params = req.params as { username: string; password?: string };
      return games.launch({
        memberId: await launching(req),
        code,
        username: params.username,
        password: params.password,
        lang: localeFromHeader(req.headers['accept-language']),
      });
    });
  }
}
