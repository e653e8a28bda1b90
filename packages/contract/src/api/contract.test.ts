import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UPLOAD_TIMEOUT_MS } from '../constants';
import { type Endpoint, buildPath } from '../endpoint';
import { PERMISSION_NAMES } from '../staff';
import { AUTO_LOGIN_PROVIDERS, autoLoginApi } from './auto-login';
import { allEndpoints, api } from './index';

const key = (e: Endpoint) => `${e.method} ${e.path}`;
const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);

/** Every call of spec §7 (path params renamed to the contract's `:name`), plus our logout. */
const SPEC_CALLS = [
  'POST /api/account/validate',
  'POST /api/account',
  'POST /api/login',
  'POST /api/logout',
  'GET /api/account/profile',
  'PUT /api/account/profile',
  'PUT /api/account/bankAccountName',
  'PUT /api/account/changepwd',
  'POST /api/otp/send',
  'POST /api/otp/verify',
  'GET /api/wallet',
  'GET /api/wallet/refresh/slot',
  'GET /api/wallet/activate/:slotCode',
  'GET /api/wallet/account/:slotCode',
  'GET /api/wallet/resetpassword/:slotCode',
  'POST /api/wallet/add',
  'POST /api/wallet/transfer',
  'POST /api/wallet/transferAll',
  'POST /api/wallet/withdraw',
  'POST /api/wallet/withdrawAll',
  'POST /api/wallet/slip',
  'POST /api/wallet/truelink',
  'GET /api/qrcode/:bankCode',
  'POST /api/qrcode/:bankCode',
  'DELETE /api/qrcode/:bankCode',
  'POST /api/invite',
  'GET /api/invite/bonus',
  'GET /api/invite/banners',
  'POST /api/refund',
  'GET /api/refund/check',
  'GET /api/refund/receive',
  'GET /api/refund/addWallet',
  'GET /api/refund/banners',
  'GET /api/spinwheel/setup',
  'POST /api/spinwheel/spin',
  'GET /api/spinwheel/coupon',
  'POST /api/spinwheel/coupon/claim',
  'GET /api/spinwheel/active',
  'GET /api/autoLogin/pg/:username',
  'GET /api/autoLogin/betflix/:username',
  'GET /api/autoLogin/askmebet/:username/:password',
  'GET /api/autoLogin/imi/:username/:password',
  'GET /api/autoLogin/usun/:username/:password',
  'GET /api/autoLogin/areaslot/:username',
  'GET /api/autoLogin/circus/:username/:password',
  'GET /api/autoLogin/slotracha/:username/:password',
  'GET /api/autoLogin/pgslot/:username/:password',
  'GET /api/autoLogin/joker2/:username',
  'GET /api/autoLogin/huayhd/:username',
  'GET /api/bonus',
  'GET /api/bonus/activate/:code',
  'GET /api/bonus/check/active',
  'GET /api/bonus/clear',
  'GET /api/bonus/check/minimum',
  'GET /api/promotion/current',
  'GET /api/promotion/find/:code',
  'GET /api/promotion/activate/:code',
  'POST /api/statement',
  'POST /api/statement/slip',
  'GET /api/statement/slip/reference/:reference',
  'GET /api/chat/config',
  'POST /api/chat/send-message',
  'POST /api/chat/history',
  'POST /api/chat/upload-image',
  'POST /api/chat/upload-video',
  'PUT /api/chat/read-customer',
  ...[
    'banks',
    'deposit',
    'conditions',
    'agreements',
    'info',
    'notice',
    'contact',
    'withdraw',
    'slip',
    'sources',
    'active',
    'registerOTP',
    'enableChatWidget',
  ].map((name) => `GET /api/lookup/${name}`),
];

const MONEY_MOVING = [
  'POST /api/wallet/add',
  'POST /api/wallet/transfer',
  'POST /api/wallet/transferAll',
  'POST /api/wallet/withdraw',
  'POST /api/wallet/withdrawAll',
  'POST /api/wallet/slip',
  'POST /api/wallet/truelink',
  // operator adjustments move money too (docs/decisions/007)
  'POST /api/operator/members/:phone/credit',
  'POST /api/operator/members/:phone/debit',
  // receiving a bonus may credit it at once; ending one empties games and takes the forfeit
  'GET /api/bonus/activate/:code',
  'GET /api/bonus/clear',
  'GET /api/promotion/activate/:code',
  // invite and refund rewards are paid into the wallet (issue 9)
  'GET /api/invite/bonus',
  'GET /api/refund/receive',
  'GET /api/refund/addWallet',
  // the wheel (issue 10): a spin spends a coin, a claim pays a coupon, operators grant coins and
  // coupons; a seed rotation moves nothing but a retried one must not reveal the next seed
  'POST /api/spinwheel/spin',
  'POST /api/spinwheel/coupon/claim',
  'POST /api/spinwheel/seed',
  'POST /api/operator/members/:phone/coins',
  'POST /api/operator/members/:phone/coupons',
  // `qr:pay`: the server applies a QR payment (a credit) for the operator
  'POST /api/operator/qrcodes/:id/pay',
];

