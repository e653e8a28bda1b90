import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { WalletResponse } from '@wallet/contract';
import { operatorHeaders } from './app';

export const idempotencyKey = () => ({ 'idempotency-key': randomUUID() });

type Auth = { auth: Record<string, string> };

/** Credits a member's wallet through the operator API (as `npm run operator -- credit` does). */
export async function credit(app: FastifyInstance, phone: string, amount: number) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/operator/members/${phone}/credit`,
    headers: { ...operatorHeaders, ...idempotencyKey() },
    payload: { amount, reason: 'test credit' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { wallet: { amount: number } };
}

export async function activate(app: FastifyInstance, member: Auth, slotCode: string) {
  const res = await app.inject({ url: `/api/wallet/activate/${slotCode}`, headers: member.auth });
  expect(res.statusCode, res.body).toBe(200);
}

export function transfer(
  app: FastifyInstance,
  member: Auth,
  body: { from: string; to: string; amount: number },
  key: string = randomUUID(),
) {
  return app.inject({
    method: 'POST',
    url: '/api/wallet/transfer',
    headers: { ...member.auth, 'idempotency-key': key },
    payload: body,
  });
}

export function transferAll(
  app: FastifyInstance,
  member: Auth,
  to: string,
  key: string = randomUUID(),
) {
  return app.inject({
    method: 'POST',
    url: '/api/wallet/transferAll',
    headers: { ...member.auth, 'idempotency-key': key },
    payload: { to },
  });
}

export async function walletOf(app: FastifyInstance, member: Auth) {
  const res = await app.inject({ url: '/api/wallet', headers: member.auth });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as WalletResponse;
  const games = Object.fromEntries(
    body.slots.filter((s) => s.isActive).map((s) => [s.code, s.amount]),
  );
  return { wallet: body.wallet.amount, games, body };
}

/** The ledger invariants (every entry balances, every cached balance = its postings). */
export async function expectLedgerBalanced(app: FastifyInstance) {
  const report = await app.services.ledgerCheck();
  expect(report.problems).toEqual([]);
  expect(report.ok).toBe(true);
  return report;
}

export const expectCode = (
  res: { statusCode: number; json(): { message?: string } },
  status: number,
  code: string,
) => expect([res.statusCode, res.json().message]).toEqual([status, code]);
