import { describe, expect, it } from 'vitest';
import { validateRequired } from './required';

describe('validateRequired', () => {
  it('refuses empty, blank and missing values', () => {
    expect(validateRequired('')).toBe('REQUIRED');
    expect(validateRequired(' \t\n')).toBe('REQUIRED');
    expect(validateRequired(null)).toBe('REQUIRED');
    expect(validateRequired(undefined)).toBe('REQUIRED');
  });

  it('accepts any other text', () => {
    expect(validateRequired('a')).toBeNull();
    expect(validateRequired(' 0 ')).toBeNull();
  });
});
