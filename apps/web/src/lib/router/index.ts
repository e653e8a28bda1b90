/**
 * The app's router (decision 033): the screens import what they use of it from here, under the
 * names a data router's users know (Link, useNavigate, redirect, …).
 */
export type { Location, To } from './history';
export { matchRoutes, type LoaderFunctionArgs, type RouteObject } from './match';
export {
  createBrowserRouter,
  createMemoryRouter,
  redirect,
  type HydrationState,
  type NavigateOptions,
  type Router,
} from './router';
export {
  Link,
  MemoryRouter,
  NavLink,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useNavigation,
  useSearchParams,
} from './react';
