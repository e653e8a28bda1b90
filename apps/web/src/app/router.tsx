import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type HydrationState, type RouteObject } from '@/lib/router';
import { paths } from '@/config/paths';
import { logout } from '@/features/auth/api/logout';
import { createLoginLoader } from './guards/check-active';
import { createPublicLayoutLoader } from './guards/leave-session';
import { requireAuthLoader } from './guards/require-auth';
import { createLocaleLoader } from './guards/resolve-locale';
import { loadMemberMessages } from '@/lib/i18n';
import { storeInviteLoader } from './guards/store-invite';
import { AppSplash, RootLayout } from './layouts/root-layout';
import { RouteError } from './routes/route-error';

/*
 * Code splitting (the web app is judged on a phone): the entry holds the route tree, its guards
 * and the root layout; every layout and screen is its own chunk, loaded by the router when it
 * matches (the first screen's chunks load in parallel with its loaders and the message table).
 * Loaders stay here, so a guard never waits for a screen's code.
 */
const screens = {
  publicLayout: () => import('./layouts/public-layout'),
  memberLayout: () => import('./layouts/member-layout'),
  login: () => import('./routes/login'),
  register: () => import('./routes/register'),
  howto: () => import('./routes/howto'),
  contact: () => import('./routes/contact'),
  odds: () => import('./routes/odds'),
  home: () => import('./routes/home'),
  profile: () => import('./routes/profile'),
  bonus: () => import('./routes/bonus'),
  statement: () => import('./routes/statement'),
  responsible: () => import('./routes/responsible'),
  terminated: () => import('./routes/terminated'),
  notFound: () => import('./routes/not-found'),
};

/**
 * Loads every screen and the dialogs they defer (tests start with them loaded, as they were
 * before the split, so a first render waits for no module).
 */
export async function preloadScreens(): Promise<void> {
  const modules = await Promise.all(Object.values(screens).map((load) => load()));
  await Promise.all(
    modules.map((module) => ('preloadDeferred' in module ? module.preloadDeferred() : null)),
  );
}

const publicLayout = async () => (await screens.publicLayout()).PublicLayout;
/**
 * A screen that says what only the member screens' messages hold: it renders once they are
 * there (a prerendered public page starts with the public part only, lib/i18n.ts).
 */
const withMemberMessages =
  <T,>(load: () => Promise<T>) =>
  async (): Promise<T> => {
    const [screen] = await Promise.all([load(), loadMemberMessages()]);
    return screen;
  };

/** The route tree of spec §2 (history mode, base /). */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      loader: createLocaleLoader(queryClient),
      Component: RootLayout,
      HydrateFallback: AppSplash,
      ErrorBoundary: RouteError,
      children: [
        // "/" belongs to the public group and redirects to /user; /user sends guests to /login.
        { index: true, loader: () => redirect(paths.member.root.getHref()) },
        {
          // ids on the prerendered routes: hydration hands each its (empty) loader data by id
          id: 'public',
          loader: createPublicLayoutLoader(logout),
          lazy: { Component: publicLayout },
          children: [
            {
              id: 'login',
              path: paths.login.path,
              loader: createLoginLoader(queryClient),
              lazy: { Component: async () => (await screens.login()).LoginRoute },
            },
            {
              id: 'register',
              path: paths.register.path,
              loader: storeInviteLoader,
              lazy: { Component: async () => (await screens.register()).RegisterRoute },
            },
            {
              id: 'howto',
              path: paths.howto.path,
              lazy: { Component: async () => (await screens.howto()).HowtoRoute },
            },
            {
              id: 'contact',
              path: paths.contact.path,
              lazy: {
                element: async () => {
                  const { ContactRoute } = await screens.contact();
                  return <ContactRoute spacing="none" />;
                },
              },
            },
          ],
        },
        {
          // public like /howto, but without leaving the session: the spin wheel modal links here
          lazy: { Component: publicLayout },
          children: [
            {
              path: paths.odds.path,
              lazy: {
                Component: withMemberMessages(async () => (await screens.odds()).OddsRoute),
              },
            },
          ],
        },
        {
          // ids as on the public routes: member home is prerendered too (hydrated by id)
          id: 'member',
          path: paths.member.root.path,
          loader: requireAuthLoader,
          lazy: {
            Component: withMemberMessages(async () => (await screens.memberLayout()).MemberLayout),
          },
          children: [
            { index: true, loader: () => redirect(paths.member.home.getHref()) },
            {
              id: 'home',
              path: paths.member.home.path,
              lazy: { Component: async () => (await screens.home()).HomeRoute },
            },
            {
              path: paths.member.profile.path,
              lazy: { Component: async () => (await screens.profile()).ProfileRoute },
            },
            {
              path: paths.member.bonus.path,
              lazy: { Component: async () => (await screens.bonus()).BonusRoute },
            },
            {
              path: paths.member.statement.path,
              lazy: {
                Component: async () => (await screens.statement()).StatementRoute,
              },
            },
            {
              path: paths.member.contact.path,
              lazy: {
                element: async () => {
                  const { ContactRoute } = await screens.contact();
                  return <ContactRoute spacing="top" />;
                },
              },
            },
            {
              path: paths.member.responsible.path,
              lazy: {
                Component: async () => (await screens.responsible()).ResponsibleRoute,
              },
            },
          ],
        },
        {
          path: paths.terminated.path,
          lazy: { Component: async () => (await screens.terminated()).TerminatedRoute },
        },
        {
          path: '*',
          lazy: { Component: async () => (await screens.notFound()).NotFoundRoute },
        },
      ],
    },
  ];
}

/**
 * The browser's router. A prerendered page passes its routes (their matched lazy parts already
 * loaded) and the hydration state, so the first render is the prerendered markup.
 */
export const createAppRouter = (
  queryClient: QueryClient,
  prerendered?: { routes: RouteObject[]; hydrationData: HydrationState },
) =>
  prerendered
    ? createBrowserRouter(prerendered.routes, { hydrationData: prerendered.hydrationData })
    : createBrowserRouter(createRoutes(queryClient));
