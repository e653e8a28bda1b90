import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { GuestIdentity } from '@wallet/contract';

const GUEST_ID = /^g[A-Za-z0-9_-]{16}$/;

/**
 * Guests' chat identities (issue 12): the server makes the id and signs it. The id is public (it
 * names the guest's room and shows in the staff inbox); the token is HMAC(key, id), so knowing a
 * guest's id is not enough to read their conversation, and nobody can make up a guest.
 */
export class GuestIdentities {
  constructor(private readonly key: Buffer) {}

  issue(): GuestIdentity {
    const guestId = `g${randomBytes(12).toString('base64url')}`;
    return { guestId, guestToken: this.sign(guestId) };
  }

  verify(guestId: string | undefined, token: string | undefined): boolean {
    if (!guestId || !token || !GUEST_ID.test(guestId)) return false;
    const expected = Buffer.from(this.sign(guestId));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private sign(guestId: string): string {
    return createHmac('sha256', this.key).update(`chat-guest:${guestId}`).digest('base64url');
  }
}
