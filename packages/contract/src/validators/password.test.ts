import { describe, expect, it } from 'vitest';
import { passwordsMatch, validatePassword } from './password';

describe('validatePassword', () => {
  it('requires a value', () => {
    expect(validatePassword('')).toBe('REQUIRED');
  });

  it('accepts 8 to 64 characters', () => {
    expect(validatePassword('a'.repeat(7))).toBe('PASSWORD_LENGTH');
    expect(validatePassword('a'.repeat(8))).toBeNull();
    expect(validatePassword('a'.repeat(64))).toBeNull();
    expect(validatePassword('a'.repeat(65))).toBe('PASSWORD_LENGTH');
  });

  it('counts spaces (passwords are not trimmed)', () => {
    expect(validatePassword('        ')).toBeNull();
    expect(validatePassword(' abcdef ')).toBeNull();
  });
});

describe('passwordsMatch', () => {
  it('compares exactly', () => {
    expect(passwordsMatch('secret123', 'secret123')).toBe(true);
    expect(passwordsMatch('secret123', 'Secret123')).toBe(false);
    expect(passwordsMatch('secret123', 'secret123 ')).toBe(false);
    expect(passwordsMatch('', '')).toBe(true);
  });
});
