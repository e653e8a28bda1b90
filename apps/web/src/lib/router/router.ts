import {
  createBrowserHistory,
  createMemoryHistory,
  hrefOf,
  parsePath,
  type History,
  type HistoryAction,
  type Location,
  type To,
} from './history';
import { loadLazyParts, matchRoutes, type RouteMatch, type RouteObject } from './match';

/*
 * The app's router (decision 033): the part of a data router spec §2 needs. Each move runs the
 * guards (loaders) of the routes it reaches and loads their screens' chunks, then shows the new
 * address in one step; a guard may send elsewhere (`redirect`). The history entry is written
 * only when the move completes, and a newer move wins over one still loading.
 */

/** What a guard throws (or answers) to send the member elsewhere instead. */
export class Redirect {
  constructor(readonly to: string) {}
}

export const redirect = (to: string): Redirect => new Redirect(to);

export type Navigation = { state: 'idle' | 'loading'; location?: Location };

export type HydrationState = { loaderData: Record<string, unknown> };

export type RouterState = {
  location: Location;
  historyAction: HistoryAction;
  matches: RouteMatch[];
  navigation: Navigation;
  /** False until the first address's guards and screens are there. */
  initialized: boolean;
  /** A guard that failed (not a redirect): the nearest error screen shows it. */
  error: unknown;
};

export type NavigateOptions = { replace?: boolean; state?: unknown };

export interface Router {
  readonly state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  /** Runs the guards of the address shown again (the page stays until they have answered). */
  revalidate(): Promise<void>;
  dispose(): void;
}

type Options = { hydrationData?: HydrationState };

const IDLE: Navigation = { state: 'idle' };

async function runLoaders(matches: RouteMatch[], href: string, run: Set<RouteObject>) {
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  const request = new Request(new URL(href, origin));
  const results = await Promise.allSettled([
    ...matches.map(async ({ route }) => (run.has(route) ? route.loader?.({ request }) : null)),
    ...matches.map(({ route }) => loadLazyParts(route)),
  ]);
  // the deepest redirect first: an index route's (`/user` → `/user/home`) says where the member
  // wanted to be, and its target's own guards still run (a guest then goes to /login carrying it)
  const settled = results.slice(0, matches.length).reverse();
  for (const result of settled) {
    const value: unknown = result.status === 'fulfilled' ? result.value : result.reason;
    if (value instanceof Redirect) return value;
  }
  for (const result of results) {
    if (result.status === 'rejected') return { error: result.reason as unknown };
  }
  return null;
}

/**
 * Which loaders a move runs: those of routes it newly reaches, and every one when the search
 * changed or the same address was asked for again (what a data router's revalidation does).
 */
function loadersToRun(
  from: RouterState | null,
  matches: RouteMatch[],
  next: Location,
  all: boolean,
): Set<RouteObject> {
  const again =
    all ||
    !from ||
    from.location.search !== next.search ||
    (from.location.pathname === next.pathname && from.location.search === next.search);
  const before = new Set(from?.matches.map(({ route }) => route));
  return new Set(
    matches.filter(({ route }) => again || !before.has(route)).map(({ route }) => route),
  );
}

function createRouter(routes: RouteObject[], history: History, options: Options): Router {
  const listeners = new Set<(state: RouterState) => void>();
  const initial = history.location;
  let state: RouterState = {
    location: initial,
    historyAction: 'POP',
    matches: matchRoutes(routes, initial.pathname) ?? [],
    navigation: options.hydrationData ? IDLE : { state: 'loading', location: initial },
    initialized: Boolean(options.hydrationData),
    error: null,
  };
  /** The move in progress: a newer one makes an older one's result void. */
  let pending = 0;

  const set = (next: Partial<RouterState>) => {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener(state);
  };

  /**
   * Runs the guards and loads the screens for `location`, then shows it (`commit` writes the
   * history entry, for a push or replace). A redirect replaces the move with another.
   */
  async function move(
    location: Location,
    action: HistoryAction,
    commit: (() => void) | null,
    all = false,
  ): Promise<void> {
    const id = ++pending;
    const matches = matchRoutes(routes, location.pathname) ?? [];
    const href = hrefOf(location);
    if (state.initialized) set({ navigation: { state: 'loading', location } });
    const outcome = await runLoaders(
      matches,
      href,
      loadersToRun(state.initialized ? state : null, matches, location, all),
    );
    if (id !== pending) return;
    if (outcome instanceof Redirect) {
      // the first address, a Back, or a replace gives way to the target; a push stays a push
      const replace = !state.initialized || action !== 'PUSH';
      return navigate(outcome.to, { replace });
    }
    commit?.();
    set({
      location: commit ? history.location : location,
      historyAction: action,
      matches,
      navigation: IDLE,
      initialized: true,
      error: outcome ? outcome.error : null,
    });
  }

  function navigate(to: To | number, options: NavigateOptions = {}): Promise<void> {
    if (typeof to === 'number') {
      history.go(to);
      return Promise.resolve();
    }
    const base = state.navigation.location ?? state.location;
    const href = hrefOf(to, base);
    const location: Location = { ...parsePath(href), state: options.state ?? null, key: '' };
    const action: HistoryAction = options.replace ? 'REPLACE' : 'PUSH';
    return move(location, action, () =>
      action === 'REPLACE'
        ? history.replace(href, options.state)
        : history.push(href, options.state),
    );
  }

  const unlisten = history.listen((location) => void move(location, 'POP', null));
  if (!state.initialized) void move(initial, 'POP', null);

  return {
    get state() {
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate,
    revalidate: async () => {
      // a move started meanwhile runs the guards itself: this answer is then out of date
      const at = pending;
      const outcome = await runLoaders(
        state.matches,
        hrefOf(state.location),
        new Set(state.matches.map(({ route }) => route)),
      );
      if (at !== pending) return;
      if (outcome instanceof Redirect) return navigate(outcome.to, { replace: true });
      if (outcome) set({ error: outcome.error });
    },
    dispose: unlisten,
  };
}

export const createBrowserRouter = (routes: RouteObject[], options: Options = {}): Router =>
  createRouter(routes, createBrowserHistory(), options);

export const createMemoryRouter = (
  routes: RouteObject[],
  options: Options & { initialEntries?: string[] } = {},
): Router => createRouter(routes, createMemoryHistory(options.initialEntries), options);
