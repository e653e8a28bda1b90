import type { FastifyRequest } from 'fastify';
import type { StaffRole } from '@wallet/contract';
import { AppError } from '../lib/app-error';

/** Who is calling the operator API or the back-office, and how they proved it. */
export interface StaffPrincipal {
  staffId: number;
  login: string;
  name: string;
  role: StaffRole;
  via: 'session' | 'api_key';
  sessionId: number | null;
  apiKeyId: number | null;
  csrfToken: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the staff module's hook on staff and operator routes. */
    staff: StaffPrincipal | undefined;
  }
}

/** The signed-in staff member of a staff or operator route; the hook guarantees one. */
export function currentStaff(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new AppError('STAFF_UNAUTHORIZED', 401);
  return request.staff;
}
