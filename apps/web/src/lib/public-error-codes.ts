import { CLIENT_ERROR_CODES } from './api-error';

/**
 * The codes said from the public part of the messages (`publicErrors`) instead of the error texts
 * (decision 034): what a call without an answer gives, since an offline page cannot fetch the
 * texts; and the check a public page makes itself before they may have come (the register page's
 * phone number, spec §5).
 */
export const PUBLIC_ERROR_CODES = [...CLIENT_ERROR_CODES, 'PHONE_NUMBER_REQUIRE_10_DIGIT'] as const;

export type PublicErrorCode = (typeof PUBLIC_ERROR_CODES)[number];

export const isPublicErrorCode = (code: string): code is PublicErrorCode =>
  (PUBLIC_ERROR_CODES as readonly string[]).includes(code);
