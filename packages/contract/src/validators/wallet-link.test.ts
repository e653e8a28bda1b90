import { describe, expect, it } from 'vitest';
import { validateWalletLink } from './wallet-link';

describe('validateWalletLink', () => {
  it('refuses an empty or blank link', () => {
    expect(validateWalletLink('')).toBe('REQUIRED');
    expect(validateWalletLink('   ')).toBe('REQUIRED');
  });

  it('accepts any link text', () => {
    expect(validateWalletLink('https://gift.truemoney.com/campaign/?v=abc')).toBeNull();
  });
});
