import { randomBytes, randomInt } from 'node:crypto';

/** Recovery codes: 10 of `xxxxx-xxxxx` (a–z, 0–9 without look-alikes), each usable once. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const part = () =>
  Array.from({ length: 5 }, () => ALPHABET[randomInt(0, ALPHABET.length)]).join('');
export const newRecoveryCodes = (n = 10): string[] =>
  Array.from({ length: n }, () => `${part()}-${part()}`);

/** A personal API key: `wk_<prefix>_<secret>`; the prefix names it in lists, never the secret. */
export function newApiKey(): { key: string; prefix: string } {
  const prefix = randomBytes(4).toString('hex');
  return { key: `wk_${prefix}_${randomBytes(24).toString('base64url')}`, prefix };
}
