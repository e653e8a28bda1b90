import { STORAGE_KEYS } from '@wallet/contract';
import { useSyncExternalStore } from 'react';
import { storage } from '@/lib/storage';

const listeners = new Set<() => void>();

/** Spec §2 /user/home: the balances were just loaded; remember when, under `last_sync`. */
export function markSynced(time: number = Date.now()): void {
  storage.setLastSync(time);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // another tab of the app refreshed, or logged out (last_sync cleared)
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.lastSync || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** When the balances were last loaded (ms since epoch), or null before the first load. */
export function useLastSync(): number | null {
  return useSyncExternalStore(subscribe, storage.getLastSync, () => null);
}
