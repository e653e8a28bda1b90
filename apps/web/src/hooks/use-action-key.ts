import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '@wallet/web-kit/idempotency-key';
import { isApiError } from '@/lib/api-error';

/** No answer came back: the server may have done it, so pressing again is the same action. */
export const isUnanswered = (error: unknown) =>
  isApiError(error) && (error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT');

/**
 * One Idempotency-Key per user action (ARCHITECTURE § Money). `next()` makes a key for a press;
 * after an answer is lost it hands the same key out again, so pressing again cannot receive or
 * end a bonus twice. `settle(error)` forgets the key once the server has answered.
 */
export function useActionKey() {
  const pending = useRef<string | null>(null);
  const next = useCallback(() => {
    pending.current ??= newIdempotencyKey();
    return pending.current;
  }, []);
  const settle = useCallback((error?: unknown) => {
    if (!error || !isUnanswered(error)) pending.current = null;
  }, []);
  const reset = useCallback(() => {
    pending.current = null;
  }, []);
  return { next, settle, reset };
}
