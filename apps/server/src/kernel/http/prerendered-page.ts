import path from 'node:path';
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALES,
  SIGNED_IN_COOKIE,
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

/**
 * Member pages it prerenders in each language and for each deployment
 * (dist/prerendered/<locale>/<page>-<TH|LA>.html): their texts name the deployment's currency.
 */
const PRERENDERED_MEMBER: Record<string, string> = {
  '/user/home': 'home',
};

const isLocale = (value: string | undefined): value is Locale =>
  value !== undefined && (LOCALES as readonly string[]).includes(value);

/** A cookie's value in a request's Cookie header, or null. */
function cookieValue(cookieHeader: string | undefined, name: string): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, value] = part.trim().split('=');
    if (key === name) return value ?? '';
  }
  return null;
}

/** The language the member chose, as the web app keeps it in a cookie beside its storage key. */
export function cookieLocale(cookieHeader: string | undefined): Locale | null {
  const value = cookieValue(cookieHeader, LOCALE_COOKIE) ?? undefined;
  return isLocale(value) ? value : null;
}

/**
 * The prerendered file for a page request, or null when the path is not a prerendered page.
 * Its language: the member's choice (cookie), else the site's first-visit language (spec §1:
 * Thai, Lao on the Lao deployment): the page is painted in the language the app then keeps.
 * A member page goes only to a browser that says it keeps a session (SIGNED_IN_COOKIE, a hint:
 * the app checks the session itself): a guest gets the app's page, which sends them to /login
 * without showing a member screen first. It is the one made for the site's deployment, so none
 * is sent while that is unknown.
 */
export function prerenderedFile(
  webDist: string,
  url: string,
  cookieHeader: string | undefined,
  siteLocale: Locale | undefined,
  deployment?: SiteInfo['deployment'],
): { file: string; locale: Locale } | null {
  const pathname = (url.split('?')[0] ?? '').replace(/(.)\/$/, '$1');
  const locale = requestLocale(cookieHeader, siteLocale);
  const page = PRERENDERED[pathname];
  if (page) return { file: path.join(webDist, 'prerendered', locale, `${page}.html`), locale };
  const memberPage = PRERENDERED_MEMBER[pathname];
  if (!memberPage || !deployment || cookieValue(cookieHeader, SIGNED_IN_COOKIE) !== '1') {
    return null;
  }
  return {
    file: path.join(webDist, 'prerendered', locale, `${memberPage}-${deployment}.html`),
    locale,
  };
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
