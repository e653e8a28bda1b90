import { Secret, TOTP } from 'otpauth';

/** RFC 6238 with the authenticator apps' defaults: SHA-1, 6 digits, 30-second steps. */
const PERIOD_S = 30;

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpOf = (secret: string, login: string, issuer: string) =>
  new TOTP({
    issuer,
    label: login,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });

export const otpauthUri = (secret: string, login: string, issuer: string): string =>
  totpOf(secret, login, issuer).toString();

/**
 * The time step a code belongs to, when it is valid now (one step of clock drift either way),
 * else null. The caller accepts a step only once, so a code seen on the wire cannot be replayed.
 */
export function totpStep(secret: string, code: string, now: Date): number | null {
  const totp = totpOf(secret, 'check', 'check');
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_S) + delta;
}

/** The code for a moment (tests compute what an authenticator app would show). */
export const totpCode = (secret: string, at: Date): string =>
  totpOf(secret, 'check', 'check').generate({ timestamp: at.getTime() });
