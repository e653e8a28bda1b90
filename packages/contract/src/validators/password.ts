import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';

export type PasswordError = 'REQUIRED' | 'PASSWORD_LENGTH';

/** Our security policy (not in the spec): 8–64 characters, spaces count. */
export function validatePassword(password: string): PasswordError | null {
  if (password === '') return 'REQUIRED';
  const { length } = password;
  return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH ? null : 'PASSWORD_LENGTH';
}

/** spec §5: the confirmation must equal the password exactly (no trimming). */
export function passwordsMatch(password: string, confirm: string): boolean {
  return password === confirm;
}
