import type { ComponentType, ReactNode } from 'react';

/** What a loader is given: the request for the address being moved to. */
export type LoaderFunctionArgs = { request: Request };

/** A guard or data step run before its route shows (spec §2): may answer or throw `redirect()`. */
export type Loader = (args: LoaderFunctionArgs) => unknown;

type LazyParts = {
  Component?: () => Promise<ComponentType>;
  element?: () => Promise<ReactNode>;
};

/**
 * One route of the tree (spec §2), in the shape the app's route table was written in: a path
 * (absolute, as every path of config/paths.ts is; '*' for anything else), an index route, or a
 * pathless layout; its screen given at once or loaded when it first matches (`lazy`).
 */
export type RouteObject = {
  id?: string;
  path?: string;
  index?: boolean;
  loader?: Loader;
  Component?: ComponentType | null;
  element?: ReactNode;
  /** Shown while the first loaders run (a page that starts without prerendered markup). */
  HydrateFallback?: ComponentType;
  /** Shown instead of this route's part of the page when it or a route below it fails. */
  ErrorBoundary?: ComponentType;
  lazy?: LazyParts | (() => Promise<Partial<RouteObject>>);
  children?: RouteObject[];
};

export type RouteMatch = { route: RouteObject; pathname: string };

/** '/user/' and '/user' are one address; the root stays '/'. */
const normalise = (pathname: string) =>
  pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;

const samePath = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

const within = (pathname: string, base: string) =>
  base === '/' ||
  samePath(pathname, base) ||
  pathname.toLowerCase().startsWith(`${base.toLowerCase()}/`);

const join = (base: string, path: string) =>
  path.startsWith('/') ? path : `${base === '/' ? '' : base}/${path}`;

function matchRoute(route: RouteObject, pathname: string, base: string): RouteMatch[] | null {
  if (route.index) return samePath(pathname, base) ? [{ route, pathname: base }] : null;
  if (route.path === '*') return [{ route, pathname }];
  const own = route.path ? normalise(join(base, route.path)) : base;
  if (route.path && !within(pathname, own)) return null;
  for (const child of route.children ?? []) {
    const below = matchRoute(child, pathname, own);
    if (below) return [{ route, pathname: own }, ...below];
  }
  // a route with a path shows on its own address; a pathless layout only around a child
  return route.path && samePath(pathname, own) ? [{ route, pathname: own }] : null;
}

/**
 * The routes, outermost first, that show at `pathname`: the first branch in the table's order
 * that reaches it (the tree has no two routes for one address; '*' comes last), matched as a
 * browser user expects, without regard to case or a trailing slash. Null when nothing does.
 */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  const path = normalise(pathname || '/');
  for (const route of routes) {
    const matched = matchRoute(route, path, '/');
    if (matched) return matched;
  }
  return null;
}

/** Loads a route's lazy parts into the route itself (once; later matches find them there). */
export async function loadLazyParts(route: RouteObject): Promise<void> {
  const lazy = route.lazy;
  if (!lazy) return;
  if (typeof lazy === 'function') {
    Object.assign(route, await lazy());
  } else {
    const parts = await Promise.all(
      Object.entries(lazy).map(async ([key, load]) => [key, await load()] as const),
    );
    for (const [key, value] of parts) Object.assign(route, { [key]: value });
  }
  delete route.lazy;
}
