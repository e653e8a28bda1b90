import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ActiveBonusResponse, BonusDefinition } from '@wallet/contract';
import { rows } from '../kernel/db/rows';
import { DEMO_BONUSES } from '../modules/bonus/demo-bonuses';
import { operatorHeaders } from './app';
import { createQr, payWebhook } from './deposits';

type Auth = { auth: Record<string, string>; username: string };

/** A bonus definition for tests: small figures, every field overridable. */
export function bonusDef(overrides: Partial<BonusDefinition> = {}): BonusDefinition {
  return {
    ...DEMO_BONUSES[0]!,
    code: `T${randomUUID().slice(0, 8).toUpperCase()}`,
    amountRule: { kind: 'percent', percent: 100, cap: 100 },
    minDeposit: 100,
    condition: { kind: 'turnover', multiplier: 1, base: 'bonus' },
    contributions: [{ category: 'slot', factor: 1 }],
    percentFail: 10,
    maxWithdraw: null,
    banners: [],
    ...overrides,
  };
}

export async function defineBonus(app: FastifyInstance, def: BonusDefinition) {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/operator/bonuses/${def.code}`,
    headers: operatorHeaders,
    payload: def,
  });
  expect(res.statusCode, res.body).toBe(200);
  return def;
}

export const activateBonus = (
  app: FastifyInstance,
  m: Auth,
  code: string,
  kind: 'bonus' | 'promotion' = 'bonus',
  key: string = randomUUID(),
) =>
  app.inject({
    url: `/api/${kind}/activate/${code}`,
    headers: { ...m.auth, 'idempotency-key': key },
  });

export async function activeBonus(app: FastifyInstance, m: Auth) {
  const res = await app.inject({ url: '/api/bonus/check/active', headers: m.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ActiveBonusResponse;
}

export const clearBonus = (
  app: FastifyInstance,
  m: Auth,
  acceptForfeit?: number,
  key = randomUUID(),
) =>
  app.inject({
    url: `/api/bonus/clear${acceptForfeit === undefined ? '' : `?acceptForfeit=${acceptForfeit}`}`,
    headers: { ...m.auth, 'idempotency-key': key },
  });

/** A QR deposit paid by the gateway's webhook (the path a member's money really takes). */
export async function depositByQr(app: FastifyInstance, m: Auth, amount: number) {
  const qr = await createQr(app, m, 'KBANK', amount);
  const paid = await payWebhook(app, 'KBANK', { qrcodeId: qr.qrcodeId, amount });
  expect(paid.statusCode, paid.body).toBe(200);
}

/** Spins the demo slot `times` at `bet` baht for the member (their game account at `slot`). */
export async function play(
  app: FastifyInstance,
  m: Auth,
  slot: string,
  bet: number,
  times: number,
) {
  const [account] = await rows<{ id: string }>(
    app.services.db,
    sql`SELECT d.id::text FROM demo_provider_accounts d
        JOIN game_accounts g ON g.username = d.username AND g.slot_code = d.game
        JOIN members m ON m.id = g.member_id
        WHERE m.phone = ${m.username} AND d.game = ${slot}`,
  );
  expect(account, 'a demo account').toBeDefined();
  let spun = 0;
  for (let i = 0; i < times; i++) {
    const r = await app.services.demoProvider.spin(Number(account!.id), bet * 100);
    if (r !== 'insufficient') spun++;
  }
  return spun;
}
