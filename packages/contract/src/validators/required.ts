/** spec §5: login, profile and change-password fields are required (blank counts as empty). */
export function validateRequired(value: string | null | undefined): 'REQUIRED' | null {
  return value == null || value.trim() === '' ? 'REQUIRED' : null;
}
