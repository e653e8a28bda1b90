/** Codes the client gives failures that never reached a server answer. */
export const CLIENT_ERROR_CODES = ['NETWORK_ERROR', 'TIMEOUT', 'INVALID_RESPONSE'] as const;

/** Codes that mean "no valid staff session": the app goes to the sign-in page. */
export const SESSION_CODES: readonly string[] = [
  'STAFF_UNAUTHORIZED',
  'OPERATOR_UNAUTHORIZED',
  'UNAUTHORIZED',
];
export const FORBIDDEN_CODE = 'STAFF_FORBIDDEN';
export const CSRF_CODE = 'CSRF_INVALID';

/** A failed call: `code` is the body's `message` (`{message: CODE}`) or a client code. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  /** Why the server refused, when it said (e.g. BONUS_INVALID, SPINWHEEL_INVALID `reason`). */
  readonly reason: string | null;

  constructor(code: string, status: number, reason: string | null = null) {
    super(code);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.reason = reason;
  }
}

export const reasonOf = (error: unknown): string | null =>
  error instanceof ApiError ? error.reason : null;

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export const isForbidden = (error: unknown): boolean =>
  isApiError(error) && (error.code === FORBIDDEN_CODE || error.status === 403);