describe('allEndpoints', () => {
  it('has a unique method and path per entry', () => {
    const keys = allEndpoints.map(key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('holds every call of spec §7', () => {
    const keys = new Set(allEndpoints.map(key));
    expect(SPEC_CALLS.filter((call) => !keys.has(call))).toEqual([]);
  });

  it.each(allEndpoints.map((e) => [key(e), e] as const))('%s is well formed', (_, endpoint) => {
    expect(endpoint.path.startsWith('/api/')).toBe(true);
    expect(endpoint.path).not.toMatch(/\/$/);
    expect(endpoint.summary.trim()).not.toBe('');
    const declared = Object.keys(endpoint.params?.shape ?? {}).sort();
    expect(declared).toEqual(pathParams(endpoint.path).sort());
    if (endpoint.method === 'GET') expect(endpoint.body).toBeUndefined();
    if (endpoint.multipart) {
      expect(endpoint.body).toBeUndefined();
      expect(endpoint.timeoutMs).toBe(UPLOAD_TIMEOUT_MS);
    }
  });

  it('refuses unknown fields in every object body', () => {
    for (const endpoint of allEndpoints) {
      if (!(endpoint.body instanceof z.ZodObject)) continue;
      expect(endpoint.body.def.catchall?._zod.def.type, key(endpoint)).toBe('never');
    }
  });

  it('marks exactly the money-moving calls idempotent', () => {
    const idempotent = allEndpoints.filter((e) => e.idempotent).map(key);
    expect(idempotent.sort()).toEqual([...MONEY_MOVING].sort());
  });

  it('keeps operators apart from members', () => {
    for (const e of allEndpoints) {
      expect(e.path.startsWith('/api/operator/')).toBe(e.access === 'operator');
    }
  });

  it('names the permission of every operator call, and of no other (issue 11)', () => {
    for (const e of allEndpoints) {
      expect(e.permission !== undefined, key(e)).toBe(e.access === 'operator');
      if (e.permission) expect(PERMISSION_NAMES).toContain(e.permission);
    }
  });
});

/** A way into a game (spec §7 auto-login, the game account's credentials, activation, reset). */
const intoGame = (e: Endpoint) =>
  e.access === 'member' &&
  (e.path.startsWith('/api/autoLogin/') ||
    /^\/api\/wallet\/(activate|account|resetpassword)\//.test(e.path));

describe('money paths (issue 15)', () => {
  it('names the money path of every member write, so no new one slips past the guards', () => {
    for (const e of allEndpoints) {
      const write = e.access === 'member' && (e.method !== 'GET' || e.idempotent === true);
      expect(e.moves !== undefined, key(e)).toBe(write || intoGame(e));
    }
  });

  it('names every way into a game a launch, which a break or an exclusion refuses', () => {
    const launches = allEndpoints.filter((e) => e.moves === 'launch').map(key);
    expect(launches).toEqual(allEndpoints.filter(intoGame).map(key));
    expect(launches).toHaveLength(Object.keys(autoLoginApi).length + 3);
  });

  it('marks every idempotent member call as moving money, except the seed rotation', () => {
    const unmoving = allEndpoints.filter((e) => e.idempotent && e.moves === 'none').map(key);
    expect(unmoving).toEqual(['POST /api/spinwheel/seed']);
  });
});

describe('auto-login', () => {
  it('has one call per provider, with a password exactly where §7 has one', () => {
    expect(Object.keys(autoLoginApi).sort()).toEqual(Object.keys(AUTO_LOGIN_PROVIDERS).sort());
    for (const [provider, needsPassword] of Object.entries(AUTO_LOGIN_PROVIDERS)) {
      const endpoint = autoLoginApi[provider as keyof typeof autoLoginApi];
      expect(endpoint.path).toBe(
        `/api/autoLogin/${provider}/:username${needsPassword ? '/:password' : ''}`,
      );
    }
  });

  it('builds a launch path with encoded credentials', () => {
    expect(buildPath(api.autoLogin.imi.path, { username: 'u1', password: 'p/w' })).toBe(
      '/api/autoLogin/imi/u1/p%2Fw',
    );
  });
});
