import type { FastifyInstance } from 'fastify';
import { api, fromMinor, toMinor } from '@wallet/contract';
import { AppError } from '../../kernel/lib/app-error';
import { route } from '../../kernel/http/route';
import type { Kernel } from '../../kernel/kernel';
import type { ApiOf } from '../../kernel/module';
import type { walletModule } from '../wallet/module';
import type { MemberRow } from '../../kernel/members/repo';

/** Operator money calls: adjustments, the ledger check, recovery and the demo provider switch. */
export type OperatorMoneyDeps = Pick<
  Kernel,
  'members' | 'adjustments' | 'ledgerAccounts' | 'ledgerCheck'
> &
  Pick<ApiOf<typeof walletModule>, 'walletRepo' | 'recovery' | 'demoProvider'>;

export function operatorMoneyRoutes(app: FastifyInstance, services: OperatorMoneyDeps): void {
  const o = api.operator;

  // the operator's keys are scoped to the member they act on; the scope and the handler share
  // one read of the member per request
  const read = new WeakMap<object, Promise<MemberRow | undefined>>();
  const memberOf = async (req: { params: { phone: string } }) => {
    let pending = read.get(req);
    if (!pending) read.set(req, (pending = services.members.byPhone(req.params.phone)));
    const member = await pending;
    if (!member) throw new AppError('NO_USER', 404);
    return member;
  };
  const scope = {
    idempotencyScope: async (req: { params: { phone: string } }) => (await memberOf(req)).id,
  };
  for (const [endpoint, sign] of [
    [o.credit, 1],
    [o.debit, -1],
  ] as const) {
    route(
      app,
      endpoint,
      async (req, _reply, ctx) =>
        services.adjustments.apply({
          member: await memberOf(req),
          amount: sign * toMinor(req.body.amount),
          reason: req.body.reason,
          ctx,
        }),
      scope,
    );
  }

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
