import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AUTO_LOGIN_PROVIDERS, encryptTruelink, isErrorCode } from '@wallet/contract';
import { buildTestApp, operatorHeaders } from '../test/app';
import { blankImage } from '../test/deposits';
import { nextAccountNo, nextPhone, otpCodeFor } from '../test/members';
import { credit, expectLedgerBalanced, idempotencyKey } from '../test/wallet';
import { SpecClient, type SpecAnswer } from './client';
import * as S from './shapes';

/** 200 with the §3 shape. */
function ok<T extends z.ZodType>(answer: SpecAnswer, shape: T, what: string): z.infer<T> {
  expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(200);
  const parsed = shape.safeParse(answer.body);
  expect(parsed.success, `${what}: ${parsed.error?.message ?? ''}`).toBe(true);
  return parsed.data as z.infer<T>;
}

/** A refusal the spec's client can read: a 4xx `{ message }` with a code of the catalogue. */
function refused(answer: SpecAnswer, what: string, code?: string) {
  expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBeGreaterThanOrEqual(400);
  expect(answer.status, what).toBeLessThan(500);
  expect(isErrorCode(answer.body.message), `${what}: ${String(answer.body.message)}`).toBe(true);
  if (code) expect(answer.body.message, what).toBe(code);
}

const message = z.looseObject({ message: z.string() });

/**
 * Spec §7's own client, unchanged, against this server (decision 020): every member call made
 * exactly as §7 describes (a Bearer token when there is one, the wallet-user header, the
 * documented body; GET for the activations; no Idempotency-Key), each answer checked against
 * the shapes of §3. A call that needs a header or a field §7 does not name fails here.
 */
