import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { logout } from '@/features/auth/api/logout';
import { createLoginLoader } from './guards/check-active';
import { createPublicLayoutLoader } from './guards/leave-session';
import { requireAuthLoader } from './guards/require-auth';
import { createLocaleLoader } from './guards/resolve-locale';
import { storeInviteLoader } from './guards/store-invite';
import { MemberLayout } from './layouts/member-layout';
import { PublicLayout } from './layouts/public-layout';
import { AppSplash, RootLayout } from './layouts/root-layout';
import { BonusRoute } from './routes/bonus';
import { ContactRoute } from './routes/contact';
import { HomeRoute } from './routes/home';
import { HowtoRoute } from './routes/howto';
import { LoginRoute } from './routes/login';
import { NotFoundRoute } from './routes/not-found';
import { OddsRoute } from './routes/odds';
import { ProfileRoute } from './routes/profile';
import { RegisterRoute } from './routes/register';
import { ResponsibleRoute } from './routes/responsible';
import { RouteError } from './routes/route-error';
import { StatementRoute } from './routes/statement';
import { TerminatedRoute } from './routes/terminated';

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
          loader: createPublicLayoutLoader(logout),
          Component: PublicLayout,
          children: [
            {
              path: paths.login.path,
              loader: createLoginLoader(queryClient),
              Component: LoginRoute,
            },
            { path: paths.register.path, loader: storeInviteLoader, Component: RegisterRoute },
            { path: paths.howto.path, Component: HowtoRoute },
            { path: paths.contact.path, element: <ContactRoute spacing="none" /> },
          ],
        },
        {
          // public like /howto, but without leaving the session: the spin wheel modal links here
          Component: PublicLayout,
          children: [{ path: paths.odds.path, Component: OddsRoute }],
        },
        {
          path: paths.member.root.path,
          loader: requireAuthLoader,
          Component: MemberLayout,
          children: [
            { index: true, loader: () => redirect(paths.member.home.getHref()) },
            { path: paths.member.home.path, Component: HomeRoute },
            { path: paths.member.profile.path, Component: ProfileRoute },
            { path: paths.member.bonus.path, Component: BonusRoute },
            { path: paths.member.statement.path, Component: StatementRoute },
            { path: paths.member.contact.path, element: <ContactRoute spacing="top" /> },
            { path: paths.member.responsible.path, Component: ResponsibleRoute },
          ],
        },
        { path: paths.terminated.path, Component: TerminatedRoute },
        { path: '*', Component: NotFoundRoute },
      ],
    },
  ];
}

export const createAppRouter = (queryClient: QueryClient) =>
  createBrowserRouter(createRoutes(queryClient));
