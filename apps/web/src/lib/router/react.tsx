import {
  Component,
  createContext,
  startTransition,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { hrefOf, type Location, type To } from './history';
import type { RouteMatch, RouteObject } from './match';
import {
  createMemoryRouter,
  type Navigation,
  type NavigateOptions,
  type Router,
  type RouterState,
} from './router';

/** What the screens show: changes only when a move completes (or a guard fails). */
type Shown = Omit<RouterState, 'navigation'>;

const RouterContext = createContext<Router | null>(null);
const ShownContext = createContext<Shown | null>(null);
/**
 * A move's progress, apart from what is shown: a move starting renders only what asks about it
 * (the loader bar), never the screens, which would otherwise render again (and a screen's queries
 * start again) on every move.
 */
const NavigationContext = createContext<Navigation>({ state: 'idle' });
const OutletContext = createContext<{ matches: RouteMatch[]; depth: number } | null>(null);

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('a route hook or link outside the RouterProvider');
  return router;
}

function useRouterState(): Shown {
  const state = useContext(ShownContext);
  if (!state) throw new Error('a route hook or link outside the RouterProvider');
  return state;
}

/**
 * The element of a route's screen, made once per route: a layout that renders again (its address
 * moved) then hands React the same element, and the screen below renders again only when what it
 * reads changed, as with a data router's route elements.
 */
const elements = new WeakMap<RouteObject, ReactNode>();
function elementOf(route: RouteObject): ReactNode {
  if (route.element !== undefined) return route.element;
  let element = elements.get(route);
  if (element === undefined) {
    element = route.Component ? <route.Component /> : <Outlet />;
    elements.set(route, element);
  }
  return element;
}

/**
 * The router's state for the screens. A move renders in a transition: the screen being left
 * stays (and answers taps) while the next one renders in slices, as a data router does.
 */
function RouterScope({ router, children }: { router: Router; children: ReactNode }) {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    const show = (next: RouterState) => startTransition(() => setState(next));
    // a move that ended between the first render and this subscription (the same state: no render)
    show(router.state);
    return router.subscribe(show);
  }, [router]);
  const { location, historyAction, matches, initialized, error, navigation } = state;
  const shown = useMemo(
    () => ({ location, historyAction, matches, initialized, error }),
    [location, historyAction, matches, initialized, error],
  );
  return (
    <RouterContext.Provider value={router}>
      <ShownContext.Provider value={shown}>
        <NavigationContext.Provider value={navigation}>{children}</NavigationContext.Provider>
      </ShownContext.Provider>
    </RouterContext.Provider>
  );
}

/** The screens of the address shown, each layout around the next (`<Outlet />`). */
export function RouterProvider({ router }: { router: Router }) {
  return (
    <RouterScope router={router}>
      <Routes />
    </RouterScope>
  );
}

function Routes() {
  const state = useRouterState();
  if (!state.initialized) {
    const Fallback = state.matches.find(({ route }) => route.HydrateFallback)?.route
      .HydrateFallback;
    return Fallback ? <Fallback /> : null;
  }
  return <RouteLevel matches={state.matches} depth={0} />;
}

function RouteLevel({ matches, depth }: { matches: RouteMatch[]; depth: number }) {
  const state = useRouterState();
  const match = matches[depth];
  if (!match) return null;
  const { route } = match;
  const level = <OutletLevel matches={matches} depth={depth} element={elementOf(route)} />;
  if (!route.ErrorBoundary) return level;
  // a guard's failure shows the outermost error screen (the root's, the only one spec §2 has)
  const failed =
    state.error !== null && !matches.slice(0, depth).some((m) => m.route.ErrorBoundary);
  return (
    <RouteBoundary fallback={route.ErrorBoundary} location={state.location} failed={failed}>
      {level}
    </RouteBoundary>
  );
}

function OutletLevel({
  matches,
  depth,
  element,
}: {
  matches: RouteMatch[];
  depth: number;
  element: ReactNode;
}) {
  const outlet = useMemo(() => ({ matches, depth }), [matches, depth]);
  return <OutletContext.Provider value={outlet}>{element}</OutletContext.Provider>;
}

type BoundaryProps = {
  fallback: ComponentType;
  location: Location;
  failed: boolean;
  children: ReactNode;
};

/** A screen that throws while rendering shows its route's error screen, until the next move. */
class RouteBoundary extends Component<BoundaryProps, { error: boolean; location: Location }> {
  override state = { error: false, location: this.props.location };

