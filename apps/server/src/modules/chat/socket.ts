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
import type { SessionService } from '../auth/session-service';
import type { StaffService } from '../staff/service';
import { cookieValue, SESSION_COOKIE } from '../staff/auth';
import { customerRoom, STAFF_ROOM, type ChatBus } from './bus';
import type { GuestIdentities } from './guest-identity';
import type { ChatParty, ChatService } from './service';

interface SocketData {
  /** a customer: who they are (from the handshake), and their conversation (found on typing) */
  party?: ChatParty;
  conversationId?: number;
  staffId?: number;
  tokens: number;
  refilledAt: number;
}

type ChatIo = Server<ChatClientEvents, ChatServerEvents, Record<string, never>, SocketData>;
type ChatSocket = Socket<ChatClientEvents, ChatServerEvents, Record<string, never>, SocketData>;

export interface ChatSocketDeps {
  chat: ChatService;
  sessions: SessionService;
  guests: GuestIdentities;
  staff: StaffService;
  redisUrl?: string | undefined;
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
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000 },
    cors: { origin: false },
  });
  let redis: ReturnType<typeof createClient> | undefined;
  if (deps.redisUrl) {
    redis = createClient({ url: deps.redisUrl });
    redis.on('error', (error: unknown) => app.log.warn({ err: error }, 'chat redis'));
    await redis.connect();
    io.adapter(createAdapter(redis));
  }

  io.use((socket, next) => {
    void (async () => {
      socket.data.tokens = CHAT_SOCKET_BURST;
      socket.data.refilledAt = Date.now();
      const auth = (socket.handshake.auth ?? {}) as Record<string, unknown>;
      if (auth.staff === true) {
        const { headers } = socket.handshake;
        if (!sameOrigin(headers)) throw new Error('STAFF_UNAUTHORIZED');
        const token = cookieValue(headers.cookie, SESSION_COOKIE);
        const who = token ? await deps.staff.resolveSession(token) : undefined;
        if (!who) throw new Error('STAFF_UNAUTHORIZED');
        if (!roleAllows(who.role, 'chat.read')) throw new Error('STAFF_FORBIDDEN');
        socket.data.staffId = who.staffId;
        return;
      }
      if (typeof auth.token === 'string' && auth.token) {
        const member = await deps.sessions.resolve(auth.token);
        if (!member) throw new Error('EXPIRED_AUTH_TOKEN');
        socket.data.party = { memberId: member.memberId, guestId: null };
        return;
      }
      const guestId = typeof auth.guestId === 'string' ? auth.guestId : undefined;
      const guestToken = typeof auth.guestToken === 'string' ? auth.guestToken : undefined;
      if (!deps.guests.verify(guestId, guestToken) || !guestId) {
        throw new Error('CHAT_GUEST_INVALID');
      }
      socket.data.party = { memberId: null, guestId };
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
    void socket.join(customerRoom(party));
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
  // before the HTTP server closes: open sockets would keep it waiting
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    if (redis?.isOpen) await redis.quit().catch(() => undefined);
  });
  return io;
}
