import { createHash, timingSafeEqual } from 'node:crypto';
import { ensureSecretFile } from './secret-file';

export const OPERATOR_TOKEN_FILE = 'operator-token';

/**
 * The operator API's bearer token: OPERATOR_TOKEN when set, otherwise a random token created in
 * DATA_DIR on first start (readable by the owner only) and reused afterwards. The CLI reads the
 * same file, so an operator on the machine needs no setup.
 */
export const ensureOperatorToken = (dataDir: string, fromEnv: string | undefined) =>
  ensureSecretFile(dataDir, OPERATOR_TOKEN_FILE, fromEnv);

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time comparison (hashing first makes the lengths equal). */
export function tokensMatch(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}
