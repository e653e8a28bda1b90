import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { nextPhone } from '../../test/members';
import { HttpSmsSender } from './http';
import { SmsSendError } from './interface';

/** A stand-in SMS gateway on a local port: records what it receives, fails on demand. */
function fakeGateway() {
  const received: {
    auth: string | undefined;
    body: { to: string; sender: string; text: string };
  }[] = [];
  let status = 200;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      received.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{"status":"queued"}');
    });
  });
  return {
    received,
    failWith: (code: number) => (status = code),
    start: () =>
      new Promise<string>((r) =>
        server.listen(0, '127.0.0.1', () =>
          r(`http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`),
        ),
      ),
    stop: () => new Promise((r) => server.close(r)),
  };
}

describe('HTTP SMS adapter', () => {
  const gateway = fakeGateway();
  let url: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    url = await gateway.start();
    app = await buildTestApp({
      sms: { provider: 'http', url, token: 'gw-secret', sender: 'LUCKY' },
    });
  });
  afterAll(async () => {
    await app.close();
    await gateway.stop();
  });

  it('posts the OTP message to the gateway with its token', async () => {
    const phone = nextPhone();
    const res = await app.inject({
      method: 'POST',
      url: '/api/otp/send',
      payload: { phoneNumber: phone },
    });
    expect(res.json().code).toBe('OTP_SENT');
    const last = gateway.received.at(-1);
    expect(last?.auth).toBe('Bearer gw-secret');
    expect(last?.body).toMatchObject({ to: phone, sender: 'LUCKY' });
    expect(last?.body.text).toMatch(/\d{6}/);
    expect(await app.services.outbox.list(10)).toEqual([]);
  });

  it('answers OTP_SEND_FAIL when the gateway refuses, and lets the member retry at once', async () => {
    const phone = nextPhone();
    gateway.failWith(503);
    const res = await app.inject({
      method: 'POST',
      url: '/api/otp/send',
      payload: { phoneNumber: phone },
    });
    expect([res.statusCode, res.json().message]).toEqual([502, 'OTP_SEND_FAIL']);
    gateway.failWith(200);
    const retry = await app.inject({
      method: 'POST',
      url: '/api/otp/send',
      payload: { phoneNumber: phone },
    });
    expect(retry.json().code).toBe('OTP_SENT');
  });

  it('fails cleanly when the gateway cannot be reached', async () => {
    const sender = new HttpSmsSender({
      url: 'http://127.0.0.1:9/sms',
      token: undefined,
      sender: 'X',
      timeoutMs: 2000,
    });
    await expect(sender.send({ phone: '0812345678', text: 'hi' })).rejects.toBeInstanceOf(
      SmsSendError,
    );
  });
});
