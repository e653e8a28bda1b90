import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api, fromMinor, toMinor } from '@wallet/contract';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';
import { readIdempotencyKey } from '../../ledger/idempotency';
import type { AppServices } from '../../services';

/** Operator money calls: adjustments, the ledger check, recovery and the demo provider switch. */
export function operatorMoneyRoutes(app: FastifyInstance, services: AppServices): void {
  const o = api.operator;

  const adjust = async (
    req: FastifyRequest,
    phone: string,
    body: { amount: number; reason: string },
    sign: 1 | -1,
  ) => {
    const member = await services.members.byPhone(phone);
    if (!member) throw new AppError('NO_USER', 404);
    const key = readIdempotencyKey(req.headers);
    return services.idempotency.run(
      {
        memberId: member.id,
        key,
        endpoint: sign > 0 ? 'operator.credit' : 'operator.debit',
        params: body,
      },
      (ctx) =>
        services.adjustments.apply({
          member,
          amount: sign * toMinor(body.amount),
          reason: body.reason,
          ctx,
        }),
    );
  };
  route(app, o.credit, (req) => adjust(req, req.params.phone, req.body, 1));
  route(app, o.debit, (req) => adjust(req, req.params.phone, req.body, -1));

  route(app, o.memberWallet, async (req) => {
    const member = await services.members.byPhone(req.params.phone);
    if (!member) throw new AppError('NO_USER', 404);
    const book = await services.ledgerAccounts.book(member.id, member.currency);
    return {
      phone: member.phone,
      currency: member.currency,
      wallet: fromMinor(Number(book.wallet.balance)),
      inFlight: fromMinor(Number(book.inFlight.balance)),
      games: [...book.games.values()].map((g) => ({
        slotCode: g.slotCode,
        amount: fromMinor(Number(g.balance)),
      })),
      pendingTransfers: await services.walletRepo.countPending(member.id),
    };
  });

  route(app, o.ledgerCheck, () => services.ledgerCheck());

  route(app, o.recoverTransfers, (req) =>
    services.recovery.run(
      req.body.olderThanSeconds === undefined
        ? {}
        : { olderThanMs: req.body.olderThanSeconds * 1000 },
    ),
  );

  route(app, o.providerFault, async (req) => {
    const { faults } = services.demoProvider;
    faults.set({ rate: req.body.rate, delayMs: req.body.delayMs ?? 0 });
    return { rate: faults.rate, delayMs: faults.delayMs };
  });
}