  static getDerivedStateFromError() {
    return { error: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { location: Location }) {
    return props.location === state.location ? null : { error: false, location: props.location };
  }

  override render() {
    const Fallback = this.props.fallback;
    return this.state.error || this.props.failed ? <Fallback /> : this.props.children;
  }
}

/** Where a layout shows the route below it. */
export function Outlet() {
  const outlet = useContext(OutletContext);
  return outlet ? <RouteLevel matches={outlet.matches} depth={outlet.depth + 1} /> : null;
}

export const useLocation = (): Location => useRouterState().location;

export const useNavigation = (): Navigation => useContext(NavigationContext);

export function useNavigate(): (to: To | number, options?: NavigateOptions) => Promise<void> {
  const router = useRouter();
  return useCallback((to, options) => router.navigate(to, options), [router]);
}

type SearchInit = URLSearchParams | string | Record<string, string>;

/** The address's `?search`, and a move to another search on the same path. */
export function useSearchParams(): [
  URLSearchParams,
  (
    next: SearchInit | ((current: URLSearchParams) => SearchInit),
    options?: NavigateOptions,
  ) => void,
] {
  const router = useRouter();
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const current = new URLSearchParams(router.state.location.search);
      const query = new URLSearchParams(typeof next === 'function' ? next(current) : next);
      const text = query.toString();
      void router.navigate(
        { pathname: router.state.location.pathname, search: text ? `?${text}` : '' },
        options,
      );
    },
    [router],
  );
  return [params, set];
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
};

/** An ordinary link a modified click (new tab, download) leaves to the browser. */
const leftToBrowser = (event: MouseEvent<HTMLAnchorElement>, target?: string) =>
  event.defaultPrevented ||
  event.button !== 0 ||
  (target !== undefined && target !== '_self') ||
  event.metaKey ||
  event.altKey ||
  event.ctrlKey ||
  event.shiftKey;

/** A link that moves inside the app (its guards run first); to the address shown, a replace. */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const router = useRouter();
  const location = useLocation();
  const href = hrefOf(to, location);
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (leftToBrowser(event, target)) return;
        event.preventDefault();
        const here = `${location.pathname}${location.search}${location.hash}`;
        void router.navigate(href, { replace: replace ?? href === here, state });
      }}
    />
  );
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  /** Active only on its own address, not below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
};

/** A menu link that says when it is the page shown (`aria-current="page"`, class `active`). */
export function NavLink({ end = false, className, to, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = hrefOf(to).split(/[?#]/)[0]!.toLowerCase();
  const here = pathname.toLowerCase();
  const isActive = here === target || (!end && here.startsWith(`${target}/`));
  const classes =
    typeof className === 'function'
      ? className({ isActive })
      : [className, isActive ? 'active' : null].filter(Boolean).join(' ');
  return (
    <Link {...rest} to={to} className={classes} aria-current={isActive ? 'page' : undefined} />
  );
}

const SCROLL_KEY = 'router-scroll';
const positions = new Map<string, number>();

function readSavedPositions(): void {
  try {
    const saved = JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? '{}') as Record<string, number>;
    for (const [key, y] of Object.entries(saved)) positions.set(key, y);
  } catch {
    // no storage: positions live for this page only
  }
}

function savePositions(): void {
  try {
    sessionStorage.setItem(SCROLL_KEY, JSON.stringify(Object.fromEntries(positions)));
  } catch {
    // no storage
  }
}

/**
 * Scroll as a page load would: Back and Forward return to where the member was on that entry
 * (kept across a reload too); any other move starts at the top, or at the `#hash` it names.
 */
export function ScrollRestoration() {
  const router = useRouter();
  const { location, historyAction } = useRouterState();
  const first = useRef(true);
  // before paint, so a move made right after the first render still saves where the page was
  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    readSavedPositions();
    // the position of the entry being left, before the next one shows
    let shown = router.state.location.key;
    const unsubscribe = router.subscribe((state) => {
      if (state.navigation.state === 'loading') positions.set(shown, window.scrollY);
      else shown = state.location.key;
    });
    const onHide = () => {
      positions.set(router.state.location.key, window.scrollY);
      savePositions();
    };
    window.addEventListener('pagehide', onHide);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', onHide);
      window.history.scrollRestoration = 'auto';
    };
  }, [router]);
  useLayoutEffect(() => {
    const saved = positions.get(location.key);
    if (first.current) {
      first.current = false;
      // a reload comes back where it was; a first visit starts where the browser put it
      if (historyAction === 'POP' && saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    // (not returned: Chromium's scrollTo answers a promise, which React would take for a cleanup)
    if (historyAction === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const anchor = location.hash ? document.getElementById(location.hash.slice(1)) : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location, historyAction]);
  return null;
}

/** The app's hooks and links around `children`, at `initialEntries` (tests). */
export function MemoryRouter({
  children,
  initialEntries,
}: {
  children: ReactNode;
  initialEntries?: string[];
}) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*' }], { initialEntries, hydrationData: { loaderData: {} } }),
  );
  return <RouterScope router={router}>{children}</RouterScope>;
}
