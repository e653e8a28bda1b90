import type { ErrorCode } from '@wallet/contract';

/**
 * A failure the client is meant to see: answered as `{ "message": code }` with `status`.
 * `detail` is logged, never sent (it may name internals). `extra` is sent beside the message
 * when the member needs a figure to act on (BONUS_CONDITION's `remaining`, issue 8).
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode | 'gone',
    readonly status: number = 400,
    readonly detail?: string,
    readonly extra?: Readonly<Record<string, string | number | boolean>>,
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'AppError';
  }
}
