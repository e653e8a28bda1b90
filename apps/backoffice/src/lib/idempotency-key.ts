/** A fresh Idempotency-Key: `crypto.randomUUID`, or a v4 UUID from getRandomValues on http. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

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
