import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import type { MemberRow } from '../members/repo';

/**
 * The member's row as the session's own read found it, without the password's hash (it is
 * carried on the request): a route that shows the member (the wallet view) needs no read more.
 */
export type SignedInMember = Omit<MemberRow, 'passwordHash'>;

/** The member a member route acts for: the auth module's hook resolves it from the token. */
export interface SessionMember {
  sessionId: number;
  memberId: number;
  phone: string;
  member: SignedInMember;
}

declare module 'fastify' {
  interface FastifyRequest {
    member: SessionMember | undefined;
  }
}

/** The signed-in member of a member-scoped route; the hook guarantees one is there. */
export function currentMember(request: FastifyRequest): SessionMember {
  if (!request.member) throw new AppError('UNAUTHORIZED', 401);
  return request.member;
}
