import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived links to stored files (`<base>/<id>?expires=…&signature=…`): an HMAC over a scope,
 * the id and the expiry, so only the server can make one, a link for one kind of file opens no
 * other kind, and it stops working after `ttlSeconds`. Handed out only to who may see the file.
 */
export class SignedLinks {
  constructor(
    private readonly key: Buffer,
    private readonly now: () => Date,
    private readonly scope: string,
    private readonly base: `/${string}`,
    readonly ttlSeconds: number,
  ) {}

  private sign(id: string, expires: number): string {
    return createHmac('sha256', this.key)
      .update(`${this.scope}:${id}.${expires}`)
      .digest('base64url');
  }

  url(id: string): string {
    const expires = Math.floor(this.now().getTime() / 1000) + this.ttlSeconds;
    const signature = this.sign(id, expires);
    return `${this.base}/${encodeURIComponent(id)}?expires=${expires}&signature=${signature}`;
  }

  valid(id: string, expires: string, signature: string): boolean {
    const at = Number(expires);
    const nowSeconds = Math.floor(this.now().getTime() / 1000);
    if (!/^\d{1,12}$/.test(expires) || at < nowSeconds) return false;
    if (at > nowSeconds + this.ttlSeconds + 60) return false;
    const expected = Buffer.from(this.sign(id, at));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
