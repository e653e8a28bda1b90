/** Thai (๐–๙), Lao (໐–໙) and full-width (０–９) digits: the zero of each block. */
const DIGIT_ZEROS = [0x0e50, 0x0ed0, 0xff10];

/** Thai, Lao and full-width digits as ASCII digits (a Thai or Lao keyboard can type them). */
function asciiDigits(text: string): string {
  return text.replace(/[\u0e50-\u0e59\u0ed0-\u0ed9\uff10-\uff19]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9) ?? code;
    return String(code - zero);
  });
}

/**
 * What the amount field keeps of what was typed or pasted: digits and one decimal point with at
 * most 2 decimals (the wire carries baht with 2 places); thousands separators are dropped, and
 * Thai, Lao and full-width digits become 0–9.
 */
export function cleanAmount(text: string, { whole: wholeOnly = false } = {}): string {
  const [whole = '', ...rest] = asciiDigits(text)
    .replace(/[^\d.]/g, '')
    .split('.');
  // kip is counted in whole kip (spec §9 LAK; the OnePay QR carries whole kip): no decimals
  if (wholeOnly) return whole;
  return rest.length === 0 ? whole : `${whole}.${rest.join('').slice(0, 2)}`;
}
