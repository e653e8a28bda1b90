/**
 * The build's prerendering entry (built for Node by `vite build --ssr`, run by
 * scripts/prerender.mjs): the markup of a public page in one language, made with React's static
 * prerendering and the app's own route tree, for the browser to hydrate.
 */
import { QueryClient } from '@tanstack/react-query';
import type { Locale } from '@wallet/contract';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter, RouterProvider } from '@/lib/router';
import { AppProvider } from './app/provider';
import { HydratedContext } from './hooks/use-hydrated';
import {
  hydrationStateOf,
  loadMatchedRoutes,
  SITE_NAME_MARK,
  SITE_NOTICE_MARK,
} from './app/prerendered';
import { getActiveQueryOptions } from './features/site/api/get-active';
import { getInfoQueryOptions } from './lib/site-info';
import { createRoutes } from './app/router';
import { i18n, i18nReady, initI18n, setSiteCurrency } from './lib/i18n';
import { enMember } from './locales/en/member';

export {
  PRERENDERED_DEPLOYMENTS,
  PRERENDERED_MEMBER_PAGES,
  PRERENDERED_PAGES,
  SITE_NAME_MARK,
  SITE_NOTICE_MARK,
} from './app/prerendered';
export { htmlLangOf } from './lib/i18n';

/** The sections of the member screens' messages: no public page's code may say one of them. */
export const MEMBER_SECTIONS = Object.keys(enMember);

/**
 * The page at `pathname` in `locale`, made for `deployment`: a public page reads nothing of it
 * (made once, in the build's currency); a member page names its currency (made per deployment).
 */
export async function render(
  pathname: string,
  locale: Locale,
  deployment: 'TH' | 'LA' = 'TH',
): Promise<string> {
  initI18n(locale);
  await i18nReady();
  await i18n.changeLanguage(locale);
  setSiteCurrency(deployment);
  // a fresh cache: the page is made as a first visit sees it, before any answer came
  const queryClient = new QueryClient();
  // the site's notice is the server's to fill in when it sends the page (SITE_NOTICE_MARK)
  queryClient.setQueryData(getActiveQueryOptions(locale).queryKey, {
    terminated: false,
    notice: SITE_NOTICE_MARK,
  });
  // and its name in the header: the rest of lookup info changes no public page's markup (the
  // register form's first step is the same on both deployments)
  queryClient.setQueryData(getInfoQueryOptions(locale).queryKey, {
    name: SITE_NAME_MARK,
    website: '',
    deployment,
    buddhistEra: false,
  });
  const routes = createRoutes(queryClient);
  const matched = await loadMatchedRoutes(routes, pathname);
  // shown as it is, with no guard run (no session, no server at build time): the browser runs
  // them after hydration
  const router = createMemoryRouter(routes, {
    initialEntries: [pathname],
    hydrationData: hydrationStateOf(matched),
  });
  const { prelude } = await prerender(
    <StrictMode>
      {/* the page as the browser's hydration first renders it: nothing read from the browser */}
      <HydratedContext.Provider value={false}>
        <AppProvider queryClient={queryClient}>
          {/* no inline script with the router state: the CSP allows none */}
          <RouterProvider router={router} />
        </AppProvider>
      </HydratedContext.Provider>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
