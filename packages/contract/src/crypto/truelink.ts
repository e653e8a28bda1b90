/**
 * §7 POST /api/wallet/truelink: the link is encrypted on the client with a symmetric cipher.
 * Scheme (docs/decisions/008): AES-256-GCM, a random 12-byte IV, the key from
 * GET /api/lookup/deposit `truelinkKey` (base64url of 32 bytes); the wire form is
 * `v1.<base64url IV>.<base64url ciphertext with its 16-byte tag>`. The key is public: this keeps
 * the link out of casual logs and proxies, not from the member's own browser. Uses WebCrypto
 * only, so the same code runs in the browser and in Node 20.
 */
export const TRUELINK_PREFIX = 'v1';

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const padded = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(padded + '='.repeat((4 - (padded.length % 4)) % 4));
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

async function importKey(keyBase64Url: string, usage: 'encrypt' | 'decrypt') {
  const raw = fromBase64Url(keyBase64Url);
  if (raw.length !== 32) throw new Error('the truelink key must be 32 bytes');
  return crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, [usage]);
}

/** Encrypts a TrueMoney gift link for POST /api/wallet/truelink `{ link }`. */
export async function encryptTruelink(link: string, keyBase64Url: string): Promise<string> {
  const key = await importKey(keyBase64Url, 'encrypt');
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    key,
    new TextEncoder().encode(link),
  );
  return `${TRUELINK_PREFIX}.${toBase64Url(iv)}.${toBase64Url(new Uint8Array(sealed))}`;
}

/** The server's side: the link, or null when the text is not a link sealed with this key. */
export async function decryptTruelink(
  sealed: string,
  keyBase64Url: string,
): Promise<string | null> {
  try {
    const [prefix, iv, data, ...rest] = sealed.split('.');
    if (prefix !== TRUELINK_PREFIX || !iv || !data || rest.length > 0) return null;
    const ivBytes = fromBase64Url(iv);
    if (ivBytes.length !== 12) return null;
    const key = await importKey(keyBase64Url, 'decrypt');
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: ivBytes },
      key,
      fromBase64Url(data),
    );
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    return null;
  }
}

/** §7 a TrueMoney gift voucher link; answers the voucher hash, or null (TRUELINK_INVALID). */
export function truelinkVoucher(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.hostname !== 'gift.truemoney.com') return null;
  if (url.pathname !== '/campaign/' && url.pathname !== '/campaign') return null;
  const v = url.searchParams.get('v');
  return v && /^[A-Za-z0-9]{10,64}$/.test(v) ? v : null;
}
