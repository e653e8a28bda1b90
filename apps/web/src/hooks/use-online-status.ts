import { useSyncExternalStore } from 'react';
import { networkStatus } from '@/lib/network-status';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  const stop = networkStatus.subscribe(onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    stop();
  };
}

/**
 * Online as far as the app can tell: the browser says so (its online and offline events) and the
 * last API call got an answer (lib/network-status).
 */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine && networkStatus.isReachable(),
    () => true,
  );
}
