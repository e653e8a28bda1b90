import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. (Algorithm.Argon2id is the const enum 2.) */
const ARGON2: Options = {
  algorithm: 2 as NonNullable<Options['algorithm']>,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export const hashPassword = (password: string) => hash(password, ARGON2);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of a password nobody has, verified when the phone is unknown so timing tells nothing. */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
}

/** Opaque bearer secrets: 256 random bits, URL-safe. Only their SHA-256 is stored. */
export const newToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** 6 digits from a CSPRNG (crypto.randomInt is uniform, no modulo bias). */
export const newOtpCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** A short reference shown beside the code field; letters that cannot be misread. */
const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
export const newOtpRef = () =>
  Array.from({ length: 4 }, () => REF_ALPHABET[randomInt(0, REF_ALPHABET.length)]).join('');
