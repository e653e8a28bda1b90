import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export const GAME_CREDENTIALS_KEY_FILE = 'game-credentials.key';

/**
 * Game passwords at rest (issue 4): the member must be able to read theirs (spec §3 Game
 * account), so they are encrypted, not hashed: AES-256-GCM with a random 96-bit IV per value and
 * the owner (member and slot) as associated data, so a value copied to another row fails to open.
 * Format: `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */
export class CredentialBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('GAME_CREDENTIALS_KEY must be 32 bytes');
  }

  seal(plain: string, owner: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(owner));
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), data]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** Throws when the value was altered, moved to another owner, or sealed with another key. */
  open(sealed: string, owner: string): string {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || data === undefined)
      throw new Error('not a sealed value');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(owner));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }
}

/** 64 hex digits or base64 of 32 bytes → the key; anything else is refused by config/env.ts. */
export function parseCredentialsKey(text: string): Buffer | null {
  const t = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(t)) return Buffer.from(t, 'hex');
  const b = Buffer.from(t, 'base64');
  return b.length === 32 && /^[A-Za-z0-9+/_-]{43}=?$/.test(t) ? b : null;
}

/**
 * GAME_CREDENTIALS_KEY when set; otherwise a random key created in DATA_DIR on first start
 * (mode 0600) and reused, like the operator token. Losing it makes stored game passwords
 * unreadable (members then reset them), so it belongs in backups with the database.
 */
export async function ensureCredentialsKey(dataDir: string, fromEnv: Buffer | undefined) {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, GAME_CREDENTIALS_KEY_FILE);
  try {
    const key = parseCredentialsKey(await fs.readFile(file, 'utf8'));
    if (key) return key;
    throw new Error(`${file} does not hold a 32-byte key`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await fs.mkdir(dataDir, { recursive: true });
  const key = randomBytes(32);
  await fs.writeFile(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}
