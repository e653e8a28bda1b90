import type { FastifyRequest } from 'fastify';
import { GUEST_TOKEN_HEADER } from '@wallet/contract';
import { AppError } from '../../kernel/lib/app-error';
import type { SessionService } from '../auth/module';
import type { GuestIdentities } from './guest-identity';
import type { ChatParty, ChatService } from './service';

/** A guest's id may also come as a header (multipart uploads carry no JSON body). */
import { GUEST_ID_HEADER } from '../../kernel/http/headers';

export { GUEST_ID_HEADER };

export interface PartyDeps {
  sessions: SessionService;
  guests: GuestIdentities;
  chat: ChatService;
}

const headerOf = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Who is calling a chat endpoint (issue 12). A bearer session makes a member: a body userId must
 * be their own (CHAT_FORBIDDEN otherwise), and a guest identity sent beside it is carried into
 * the member's conversation. Without a session the caller is a guest, proven by the token the
 * server signed (CHAT_GUEST_INVALID otherwise); a userId alone reads nobody's conversation.
 */
export async function partyOf(
  request: FastifyRequest,
  who: { userId?: string | undefined; guestId?: string | undefined },
  deps: PartyDeps,
): Promise<ChatParty> {
  const auth = request.headers.authorization ?? '';
  const token = auth.startsWith('Bearer ') ? auth.slice(7).trim() : '';
  const guestId = who.guestId ?? headerOf(request, GUEST_ID_HEADER);
  const guestOk = deps.guests.verify(guestId, headerOf(request, GUEST_TOKEN_HEADER));
  if (token) {
    const member = await deps.sessions.resolve(token);
    if (!member) throw new AppError('EXPIRED_AUTH_TOKEN', 401);
    if (who.userId !== undefined && who.userId !== String(member.memberId)) {
      throw new AppError('CHAT_FORBIDDEN', 403);
    }
    if (guestId && guestOk) await deps.chat.merge(member.memberId, guestId);
    return { memberId: member.memberId, guestId: null };
  }
  if (guestId) {
    if (!guestOk) throw new AppError('CHAT_GUEST_INVALID', 401);
    return { memberId: null, guestId };
  }
  throw new AppError('UNAUTHORIZED', 401);
}
