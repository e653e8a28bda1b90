import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_TOKEN_HEADER } from '@wallet/contract';
import { buildTestApp } from '../../test/app';
import { multipart } from '../../test/deposits';
import { mp4 } from '../../test/mp4';
import { CHAT_LIMITS } from './brakes';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

let nextAddress = 0;
/** A client address of its own (the test app trusts no proxy: the address is the peer's). */
const address = () => {
  nextAddress += 1;
  return `10.9.${nextAddress >> 8}.${nextAddress & 255}`;
};

async function guest(from: string) {
  const res = await app.inject({ method: 'POST', url: '/api/chat/guest', remoteAddress: from });
  expect(res.statusCode, res.body).toBe(200);
  const g = res.json() as { guestId: string; guestToken: string };
  return {
    guestId: g.guestId,
    headers: { [GUEST_TOKEN_HEADER]: g.guestToken, 'x-chat-guest-id': g.guestId },
  };
}

const say = (g: Awaited<ReturnType<typeof guest>>, from: string) =>
  app.inject({
    method: 'POST',
    url: '/api/chat/send-message',
    remoteAddress: from,
    headers: g.headers,
    payload: {
      sender: 'customer',
      guestId: g.guestId,
      message: { message_type: 'text', payload: 'hi' },
    },
  });

const video = mp4();
const upload = (g: Awaited<ReturnType<typeof guest>>, from: string, file = video) => {
  const body = multipart(file, 'clip.mp4', 'video/mp4');
  return app.inject({
    method: 'POST',
    url: '/api/chat/upload-video',
    remoteAddress: from,
    headers: { ...g.headers, ...body.headers },
    payload: body.payload,
  });
};

describe('chat limits on strangers (decision 016)', () => {
  it('brakes new guest identities per address, not the next address', async () => {
    const from = address();
    for (let i = 0; i < CHAT_LIMITS.guestsPerAddress; i += 1) await guest(from);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/chat/guest',
      remoteAddress: from,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'REQUEST_LIMIT' });
    await guest(address());
  });

  it('brakes new guest conversations per address; a started one goes on', async () => {
    const from = address();
    // identities made elsewhere (a script would spread them), all writing from one address
    const guests = await Promise.all(
      Array.from({ length: CHAT_LIMITS.conversationsPerAddress + 1 }, () => guest(address())),
    );
    const answers = await Promise.all(guests.map((g) => say(g, from)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(CHAT_LIMITS.conversationsPerAddress);
    expect(codes.filter((c) => c === 429)).toHaveLength(1);
    const started = guests[answers.findIndex((a) => a.statusCode === 200)]!;
    expect((await say(started, from)).statusCode).toBe(200);
  });

  it('brakes uploads per guest and per address within the window', async () => {
    const from = address();
    const g = await guest(address());
    for (let i = 0; i < CHAT_LIMITS.uploadsPerParty; i += 1) {
      const res = await upload(g, from);
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await upload(g, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'REQUEST_LIMIT' });
    // other guests at the address, up to the address's limit
    const per = CHAT_LIMITS.uploadsPerParty;
    let sent = per;
    while (sent < CHAT_LIMITS.uploadsPerAddress) {
      const other = await guest(address());
      for (let i = 0; i < per && sent < CHAT_LIMITS.uploadsPerAddress; i += 1, sent += 1) {
        expect((await upload(other, from)).statusCode).toBe(200);
      }
    }
    const fresh = await guest(address());
    expect((await upload(fresh, from)).statusCode).toBe(429);
    expect((await upload(fresh, address())).statusCode).toBe(200);
  });

  it('refuses uploads past the ones in flight instead of queueing them', async () => {
    const g = await guest(address());
    const big = mp4(Buffer.alloc(2 * 1024 * 1024, 3));
    const answers = await Promise.all(Array.from({ length: 12 }, () => upload(g, address(), big)));
    const codes = answers.map((a) => a.statusCode);
    // two in flight per guest on a copy: the rest are refused at once, before being read
    expect(codes.filter((c) => c === 429).length).toBeGreaterThan(0);
    expect(codes.every((c) => c === 200 || c === 429)).toBe(true);
    // once they are done, the guest uploads again
    expect((await upload(g, address())).statusCode).toBe(200);
  });
});
