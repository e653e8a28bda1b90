import {
  LOCALE_COOKIE,
  LOCALES,
  SIGNED_IN_COOKIE,
  STORAGE_KEYS,
  type Locale,
} from '@wallet/contract';

/**
 * Browser storage for the keys of spec §3. Every access is guarded: private modes and full
 * quotas throw, and the app must keep working (without persistence) when they do.
 */
type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(which: Area, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // storage unavailable: the value lives only as long as the page
  }
}

function remove(which: Area, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // nothing stored, nothing to remove
  }
}

/** Not a §3 key: the wizard's OTP-verified token, for this browser session only (spec §4). */
export const REGISTER_OTP_KEY = 'register-otp';
export type RegisterOtp = { phone: string; otpToken: string };

function readRegisterOtp(): RegisterOtp | null {
  const text = read('session', REGISTER_OTP_KEY);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<RegisterOtp> | null;
    return typeof value?.phone === 'string' && typeof value.otpToken === 'string'
      ? { phone: value.phone, otpToken: value.otpToken }
      : null;
  } catch {
    return null;
  }
}

/**
 * Not a §3 key: the registration wizard's progress for this browser session (issue 13), so a
 * reload or Back/Forward lands on the same step with the OTP countdown still running. The
 * wizard decides the shape (it never puts a password here); storage only keeps the JSON.
 */
export const REGISTER_WIZARD_KEY = 'register-wizard';

/**
 * Not a §3 key: set once the login reminder about a running bonus was shown (issue 8), for this
 * browser session only; cleared with the session, so the next login shows it again.
 */
export const BONUS_REMINDER_KEY = 'bonus-reminder';

/**
 * Not a §3 key: set when the member launched a game or moved money into one in this browser
 * session (issue 15), so the reality check starts counting; cleared with the session.
 */
export const PLAYED_KEY = 'played';

/**
 * Beside §3's `guest-id`: the server-signed token that proves a guest's chat identity (issue 12).
 * Both stay across sessions (logout does not clear them): a guest who signs in has their guest
 * conversation carried into the member's, then the chat forgets them.
 */
export const GUEST_TOKEN_KEY = 'guest-token';
export type ChatGuest = { guestId: string; guestToken: string };

const YEAR_SECONDS = 31_536_000;

/**
 * Sets a cookie for every page of the site (Lax: sent on a link from another site too), for
 * `maxAge` seconds, or for the browser session when it is undefined (0 removes it). No document
 * (prerendering) or cookies blocked: nothing is kept, and the server falls back as it would.
 */
function setCookie(name: string, value: string, maxAge?: number): void {
  try {
    const lifetime = maxAge === undefined ? '' : `; max-age=${maxAge}`;
    document.cookie = `${name}=${value}; path=/${lifetime}; samesite=lax`;
  } catch {
    // nothing kept (see above)
  }
}

/** A cookie's value on this page, or null. */
function cookieOf(name: string): string | null {
  try {
    return new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(document.cookie)?.[1] ?? null;
  } catch {
    return null;
  }
}

/** A year: the server sends the public pages prerendered in this language (decision 027). */
export function writeLocaleCookie(locale: Locale): void {
  setCookie(LOCALE_COOKIE, locale, YEAR_SECONDS);
}

/** The language cookie the server chose the page by, when there is one. */
export function readLocaleCookie(): Locale | null {
  const value = cookieOf(LOCALE_COOKIE);
  return isLocale(value) ? value : null;
}

/**
 * The server's hint that this browser keeps a session (SIGNED_IN_COOKIE): member home then comes
 * prerendered. For as long as the token is kept: a year when remembered, else the browser session.
 */
const writeSignedInCookie = (remember: boolean) =>
  setCookie(SIGNED_IN_COOKIE, '1', remember ? YEAR_SECONDS : undefined);

/**
 * Not a §3 key: the member's balances as last read (spec §2 /user/home; lib/last-balances keeps
 * its shape), painted at once on the next visit; cleared with the session.
 */
export const LAST_BALANCES_KEY = 'last-balances';

const isLocale = (value: string | null): value is Locale =>
  value !== null && (LOCALES as readonly string[]).includes(value);

