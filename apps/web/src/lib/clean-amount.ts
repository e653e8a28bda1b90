/**
 * What the amount field keeps of what was typed or pasted: digits and one decimal point with at
 * most 2 decimals (the wire carries baht with 2 places); thousands separators are dropped.
 */
export function cleanAmount(text: string): string {
  const [whole = '', ...rest] = text.replace(/[^\d.]/g, '').split('.');
  return rest.length === 0 ? whole : `${whole}.${rest.join('').slice(0, 2)}`;
}
