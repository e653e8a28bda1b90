import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { api, fromMinor } from '@wallet/contract';
import { route } from '../../kernel/http/route';
import type { ApiOf } from '../../kernel/module';
import type { depositsModule } from '../deposits/module';
import type { withdrawalsModule } from '../withdrawals/module';

/** The operator's payout and deposit review queues (docs/decisions/008). */
export type OperatorDepositDeps = Pick<ApiOf<typeof depositsModule>, 'deposits' | 'qr'> &
  Pick<ApiOf<typeof withdrawalsModule>, 'withdrawals'>;

export function operatorDepositRoutes(app: FastifyInstance, services: OperatorDepositDeps): void {
  const o = api.operator;
  route(app, o.withdrawals, async (req) => {
    const page = await services.withdrawals.list(req.query);
    return { total: page.total, withdrawals: page.rows };
  });
  route(app, o.withdrawalPaid, (req) => services.withdrawals.paid(Number(req.params.id)));
  route(app, o.withdrawalFail, (req) =>
    services.withdrawals.fail(Number(req.params.id), req.body.reason),
  );
  route(app, o.deposits, async (req) => {
    const page = await services.deposits.list(req.query);
    return { total: page.total, deposits: page.rows };
  });
  route(app, o.depositApprove, (req) =>
    services.deposits.approve(Number(req.params.id), req.body.amount, req.body.note, 'staff'),
  );
  route(app, o.depositReject, (req) =>
    services.deposits.reject(Number(req.params.id), req.body.code),
  );
  route(app, o.qrcodes, async (req) => ({
    qrcodes: (await services.qr.recent(req.query.limit)).map((row) => ({
      qrcodeId: row.id,
      phone: row.phone,
      gateway: row.gateway,
      amount: fromMinor(row.amount),
      currency: row.currency,
      status: row.status,
      expiresAt: new Date(row.expiresAt).toISOString(),
    })),
  }));
  // `qr:pay`: the server signs nothing and checks nothing it would not check for a gateway;
  // it applies the same payment event a webhook carries (one per call, the Idempotency-Key
  // keeps a retried call from paying twice), so the CLI needs no webhook secret or DATA_DIR
  route(
    app,
    o.qrcodePay,
    async (req) => {
      const row = await services.qr.byId(req.params.id);
      const asked = fromMinor(row.amount);
      const paid = req.body.amount ?? asked;
      const outcome = await services.qr.paid(row.gateway, {
        id: `operator_${randomUUID()}`,
        type: 'payment.succeeded',
        data: { qrcodeId: row.id, amount: paid },
      });
      return {
        qrcodeId: row.id,
        gateway: row.gateway,
        amount: asked,
        paid,
        status: row.status,
        outcome,
      };
    },
    {
      // a retried call is the QR's member's: its key is kept with them, as for their own moves
      idempotencyScope: async (req: { params: { id: string } }) =>
        (await services.qr.byId(req.params.id)).memberId,
    },
  );
  route(app, o.qrcode, async (req) => {
    const row = await services.qr.byId(req.params.id);
    return {
      qrcodeId: row.id,
      gateway: row.gateway,
      amount: fromMinor(row.amount),
      status: row.status,
      expiresAt: new Date(row.expiresAt).toISOString(),
    };
  });
}
