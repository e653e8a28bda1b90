import { createHash, createHmac, webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoSlices, drawnSpin } from '@/testing/spin-fixtures';
import { browserFairnessCrypto, checkSpin, fairnessCryptoFrom } from '../fairness-check';

const SEED = 'e3b98a4da31a127d4bde6e43033f66ba274cab0eb7eb1c70ec41402bf6273dd8';

describe('provably fair check (issue 10)', () => {
  it('computes the same digests as node:crypto (a known vector)', async () => {
    const message = 'lucky-me:42';
    const expectedHmac = createHmac('sha256', SEED).update(message).digest('hex');
    const expectedHash = createHash('sha256').update(SEED).digest('hex');
    for (const crypto of [
      fairnessCryptoFrom(webcrypto.subtle as SubtleCrypto),
      browserFairnessCrypto(),
    ]) {
      expect(crypto).not.toBeNull();
      expect(await crypto!.hmacSha256Hex(SEED, message)).toBe(expectedHmac);
      expect(await crypto!.sha256Hex(SEED)).toBe(expectedHash);
    }
  });

  it('verifies an honest spin with the weights of its version', async () => {
    const crypto = browserFairnessCrypto()!;
    for (let nonce = 0; nonce < 20; nonce++) {
      const spin = drawnSpin(SEED, { nonce });
      const check = await checkSpin(spin, demoSlices(), crypto);
      expect(check.status, `nonce ${nonce}`).toBe('verified');
      if (check.status === 'unrevealed') continue;
      expect(check.code).toBe(spin.code);
      expect(check.draw).toBe(spin.draw);
      expect(check.hashMatches).toBe(true);
    }
  });

  it('reports a mismatch when the recorded slice is not the one drawn', async () => {
    const spin = drawnSpin(SEED, { nonce: 3 });
    const other = demoSlices().find((slice) => slice.code !== spin.code)!;
    const check = await checkSpin(
      { ...spin, code: other.code },
      demoSlices(),
      browserFairnessCrypto()!,
    );
    expect(check.status).toBe('mismatch');
  });

  it('reports a mismatch when the seed does not match the hash shown before', async () => {
    const spin = drawnSpin(SEED, { nonce: 3 });
    const check = await checkSpin(
      { ...spin, seedHash: '0'.repeat(64) },
      demoSlices(),
      browserFairnessCrypto()!,
    );
    expect(check).toMatchObject({ status: 'mismatch', hashMatches: false });
  });

  it('cannot check a spin whose seed is still in use', async () => {
    const check = await checkSpin(drawnSpin(null), demoSlices(), browserFairnessCrypto()!);
    expect(check).toEqual({ status: 'unrevealed' });
  });
});
