import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CredentialBox, ensureCredentialsKey, parseCredentialsKey } from './credential-box';

describe('game passwords at rest (AES-256-GCM)', () => {
  const box = new CredentialBox(randomBytes(32));

  it('seals with a fresh IV each time and opens for the same owner only', () => {
    const a = box.seal('Secret-pass9', '1001:pg');
    const b = box.seal('Secret-pass9', '1001:pg');
    expect(a).not.toBe(b);
    expect(a).not.toContain('Secret');
    expect(box.open(a, '1001:pg')).toBe('Secret-pass9');
    expect(() => box.open(a, '1002:pg')).toThrow();
    expect(() => new CredentialBox(randomBytes(32)).open(a, '1001:pg')).toThrow();
    const [v, iv, tag, data] = a.split('.');
    const flipped = Buffer.from(data!, 'base64url');
    flipped[0]! ^= 1;
    expect(() =>
      box.open([v, iv, tag, flipped.toString('base64url')].join('.'), '1001:pg'),
    ).toThrow();
    expect(() => box.open('plain text', '1001:pg')).toThrow();
  });

  it('reads a key as 64 hex digits or base64, and refuses anything else', () => {
    const key = randomBytes(32);
    expect(parseCredentialsKey(key.toString('hex'))).toEqual(key);
    expect(parseCredentialsKey(key.toString('base64'))).toEqual(key);
    expect(parseCredentialsKey('too-short')).toBeNull();
    expect(parseCredentialsKey(randomBytes(16).toString('hex'))).toBeNull();
    expect(() => new CredentialBox(randomBytes(16))).toThrow();
  });

  it('creates a private key file once and reuses it, unless the env gives one', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gamekey-'));
    const first = await ensureCredentialsKey(dir, undefined);
    expect(first).toHaveLength(32);
    expect(await ensureCredentialsKey(dir, undefined)).toEqual(first);
    expect((await fs.stat(path.join(dir, 'game-credentials.key'))).mode & 0o777).toBe(0o600);
    const given = randomBytes(32);
    expect(await ensureCredentialsKey(dir, given)).toBe(given);
    await fs.writeFile(path.join(dir, 'game-credentials.key'), 'garbage');
    await expect(ensureCredentialsKey(dir, undefined)).rejects.toThrow(/32-byte key/);
  });
});
