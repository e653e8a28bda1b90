import type { ErrorCode } from '@wallet/contract';

/**
 * A failure the client is meant to see: answered as `{ "message": code }` with `status`.
 * `detail` is logged, never sent (it may name internals).
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode | 'gone',
    readonly status: number = 400,
    readonly detail?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'AppError';
  }
}
