import { createHash, createHmac, randomBytes } from 'node:crypto';
import { drawFromHmac, sliceIndexOf, spinMessage } from '@wallet/contract';

/**
 * The server half of the provably fair draw (issue 10, docs/decisions/012). The arithmetic from
 * HMAC to slice lives in the contract, so the web page that lets a member check a spin computes
 * exactly what the server computed.
 */
export const newServerSeed = (): string => randomBytes(32).toString('hex');
export const newClientSeed = (): string => randomBytes(8).toString('hex');

/** What the member sees before spinning: SHA-256 of the server seed (its hex text, UTF-8). */
export const hashSeed = (serverSeed: string): string =>
  createHash('sha256').update(serverSeed, 'utf8').digest('hex');

export function drawOf(serverSeed: string, clientSeed: string, nonce: number): number {
  const hmac = createHmac('sha256', Buffer.from(serverSeed, 'utf8'))
    .update(spinMessage(clientSeed, nonce), 'utf8')
    .digest('hex');
  return drawFromHmac(hmac);
}

/** The slice a seed pair and nonce land on, given the version's weights in order. */
export function drawSlice(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  weights: readonly number[],
): { draw: number; index: number } {
  const draw = drawOf(serverSeed, clientSeed, nonce);
  return { draw, index: sliceIndexOf(draw, weights) };
}
