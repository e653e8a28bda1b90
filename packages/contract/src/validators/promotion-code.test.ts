import { describe, expect, it } from 'vitest';
import { normalizePromotionCode, validatePromotionCode } from './promotion-code';

describe('promotion code', () => {
  it('is upper-cased and trimmed', () => {
    expect(normalizePromotionCode(' new100 ')).toBe('NEW100');
    expect(normalizePromotionCode('Abc')).toBe('ABC');
  });

  it('is required', () => {
    expect(validatePromotionCode('')).toBe('REQUIRED');
    expect(validatePromotionCode('   ')).toBe('REQUIRED');
    expect(validatePromotionCode('x')).toBeNull();
  });
});
