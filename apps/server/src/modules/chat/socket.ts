import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createClient } from 'redis';
import {
  CHAT_SOCKET_BURST,
  CHAT_SOCKET_PATH,
  CHAT_SOCKET_RATE_PER_SECOND,
  roleAllows,
  type ChatClientEvents,
  type ChatServerEvents,
} from '@wallet/contract';
import type { SessionService } from '../auth/module';
import type { StaffService } from '../staff/module';
import { cookieValue, SESSION_COOKIE } from '../../kernel/http/headers';
import { customerRoom, STAFF_ROOM, type ChatBus } from './bus';
import { CHAT_LIMITS } from './brakes';
import type { GuestIdentities } from './guest-identity';
import type { ChatParty, ChatService } from './service';
import type { SessionEnd } from '../../kernel/lib/session-ends';
import type { MoneyEvents } from '../../kernel/ledger/money-events';

interface SocketData {
  /** a customer: who they are (from the handshake), and their conversation (found on typing) */
  party?: ChatParty;
  conversationId?: number;
  staffId?: number;
  /** who the handshake proved: a recovered socket must prove the same again */
  who?: string;
  tokens: number;
  refilledAt: number;
}

/**
 * Rooms named after what can end (docs/decisions/016 "Sessions end their sockets"): a session
 * ending closes its room's sockets on every copy. Customers are also in their customer room (the
 * member's sockets, all sessions) and their address's room (counted, never sent to).
 */
const memberSessionRoom = (sessionId: number) => `session:m${sessionId}`;
const staffSessionRoom = (sessionId: number) => `session:s${sessionId}`;
const staffMemberRoom = (staffId: number) => `staff:${staffId}`;
const addressRoom = (ip: string) => `address:${ip}`;

type ChatIo = Server<ChatClientEvents, ChatServerEvents, Record<string, never>, SocketData>;
type ChatSocket = Socket<ChatClientEvents, ChatServerEvents, Record<string, never>, SocketData>;

export interface ChatSocketDeps {
  chat: ChatService;
  sessions: SessionService;
  guests: GuestIdentities;
  staff: StaffService;
  /**
   * The ledger's news of money changed (decision 026), told to the member's sockets, and the
   * member's money version, told to each socket of theirs as it connects.
   */
  money?: { events: MoneyEvents; version: (memberId: number) => Promise<number> } | undefined;
  redisUrl?: string | undefined;
  /** as the HTTP server's TRUST_PROXY: the client's address is X-Forwarded-For's first */
  trustProxy?: boolean | undefined;
}

/**
 * A staff socket must come from a page of this site (no cross-site WebSocket hijacking): a
 * WebSocket or cross-origin request names its Origin, which must be this host; a same-origin
 * polling request may carry none, and then the browser's Sec-Fetch-Site, when sent, must agree.
 */
