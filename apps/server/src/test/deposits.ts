import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { signPayload } from '../modules/deposits/webhook-signature';

export { blankImage, slipImage } from './slip-image';

type Auth = { auth: Record<string, string> };

/** A multipart/form-data body with one file part, as the web client sends a slip. */
export function multipart(file: Buffer, filename = 'slip.png', type = 'image/png') {
  const boundary = `----wallet${randomUUID().replace(/-/g, '')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function uploadSlip(app: FastifyInstance, member: Auth, file: Buffer, key = randomUUID()) {
  const body = multipart(file);
  return app.inject({
    method: 'POST',
    url: '/api/wallet/slip',
    headers: { ...member.auth, ...body.headers, 'idempotency-key': key },
    payload: body.payload,
  });
}

/** Sends a payment webhook signed with the app's secret (as `npm run operator -- qr:pay`). */
export function payWebhook(
  app: FastifyInstance,
  gateway: string,
  event: { id?: string; qrcodeId: string; amount: number },
  options: { at?: Date; secret?: string } = {},
) {
  const body = JSON.stringify({
    id: event.id ?? `evt_${randomUUID()}`,
    type: 'payment.succeeded',
    data: { qrcodeId: event.qrcodeId, amount: event.amount },
  });
  return app.inject({
    method: 'POST',
    url: `/api/payments/${gateway}/webhook`,
    headers: {
      'content-type': 'application/json',
      'webhook-signature': signPayload(
        options.secret ?? app.services.webhookSecret,
        body,
        options.at ?? app.services.now(),
      ),
    },
    payload: body,
  });
}

export async function createQr(app: FastifyInstance, member: Auth, bank: string, amount: number) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/qrcode/${bank}`,
    headers: member.auth,
    payload: { amount },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { qrcodeId: string; qrcode: string; amount: number; expireIn: number };
}

export function withdraw(app: FastifyInstance, member: Auth, amount: number, key = randomUUID()) {
  return app.inject({
    method: 'POST',
    url: '/api/wallet/withdraw',
    headers: { ...member.auth, 'idempotency-key': key },
    payload: { amount },
  });
}

export async function statementOf(app: FastifyInstance, member: Auth, page = 1, limit = 10) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/statement',
    headers: member.auth,
    payload: { page, limit },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    total: number;
    statements: {
      statementType: string;
      status: string;
      from: string;
      to: string;
      amount: number;
    }[];
  };
}
