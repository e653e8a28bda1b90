import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { PERMISSION_NAMES, STAFF_ROLES } from '../staff';
import { IsoDate } from './common';

/**
 * The back-office's own session calls (issue 11, docs/decisions/013): one-time setup (password,
 * then an authenticator app), sign-in with password and code, who is signed in, sign-out. The
 * session is an HttpOnly SameSite=Strict cookie scoped to the back-office; writes carry the
 * CSRF token these answers give, in the `x-csrf-token` header.
 */
export const StaffRoleSchema = z.enum(STAFF_ROLES);
export const PermissionName = z.enum(PERMISSION_NAMES as [string, ...string[]]);

export const StaffView = z.object({
  id: z.number().int().describe('added (issue 12): to take a chat conversation as oneself'),
  login: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
  permissions: z.array(PermissionName),
});
export type StaffView = z.infer<typeof StaffView>;

export const SignedIn = z.object({ staff: StaffView, csrfToken: z.string() });
export type SignedIn = z.infer<typeof SignedIn>;

const SetupToken = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

/** ASVS 2.1: at least 12 characters, at most 128, any characters (spaces too), no composition rules. */
export const StaffPassword = z.string().min(12).max(128);
export const TotpCode = z.string().regex(/^\d{6}$/, { message: '6 digits' });
/** A recovery code (shown once at setup), usable once instead of the authenticator's code. */
export const RecoveryCode = z.string().regex(/^[a-z0-9]{5}-[a-z0-9]{5}$/);

export const backofficeApi = {
  setupInfo: defineEndpoint({
    method: 'GET',
    path: '/api/backoffice/setup/:token',
    summary: 'Who a setup link is for, while it is valid (24 h, once)',
    access: 'public',
    params: SetupToken,
    response: z.object({
      login: z.string(),
      name: z.string(),
      role: StaffRoleSchema,
      expiresAt: IsoDate,
    }),
  }),
  setupPassword: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/setup/:token/password',
    summary: 'Set the password; answers the authenticator secret to enrol',
    access: 'public',
    params: SetupToken,
    body: z.strictObject({ password: StaffPassword }),
    response: z.object({ otpauthUri: z.string(), secret: z.string() }),
  }),
  setupTotp: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/setup/:token/totp',
    summary: 'Confirm the authenticator with a code; answers the recovery codes, shown once',
    access: 'public',
    params: SetupToken,
    body: z.strictObject({ code: TotpCode }),
    response: z.object({ recoveryCodes: z.array(z.string()) }),
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/login',
    summary: 'Sign in with login, password and the authenticator (or a recovery) code',
    access: 'public',
    body: z.strictObject({
      login: z.string().trim().min(1).max(64),
      password: z.string().min(1).max(128),
      code: z.union([TotpCode, RecoveryCode]),
    }),
    response: SignedIn,
  }),
  me: defineEndpoint({
    method: 'GET',
    path: '/api/backoffice/me',
    summary: 'The signed-in staff member, their permissions and the CSRF token',
    access: 'staff',
    response: SignedIn,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/logout',
    summary: 'Sign out this session',
    access: 'staff',
    response: z.object({ ok: z.literal(true) }),
  }),
  logoutAll: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/logout-all',
    summary: 'Sign out every session of this staff member',
    access: 'staff',
    response: z.object({ ok: z.literal(true), sessions: z.number().int() }),
  }),
} as const;
