/**
 * Issue 13: whether the server can be reached, as the API calls find it. `navigator.onLine` alone
 * says true on a network that carries nothing (a captive portal, a dead mobile link, a reload
 * served by the service worker), so a call that got no answer at all marks the app unreachable
 * until one gets any answer again (or the browser says it is back online).
 */
let reachable = true;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (reachable === value) return;
  reachable = value;
  for (const listener of listeners) listener();
}

export const networkStatus = {
  isReachable: () => reachable,
  /** A call got no answer (NETWORK_ERROR). */
  failed: () => set(false),
  /** A call got an answer, whatever its status. */
  answered: () => set(true),
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

if (typeof window !== 'undefined') window.addEventListener('online', () => set(true));
