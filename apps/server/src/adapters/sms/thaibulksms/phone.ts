/**
 * Thai mobiles as ThaiBulkSMS takes them (thaibulksms/tbs `src/validators.ts`): `0[689]` and 8
 * digits, or the same after 66 (a `+` stripped). Anything else (a Lao number, +856, a landline)
 * is not a Thai mobile: a Thai route cannot deliver it.
 */
const DOMESTIC = /^0([689]\d{8})$/;
const INTERNATIONAL = /^\+?66([689]\d{8})$/;

/** The number in the form the reference lists (`0xxxxxxxxx`), or null when not a Thai mobile. */
export function thaiMobile(phone: string): string | null {
  const digits = phone.trim().replace(/[\s-]/g, '');
  const m = DOMESTIC.exec(digits) ?? INTERNATIONAL.exec(digits);
  return m ? `0${m[1]}` : null;
}

/** The same Thai mobile in any of its forms (answers list numbers as `66…`). */
export function sameThaiMobile(a: string, b: string): boolean {
  const x = thaiMobile(a);
  return x !== null && x === thaiMobile(b);
}
