import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

/** The member a member route acts for: the auth module's hook resolves it from the token. */
export interface SessionMember {
  sessionId: number;
  memberId: number;
  phone: string;
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
