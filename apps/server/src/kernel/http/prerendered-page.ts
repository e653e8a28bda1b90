import path from 'node:path';
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALES,
  type Locale,
  type lookupApi,
  type ResponseOf,
} from '@wallet/contract';
import { escapeHtml } from './escape-html';

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
): { file: string; locale: Locale } | null {
  const pathname = (url.split('?')[0] ?? '').replace(/(.)\/$/, '$1');
  const page = PRERENDERED[pathname];
  if (!page) return null;
  const locale = requestLocale(cookieHeader, siteLocale);
  return { file: path.join(webDist, 'prerendered', locale, `${page}.html`), locale };
}

/** The member's choice (cookie), else the site's first-visit language (spec §1). */
const requestLocale = (cookieHeader: string | undefined, siteLocale: Locale | undefined) =>
  cookieLocale(cookieHeader) ?? siteLocale ?? DEFAULT_LOCALE;

/**
 * The app's own page in the request's language: the build writes one for each language whose
 * font it preloads (dist/prerendered/<locale>/index.html); the caller falls back to index.html.
 */
export function localizedIndexFile(
  webDist: string,
  cookieHeader: string | undefined,
  siteLocale: Locale | undefined,
): string {
  return path.join(webDist, 'prerendered', requestLocale(cookieHeader, siteLocale), 'index.html');
}

/** What the site says on its public pages right now (spec §7 GET /api/lookup/active). */
export type SiteActive = ResponseOf<typeof lookupApi.active>;
/** The site's name, website, deployment and date era (spec §7 GET /api/lookup/info). */
export type SiteInfo = ResponseOf<typeof lookupApi.info>;

/** Where the build left the site's notice and its name (apps/web/scripts/prerender.mjs). */
const NOTICE_PLACE = '<!--site-notice-->';
const NAME_PLACE = '<!--site-name-->';

/**
 * The prerendered page with what the site says now: its notice in place (the markup the login
 * screen renders for it) and its name in the header, and the same answers as data the app reads
 * before it hydrates, so its first render is this markup. Painted with the page instead of
 * pushing the form down, or a placeholder standing for the name, until the answers arrive. The
 * data block is JSON, never run (the CSP allows no inline script).
 */
export function withPageData(
  html: string,
  { active, info }: { active?: SiteActive; info?: SiteInfo },
): string {
  const notice = active?.notice ? `<p class="notice">${escapeHtml(active.notice)}</p>` : '';
  // the header's name as the app renders it (`SiteBrand`); the setting is never blank
  const name = info ? `<span class="app-header__name">${escapeHtml(info.name.trim())}</span>` : '';
  const filled = html.replace(NOTICE_PLACE, () => notice).replace(NAME_PLACE, () => name);
  if (!active && !info) return filled;
  // `<` as \u003c: nothing in the text can close the block
  const data = JSON.stringify({ active, info }).replace(/</g, '\\u003c');
  return filled.replace(
    '</body>',
    () => `<script type="application/json" id="page-data">${data}</script>\n  </body>`,
  );
}
