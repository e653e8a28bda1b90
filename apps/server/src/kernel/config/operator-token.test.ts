import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureOperatorToken, tokensMatch } from './operator-token';

describe('operator token', () => {
  it('creates a private token file once and reuses it', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'optoken-'));
    const first = await ensureOperatorToken(dir, undefined);
    expect(first.length).toBeGreaterThanOrEqual(40);
    expect(await ensureOperatorToken(dir, undefined)).toBe(first);
    const stat = await fs.stat(path.join(dir, 'operator-token'));
    expect(stat.mode & 0o777).toBe(0o600);
  });

  it('prefers OPERATOR_TOKEN', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'optoken-'));
    expect(await ensureOperatorToken(dir, 'from-env-token-0123456789abcdef')).toBe(
      'from-env-token-0123456789abcdef',
    );
  });

  it('compares tokens exactly', () => {
    expect(tokensMatch('abc', 'abc')).toBe(true);
    expect(tokensMatch('abc', 'abd')).toBe(false);
    expect(tokensMatch('', 'abc')).toBe(false);
  });
});
