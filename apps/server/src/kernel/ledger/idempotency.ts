import { createHash, randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { ErrorCode } from '@wallet/contract';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import { idempotencyKeys } from './tables';
import { AppError } from '../lib/app-error';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/**
 * Keys the server makes for a member call sent without one: a fresh one each time, so the call
 * runs once (a retry is a new call) while its transfers and answer are still recorded under it.
 */
export const SERVER_KEY_PREFIX = 'server:';
/** The web client sends a UUID; anything printable and short enough is accepted. */
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

/**
 * The Idempotency-Key of a money-moving request (ARCHITECTURE § Money). With `optional` (member
 * calls, decision 020) a request without one is made once under a key of its own, as spec §7's
 * client expects; otherwise it is required (KEY_MISSING). A malformed one is always KEY_INVALID.
 */
export function readIdempotencyKey(
  headers: Record<string, string | string[] | undefined>,
  options: { optional?: boolean } = {},
) {
  const value = headers[IDEMPOTENCY_HEADER];
  if (value === undefined && options.optional) return `${SERVER_KEY_PREFIX}${randomUUID()}`;
  if (value === undefined || value === '')
    throw new AppError('KEY_MISSING', 400, 'Idempotency-Key');
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) {
    throw new AppError('KEY_INVALID', 400, 'Idempotency-Key');
  }
  return value;
}

export interface IdempotencyScope {
  memberId: number;
  key: string;
  /** Which call (a key is never shared between calls). */
  endpoint: string;
  /** The parsed request parameters; a replay must carry the same ones. */
  params: unknown;
}

export interface RequestContext {
  requestId: number;
  /**
   * Stores the answer. Called inside the transaction of the request's last money movement, so
   * the movement and its answer are committed together (a crash cannot separate them).
   */
  complete(tx: Db, status: number, body: unknown): Promise<void>;
  /** Marks the request alive (long multi-leg requests), so recovery leaves it alone. */
  touch(): Promise<void>;
  /** The body stored by `complete`, if it was called (what the request will answer). */
  answered(): unknown;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

export const fingerprintOf = (endpoint: string, params: unknown) =>
  createHash('sha256')
    .update(`${endpoint}\n${JSON.stringify(canonical(params))}`)
    .digest('hex');

/**
 * One row per (member, key). The first request runs; a replay answers what the first one
 * answered (its status and body); the same key with other parameters is refused with
 * IDEMPOTENCY_KEY_REUSED; a replay while the first is still running answers TRANSFER_PENDING.
 * Answers that are not final (TRANSFER_PENDING, unexpected errors) are not stored: the recovery
 * job closes such requests once their transfers are settled or reversed. A 429 or 503 before
 * anything moved frees the key instead, so the member's retry under it is served.
 */
/** Refusals that mean "not now" (a limit, a reader or provider busy), never "no". */
const TRY_AGAIN = new Set([429, 503]);

export class Idempotency {
  constructor(private readonly db: Db) {}

  async run<T>(scope: IdempotencyScope, op: (ctx: RequestContext) => Promise<T>): Promise<T> {
    const fingerprint = fingerprintOf(scope.endpoint, scope.params);
    // raw SQL on the hot path: every money-moving request passes here (bench/wallet.mjs)
    const [row] = await rows<{ id: string }>(
      this.db,
      sql`INSERT INTO idempotency_keys (member_id, key, endpoint, fingerprint)
          VALUES (${scope.memberId}, ${scope.key}, ${scope.endpoint}, ${fingerprint})
          ON CONFLICT DO NOTHING RETURNING id::text`,
    );
    if (!row) return (await this.replay(scope, fingerprint)) as T;
    const requestId = Number(row.id);
    // the answer stored with the last money movement, once its transaction returned
    let stored: { status: number; body: unknown } | undefined;
    const ctx: RequestContext = {
      requestId,
      complete: async (tx, status, body) => {
        if (await this.finish(requestId, status, body, tx)) stored = { status, body };
      },
      answered: () => stored?.body,
      touch: async () => {
        await this.db
          .update(idempotencyKeys)
          .set({ updatedAt: sql`now()` })
          .where(eq(idempotencyKeys.id, requestId));
      },
    };
    try {
      const answer = await op(ctx);
      if (stored) {
        return answerOf({
          status: 'done',
          responseStatus: stored.status,
          responseBody: stored.body,
        }) as T;
      }
      if (await this.finish(requestId, 200, answer)) return answer;
      // stored already, with its last money movement: that is the answer, now and on replay
      return (await this.stored(requestId)) as T;
    } catch (error) {
      if (error instanceof AppError && !stored && TRY_AGAIN.has(error.status)) {
        // "busy, try again" before anything moved: the key is freed, so the same request retried
        // under it runs, instead of replaying the refusal for ever
        await this.release(requestId);
      } else if (error instanceof AppError && error.code !== 'TRANSFER_PENDING') {
        await this.finish(requestId, error.status, { ...error.extra, message: error.code });
      }
      throw error;
    }
  }

