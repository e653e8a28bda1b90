import { test as base, expect } from './test';
import { en } from '../../apps/web/src/locales/en/index';
import { th } from '../../apps/web/src/locales/th/index';

/**
 * Specs read their labels from the app's own message tables, so one spec runs in Thai on the
 * phone project and in English on the desktop project (playwright.config.ts `metadata.lang`).
 */
/**
 * The texts as the Thai site shows them: every "{{currency}}" and "{{symbol}}" (the site's
 * currency, filled in by the app from its deployment) already written in, so specs fill only
 * their own values.
 */
function onThaiSite<T>(table: T, word: string): T {
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string')
      return value.replaceAll('{{currency}}', word).replaceAll('{{symbol}}', '฿');
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]));
    return value;
  };
  return fill(table) as T;
}

const messages = { en: onThaiSite(en, 'baht'), th: onThaiSite(th, 'บาท') } as const;
export type Lang = keyof typeof messages;

export const test = base.extend<{ lang: Lang; m: (typeof messages)[Lang] }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature
  lang: async ({}, use, testInfo) => {
    await use((testInfo.project.metadata.lang as Lang | undefined) ?? 'th');
  },
  m: async ({ lang }, use) => {
    await use(messages[lang]);
  },
  page: async ({ page, lang }, use) => {
    await page.addInitScript((l) => {
      if (!localStorage.getItem('locale')) localStorage.setItem('locale', l);
    }, lang);
    await use(page);
  },
});

export { expect };
