import { DEFAULT_LAO_CURRENCY, type Currency } from '@wallet/contract';

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
