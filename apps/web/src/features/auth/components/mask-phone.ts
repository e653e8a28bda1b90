/**
 * A phone number shortened for the step-up explanation: the first two and the last four digits
 * (0812345678 → 08x-xxx-5678), enough for the member to recognise the phone the SMS went to.
 */
export function maskPhone(phone: string): string {
  const digits = phone.trim();
  if (digits.length < 7) return digits;
  return `${digits.slice(0, 2)}x-xxx-${digits.slice(-4)}`;
}
