import type { FastifyInstance } from 'fastify';
import { api, toMinor } from '@wallet/contract';
import { AppError } from '../../kernel/lib/app-error';
import { route } from '../../kernel/http/route';
import type { MoneyGuards } from '../../kernel/ledger/guards';
import { currentMember } from '../../kernel/http/member';
import type { DepositIntake } from './intake';
import { PaymentEvent } from './payment-event';
import type { QrService } from './qr';
import type { SlipUrls } from './signed-url';
import type { SettingsService } from '../settings/module';
import {
  assertMethodCurrency,
  assertWholeKip,
  type CurrencyFigures,
  type DepositMethodCode,
} from '../settings/module';
import type { MemberRepo } from '../../kernel/members/repo';
import type { BcelPaymentNotice } from './gateways';
import type { SlipService } from './slip';
import { SLIP_MAX_BYTES } from './slip-reader';
import { SIGNATURE_HEADER, verifySignature } from './webhook-signature';
import { createHash } from 'node:crypto';

/** spec §7 wallet add, slip, truelink and QR; the payment webhook; slip images by signed URL. */
export function depositRoutes(
  app: FastifyInstance,
  deps: {
    qr: QrService;
    slips: SlipService;
    intake: DepositIntake;
    slipUrls: SlipUrls;
    guards: MoneyGuards;
    settings: SettingsService;
    members: MemberRepo;
    figures: CurrencyFigures;
    bcelNotice: BcelPaymentNotice;
    webhookSecret: string;
    now: () => Date;
  },
): void {
  const { qr, slips, intake, guards } = deps;
  const w = api.wallet;

  // every deposit path asks the money guards first (an active bonus: BONUS_REMAINING, issue 8);
  // an amount known up front must also fit deposit.maximum (issue 13)
  // and be of the member's currency (a method and a figure: decision 021)
  const mayDeposit = async (memberId: number, amount?: number, method?: DepositMethodCode) => {
    const member = await deps.members.byId(memberId);
    if (!member) throw new AppError('NO_USER', 404);
    if (method) assertMethodCurrency(method, member.currency);
    if (amount !== undefined) {
      assertWholeKip(member.currency, amount);
      const { maximum } = await deps.figures.deposit(member.currency);
      if (maximum !== null && amount > toMinor(maximum)) {
        throw new AppError('DEPOSIT_MAXIMUM', 400);
      }
    }
    await guards.check({
      memberId,
      action: 'deposit',
      ...(amount === undefined ? {} : { amount }),
    });
  };

  route(app, w.add, async (req) => {
    const { memberId } = currentMember(req);
    const amount = toMinor(req.body.amount);
    await mayDeposit(memberId, amount);
    return intake.notice(memberId, amount);
  });

  route(app, w.truelink, async (req) => {
    const { memberId } = currentMember(req);
    await mayDeposit(memberId, undefined, 'truelink');
    return intake.truelink(memberId, req.body.link);
  });

  // the image is read once, before the idempotency check: a replay must carry the same file
  const images = new WeakMap<object, Buffer>();
  route(
    app,
    w.slip,
    async (req) => {
      const { memberId } = currentMember(req);
      await mayDeposit(memberId);
      return slips.upload(memberId, images.get(req)!);
    },
    {
      fingerprint: async (req) => {
        await slips.ensureOpen();
        if (!req.isMultipart()) throw new AppError('SLIP_NO_FILE', 400);
        const file = await req.file({ limits: { fileSize: SLIP_MAX_BYTES, files: 1 } });
        if (!file) throw new AppError('SLIP_NO_FILE', 400);
        const image = await file.toBuffer();
        if (image.length === 0) throw new AppError('SLIP_NO_FILE', 400);
        images.set(req, image);
        return { sha256: createHash('sha256').update(image).digest('hex') };
      },
    },
  );

  const q = api.qrcode;
  route(app, q.get, (req) => qr.current(currentMember(req).memberId, req.params.bankCode));
  route(app, q.create, async (req) => {
    const { memberId } = currentMember(req);
    const amount = toMinor(req.body.amount);
    await mayDeposit(memberId, amount, req.params.bankCode);
    return qr.create(memberId, req.params.bankCode, amount);
  });
  route(app, q.remove, (req) =>
    qr.cancel(currentMember(req).memberId, req.params.bankCode, req.body.qrcodeId),
  );

  // Slip images: only through a signed, short-lived link (spec §7 slip reference).
  app.get<{ Params: { reference: string }; Querystring: Record<string, string | undefined> }>(
    '/media/slips/:reference',
    { config: { access: 'public' } },
    async (request, reply) => {
      const { reference } = request.params;
      const { expires = '', signature = '' } = request.query;
      if (!deps.slipUrls.valid(reference, expires, signature)) {
        throw new AppError('NOT_FOUND', 404);
      }
      const image = await slips.image(reference);
      if (!image) throw new AppError('NOT_FOUND', 404);
      return reply
        .type(image.type)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(image.data);
    },
  );

  // Payment gateways' webhooks: signed over the raw body, so this scope keeps it as text.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_req, body, done) => done(null, body),
    );
    scope.post<{ Params: { gateway: string }; Body: string }>(
      '/api/payments/:gateway/webhook',
      { config: { access: 'public' } },
      async (request) => {
        const { gateway } = request.params;
        if (!qr.isGateway(gateway)) throw new AppError('NOT_FOUND', 404);
        const raw = typeof request.body === 'string' ? request.body : '';
        if (gateway === 'BCEL') {
          // BCEL has no public payment notice: only a contracted callback, checked its way,
          // credits a OnePay QR; by default staff confirm it (integrations/lao-payments.md)
          const verify = deps.bcelNotice.verify?.bind(deps.bcelNotice);
          if (!verify) throw new AppError('NOT_FOUND', 404);
          const proven = await verify(raw, request.headers);
          if (!proven) throw new AppError('WEBHOOK_SIGNATURE_INVALID', 401);
          return { received: true, outcome: await qr.paid(gateway, proven) };
        }
        const header = request.headers[SIGNATURE_HEADER];
        const signature = typeof header === 'string' ? header : undefined;
        if (!verifySignature(deps.webhookSecret, signature, raw, deps.now())) {
          throw new AppError('WEBHOOK_SIGNATURE_INVALID', 401);
        }
        let json: unknown;
        try {
          json = JSON.parse(raw);
        } catch {
          throw new AppError('INVALID_JSON', 400);
        }
        const event = PaymentEvent.safeParse(json);
        if (!event.success) throw new AppError('KEY_INVALID', 400);
        return { received: true, outcome: await qr.paid(gateway, event.data) };
      },
    );
  });
}
