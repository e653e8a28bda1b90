export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

export type PasswordProblem = 'tooShort' | 'tooLong' | 'mismatch' | null;

/** ASVS 2.1: length only (12–128, spaces allowed, no composition rules), then both equal. */
export function passwordProblem(password: string, confirm: string): PasswordProblem {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return 'tooShort';
  if (length > PASSWORD_MAX) return 'tooLong';
  if (password !== confirm) return 'mismatch';
  return null;
}

/** A hint only (never a rule): length and variety of characters. */
export function strengthOf(password: string): 'weak' | 'fair' | 'good' | 'strong' {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return 'weak';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((re) => re.test(password)).length;
  if (length >= 20 || (length >= 16 && kinds >= 3)) return 'strong';
  if (length >= 14 || kinds >= 3) return 'good';
  return 'fair';
}

/** The authenticator secret for typing by hand: groups of 4. */
export const groupSecret = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');
