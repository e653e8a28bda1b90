import type { Page } from '@playwright/test';
import type { Locale } from '@wallet/contract';
import { bankName } from '../../apps/web/src/lib/bank-names';

/** A bank's short name as the page shows it, in the page's language (issue 13 bank names). */
export async function shortBankName(page: Page, code: string): Promise<string> {
  const lang = await page.evaluate(() => document.documentElement.lang);
  const locale: Locale = lang === 'lo' ? 'la' : lang === 'en' ? 'en' : 'th';
  return bankName(code, locale, { short: true }) ?? code;
}

/**
 * A QR provider's name as the deposit modal shows it (issue 23 §2: the deposit lookup's
 * qrGateways, from setting deposit.qrGateways), in the page's language.
 */
export async function qrProviderName(page: Page, code: string): Promise<string> {
  const lang = await page.evaluate(() => document.documentElement.lang);
  const locale: Locale = lang === 'lo' ? 'la' : lang === 'en' ? 'en' : 'th';
  const res = await page.request.get('/api/lookup/deposit', {
    headers: { 'accept-language': locale },
  });
  const body = (await res.json()) as { qrGateways?: { code: string; name: string }[] };
  return body.qrGateways?.find((g) => g.code === code)?.name ?? code;
}