  /** Stores the answer unless one is stored already (the first final answer wins). */
  async finish(requestId: number, status: number, body: unknown, tx: Db = this.db) {
    const updated = await rows(
      tx,
      sql`UPDATE idempotency_keys
          SET status = 'done', response_status = ${status},
              response_body = ${JSON.stringify(body)}::jsonb, updated_at = now()
          WHERE id = ${requestId} AND status = 'running' RETURNING id`,
    );
    return updated.length > 0;
  }

  /**
   * Frees the key of a request that moved nothing: still running (no answer stored with a money
   * movement) and no transfer or withdrawal made under it. One that did keeps its row: the
   * recovery job closes it once its transfers are settled or reversed. Never throws for a row it
   * must keep (the foreign keys would refuse the delete).
   */
  private async release(requestId: number): Promise<void> {
    await rows(
      this.db,
      sql`DELETE FROM idempotency_keys
          WHERE id = ${requestId} AND status = 'running'
            AND NOT EXISTS (SELECT 1 FROM transfers WHERE request_id = ${requestId})
            AND NOT EXISTS (SELECT 1 FROM withdrawals WHERE request_id = ${requestId})`,
    );
  }

  /** Requests still running with no sign of life since `before` (for the recovery job). */
  async staleRunning(before: Date, limit = 100) {
    return this.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.status, 'running'), lt(idempotencyKeys.updatedAt, before)))
      .limit(limit);
  }

  /** Drops a request that moved nothing, so its key may be used afresh. */
  async forget(requestId: number): Promise<void> {
    await this.db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.id, requestId), eq(idempotencyKeys.status, 'running')));
  }

  private async replay(scope: IdempotencyScope, fingerprint: string): Promise<unknown> {
    const [row] = await this.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.memberId, scope.memberId), eq(idempotencyKeys.key, scope.key)));
    if (row && (row.endpoint !== scope.endpoint || row.fingerprint !== fingerprint)) {
      throw new AppError('IDEMPOTENCY_KEY_REUSED', 409);
    }
    return answerOf(row);
  }

  private async stored(requestId: number): Promise<unknown> {
    const [row] = await this.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.id, requestId));
    return answerOf(row);
  }
}

type StoredAnswer = Pick<
  typeof idempotencyKeys.$inferSelect,
  'status' | 'responseStatus' | 'responseBody'
>;

/** A stored answer as the first request gave it: its body, or its error code and status. */
function answerOf(row: StoredAnswer | undefined): unknown {
  // still running (a double tap, or in doubt), or forgotten a moment ago by recovery
  if (!row || row.status !== 'done') throw new AppError('TRANSFER_PENDING', 409);
  const status = row.responseStatus ?? 200;
  if (status >= 400) {
    const { message, ...extra } = (row.responseBody ?? {}) as {
      message?: string;
      [k: string]: string | number | boolean | undefined;
    };
    const code = (message ?? 'KEY_INVALID') as ErrorCode;
    const kept = Object.keys(extra).length ? (extra as Record<string, string | number>) : undefined;
    throw new AppError(code, status, 'replayed', kept);
  }
  return row.responseBody;
}
