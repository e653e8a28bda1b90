import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { registerAndLogin } from '../../test/members';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await app.services.settings.set('deposit.maximum', 1000);
});
afterAll(() => app.close());

describe('a deposit a phone can finish (issue 13)', () => {
  it('refuses amounts above deposit.maximum up front, and the lookup says the limit', async () => {
    const m = await registerAndLogin(app);
    const lookup = await app.inject({ url: '/api/lookup/deposit' });
    expect(lookup.json().maximumDeposit).toBe(1000);
    const qr = await app.inject({
      method: 'POST',
      url: '/api/qrcode/KBANK',
      headers: m.auth,
      payload: { amount: 1000000 },
    });
    expect(qr.statusCode).toBe(400);
    expect(qr.json()).toEqual({ message: 'DEPOSIT_MAXIMUM' });
    const notice = await app.inject({
      method: 'POST',
      url: '/api/wallet/add',
      headers: { ...m.auth, 'idempotency-key': randomUUID() },
      payload: { amount: 1500 },
    });
    expect(notice.json()).toEqual({ message: 'DEPOSIT_MAXIMUM' });
  });

  it('shows who receives the money and gives the QR text to save or share', async () => {
    const m = await registerAndLogin(app);
    const qr = await app.inject({
      method: 'POST',
      url: '/api/qrcode/KBANK',
      headers: m.auth,
      payload: { amount: 500 },
    });
    expect(qr.statusCode, qr.body).toBe(200);
    const accounts = await app.services.settings.get('deposit.accounts');
    const kbank = accounts.find((a) => a.bankCode === 'KBANK');
    expect(qr.json().receiverName).toBe(kbank?.bankAccountName);
    expect(qr.json().payload).toMatch(/^000201/); // an EMVCo QR (PromptPay)
  });
});
