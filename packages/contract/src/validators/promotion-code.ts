/** spec §5: promotion codes are upper-cased before lookup and activation. */
export function normalizePromotionCode(code: string): string {
  return code.trim().toUpperCase();
}

export function validatePromotionCode(code: string): 'REQUIRED' | null {
  return normalizePromotionCode(code) === '' ? 'REQUIRED' : null;
}
