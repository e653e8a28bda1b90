import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('is a fresh v4 UUID each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(UUID_V4);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('works without crypto.randomUUID (a page served over plain http)', () => {
    // an own property hides the prototype's method, as in an insecure context
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const key = newIdempotencyKey();
      expect(key).toMatch(UUID_V4);
      expect(newIdempotencyKey()).not.toBe(key);
    } finally {
      Reflect.deleteProperty(crypto, 'randomUUID');
    }
  });
});
