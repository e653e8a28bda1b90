import { describe, expect, it } from 'vitest';
import { formatBankAccountNo } from './bank-account-no';

describe('formatBankAccountNo', () => {
  it('groups exactly 10 digits 3-3-4', () => {
    expect(formatBankAccountNo('1234567890')).toBe('123-456-7890');
    expect(formatBankAccountNo('0000000000')).toBe('000-000-0000');
  });

  it('leaves anything else unchanged', () => {
    expect(formatBankAccountNo('123456789')).toBe('123456789');
    expect(formatBankAccountNo('12345678901')).toBe('12345678901');
    expect(formatBankAccountNo('123-456-7890')).toBe('123-456-7890');
    expect(formatBankAccountNo('12345a7890')).toBe('12345a7890');
    expect(formatBankAccountNo('')).toBe('');
  });
});