function sameOrigin(headers: Record<string, string | string[] | undefined>): boolean {
  const { origin, host } = headers;
  const site = headers['sec-fetch-site'];
  if (typeof origin !== 'string') return site === undefined || site === 'same-origin';
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** Token bucket per socket: CHAT_SOCKET_BURST events, CHAT_SOCKET_RATE_PER_SECOND refilled. */
function allowed(socket: ChatSocket): boolean {
  const now = Date.now();
  const d = socket.data;
  d.tokens = Math.min(
    CHAT_SOCKET_BURST,
    d.tokens + ((now - d.refilledAt) / 1000) * CHAT_SOCKET_RATE_PER_SECOND,
  );
  d.refilledAt = now;
  if (d.tokens < 1) {
    // far past the brake: a script, not a person typing
    if (d.tokens < -CHAT_SOCKET_BURST) socket.disconnect(true);
    d.tokens -= 1;
    socket.emit('chat:error', { message: 'TOO_MANY_REQUESTS' });
    return false;
  }
  d.tokens -= 1;
  return true;
}

/**
 * The live-chat socket (spec §2, §7; issue 12): socket.io on the API server. The handshake says
 * who connects — a member's session token, a guest's signed id, or a staff member's back-office
 * cookie with the chat permission — and the server puts the socket in its room; nobody picks a
 * room. With REDIS_URL set, the Redis streams adapter carries rooms across server copies, and
 * connection state recovery replays what a short drop missed.
 */
export async function attachChatSocket(
  app: FastifyInstance,
  deps: ChatSocketDeps,
): Promise<ChatIo> {
  const io: ChatIo = new Server(app.server, {
    path: CHAT_SOCKET_PATH,
    serveClient: false,
    maxHttpBufferSize: 16 * 1024,
    // a recovered socket passes the handshake checks again: a session that ended while the
    // socket was away, or a staff member disabled meanwhile, gets nothing more (socket.io skips
    // them on recovery by default)
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: false },
    cors: { origin: false },
  });
  let redis: ReturnType<typeof createClient> | undefined;
  if (deps.redisUrl) {
    redis = createClient({ url: deps.redisUrl });
    redis.on('error', (error: unknown) => app.log.warn({ err: error }, 'chat redis'));
    await redis.connect();
    io.adapter(createAdapter(redis));
  }

  const nsp = io.of('/');
  /** Sockets in a room on this copy, handshakes in progress included (they joined already). */
  const here = (room: string) => nsp.adapter.rooms.get(room)?.size ?? 0;
  /**
   * Whether a room holds more than `limit` sockets across copies: this copy's count first (no
   * round trip, and a flood of handshakes here is refused by it), then the other copies' through
   * the adapter (Redis). A copy that does not answer in time counts for nothing.
   */
  const overLimit = async (room: string, limit: number): Promise<boolean> => {
    if (here(room) > limit) return true;
    if (!redis) return false;
    const all = await io
      .in(room)
      .fetchSockets()
      .catch(() => []);
    const elsewhere = all.filter((s) => !nsp.sockets.has(s.id)).length;
    return here(room) + elsewhere > limit;
  };
  const addressOf = (socket: ChatSocket): string => {
    const forwarded = socket.handshake.headers['x-forwarded-for'];
    const first = typeof forwarded === 'string' ? forwarded.split(',')[0]?.trim() : undefined;
    return (deps.trustProxy && first) || socket.handshake.address;
  };

  io.use((socket, next) => {
    void (async () => {
      // a recovered socket comes back with its old data and rooms: it must prove the same again
      const before = socket.recovered ? socket.data.who : undefined;
      socket.data = { tokens: CHAT_SOCKET_BURST, refilledAt: Date.now() };
      const auth = (socket.handshake.auth ?? {}) as Record<string, unknown>;
      const rooms: string[] = [];
      if (auth.staff === true) {
        const { headers } = socket.handshake;
        if (!sameOrigin(headers)) throw new Error('STAFF_UNAUTHORIZED');
        const token = cookieValue(headers.cookie, SESSION_COOKIE);
        const who = token ? await deps.staff.resolveSession(token) : undefined;
        if (!who || who.sessionId === null) throw new Error('STAFF_UNAUTHORIZED');
        if (!roleAllows(who.role, 'chat.read')) throw new Error('STAFF_FORBIDDEN');
        socket.data.staffId = who.staffId;
        socket.data.who = `s${who.staffId}`;
        rooms.push(staffSessionRoom(who.sessionId), staffMemberRoom(who.staffId));
      } else if (typeof auth.token === 'string' && auth.token) {
        const member = await deps.sessions.resolve(auth.token);
        if (!member) throw new Error('EXPIRED_AUTH_TOKEN');
        socket.data.party = { memberId: member.memberId, guestId: null };
        socket.data.who = `m${member.memberId}`;
        rooms.push(memberSessionRoom(member.sessionId));
      } else {
        const guestId = typeof auth.guestId === 'string' ? auth.guestId : undefined;
        const guestToken = typeof auth.guestToken === 'string' ? auth.guestToken : undefined;
        if (!deps.guests.verify(guestId, guestToken) || !guestId) {
          throw new Error('CHAT_GUEST_INVALID');
        }
        socket.data.party = { memberId: null, guestId };
        socket.data.who = `g${guestId}`;
      }
      if (before !== undefined && before !== socket.data.who) throw new Error('UNAUTHORIZED');
      const { party } = socket.data;
      if (party) rooms.push(customerRoom(party), addressRoom(addressOf(socket)));
      // joined now, so that handshakes in progress count; a refused one leaves them again
      await socket.join(rooms);
      if (party) {
        // a few tabs and phones per member or guest, and a NAT address's worth per address
        // (decision 016 "Limits"); more is a script holding connections open
        if (await overLimit(customerRoom(party), CHAT_LIMITS.socketsPerParty)) {
          throw new Error('REQUEST_LIMIT');
        }
        if (await overLimit(addressRoom(addressOf(socket)), CHAT_LIMITS.socketsPerAddress)) {
          throw new Error('REQUEST_LIMIT');
        }
      }
    })().then(
      () => next(),
      (error: unknown) => next(error instanceof Error ? error : new Error('UNAUTHORIZED')),
    );
  });

  io.on('connection', (socket: ChatSocket) => {
    if (socket.data.staffId !== undefined) {
      void socket.join(STAFF_ROOM);
      socket.on('inbox:typing', (event) => {
        if (!allowed(socket) || typeof event !== 'object' || event === null) return;
        const { conversationId, typing } = event;
        if (typeof conversationId !== 'string' || !/^\d{1,12}$/.test(conversationId)) return;
        void deps.chat.roomOf(Number(conversationId)).then((room) => {
          if (!room) return;
          const payload = { conversationId, from: 'staff' as const, typing: typing === true };
          io.to(room).emit('chat:typing', payload);
          socket.to(STAFF_ROOM).emit('chat:typing', payload);
        });
      });
      socket.on('inbox:watch', () => {
        allowed(socket);
      });
      return;
    }
    const party = socket.data.party;
    if (!party) return void socket.disconnect(true);
    // decision 026: read after the socket joined the member's room (the handshake), so a change
    // that commits after this read reaches it as `money:changed`, and one before shows in it
    const { money } = deps;
    if (money && party.memberId !== null) {
      const memberId = party.memberId;
      void money
        .version(memberId)
        .then((version) => socket.emit('money:version', { version }))
        .catch(() => undefined); // the screen's own reads and the next change still tell
    }
    socket.on('chat:typing', (typing) => {
      if (!allowed(socket)) return;
      void (async () => {
        // found once it exists (typing often starts before the first message makes it)
        if (socket.data.conversationId === undefined) {
          const conv = await deps.chat.conversationOf(party, false);
          if (conv) socket.data.conversationId = conv.id;
        }
        const id = socket.data.conversationId;
        if (id === undefined) return;
        io.to(STAFF_ROOM).emit('chat:typing', {
          conversationId: String(id),
          from: 'customer',
          typing: typing === true,
        });
      })().catch(() => undefined);
    });
  });

  const bus: ChatBus = {
    toCustomer: (target, event, payload) => {
      (io.to(target).emit as (e: string, p: unknown) => boolean)(event, payload);
    },
    toStaff: (event, payload) => {
      (io.to(STAFF_ROOM).emit as (e: string, p: unknown) => boolean)(event, payload);
    },
    onlineStaff: async () => {
      const sockets = await io.in(STAFF_ROOM).fetchSockets();
      return [...new Set(sockets.map((s) => s.data.staffId).filter((id) => id !== undefined))];
    },
  };
  deps.chat.attach(bus);

  // a session that ends closes its sockets at once, on every copy (the adapter carries it)
  const endSession = (end: SessionEnd) => {
    if (end.kind === 'member-session')
      io.in(memberSessionRoom(end.sessionId)).disconnectSockets(true);
    else if (end.kind === 'staff-session')
      io.in(staffSessionRoom(end.sessionId)).disconnectSockets(true);
    else if (end.kind === 'staff') io.in(staffMemberRoom(end.staffId)).disconnectSockets(true);
    else {
      const all = io.in(customerRoom({ memberId: end.memberId, guestId: null }));
      const keep = end.keepSessionId;
      (keep === undefined ? all : all.except(memberSessionRoom(keep))).disconnectSockets(true);
    }
  };
  const unlisten = [deps.sessions.ends.listen(endSession), deps.staff.ends.listen(endSession)];
  // decision 026: money changed (committed) reaches the member's open screens, on every copy
  // through the adapter; their customer room holds every socket of theirs and nobody else's,
  // and a session that ends has its sockets closed above, so it hears nothing more
  if (deps.money) {
    unlisten.push(
      deps.money.events.listen(({ memberId }) => {
        io.to(customerRoom({ memberId, guestId: null })).emit('money:changed', {
          at: new Date().toISOString(),
        });
      }),
    );
  }
  // before the HTTP server closes: open sockets would keep it waiting
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    for (const stop of unlisten) stop();
    if (redis?.isOpen) await redis.quit().catch(() => undefined);
  });
  return io;
}
