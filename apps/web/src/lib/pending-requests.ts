import { useSyncExternalStore } from 'react';

/** Counts API calls in flight, so one delayed loader can show for all of them (spec §7, §9). */
let count = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const pendingRequests = {
  begin(): void {
    count += 1;
    emit();
  },
  end(): void {
    count = Math.max(0, count - 1);
    emit();
  },
  count: (): number => count,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function usePendingRequestCount(): number {
  return useSyncExternalStore(pendingRequests.subscribe, pendingRequests.count, () => 0);
}
