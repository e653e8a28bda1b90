import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * A secret the server needs on every start: the env value when set, else a random one created
 * in DATA_DIR on first start (readable by the owner only) and reused afterwards, so the operator
 * CLI on the same machine can read it too.
 */
export async function ensureSecretFile(
  dataDir: string,
  fileName: string,
  fromEnv: string | undefined,
): Promise<string> {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, fileName);
  try {
    const existing = (await fs.readFile(file, 'utf8')).trim();
    if (existing.length >= 24) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await fs.mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  await fs.writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
