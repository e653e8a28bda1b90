import { createHmac, timingSafeEqual } from 'node:crypto';
import { ensureSecretFile } from '../../kernel/config/secret-file';

export const WEBHOOK_SECRET_FILE = 'payment-webhook-secret';

/** The webhook secret: PAYMENT_WEBHOOK_SECRET, else a key file in DATA_DIR (`qr:pay` asks the server, which applies the payment itself). */
export const ensureWebhookSecret = (dataDir: string, fromEnv: string | undefined) =>
  ensureSecretFile(dataDir, WEBHOOK_SECRET_FILE, fromEnv);

export { SIGNATURE_HEADER } from '../../kernel/http/headers';
/** How old a signed timestamp may be (a gateway's retries), and how far ahead (clock skew). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;
export const SIGNATURE_FUTURE_SECONDS = 60;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` (docs/decisions/008). */
export function signPayload(secret: string, body: string, at: Date = new Date()): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/**
 * Checks a signature header against the raw body: the timestamp at most 5 minutes old and at
 * most a minute ahead (issue 14: a signature dated ahead would stay replayable longer), and one of the `v1` values equal (constant time) to ours. False for anything malformed.
 */
export function verifySignature(
  secret: string,
  header: string | undefined,
  body: string,
  now: Date,
): boolean {
  if (!header || header.length > 1000) return false;
  let t: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [k, v] = part.trim().split('=', 2);
    if (k === 't' && v && /^\d{1,12}$/.test(v)) t = Number(v);
    else if (k === 'v1' && v && /^[0-9a-f]{64}$/.test(v)) signatures.push(v);
  }
  if (t === undefined || signatures.length === 0) return false;
  const age = now.getTime() / 1000 - t;
  if (age > SIGNATURE_TOLERANCE_SECONDS || age < -SIGNATURE_FUTURE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return signatures.some((s) => timingSafeEqual(Buffer.from(s, 'hex'), expected));
}
