// first, before any schema is built: no zod eval probe for the CSP to report (decision 009)
import '@wallet/contract/zod-setup';
import '@fontsource/noto-sans-thai/400.css';
import '@fontsource/noto-sans-thai/600.css';
import '@fontsource/noto-sans-thai/700.css';
import '@fontsource/noto-sans-lao/400.css';
import '@fontsource/noto-sans-lao/600.css';
import '@fontsource/noto-sans-lao/700.css';
import './styles/index.css';
import { LOCALES, type Locale } from '@wallet/contract';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createApp } from './app';
import { AfterHydration } from './app/after-hydration';
import { hydrationStateOf, loadMatchedRoutes, nextTask, runScreenChunks } from './app/prerendered';
import { createRoutes } from './app/router';
import { changeLocale, i18nReady, initI18n, loadErrorTexts, setSiteCurrency } from './lib/i18n';
import { queryClient } from './lib/react-query';
import { readLocaleCookie, storage, writeLocaleCookie } from './lib/storage';
import { keepTypedFields } from './lib/typed-before-hydration';
import { whenIdle } from './lib/deferred';
import { getActiveQueryOptions, type SiteActive } from './features/site/api/get-active';
import { isSiteInfo } from './lib/public-endpoints';
import { getInfoQueryOptions, type SiteInfo } from './lib/site-info';

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/**
 * A deploy replaces the hashed chunks: a page still running the previous build fails to load a
 * screen it had not opened yet. Reload once to pick up the new build (not in a loop: at most
 * once a minute).
 */
const RELOADED_KEY = 'chunk-reload';
window.addEventListener('vite:preloadError', (event) => {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_KEY));
    if (Date.now() - last < 60_000) return;
    sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
  } catch {
    return; // no storage: no way to tell a loop from a first failure
  }
  event.preventDefault();
  window.location.reload();
});

/**
 * The service worker (vite-plugin-pwa, generateSW) precaches the app shell, so the app installs
 * and an offline reload still opens it. Registered after the page has loaded, so its precache
 * downloads never compete with the first screen. A new build's worker takes over at once
 * (registerType autoUpdate); the open page keeps its code until the next navigation.
 */
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  // a prerendered page runs this code after its first paint (scripts/after-paint.js), when the
  // page may have loaded already
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const prerendered = container.dataset.locale;

if (prerendered && isLocale(prerendered)) void hydrate(container, prerendered);
else render(container);

/** A client-rendered page (index.html: member pages, and whatever the service worker serves). */
function render(root: HTMLElement) {
  initI18n();
  // the router starts the first screen's loaders and lazy chunks while the messages load
  const router = createApp(queryClient);
  // the first render is a transition: React renders the screen in slices and lets the browser
  // paint and answer input between them, instead of one long task (Lighthouse's blocking time)
  void i18nReady().then(() =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <App router={router} queryClient={queryClient} />
        </StrictMode>,
      ),
    ),
  );
  // a session kept from before the server's hint existed: its next visit comes prerendered
  whenIdle(() => storage.keepSignedInHint());
}

/**
 * A page the server sent prerendered in `locale` (scripts/prerender.mjs): React takes
 * over the markup already painted (hydration) in the page's own language, with the route's
 * screen loaded first so the first render is that markup. The guards (spec §2: leave a session,
 * is the service active, the first visit's language) run right after, as on any arrival.
 */
async function hydrate(root: HTMLElement, locale: Locale) {
  // the i18n start in a task of its own, apart from the run of the entry's own modules
  await nextTask();
  // the public part of the messages only: a member screen's route fetches the rest with its own
  // chunks (app/router.tsx), so a visit that never signs in never downloads it
  initI18n(locale, 'public');
  // a member page was made in its deployment's currency (the server picked it by the deployment)
  const madeFor = root.dataset.deployment;
  if (madeFor) setSiteCurrency(madeFor);
  const routes = createRoutes(queryClient);
  await runScreenChunks();
  const matched = await loadMatchedRoutes(routes, window.location.pathname);
  // Each step in a task of its own (the router's start, then the hydration's): the page already
  // shows, so what matters on a slow phone is that no single task keeps a tap waiting long
  await nextTask();
  const router = createApp(queryClient, { routes, hydrationData: hydrationStateOf(matched) });
  await i18nReady();
  await nextTask();
  // what the server filled into the page (the site's notice): the first render must be that markup
  const info = seedPageData(locale);
  // read last, just before React takes the fields over (it would reset them to its state)
  const giveBackTyped = keepTypedFields(root);
  const hydrated = () => {
    giveBackTyped();
    // the Lao deployment counts in kip (what the info's own call does when it answers); after
    // the hydration, as the page was made in the build's currency
    if (info) setSiteCurrency(info.deployment);
    // the guards and the language in a task of their own: run inside React's effects they made
    // one long task with the hydration's, which a slow phone spends unable to answer a tap
    // a session kept from before the server's hint existed: its next visit comes prerendered
    whenIdle(() => storage.keepSignedInHint());
    setTimeout(() => {
      const stored = storage.getLocale();
      const chosen = readLocaleCookie();
      // the page came in the cookie's language: the member's choice, kept in storage too (spec §3)
      if (!stored && chosen === locale) storage.setLocale(locale);
      void router.revalidate();
      // a language kept before the cookie existed: the page came in the site's language
      if (stored && stored !== locale) void changeLocale(stored);
      else if (stored && chosen !== stored) writeLocaleCookie(stored);
      // the error texts once the page works and is idle: fetched before anyone is likely to
      // fail at anything (a failed call waits for them)
      whenIdle(() => void loadErrorTexts().catch(() => undefined));
    }, 0);
  };
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <AfterHydration run={hydrated}>
          <App router={router} queryClient={queryClient} />
        </AfterHydration>
      </StrictMode>,
    );
  });
}

/**
 * The site's active answer and lookup info the server put into the prerendered page (the notice
 * and the header's name are in the markup), filed where the screens read them: the first render
 * then matches the markup, and the guard still asks the server afresh (spec §2). Returns the info.
 */
function seedPageData(locale: Locale): SiteInfo | null {
  const block = document.getElementById('page-data');
  if (!block?.textContent) return null;
  try {
    const { active, info } = JSON.parse(block.textContent) as {
      active?: SiteActive;
      info?: Record<string, unknown>;
    };
    if (active) queryClient.setQueryData(getActiveQueryOptions(locale).queryKey, active);
    // the header's name (lookup info): the same answer GET /api/lookup/info gives
    if (info && isSiteInfo(info)) {
      const siteInfo = info as SiteInfo;
      queryClient.setQueryData(getInfoQueryOptions(locale).queryKey, siteInfo);
      return siteInfo;
    }
  } catch {
    // a page without usable data paints as before: the notice arrives with the answer
  }
  return null;
}
