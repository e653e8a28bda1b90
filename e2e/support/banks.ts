import type { Page } from '@playwright/test';
import type { Locale } from '@wallet/contract';
import { bankName } from '../../apps/web/src/lib/bank-names';

/** A bank's short name as the page shows it, in the page's language (issue 13 bank names). */
export async function shortBankName(page: Page, code: string): Promise<string> {
  const lang = await page.evaluate(() => document.documentElement.lang);
  const locale: Locale = lang === 'lo' ? 'la' : lang === 'en' ? 'en' : 'th';
  return bankName(code, locale, { short: true }) ?? code;
}