describe('spec §7 client, unchanged', () => {
  let app: FastifyInstance;
  let client: SpecClient;
  const phone = nextPhone();
  const password = 'spec-client-1';

  beforeAll(async () => {
    app = await buildTestApp();
    await app.services.settings.set('registerOTP', true);
    await app.services.settings.set('slip.closedHours', null);
    client = new SpecClient(app);
  });
  afterAll(() => app.close());

  it('reads every lookup of §7 before signing in', async () => {
    const lookups: [string, z.ZodType][] = [
      ['banks', z.looseObject({ banks: z.array(S.BankOption) })],
      ['deposit', S.DepositLookup],
      ['conditions', z.looseObject({ conditions: z.array(z.string()) })],
      ['agreements', z.looseObject({})],
      ['info', z.looseObject({ name: z.string(), website: z.string() })],
      ['notice', z.looseObject({})],
      [
        'contact',
        z.looseObject({
          contactText: z.string(),
          lineLink: z.string(),
          lineName: z.string(),
          lineQR: z.string(),
        }),
      ],
      ['withdraw', S.WithdrawLimits],
      ['slip', z.looseObject({})],
      ['sources', z.looseObject({ sources: z.array(S.SourceOption) })],
      ['active', z.looseObject({})],
      ['registerOTP', z.looseObject({ registerOTP: z.boolean() })],
      ['enableChatWidget', z.looseObject({ enableChatWidget: z.boolean() })],
    ];
    for (const [name, shape] of lookups) {
      const answer = await client.call(`GET /api/lookup/${name}`, `/api/lookup/${name}`);
      ok(answer, shape, name);
      expect(Object.keys(answer.sent)).toEqual(['wallet-user']);
    }
  });

  it('registers with OTP (§4 wizard: phone, OTP, profile, bank) and signs in', async () => {
    const sent = ok(
      await client.call('POST /api/otp/send', '/api/otp/send', { phoneNumber: phone }),
      z.looseObject({ otpRef: z.string(), otpToken: z.string(), code: z.string() }),
      'otp send',
    );
    const verified = await client.call('POST /api/otp/verify', '/api/otp/verify', {
      otpToken: sent.otpToken,
      otpCode: await otpCodeFor(app, phone),
    });
    ok(verified, z.looseObject({ code: z.literal('OTP_CODE_VALID') }), 'otp verify');
    const profile = {
      name: 'Spec Client',
      username: phone,
      password,
      sourceCode: 'FACEBOOK',
      inviteCode: '',
    };
    ok(
      await client.call('POST /api/account/validate', '/api/account/validate', profile),
      message,
      'validate',
    );
    const bank = {
      bankCode: 'KBANK',
      bankAccountName: 'SPEC CLIENT',
      bankAccountNo: nextAccountNo(),
    };
    // §7 names no OTP token on this call: the verified code of the phone stands for it
    ok(
      await client.call('POST /api/account', '/api/account', { ...profile, ...bank }),
      message,
      'register',
    );
    const login = ok(
      await client.call('POST /api/login', '/api/login', { username: phone, password }),
      z.looseObject({ token: z.string() }),
      'login',
    );
    client.token = login.token;
  });

  it('reads and edits the profile as §7 does', async () => {
    ok(
      await client.call('GET /api/account/profile', '/api/account/profile'),
      z.looseObject({
        profile: z.looseObject({ _id: z.string(), name: z.string(), username: z.string() }),
        bankAccount: z.looseObject({ bankAccountName: z.string() }),
      }),
      'profile',
    );
    ok(
      await client.call('PUT /api/account/bankAccountName', '/api/account/bankAccountName', {
        bankCode: 'KBANK',
        bankAccountName: 'SPEC CLIENT',
      }),
      message,
      'bank account name',
    );
    const changed = await client.call('PUT /api/account/changepwd', '/api/account/changepwd', {
      oldPassword: password,
      newPassword: `${password}x`,
    });
    ok(changed, message, 'change password');
    // a password change ends the other sessions; the client signs in again as §4 does
    const login = await client.call('POST /api/login', '/api/login', {
      username: phone,
      password: `${password}x`,
    });
    client.token = ok(login, z.looseObject({ token: z.string() }), 'login again').token;
  });

  it('makes every wallet, game, transfer and withdrawal call of §7 without an Idempotency-Key', async () => {
    await credit(app, phone, 1000);
    const wallet = ok(
      await client.call('GET /api/wallet', '/api/wallet'),
      S.WalletResponse,
      'wallet',
    );
    expect(wallet.wallet.amount).toBe(1000);
    ok(
      await client.call('GET /api/wallet/refresh/slot', '/api/wallet/refresh/slot'),
      z.looseObject({ slots: z.array(S.Slot) }),
      'refresh',
    );
    ok(
      await client.call('GET /api/wallet/activate/:slotCode', '/api/wallet/activate/pg'),
      message,
      'activate',
    );
    const account = ok(
      await client.call('GET /api/wallet/account/:slotCode', '/api/wallet/account/pg'),
      S.GameAccount,
      'account',
    );
    ok(
      await client.call('GET /api/wallet/resetpassword/:slotCode', '/api/wallet/resetpassword/pg'),
      message,
      'reset password',
    );
    const link = await client.call(
      'GET /api/autoLogin/pg/:username',
      `/api/autoLogin/pg/${account.username}`,
    );
    expect(AUTO_LOGIN_PROVIDERS.pg).toBe(false);
    ok(link, z.looseObject({ link: z.string() }), 'auto-login');

    const moved = await client.call('POST /api/wallet/transfer', '/api/wallet/transfer', {
      from: 'WALLET',
      to: 'pg',
      amount: 300,
    });
    ok(
      moved,
      z.looseObject({ message: z.string(), wallet: z.looseObject({ amount: z.number() }) }),
      'transfer',
    );
    expect(moved.sent).not.toHaveProperty('idempotency-key');
    ok(
      await client.call('POST /api/wallet/transferAll', '/api/wallet/transferAll', {
        to: 'WALLET',
      }),
      message,
      'transfer all',
    );
    ok(
      await client.call('POST /api/wallet/withdraw', '/api/wallet/withdraw', { amount: 100 }),
      message,
      'withdraw',
    );
    ok(
      await client.call('POST /api/wallet/withdrawAll', '/api/wallet/withdrawAll', { amount: 100 }),
      message,
      'withdraw all',
    );
    // each call was made once: 1,000 − 100 − 100
    const after = ok(
      await client.call('GET /api/wallet', '/api/wallet'),
      S.WalletResponse,
      'wallet',
    );
    expect(after.wallet.amount).toBe(800);
  });

  it('deposits the ways §7 has: notice, slip, wallet link, QR (create, read, cancel)', async () => {
    ok(
      await client.call('POST /api/wallet/add', '/api/wallet/add', { amount: 100 }),
      message,
      'add',
    );
    const slip = await client.upload('/api/wallet/slip', blankImage(), 'slip.png', 'image/png');
    ok(slip, message, 'slip');
    const { truelinkKey } = (await client.call('GET /api/lookup/deposit', '/api/lookup/deposit'))
      .body as { truelinkKey: string };
    const link = encryptTruelink(
      'https://gift.truemoney.com/campaign/?v=0123456789abcdef0123456789abcdef01',
      truelinkKey,
    );
    const voucher = await client.call('POST /api/wallet/truelink', '/api/wallet/truelink', {
      link,
    });
    if (voucher.status === 200) ok(voucher, message, 'truelink');
    else refused(voucher, 'truelink');

    const created = ok(
      await client.call('POST /api/qrcode/:bankCode', '/api/qrcode/KBANK', { amount: 100 }),
      S.QrState,
      'qr create',
    );
    expect(created.hasQrcode).toBe(true);
    ok(await client.call('GET /api/qrcode/:bankCode', '/api/qrcode/KBANK'), S.QrState, 'qr read');
    ok(
      await client.call('DELETE /api/qrcode/:bankCode', '/api/qrcode/KBANK', {
        qrcodeId: created.qrcodeId!,
      }),
      S.QrState,
      'qr cancel',
    );

    const slips = ok(
      await client.call('POST /api/statement/slip', '/api/statement/slip', { page: 1, limit: 10 }),
      S.SlipPage,
      'slips',
    );
    const reference = slips.slips[0]!.reference;
    ok(
      await client.call(
        'GET /api/statement/slip/reference/:reference',
        `/api/statement/slip/reference/${encodeURIComponent(reference)}`,
      ),
      z.looseObject({ url: z.string() }),
      'slip link',
    );
    ok(
      await client.call('POST /api/statement', '/api/statement', { page: 1, limit: 10 }),
      S.StatementPage,
      'statement',
    );
  });

  it('receives a bonus and a promotion with GET, reads and ends them as §7 does', async () => {
    const list = ok(
      await client.call('GET /api/bonus', '/api/bonus'),
      z.looseObject({ bonuses: z.array(S.BonusCard) }),
      'bonus list',
    );
    expect(list.bonuses.length).toBeGreaterThan(0);
    const code = list.bonuses[0]!.code;
    ok(
      await client.call('GET /api/bonus/activate/:code', `/api/bonus/activate/${code}`),
      z.looseObject({}),
      'bonus activate',
    );
    // a second tap (no key to tell it from the first) is harmless: one open bonus
    refused(
      await client.call('GET /api/bonus/activate/:code', `/api/bonus/activate/${code}`),
      'bonus again',
      'BONUS_ALREADY_ACTIVE',
    );
    const active = ok(
      await client.call('GET /api/bonus/check/active', '/api/bonus/check/active'),
      S.ActiveBonusCheck,
      'bonus active',
    );
    expect(active.status).toBe(true);
    ok(
      await client.call('GET /api/bonus/check/minimum', '/api/bonus/check/minimum'),
      z.looseObject({}),
      'minimum',
    );
    // not yet credited: §7 clear (no query) cancels it
    ok(await client.call('GET /api/bonus/clear', '/api/bonus/clear'), message, 'bonus clear');

    ok(
      await client.call('GET /api/promotion/current', '/api/promotion/current'),
      z.looseObject({}),
      'promotion current',
    );
    ok(
      await client.call('GET /api/promotion/find/:code', '/api/promotion/find/LUCKY50'),
      S.PromotionFound,
      'promotion find',
    );
    ok(
      await client.call('GET /api/promotion/activate/:code', '/api/promotion/activate/LUCKY50'),
      z.looseObject({}),
      'promotion activate',
    );
    ok(await client.call('GET /api/bonus/clear', '/api/bonus/clear'), message, 'promotion clear');
  });

  it('reads invites and refunds and claims them as §7 does', async () => {
    ok(
      await client.call('POST /api/invite', '/api/invite', { page: 1, limit: 10 }),
      S.InviteList,
      'invites',
    );
    refused(await client.call('GET /api/invite/bonus', '/api/invite/bonus'), 'invite bonus');
    ok(
      await client.call('GET /api/invite/banners', '/api/invite/banners'),
      z.looseObject({ banners: z.array(z.unknown()) }),
      'invite banners',
    );
    ok(
      await client.call('POST /api/refund', '/api/refund', { page: 1, limit: 10 }),
      S.RefundList,
      'refunds',
    );
    ok(
      await client.call('GET /api/refund/check', '/api/refund/check'),
      S.RefundCheck,
      'refund check',
    );
    refused(await client.call('GET /api/refund/receive', '/api/refund/receive'), 'refund receive');
    refused(await client.call('GET /api/refund/addWallet', '/api/refund/addWallet'), 'refund add');
    ok(
      await client.call('GET /api/refund/banners', '/api/refund/banners'),
      z.looseObject({ banners: z.array(z.unknown()) }),
      'refund banners',
    );
  });

  it('spins the wheel and reads coupons as §7 does', async () => {
    ok(
      await client.call('GET /api/spinwheel/active', '/api/spinwheel/active'),
      z.looseObject({ isActive: z.boolean() }),
      'wheel active',
    );
    const granted = await app.inject({
      method: 'POST',
      url: `/api/operator/members/${phone}/coins`,
      headers: { ...operatorHeaders, ...idempotencyKey() },
      payload: { coins: 2, reason: 'spec client' },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const setup = ok(
      await client.call('GET /api/spinwheel/setup', '/api/spinwheel/setup'),
      S.SpinSetup,
      'wheel setup',
    );
    expect(setup.result.userCoin).toBe(2);
    const spun = ok(
      await client.call('POST /api/spinwheel/spin', '/api/spinwheel/spin'),
      S.SpinResult,
      'spin',
    );
    expect(spun.result.remainingCoin).toBeGreaterThanOrEqual(1);
    ok(
      await client.call('GET /api/spinwheel/coupon', '/api/spinwheel/coupon'),
      z.looseObject({}),
      'coupons',
    );
    refused(
      await client.call('POST /api/spinwheel/coupon/claim', '/api/spinwheel/coupon/claim', {
        coupon: '999999999',
      }),
      'claim',
      'INVALID_CODE',
    );
  });

  it('chats as a member as §7 does', async () => {
    const config = ok(
      await client.call('GET /api/chat/config', '/api/chat/config'),
      z.looseObject({ PREFIX: z.string() }),
      'chat config',
    );
    expect(config.PREFIX).not.toBe('');
    const me = (await client.call('GET /api/account/profile', '/api/account/profile')).body as {
      profile: { _id: string; name: string; username: string };
    };
    const userId = me.profile._id;
    ok(
      await client.call('POST /api/chat/send-message', '/api/chat/send-message', {
        sender: 'customer',
        message: { message_type: 'text', payload: 'hello from the spec client' },
        userId,
        username: me.profile.username,
        name: me.profile.name,
        createdAt: new Date().toISOString(),
      }),
      z.looseObject({ createdAt: z.string() }),
      'send',
    );
    const history = await client.call('POST /api/chat/history', '/api/chat/history', {
      userId,
      limit: 10,
      skip: 0,
    });
    const list = ok(history, z.looseObject({}), 'history');
    const messages = (list.list ?? list.conversations ?? list.history) as unknown[];
    expect(z.array(S.Conversation).safeParse(messages).success, JSON.stringify(list)).toBe(true);
    const image = await client.upload('/api/chat/upload-image', blankImage(), 'a.png', 'image/png');
    ok(image, z.looseObject({ path: z.string() }), 'upload image');
    ok(
      await client.call('PUT /api/chat/read-customer/', '/api/chat/read-customer/', { userId }),
      z.looseObject({}),
      'read',
    );
    await expectLedgerBalanced(app);
  });
});
