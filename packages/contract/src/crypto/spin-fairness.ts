/**
 * The provably fair draw of the prize wheel (issue 10, docs/decisions/012), shared by the server
 * that draws and the web page that lets a member check it. Computing the HMAC itself is left to
 * each side (node:crypto, WebCrypto); this is the arithmetic both must agree on.
 *
 *   hmac  = HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}`)   (hex)
 *   draw  = first 13 hex digits (52 bits) as an integer / 2^52                  in [0, 1)
 *   slice = the first slice whose cumulative weight exceeds floor(draw × total weight)
 */
export const spinMessage = (clientSeed: string, nonce: number): string => `${clientSeed}:${nonce}`;

const DRAW_HEX_DIGITS = 13;
const DRAW_SCALE = 2 ** 52;

/** The draw in [0, 1) read from an HMAC in hex (52 bits: exact in a double). */
export function drawFromHmac(hex: string): number {
  if (!/^[0-9a-f]{64}$/i.test(hex)) throw new Error('expected a SHA-256 HMAC in hex');
  return parseInt(hex.slice(0, DRAW_HEX_DIGITS), 16) / DRAW_SCALE;
}

/** The index of the slice a draw lands on, given the version's integer weights in order. */
export function sliceIndexOf(draw: number, weights: readonly number[]): number {
  if (!(draw >= 0 && draw < 1)) throw new Error(`draw out of range: ${draw}`);
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total <= 0 || weights.some((w) => !Number.isInteger(w) || w <= 0)) {
    throw new Error('weights must be positive integers');
  }
  const target = Math.floor(draw * total);
  let cumulative = 0;
  for (let i = 0; i < weights.length; i++) {
    cumulative += weights[i]!;
    if (target < cumulative) return i;
  }
  return weights.length - 1;
}