export const storage = {
  /** A remembered token (localStorage) wins over a session-only one (sessionStorage). */
  getToken(): string | null {
    return read('local', STORAGE_KEYS.token) ?? read('session', STORAGE_KEYS.token);
  },
  /** Spec §2 /login: persistent with remember-me, otherwise for the browser session only. */
  setToken(token: string, { remember }: { remember: boolean }): void {
    write(remember ? 'local' : 'session', STORAGE_KEYS.token, token);
    remove(remember ? 'session' : 'local', STORAGE_KEYS.token);
    writeSignedInCookie(remember);
  },
  /**
   * A session kept from before the hint existed gets it too. Only ever added here: a tab without
   * the token (a session-only one kept by another tab) must not take it from the others.
   */
  keepSignedInHint(): void {
    if (cookieOf(SIGNED_IN_COOKIE) === '1') return;
    const remembered = read('local', STORAGE_KEYS.token);
    if (remembered ?? read('session', STORAGE_KEYS.token)) writeSignedInCookie(Boolean(remembered));
  },
  /** Spec §4 session: logout or being unauthenticated clears token, last_sync and agreement. */
  clearSession(): void {
    for (const which of ['local', 'session'] as const) remove(which, STORAGE_KEYS.token);
    setCookie(SIGNED_IN_COOKIE, '', 0);
    remove('local', STORAGE_KEYS.lastSync);
    remove('local', STORAGE_KEYS.rememberAgreement);
    remove('local', LAST_BALANCES_KEY);
    remove('session', BONUS_REMINDER_KEY);
    remove('session', PLAYED_KEY);
  },
  getLocale(): Locale | null {
    const value = read('local', STORAGE_KEYS.locale);
    return isLocale(value) ? value : null;
  },
  /**
   * The choice is also a cookie, so the server sends the public pages prerendered in it (no
   * flash of another language before the app starts).
   */
  setLocale(locale: Locale): void {
    write('local', STORAGE_KEYS.locale, locale);
    writeLocaleCookie(locale);
  },
  hasAcceptedAgreement(): boolean {
    return read('local', STORAGE_KEYS.rememberAgreement) === 'true';
  },
  acceptAgreement(): void {
    write('local', STORAGE_KEYS.rememberAgreement, 'true');
  },
  /** Spec §2 /register: the invite code of a `?code=` link, kept until registration succeeds. */
  getInviteCode(): string | null {
    return read('local', STORAGE_KEYS.inviteCode)?.trim() || null;
  },
  setInviteCode(code: string): void {
    write('local', STORAGE_KEYS.inviteCode, code.trim());
  },
  clearInviteCode(): void {
    remove('local', STORAGE_KEYS.inviteCode);
  },
  /** Spec §2 /user/home: when the balances were last loaded (ms since epoch), under `last_sync`. */
  getLastSync(): number | null {
    const value = Number(read('local', STORAGE_KEYS.lastSync));
    return Number.isFinite(value) && value > 0 ? value : null;
  },
  setLastSync(time: number): void {
    write('local', STORAGE_KEYS.lastSync, String(time));
  },
  getLastBalances(): string | null {
    return read('local', LAST_BALANCES_KEY);
  },
  setLastBalances(text: string): void {
    write('local', LAST_BALANCES_KEY, text);
  },
  clearLastBalances(): void {
    remove('local', LAST_BALANCES_KEY);
  },
  getRegisterOtp: readRegisterOtp,
  setRegisterOtp(value: RegisterOtp): void {
    write('session', REGISTER_OTP_KEY, JSON.stringify(value));
  },
  clearRegisterOtp(): void {
    remove('session', REGISTER_OTP_KEY);
  },
  /** The wizard's saved progress, parsed (the wizard checks its shape); null when none. */
  getRegisterWizard(): unknown {
    const text = read('session', REGISTER_WIZARD_KEY);
    if (!text) return null;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return null;
    }
  },
  setRegisterWizard(value: unknown): void {
    write('session', REGISTER_WIZARD_KEY, JSON.stringify(value));
  },
  clearRegisterWizard(): void {
    remove('session', REGISTER_WIZARD_KEY);
  },
  hasBonusReminder(): boolean {
    return read('session', BONUS_REMINDER_KEY) === 'shown';
  },
  setBonusReminder(): void {
    write('session', BONUS_REMINDER_KEY, 'shown');
  },
  hasPlayed(): boolean {
    return read('session', PLAYED_KEY) === 'true';
  },
  setPlayed(): void {
    write('session', PLAYED_KEY, 'true');
  },
  /** The chat's guest identity: only both halves together count. */
  getChatGuest(): ChatGuest | null {
    const guestId = read('local', STORAGE_KEYS.guestId);
    const guestToken = read('local', GUEST_TOKEN_KEY);
    return guestId && guestToken ? { guestId, guestToken } : null;
  },
  setChatGuest({ guestId, guestToken }: ChatGuest): void {
    write('local', STORAGE_KEYS.guestId, guestId);
    write('local', GUEST_TOKEN_KEY, guestToken);
  },
  clearChatGuest(): void {
    remove('local', STORAGE_KEYS.guestId);
    remove('local', GUEST_TOKEN_KEY);
  },
};
