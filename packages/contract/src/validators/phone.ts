import { LAO_PHONE_LENGTH, PHONE_LENGTH } from '../constants';

export type PhoneError = 'REQUIRED' | 'PHONE_NUMBER_REQUIRE_10_DIGIT';

/**
 * spec §5: required; exactly 10 digits outside the Lao deployment. The spec sets no length for
 * Lao, so there we accept digits only, 8–13 long, and answer the same (only) §8 phone code.
 */
export function validatePhone(phone: string, { lao }: { lao: boolean }): PhoneError | null {
  if (phone.trim() === '') return 'REQUIRED';
  const pattern = lao
    ? new RegExp(`^\\d{${LAO_PHONE_LENGTH.min},${LAO_PHONE_LENGTH.max}}$`)
    : new RegExp(`^\\d{${PHONE_LENGTH}}$`);
  return pattern.test(phone) ? null : 'PHONE_NUMBER_REQUIRE_10_DIGIT';
}
