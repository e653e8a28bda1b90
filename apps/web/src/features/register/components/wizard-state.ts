import { DEFAULT_LAO_CURRENCY, LAO_CURRENCIES, type Currency } from '@wallet/contract';

/** The four steps of spec §2 /register, in order. */
export type StepId = 'phone' | 'otp' | 'profile' | 'bank';

/** Everything typed so far; lives in the wizard so going back keeps it. */
export type RegisterValues = {
  phone: string;
  name: string;
  password: string;
  confirm: string;
  sourceCode: string;
  inviteCode: string;
  bankCode: string;
  bankAccountNo: string;
  firstName: string;
  lastName: string;
  currency: Currency;
};

/** One OTP round for one phone: sent (verified false), then verified by code or by the server. */
export type OtpSession = {
  phone: string;
  otpRef: string;
  otpToken: string;
  /** Date.now() of the last send, for the resend countdown; 0 when unknown. */
  sentAt: number;
  verified: boolean;
};

export type ChangeValues = (patch: Partial<RegisterValues>) => void;

export const initialValues = (inviteCode: string | null): RegisterValues => ({
  phone: '',
  name: '',
  password: '',
  confirm: '',
  sourceCode: '',
  inviteCode: inviteCode ?? '',
  bankCode: '',
  bankAccountNo: '',
  firstName: '',
  lastName: '',
  currency: DEFAULT_LAO_CURRENCY,
});

export const stepsFor = (otpEnabled: boolean): StepId[] =>
  otpEnabled ? ['phone', 'otp', 'profile', 'bank'] : ['phone', 'profile', 'bank'];

/** Server answers that mean the phone step must be redone (spec §4, §8). */
export const PHONE_STEP_CODES: readonly string[] = [
  'EXISTING_USER',
  'PHONE_NUMBER_REQUIRE_10_DIGIT',
  'UNVERIFIED_OTP',
];

/** Optional text fields are left out of the request when blank. */
export const optional = (value: string): string | undefined => value.trim() || undefined;

/** The search parameter that holds the step (`?step=otp`); the phone step has none. */
export const STEP_PARAM = 'step';
const STEP_IDS: readonly StepId[] = ['phone', 'otp', 'profile', 'bank'];

export const parseStep = (value: string | null): StepId =>
  STEP_IDS.find((id) => id === value) ?? 'phone';

/** The wizard's OTP rounds kept at once (one per phone tried), newest first. */
const MAX_SESSIONS = 5;

/**
 * What survives a reload or Back/Forward, in sessionStorage (issue 13): everything typed except
 * the passwords, the OTP rounds (so a reload neither restarts nor re-sends while the countdown
 * runs) and the steps reached through the wizard's own checks.
 */
export type WizardSnapshot = {
  values: Omit<RegisterValues, 'password' | 'confirm'>;
  sessions: OtpSession[];
  reached: StepId[];
};

export function snapshotOf(
  { password: _password, confirm: _confirm, ...values }: RegisterValues,
  sessions: OtpSession[],
  reached: StepId[],
): WizardSnapshot {
  return { values, sessions, reached };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readSession(value: unknown): OtpSession | null {
  if (!isRecord(value)) return null;
  const { phone, otpRef, otpToken, sentAt, verified } = value;
  return typeof phone === 'string' &&
    typeof otpRef === 'string' &&
    typeof otpToken === 'string' &&
    typeof sentAt === 'number' &&
    Number.isFinite(sentAt) &&
    typeof verified === 'boolean'
    ? { phone, otpRef, otpToken, sentAt, verified }
    : null;
}

/** A saved snapshot, checked field by field; anything damaged is left at its start value. */
export function readSnapshot(raw: unknown, inviteCode: string | null): WizardSnapshot | null {
  if (!isRecord(raw)) return null;
  const start = initialValues(inviteCode);
  const saved = isRecord(raw.values) ? raw.values : {};
  const text = (key: keyof WizardSnapshot['values']): string => {
    const value = saved[key];
    return typeof value === 'string' ? value : start[key];
  };
  const currency = LAO_CURRENCIES.find((c) => c === saved.currency);
  const values: WizardSnapshot['values'] = {
    phone: text('phone'),
    name: text('name'),
    sourceCode: text('sourceCode'),
    // a stored invite link code always wins (the field is read-only then)
    inviteCode: inviteCode ?? text('inviteCode'),
    bankCode: text('bankCode'),
    bankAccountNo: text('bankAccountNo'),
    firstName: text('firstName'),
    lastName: text('lastName'),
    currency: currency ?? start.currency,
  };
  const sessions = (Array.isArray(raw.sessions) ? raw.sessions : [])
    .map(readSession)
    .filter((session): session is OtpSession => session !== null)
    .slice(0, MAX_SESSIONS);
  const reached = Array.isArray(raw.reached)
    ? STEP_IDS.filter((id) => (raw.reached as unknown[]).includes(id))
    : [];
  return { values, sessions, reached: reached.includes('phone') ? reached : ['phone', ...reached] };
}

/** `session` becomes the round of its phone, the others kept (newest first). */
export const withSession = (sessions: OtpSession[], session: OtpSession): OtpSession[] =>
  [session, ...sessions.filter((s) => s.phone !== session.phone)].slice(0, MAX_SESSIONS);

export const sessionFor = (sessions: OtpSession[], phone: string): OtpSession | null =>
  sessions.find((s) => s.phone === phone) ?? null;
