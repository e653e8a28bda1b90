import type { FastifyInstance } from 'fastify';
import { api, type Endpoint } from '@wallet/contract';
import { route } from '../../http/route';
import { readIdempotencyKey, type Idempotency } from '../../ledger/idempotency';
import { currentMember } from '../auth/member-auth';
import { localeFromHeader } from '../settings/localized';
import type { GameAccountService } from './game-accounts';
import type { WalletService } from './service';
import type { TransferService } from './transfers';

const ok = { message: 'OK' };

/** spec §7 Wallet and Auto-login; every call acts on the caller's own accounts only. */
export function walletRoutes(
  app: FastifyInstance,
  deps: {
    wallet: WalletService;
    games: GameAccountService;
    transfers: TransferService;
    idempotency: Idempotency;
  },
): void {
  const { wallet, games, transfers, idempotency } = deps;
  const w = api.wallet;
  route(app, w.wallet, (req) => wallet.wallet(currentMember(req).memberId));
  route(app, w.refreshSlots, (req) => wallet.refreshSlots(currentMember(req).memberId));
  route(app, w.activate, async (req) => {
    await games.activate(currentMember(req).memberId, req.params.slotCode);
    return ok;
  });
  route(app, w.account, (req) =>
    games.credentials(currentMember(req).memberId, req.params.slotCode),
  );
  route(app, w.resetPassword, async (req) => {
    await games.resetPassword(currentMember(req).memberId, req.params.slotCode);
    return ok;
  });
  route(app, w.transfer, (req) => {
    const { memberId } = currentMember(req);
    const key = readIdempotencyKey(req.headers);
    return idempotency.run(
      { memberId, key, endpoint: 'wallet.transfer', params: req.body },
      (ctx) => transfers.transfer(memberId, req.body, ctx),
    );
  });
  route(app, w.transferAll, (req) => {
    const { memberId } = currentMember(req);
    const key = readIdempotencyKey(req.headers);
    return idempotency.run(
      { memberId, key, endpoint: 'wallet.transferAll', params: req.body },
      (ctx) => transfers.transferAll(memberId, req.body.to, ctx),
    );
  });

  // spec §7 auto-login: one call per provider; the provider code is the slot code
  for (const [code, endpoint] of Object.entries(api.autoLogin)) {
    route(app, endpoint as Endpoint, async (req) => {
      const params = req.params as { username: string; password?: string };
      return games.launch({
        memberId: currentMember(req).memberId,
        code,
        username: params.username,
        password: params.password,
        lang: localeFromHeader(req.headers['accept-language']),
      });
    });
  }
}
