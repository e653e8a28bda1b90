import path from 'node:path';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, type Locale } from '@wallet/contract';

/**
 * The public pages of spec §2 the web build prerenders in each language
 * (apps/web/scripts/prerender.mjs writes dist/prerendered/<locale>/<page>.html).
 */
const PRERENDERED: Record<string, string> = {
  '/login': 'login',
  '/register': 'register',
  '/howto': 'howto',
  '/contact': 'contact',
};

const isLocale = (value: string | undefined): value is Locale =>
  value !== undefined && (LOCALES as readonly string[]).includes(value);

/** The language the member chose, as the web app keeps it in a cookie beside its storage key. */
export function cookieLocale(cookieHeader: string | undefined): Locale | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return null;
}

/**
 * The prerendered file for a page request, or null when the path is not a prerendered page.
 * Its language: the member's choice (cookie), else the site's first-visit language (spec §1:
 * Thai, Lao on the Lao deployment): the page is painted in the language the app then keeps.
 */
export function prerenderedFile(
  webDist: string,
  url: string,
  cookieHeader: string | undefined,
  siteLocale: Locale | undefined,
): string | null {
  const pathname = (url.split('?')[0] ?? '').replace(/(.)\/$/, '$1');
  const page = PRERENDERED[pathname];
  if (!page) return null;
  const locale = cookieLocale(cookieHeader) ?? siteLocale ?? DEFAULT_LOCALE;
  return path.join(webDist, 'prerendered', locale, `${page}.html`);
}
