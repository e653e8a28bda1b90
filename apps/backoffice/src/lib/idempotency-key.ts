import { newIdempotencyKey } from '@wallet/web-kit/idempotency-key';

/**
 * One key per user action, reused when the same action (same parameters) is retried after a
 * failure; a new key once it succeeded or the parameters changed.
 */
export function createActionKeys() {
  let last: { signature: string; key: string } | null = null;
  return {
    keyFor(signature: string): string {
      if (!last || last.signature !== signature) {
        last = { signature, key: newIdempotencyKey() };
      }
      return last.key;
    },
    done(): void {
      last = null;
    },
  };
}
