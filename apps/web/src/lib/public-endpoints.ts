import type { accountApi, Endpoint, lookupApi } from '@wallet/contract';
import { ApiError } from './api-error';

/**
 * The calls of the public pages' first path (the login form, its guards, the site's name)
 * without their zod schemas, so the login page loads no zod at all. They are typed by the
 * contract's endpoints (`import type`: no code) and a test holds every field the client reads
 * (method, path, access, idempotency, timeout) equal to the contract's.
 *
 * Their answers are not checked against a schema: a drifted shape could only misplace a text or
 * fail the next call, never move money (the screens that show or move money keep their checks,
 * ARCHITECTURE § the contract). What they read is re-checked by hand where it steers the member.
 */
const unchecked = {
  safeParse: (data: unknown) => ({ success: true as const, data }),
};

/** `parts` as the contract's endpoint `E`, its answer taken as it came. */
function route<E extends Endpoint>(parts: Pick<E, 'method' | 'path' | 'summary' | 'access'>): E {
  return { ...parts, response: unchecked } as unknown as E;
}

export const publicEndpoints = {
  info: route<typeof lookupApi.info>({
    method: 'GET',
    path: '/api/lookup/info',
    summary: 'Site name, website and deployment',
    access: 'public',
  }),
  active: route<typeof lookupApi.active>({
    method: 'GET',
    path: '/api/lookup/active',
    summary: 'Whether the site is active; terminated sends /login to /terminated',
    access: 'public',
  }),
  login: route<typeof accountApi.login>({
    method: 'POST',
    path: '/api/login',
    summary: 'Log in with phone and password; answers a session token',
    access: 'public',
  }),
  loginOtp: route<typeof accountApi.loginOtp>({
    method: 'POST',
    path: '/api/login/otp',
    summary:
      'Added (issue 14): send the login code by SMS when the phone is a member’s; the same answer either way',
    access: 'public',
  }),
  logout: route<typeof accountApi.logout>({
    method: 'POST',
    path: '/api/logout',
    summary: 'Added: revoke the current session token',
    access: 'member',
  }),
} as const;

const isText = (value: unknown): value is string => typeof value === 'string';

/** The answer's fields the client reads, by hand: anything else is INVALID_RESPONSE. */
export function checked<T>(answer: T, valid: (answer: Record<string, unknown>) => boolean): T {
  if (answer === null || typeof answer !== 'object' || !valid(answer as Record<string, unknown>)) {
    throw new ApiError('INVALID_RESPONSE', 200);
  }
  return answer;
}

/** Lookup info steers the language, the currency and the rules of the register form. */
export const isSiteInfo = (info: Record<string, unknown>) =>
  isText(info.name) &&
  isText(info.website) &&
  (info.deployment === 'TH' || info.deployment === 'LA') &&
  typeof info.buddhistEra === 'boolean';

/** The session token is kept and sent with every member call. */
export const isLoginAnswer = (answer: Record<string, unknown>) => isText(answer.token);

/** The code's reference is shown, its token sent back with the code. */
export const isLoginOtpAnswer = (answer: Record<string, unknown>) =>
  isText(answer.otpRef) && isText(answer.otpToken);
