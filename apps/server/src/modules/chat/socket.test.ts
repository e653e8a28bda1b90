import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_SOCKET_PATH, GUEST_TOKEN_HEADER } from '@wallet/contract';
import { buildTestApp } from '../../test/app';
import { staffSession } from '../../test/staff';

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
});
