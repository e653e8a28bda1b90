import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_SOCKET_PATH, MONEY_CHANGED_EVENT } from '@wallet/contract';
import { buildApp } from '../../app';
import { operatorHeaders, TEST_OPERATOR_TOKEN } from '../../test/app';
import { openTestDatabase } from '../../test/database';
import { registerAndLogin } from '../../test/members';
import { staffSession } from '../../test/staff';
import { credit } from '../../test/wallet';

// eslint-disable-next-line no-restricted-properties -- test harness: Redis is optional
const REDIS = process.env.TEST_REDIS_URL;

/**
 * Two server copies on one database and one Redis (decision 017): a session ended through one
 * copy closes the sockets it opened on the other.
 */
describe.skipIf(!REDIS)('chat sockets across copies (Redis)', () => {
  const copies: FastifyInstance[] = [];
  const bases: string[] = [];
  const sockets: Socket[] = [];
  beforeAll(async () => {
    const database = await openTestDatabase();
    for (const shared of [database, { ...database, close: async () => undefined }]) {
      const app = await buildApp({
        database: shared,
        operatorToken: TEST_OPERATOR_TOKEN,
        redisUrl: REDIS,
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      bases.push(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
      copies.push(app);
    }
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    // the copy that does not own the database first
    for (const app of [...copies].reverse()) await app.close();
  });

  it('disabling an agent through copy A closes their socket on copy B', async () => {
    const [a, b] = copies as [FastifyInstance, FastifyInstance];
    const agent = await staffSession(a, 'support');
    const base = bases[1]!;
    const s = connect(base, {
      path: CHAT_SOCKET_PATH,
      auth: { staff: true },
      transports: ['websocket'],
      extraHeaders: { cookie: agent.headers.cookie, origin: base },
      reconnection: false,
    });
    sockets.push(s);
    await new Promise<void>((resolve, reject) => {
      s.once('connect', () => resolve());
      s.once('connect_error', reject);
    });
    expect(b).toBeDefined();
    const closed = new Promise<string>((resolve) => s.once('disconnect', resolve));
    const res = await a.inject({
      method: 'PUT',
      url: `/api/operator/staff/${agent.login}`,
      headers: operatorHeaders,
      payload: { status: 'disabled', reason: 'left the team' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });
  it('money credited through copy A reaches the member’s socket on copy B (decision 026)', async () => {
    const [a] = copies as [FastifyInstance, FastifyInstance];
    const m = await registerAndLogin(a);
    const s = connect(bases[1]!, {
      path: CHAT_SOCKET_PATH,
      auth: { token: m.token },
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(s);
    await new Promise<void>((resolve, reject) => {
      s.once('connect', () => resolve());
      s.once('connect_error', reject);
    });
    const told = new Promise<{ at: string }>((resolve) =>
      s.once(MONEY_CHANGED_EVENT, (event: { at: string }) => resolve(event)),
    );
    await credit(a, m.username, 25);
    const event = await told;
    expect(Date.now() - Date.parse(event.at)).toBeLessThan(2_000);
  });
});
