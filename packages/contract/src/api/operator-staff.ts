import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { IsoDate } from './common';
import { StaffRoleSchema } from './backoffice';

const Login = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9._-]{2,31}$/, { message: '3–32 lower-case letters, digits, . _ -' });
const Reason = z.string().trim().min(3).max(500);

export const AuditEntry = z.object({
  id: z.string(),
  at: IsoDate,
  actor: z.string().describe('staff login (or "bootstrap" for the bootstrap key)'),
  role: z.string(),
  via: z.enum(['session', 'api_key']),
  action: z.string().describe('METHOD /api/operator/… of the call'),
  target: z.string().nullable(),
  reason: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string(),
  outcome: z.enum(['done', 'refused', 'failed']),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/**
 * Money in or out per currency: one row for each currency the site holds, zeros included, and
 * never a figure summed across currencies (a kip amount added to a baht one means nothing).
 */
const Flow = z.array(
  z.object({ currency: z.string(), count: z.number().int(), amount: z.number() }),
);
const Queue = z.object({ count: z.number().int(), oldestAt: IsoDate.nullable() });

/** The back-office dashboard: money in and out, members, queues, the last 14 days. */
export const Dashboard = z.object({
  today: z.object({
    deposits: Flow,
    withdrawals: Flow,
    newMembers: z.number().int(),
    activeMembers: z.number().int(),
  }),
  week: z.object({
    deposits: Flow,
    withdrawals: Flow,
    newMembers: z.number().int(),
    activeMembers: z.number().int(),
  }),
  queues: z.object({ deposits: Queue, withdrawals: Queue }),
  /** The currencies the figures are in, in the order they are listed (baht first). */
  currencies: z.array(z.string()),
  days: z.array(
    z.object({
      day: z.string().describe('YYYY-MM-DD, site time zone'),
      /** One row per currency of `currencies`. */
      money: z.array(
        z.object({ currency: z.string(), deposits: z.number(), withdrawals: z.number() }),
      ),
      newMembers: z.number().int(),
    }),
  ),
});
export type Dashboard = z.infer<typeof Dashboard>;

/** Staff, API keys, the audit log and the dashboard (issue 11). */
export const operatorStaffApi = {
  listStaff: defineEndpoint({
    method: 'GET',
    path: '/api/operator/staff',
    summary: 'Staff accounts with their role, status and last sign-in',
    access: 'operator',
    permission: 'staff.manage',
    response: z.object({
      staff: z.array(
        z.object({
          login: z.string(),
          name: z.string(),
          role: StaffRoleSchema,
          status: z.enum(['pending', 'active', 'disabled']),
          lastLoginAt: IsoDate.nullable(),
          createdAt: IsoDate,
        }),
      ),
    }),
  }),
  addStaff: defineEndpoint({
    method: 'POST',
    path: '/api/operator/staff',
    summary: 'Add a staff account; answers a one-time setup link (24 h)',
    access: 'operator',
    permission: 'staff.manage',
    body: z.strictObject({
      login: Login,
      name: z.string().trim().min(1).max(100),
      role: StaffRoleSchema,
      reason: Reason,
    }),
    response: z.object({ login: z.string(), setupPath: z.string(), expiresAt: IsoDate }),
  }),
  updateStaff: defineEndpoint({
    method: 'PUT',
    path: '/api/operator/staff/:login',
    summary: 'Change a staff member’s role or status (disabling ends their sessions and keys)',
    access: 'operator',
    permission: 'staff.manage',
    params: z.object({ login: z.string().min(1).max(64) }),
    body: z.strictObject({
      role: StaffRoleSchema.optional(),
      status: z.enum(['active', 'disabled']).optional(),
      reason: Reason,
    }),
    response: z.object({ login: z.string(), role: StaffRoleSchema, status: z.string() }),
  }),
  resetStaff: defineEndpoint({
    method: 'POST',
    path: '/api/operator/staff/:login/reset',
    summary:
      'Start a staff member’s setup again (new password and authenticator); ends sessions, revokes API keys',
    access: 'operator',
    permission: 'staff.manage',
    params: z.object({ login: z.string().min(1).max(64) }),
    body: z.strictObject({ reason: Reason }),
    response: z.object({ login: z.string(), setupPath: z.string(), expiresAt: IsoDate }),
  }),
  listApiKeys: defineEndpoint({
    method: 'GET',
    path: '/api/operator/api-keys',
    summary: 'Personal API keys (never the keys themselves)',
    access: 'operator',
    permission: 'staff.manage',
    response: z.object({
      keys: z.array(
        z.object({
          id: z.string(),
          login: z.string(),
          name: z.string(),
          prefix: z.string(),
          createdAt: IsoDate,
          lastUsedAt: IsoDate.nullable(),
          revokedAt: IsoDate.nullable(),
        }),
      ),
    }),
  }),
  createApiKey: defineEndpoint({
    method: 'POST',
    path: '/api/operator/api-keys',
    summary: 'Issue a personal API key for a staff member; the key is shown once',
    access: 'operator',
    permission: 'staff.manage',
    body: z.strictObject({
      login: z.string().min(1).max(64),
      name: z.string().trim().min(1).max(60),
    }),
    response: z.object({ id: z.string(), key: z.string(), prefix: z.string() }),
  }),
  revokeApiKey: defineEndpoint({
    method: 'POST',
    path: '/api/operator/api-keys/:id/revoke',
    summary: 'Revoke a personal API key',
    access: 'operator',
    permission: 'staff.manage',
    params: z.object({ id: z.string().regex(/^\d{1,18}$/) }),
    body: z.strictObject({ reason: Reason }),
    response: z.object({ id: z.string(), revokedAt: IsoDate }),
  }),
  dashboard: defineEndpoint({
    method: 'GET',
    path: '/api/operator/dashboard',
    summary: 'Today’s and this week’s money and members, queue sizes and ages, the last 14 days',
    access: 'operator',
    permission: 'deposits.read',
    response: Dashboard,
  }),
  audit: defineEndpoint({
    method: 'GET',
    path: '/api/operator/audit',
    summary: 'The audit log, newest first, filtered by actor, action or target text',
    access: 'operator',
    permission: 'audit.read',
    query: z.strictObject({
      limit: z.coerce.number().int().min(1).max(500).default(50),
      before: z.coerce.number().int().min(1).optional().describe('entries older than this id'),
      q: z.string().trim().max(100).optional(),
    }),
    response: z.object({ entries: z.array(AuditEntry) }),
  }),
} as const;
