/**
 * Codes the client gives failures that never reached a server answer. They sit in each app's
 * message table beside the server's ERROR_CODES.
 */
export const CLIENT_ERROR_CODES = ['NETWORK_ERROR', 'TIMEOUT', 'INVALID_RESPONSE'] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/**
 * A failed call: `code` is the body's `message` (spec §8) or a client code; `status` 0 = none.
 * `details` keeps the other fields of a JSON error body, e.g. the turnover still `remaining` of
 * `{ "message": "BONUS_CONDITION", "remaining": 1240 }` or the back-office's refusal `reason`;
 * empty when the body had none.
 */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly details: Readonly<Record<string, unknown>>;

  constructor(code: string, status: number, details: Record<string, unknown> = {}) {
    super(code);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The fields of an error body beside `message` (none for text bodies and arrays). */
export function detailsOf(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  const { message: _message, ...rest } = body as Record<string, unknown>;
  return rest;
}
