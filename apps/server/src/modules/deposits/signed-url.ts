import { createHmac, timingSafeEqual } from 'node:crypto';

export const SLIP_URL_TTL_SECONDS = 300;

/**
 * Short-lived links to slip images (`/media/slips/<reference>?expires=…&signature=…`): an HMAC
 * over the reference and the expiry, so only the server can make one and a link stops working
 * after SLIP_URL_TTL_SECONDS. Handed out to the slip's owner only (spec §7 slip reference).
 */
export class SlipUrls {
  constructor(
    private readonly key: Buffer,
    private readonly now: () => Date,
  ) {}

  private sign(reference: string, expires: number): string {
    return createHmac('sha256', this.key)
      .update(`slip:${reference}.${expires}`)
      .digest('base64url');
  }

  url(reference: string): string {
    const expires = Math.floor(this.now().getTime() / 1000) + SLIP_URL_TTL_SECONDS;
    const signature = this.sign(reference, expires);
    return `/media/slips/${encodeURIComponent(reference)}?expires=${expires}&signature=${signature}`;
  }

  valid(reference: string, expires: string, signature: string): boolean {
    const at = Number(expires);
    const nowSeconds = Math.floor(this.now().getTime() / 1000);
    if (!/^\d{1,12}$/.test(expires) || at < nowSeconds) return false;
    if (at > nowSeconds + SLIP_URL_TTL_SECONDS + 60) return false;
    const expected = Buffer.from(this.sign(reference, at));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
