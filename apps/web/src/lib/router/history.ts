/**
 * Where the app is and how it moves: the browser's history (window.history, with each entry's
 * state and key kept in it, so Back, Forward and a reload find them again), or a list in memory
 * (tests, and the build's prerendering).
 */
export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

export type Location = {
  pathname: string;
  search: string;
  hash: string;
  /** What the move that made this entry carried (`navigate(to, { state })`). */
  state: unknown;
  /** Unique per history entry ('default' for the first one a page starts on). */
  key: string;
};

export type To = string | { pathname?: string; search?: string; hash?: string };

export interface History {
  readonly location: Location;
  push(to: string, state: unknown): void;
  replace(to: string, state: unknown): void;
  go(delta: number): void;
  /** Hears Back and Forward (not the pushes and replaces the router makes itself). */
  listen(listener: (location: Location) => void): () => void;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** `to` as an address, relative to `from` where it leaves parts out (`{ search }` alone, say). */
export function hrefOf(to: To, from?: Location): string {
  if (typeof to === 'string') {
    if (to.startsWith('?') && from) return `${from.pathname}${to}`;
    return to;
  }
  const pathname = to.pathname ?? from?.pathname ?? '/';
  const search = to.search && to.search !== '?' ? to.search : '';
  const hash = to.hash && to.hash !== '#' ? to.hash : '';
  return `${pathname}${search.startsWith('?') || !search ? search : `?${search}`}${hash}`;
}

/** The parts of an address (path, `?search`, `#hash`). */
export function parsePath(href: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const url = new URL(href, 'http://app.invalid');
  return {
    pathname: url.pathname,
    search: url.search === '?' ? '' : url.search,
    hash: url.hash === '#' ? '' : url.hash,
  };
}

type EntryState = { usr: unknown; key: string };

const isEntryState = (value: unknown): value is EntryState =>
  typeof value === 'object' && value !== null && 'key' in value;

export function createBrowserHistory(): History {
  const read = (): Location => {
    const { pathname, search, hash } = window.location;
    const entry: unknown = window.history.state;
    return isEntryState(entry)
      ? { pathname, search, hash, state: entry.usr, key: entry.key }
      : { pathname, search, hash, state: null, key: 'default' };
  };
  let location = read();
  const write = (method: 'pushState' | 'replaceState', to: string, state: unknown) => {
    const entry: EntryState = { usr: state ?? null, key: newKey() };
    window.history[method](entry, '', to);
    location = read();
  };
  return {
    get location() {
      return location;
    },
    push: (to, state) => write('pushState', to, state),
    replace: (to, state) => write('replaceState', to, state),
    go: (delta) => window.history.go(delta),
    listen(listener) {
      const onPop = () => {
        location = read();
        listener(location);
      };
      window.addEventListener('popstate', onPop);
      return () => window.removeEventListener('popstate', onPop);
    },
  };
}

export function createMemoryHistory(initialEntries: string[] = ['/']): History {
  const entries: Location[] = initialEntries.map((href, index) => ({
    ...parsePath(href),
    state: null,
    key: index === 0 ? 'default' : newKey(),
  }));
  let index = entries.length - 1;
  const listeners = new Set<(location: Location) => void>();
  const entryOf = (to: string, state: unknown): Location => ({
    ...parsePath(to),
    state: state ?? null,
    key: newKey(),
  });
  return {
    get location() {
      return entries[index]!;
    },
    push(to, state) {
      entries.splice(index + 1, entries.length, entryOf(to, state));
      index = entries.length - 1;
    },
    replace(to, state) {
      entries[index] = entryOf(to, state);
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      // as the browser's popstate: after the call has returned
      setTimeout(() => listeners.forEach((listener) => listener(entries[index]!)), 0);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
