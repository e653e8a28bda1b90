import { describe, expect, it } from 'vitest';
import { validatePhone } from './phone';

const th = { lao: false };
const la = { lao: true };

describe('validatePhone', () => {
  it('requires a value', () => {
    expect(validatePhone('', th)).toBe('REQUIRED');
    expect(validatePhone('   ', th)).toBe('REQUIRED');
    expect(validatePhone('', la)).toBe('REQUIRED');
  });

  it('needs exactly 10 digits outside Lao', () => {
    expect(validatePhone('081234567', th)).toBe('PHONE_NUMBER_REQUIRE_10_DIGIT');
    expect(validatePhone('0812345678', th)).toBeNull();
    expect(validatePhone('08123456789', th)).toBe('PHONE_NUMBER_REQUIRE_10_DIGIT');
  });

  it('refuses non-digits and surrounding spaces', () => {
    expect(validatePhone('081-234-567', th)).toBe('PHONE_NUMBER_REQUIRE_10_DIGIT');
    expect(validatePhone(' 0812345678', th)).toBe('PHONE_NUMBER_REQUIRE_10_DIGIT');
    expect(validatePhone('08123456７8', th)).toBe('PHONE_NUMBER_REQUIRE_10_DIGIT');
  });

  it('accepts 8 to 13 digits in Lao', () => {
    expect(validatePhone('1234567', la)).toBe('PHONE_NUMBER_REQUIRE_10_DIGIT');
    expect(validatePhone('12345678', la)).toBeNull();
    expect(validatePhone('2012345678', la)).toBeNull();
    expect(validatePhone('1234567890123', la)).toBeNull();
    expect(validatePhone('12345678901234', la)).toBe('PHONE_NUMBER_REQUIRE_10_DIGIT');
    expect(validatePhone('+8562012345678', la)).toBe('PHONE_NUMBER_REQUIRE_10_DIGIT');
  });
});
