import {
  drawFromHmac,
  sliceIndexOf,
  spinMessage,
  type SpinRecord,
  type SpinSlice,
} from '@wallet/contract';

/**
 * The provably fair check of a past spin (issue 10, docs/decisions/012), done in the browser so
 * the member need not trust us to say it is fine:
 *   SHA-256(serverSeed) = seedHash (the hash shown before the spin), and
 *   HMAC-SHA256(key = serverSeed, message = "clientSeed:nonce") → draw → slice = the one recorded.
 */
export interface FairnessCrypto {
  sha256Hex: (text: string) => Promise<string>;
  hmacSha256Hex: (key: string, message: string) => Promise<string>;
}

const hex = (buffer: ArrayBuffer): string =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

/** The two digests from a WebCrypto SubtleCrypto (the browser's, or node's in a test). */
export function fairnessCryptoFrom(subtle: SubtleCrypto): FairnessCrypto {
  const utf8 = (text: string) => new TextEncoder().encode(text);
  return {
    sha256Hex: async (text) => hex(await subtle.digest('SHA-256', utf8(text))),
    hmacSha256Hex: async (key, message) => {
      const cryptoKey = await subtle.importKey(
        'raw',
        utf8(key),
        { name: 'HMAC', hash: 'SHA-256' },
        false,
        ['sign'],
      );
      return hex(await subtle.sign('HMAC', cryptoKey, utf8(message)));
    },
  };
}

/** The browser's WebCrypto, or null where it is missing (a page served over plain http). */
export function browserFairnessCrypto(): FairnessCrypto | null {
  const subtle = globalThis.crypto?.subtle as SubtleCrypto | undefined;
  return subtle ? fairnessCryptoFrom(subtle) : null;
}

export type SpinCheck =
  | { status: 'unrevealed' }
  | {
      status: 'verified' | 'mismatch';
      /** SHA-256 of the revealed seed equals the hash shown before the spin. */
      hashMatches: boolean;
      hmac: string;
      draw: number;
      /** The slice the recomputed draw lands on (null: the version has no such slice). */
      code: string | null;
      label: string | null;
    };

/** Recomputes one spin with the slices (in order) of the wheel version it was drawn on. */
export async function checkSpin(
  spin: Pick<SpinRecord, 'serverSeed' | 'seedHash' | 'clientSeed' | 'nonce' | 'code'>,
  slices: readonly Pick<SpinSlice, 'code' | 'label' | 'weight'>[],
  crypto: FairnessCrypto,
): Promise<SpinCheck> {
  if (spin.serverSeed === null) return { status: 'unrevealed' };
  const [seedHash, hmac] = await Promise.all([
    crypto.sha256Hex(spin.serverSeed),
    crypto.hmacSha256Hex(spin.serverSeed, spinMessage(spin.clientSeed, spin.nonce)),
  ]);
  const hashMatches = seedHash.toLowerCase() === spin.seedHash.toLowerCase();
  const draw = drawFromHmac(hmac);
  const slice =
    slices.length > 0
      ? slices[
          sliceIndexOf(
            draw,
            slices.map((s) => s.weight),
          )
        ]
      : undefined;
  const code = slice?.code ?? null;
  return {
    status: hashMatches && code === spin.code ? 'verified' : 'mismatch',
    hashMatches,
    hmac,
    draw,
    code,
    label: slice?.label ?? null,
  };
}
