import { matchRoutes, type HydrationState, type RouteObject } from '@/lib/router';

/**
 * The public pages of spec §2 that the build prerenders, per language (scripts/prerender.mjs),
 * and the server sends as HTML before any script runs.
 */
export const PRERENDERED_PAGES = {
  login: '/login',
  register: '/register',
  howto: '/howto',
  contact: '/contact',
} as const;

/**
 * Member pages the build prerenders per language and per deployment (their texts and figures
 * name the deployment's currency), for the server to send to a browser that keeps a session
 * (SIGNED_IN_COOKIE): the shell painted from HTML, its figures filled in once the app runs.
 */
export const PRERENDERED_MEMBER_PAGES = {
  home: '/user/home',
} as const;

/** The deployments a member page is made for (spec: baht on TH, kip on LA). */
export const PRERENDERED_DEPLOYMENTS = ['TH', 'LA'] as const;

/**
 * What the login screen's notice holds while prerendering: scripts/prerender.mjs turns its
 * paragraph into a marker, and the server puts the site's notice of the moment there.
 */
export const SITE_NOTICE_MARK = '@@site-notice@@';

/**
 * The site's name while prerendering (lookup info's, in the header): scripts/prerender.mjs
 * turns its element into a marker, and the server puts the name there with the info as data.
 */
export const SITE_NAME_MARK = '@@site-name@@';

type LazyParts = Record<string, () => Promise<unknown>>;

/**
 * Loads the lazy parts (layouts, screens) of the routes matching `pathname` into the route
 * objects themselves. Prerendering and hydration both need them loaded before the first render:
 * a lazy route still loading renders its fallback, not the screen the HTML holds. One part at a
 * time, each in a task of its own: a part's modules (a layout with the API schemas it reads, a
 * screen with its own) are run when it is imported, and a member screen's together made one task
 * of a few hundred milliseconds on a slow phone, during which a tap waited.
 */
export async function loadMatchedRoutes(
  routes: RouteObject[],
  pathname: string,
): Promise<RouteObject[]> {
  const matches = matchRoutes(routes, pathname) ?? [];
  for (const { route } of matches) {
    const lazy = route.lazy as LazyParts | (() => Promise<object>) | undefined;
    if (!lazy) continue;
    if (typeof lazy === 'function') {
      Object.assign(route, await lazy());
    } else {
      for (const [key, load] of Object.entries(lazy)) {
        Object.assign(route, { [key]: await load() });
        await nextTask();
      }
    }
    delete route.lazy;
  }
  return matches.map(({ route }) => route);
}

/**
 * Runs the screen's modules one chunk per task, in the order the page gives (each after its
 * imports; scripts/prerender.mjs writes it on the after-paint script), before its routes load:
 * imported with the route, they would all run in one task (the API groups' schemas with their
 * screen's code), a long one on a slow phone. A chunk that fails to load is left to the route's
 * own import, which reports it.
 */
export async function runScreenChunks(): Promise<void> {
  const script = document.querySelector<HTMLScriptElement>('script[data-run-screen]');
  const files = (script?.dataset.runScreen ?? '').split(' ').filter(Boolean);
  for (const file of files) {
    try {
      await import(/* @vite-ignore */ file);
    } catch {
      return;
    }
    await nextTask();
  }
}

/** Lets the browser paint and answer input before going on (a no-op wait at build time). */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * What the router is told the prerendered page was made with: no loader data (prerendering runs
 * no loader). The guards run after hydration (`router.revalidate()`), as they would on arrival.
 */
export function hydrationStateOf(matched: RouteObject[]): HydrationState {
  return {
    loaderData: Object.fromEntries(
      matched.flatMap((route) => (route.id ? [[route.id, null] as const] : [])),
    ),
  };
}
