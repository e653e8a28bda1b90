import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_SOCKET_PATH, GUEST_TOKEN_HEADER } from '@wallet/contract';
import { buildTestApp, operatorHeaders } from '../../test/app';
import { registerAndLogin } from '../../test/members';
import { staffSession } from '../../test/staff';
import { CHAT_LIMITS } from './brakes';

let app: FastifyInstance;
let base: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await app.close();
});

function open(auth: Record<string, unknown>, headers: Record<string, string> = {}): Socket {
  const socket = connect(base, {
    path: CHAT_SOCKET_PATH,
    auth,
    transports: ['websocket'],
    extraHeaders: headers,
    reconnection: false,
  });
  sockets.push(socket);
  return socket;
}

const connected = (s: Socket) =>
  new Promise<void>((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', (e) => reject(e));
  });
const refused = (s: Socket) =>
  new Promise<string>((resolve, reject) => {
    s.once('connect', () => reject(new Error('connected')));
    s.once('connect_error', (e) => resolve(e.message));
  });
const next = <T>(s: Socket, event: string) =>
  new Promise<T>((resolve) => s.once(event, (payload: T) => resolve(payload)));
/** Everything `event` brings to `s` from now on. */
const collect = (s: Socket, event: string) => {
  const got: unknown[] = [];
  s.on(event, (payload: unknown) => got.push(payload));
  return got;
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function newGuest() {
  return (await app.inject({ method: 'POST', url: '/api/chat/guest' })).json() as {
    guestId: string;
    guestToken: string;
  };
}
const guestSays = (g: { guestId: string; guestToken: string }, text: string) =>
  app.inject({
    method: 'POST',
    url: '/api/chat/send-message',
    headers: { [GUEST_TOKEN_HEADER]: g.guestToken },
    payload: {
      sender: 'customer',
      guestId: g.guestId,
      message: { message_type: 'text', payload: text },
    },
  });
const disable = (login: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/operator/staff/${login}`,
    headers: operatorHeaders,
    payload: { status: 'disabled', reason: 'left the team' },
  });

describe('chat socket', () => {
  it('refuses forged guests, bad tokens and cross-site staff', async () => {
    expect(await refused(open({ guestId: 'gAAAAAAAAAAAAAAAA', guestToken: 'x' }))).toBe(
      'CHAT_GUEST_INVALID',
    );
    expect(await refused(open({ token: 'not-a-session' }))).toBe('EXPIRED_AUTH_TOKEN');
    const agent = await staffSession(app, 'support');
    expect(
      await refused(
        open({ staff: true }, { cookie: agent.headers.cookie, origin: 'https://evil.example' }),
      ),
    ).toBe('STAFF_UNAUTHORIZED');
    const finance = await staffSession(app, 'finance');
    const host = new URL(base).host;
    expect(
      await refused(
        open({ staff: true }, { cookie: finance.headers.cookie, origin: `http://${host}` }),
      ),
    ).toBe('STAFF_FORBIDDEN');
  });

  it('delivers messages, typing and reads between a guest and an agent, live', async () => {
    const g = (await app.inject({ method: 'POST', url: '/api/chat/guest' })).json() as {
      guestId: string;
      guestToken: string;
    };
    const guest = open(g);
    await connected(guest);
    const agent = await staffSession(app, 'support');
    const staffSocket = open({ staff: true }, { cookie: agent.headers.cookie, origin: base });
    await connected(staffSocket);
    // with an agent connected (and staff hours always), the site is online: no away message
    await app.services.settings.set('chat.staffHours', null);
    const config = await app.inject({ url: '/api/chat/config' });
    expect(config.json().online).toBe(true);

    const inboxMessage = next<{ conversationId: string; message: { payload: string } }>(
      staffSocket,
      'inbox:message',
    );
    const sent = await app.inject({
      method: 'POST',
      url: '/api/chat/send-message',
      headers: { [GUEST_TOKEN_HEADER]: g.guestToken },
      payload: {
        sender: 'customer',
        guestId: g.guestId,
        message: { message_type: 'text', payload: 'hi' },
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const arrived = await inboxMessage;
    expect(arrived.message.payload).toBe('hi');
    const conversationId = arrived.conversationId;

    // the customer types; the agent sees it
    const typing = next<{ from: string; typing: boolean }>(staffSocket, 'chat:typing');
    guest.emit('chat:typing', true);
    expect(await typing).toMatchObject({ from: 'customer', typing: true, conversationId });

    // the agent types and answers; the guest sees both
    const staffTyping = next<{ from: string }>(guest, 'chat:typing');
    staffSocket.emit('inbox:typing', { conversationId, typing: true });
    expect(await staffTyping).toMatchObject({ from: 'staff' });
    const answer = next<{ sender: string; message: { payload: string } }>(guest, 'chat:message');
    const reply = await app.inject({
      method: 'POST',
      url: `/api/operator/chat/conversations/${conversationId}/messages`,
      headers: agent.headers,
      payload: { message: { message_type: 'text', payload: 'hello, how can I help?' } },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(await answer).toMatchObject({
      sender: 'staff',
      message: { payload: 'hello, how can I help?' },
    });

    // read receipts both ways
    const customerRead = next<{ by: string }>(staffSocket, 'chat:read');
    await app.inject({
      method: 'PUT',
      url: '/api/chat/read-customer',
      headers: { [GUEST_TOKEN_HEADER]: g.guestToken },
      payload: { guestId: g.guestId },
    });
    expect(await customerRead).toMatchObject({ by: 'customer', conversationId });
    // no away message was sent while an agent was online
    const history = await app.inject({
      method: 'POST',
      url: '/api/chat/history',
      headers: { [GUEST_TOKEN_HEADER]: g.guestToken },
      payload: { guestId: g.guestId, limit: 10, skip: 0 },
    });
    expect(history.json().conversations.map((c: { sender: string }) => c.sender)).toEqual([
      'staff',
      'customer',
    ]);
  });

  it('brakes a socket that floods events', async () => {
    const g = (await app.inject({ method: 'POST', url: '/api/chat/guest' })).json();
    const s = open(g);
    await connected(s);
    const error = next<{ message: string }>(s, 'chat:error');
    for (let i = 0; i < 40; i += 1) s.emit('chat:typing', true);
    expect(await error).toEqual({ message: 'TOO_MANY_REQUESTS' });
  });

  it('closes a disabled agent’s socket at once; a dropped one cannot recover', async () => {
    const g = await newGuest();
    // open: closed by the server when the agent is disabled
    const agent = await staffSession(app, 'support');
    const live = open({ staff: true }, { cookie: agent.headers.cookie, origin: base });
    await connected(live);
    const closed = next<string>(live, 'disconnect');
    expect((await disable(agent.login)).statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    const unseen = collect(live, 'inbox:message');

    // dropped (a lost transport), disabled while away, then back: refused, nothing replayed
    const other = await staffSession(app, 'support');
    const dropped = open({ staff: true }, { cookie: other.headers.cookie, origin: base });
    await connected(dropped);
    const first = next(dropped, 'inbox:message'); // recovery needs an offset to resume from
    expect((await guestSays(g, 'first')).statusCode).toBe(200);
    await first;
    const missed = collect(dropped, 'inbox:message');
    const away = next<string>(dropped, 'disconnect');
    // the network drops the connection (not a close the client asked for): recoverable
    // the engine's transport socket is not in socket.io-client's types: reached by its shape
    (dropped.io.engine as unknown as { transport: { ws: WebSocket } }).transport.ws.close();
    expect(await away).toBe('transport close');
    expect((await disable(other.login)).statusCode).toBe(200);
    expect((await guestSays(g, 'while away')).statusCode).toBe(200);
    const refusal = new Promise<string>((resolve) => {
      dropped.once('connect', () => resolve('recovered'));
      dropped.once('connect_error', (e) => resolve(e.message));
    });
    dropped.connect(); // back with its session id and offset: asks for recovery
    expect(await refusal).toBe('STAFF_UNAUTHORIZED');
    expect(dropped.recovered).toBe(false);
    dropped.disconnect();
    await pause(100);
    expect(missed).toEqual([]);
    expect(unseen).toEqual([]);
  });

  it('a member’s socket gets nothing after logout', async () => {
    const m = await registerAndLogin(app);
    const other = await registerAndLogin(app, {});
    const s = open({ token: m.token });
    await connected(s);
    const stays = open({ token: other.token });
    await connected(stays);
    const profile = await app.inject({ url: '/api/account/profile', headers: m.auth });
    const userId = profile.json().profile._id as string;
    const hi = await app.inject({
      method: 'POST',
      url: '/api/chat/send-message',
      headers: m.auth,
      payload: { sender: 'customer', userId, message: { message_type: 'text', payload: 'hello' } },
    });
    expect(hi.statusCode, hi.body).toBe(200);
    const list = await app.inject({
      url: `/api/operator/chat/conversations?status=all&q=${m.username}`,
      headers: operatorHeaders,
    });
    const id = (list.json().items as { id: string }[])[0]?.id;
    const closed = next<string>(s, 'disconnect');
    expect(
      (await app.inject({ method: 'POST', url: '/api/logout', headers: m.auth })).statusCode,
    ).toBe(200);
    expect(await closed).toBe('io server disconnect');
    const after = collect(s, 'chat:message');
    const reply = await app.inject({
      method: 'POST',
      url: `/api/operator/chat/conversations/${id}/messages`,
      headers: operatorHeaders,
      payload: { message: { message_type: 'text', payload: 'for the member only' } },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    await pause(100);
    expect(after).toEqual([]);
    // the old session's token opens nothing; another member's socket was left alone
    expect(await refused(open({ token: m.token }))).toBe('EXPIRED_AUTH_TOKEN');
    expect(stays.connected).toBe(true);
  });

  it('takes a handful of sockets per guest, not thousands', async () => {
    const g = await newGuest();
    const flood = Array.from({ length: 40 }, () => open(g));
    const outcomes = await Promise.all(
      flood.map(
        (s) =>
          new Promise<string>((resolve) => {
            s.once('connect', () => resolve('connected'));
            s.once('connect_error', (e) => resolve(e.message));
          }),
      ),
    );
    expect(outcomes.filter((o) => o === 'connected').length).toBeLessThanOrEqual(
      CHAT_LIMITS.socketsPerParty,
    );
    expect(outcomes.filter((o) => o !== 'connected').every((o) => o === 'REQUEST_LIMIT')).toBe(
      true,
    );
    for (const s of flood) s.disconnect();
    await pause(100);
    // one at a time, up to the limit; then refused; a closed one frees its place
    const mine = [];
    for (let i = 0; i < CHAT_LIMITS.socketsPerParty; i += 1) {
      const s = open(g);
      await connected(s);
      mine.push(s);
    }
    expect(await refused(open(g))).toBe('REQUEST_LIMIT');
    mine[0]?.disconnect();
    await pause(100);
    await connected(open(g));
  });
});
