import { statusTone } from '@wallet/contract';

/**
 * Issue 13 "balances that stay live": while money is on its way the app asks again often at
 * first and then less and less: 3 s, 5 s, 10 s, then every 20 s, for at most 10 minutes.
 */
export const POLL_STEPS_MS: readonly number[] = [3_000, 5_000, 10_000];
export const POLL_SLOW_MS = 20_000;
export const POLL_MAX_MS = 10 * 60_000;

/**
 * How long to wait before the next look, `elapsedMs` after the wait began; false once it has
 * lasted `maxMs` (the caller stops polling and relies on focus, reconnect and modal closes).
 */
export function backoffDelay(elapsedMs: number, maxMs: number = POLL_MAX_MS): number | false {
  if (!(elapsedMs < maxMs)) return false;
  let at = 0;
  for (const step of POLL_STEPS_MS) {
    at += step;
    if (elapsedMs < at) return step;
  }
  return POLL_SLOW_MS;
}

/**
 * A TanStack Query `refetchInterval` that polls with the backoff while `isWaiting(data)` says
 * something in the answer is still in progress (a slip being checked, a withdrawal processing).
 * The wait is counted per query from the first answer that showed it; an answer without it
 * stops the polling and the next one starts the backoff again.
 */
export function pollWhile<T>(isWaiting: (data: T) => boolean, maxMs: number = POLL_MAX_MS) {
  const since = new WeakMap<object, number>();
  return (query: { state: { data: T | undefined } }): number | false => {
    const data = query.state.data;
    if (data === undefined || !isWaiting(data)) {
      since.delete(query);
      return false;
    }
    const now = Date.now();
    const start = since.get(query) ?? now;
    since.set(query, start);
    return backoffDelay(now - start, maxMs);
  };
}

/** §4: SUCCESS and FAILED are final (any case); anything else is still in progress. */
export const isInProgress = (status: string): boolean => statusTone(status) === 'pending';
