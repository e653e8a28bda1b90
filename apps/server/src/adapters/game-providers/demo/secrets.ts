import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  p: string,
  s: Buffer,
  n: number,
  o: { N: number },
) => Promise<Buffer>;
/**
 * Game passwords are 12 random characters chosen by the wallet (~69 bits), so a light scrypt
 * (N = 4096, a few ms) is plenty; an account call must stay well inside the provider timeout.
 */
const COST = { N: 4096 };

/** The demo provider keeps only a hash of game passwords, as a real provider would. */
export async function hashGamePassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, 32, COST);
  return `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyGamePassword(stored: string, password: string): Promise<boolean> {
  const [scheme, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, COST);
  return timingSafeEqual(actual, expected);
}

/** Tickets and game sessions: 256 random bits; only the SHA-256 is stored. */
export const newSecret = () => randomBytes(32).toString('base64url');
export const hashSecret = (value: string) => createHash('sha256').update(value).digest('hex');
