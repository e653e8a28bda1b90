import { useEffect, useEffectEvent } from 'react';

/** Away at least this long (e.g. playing in the game tab) before balances are fetched again. */
const AWAY_MS = 5_000;

/**
 * Game balances change while the member plays in another tab or app; when they come back to
 * the home screen, ask the games again (quietly).
 */
export function useRefreshOnReturn(refresh: () => void): void {
  const onReturn = useEffectEvent(refresh);
  useEffect(() => {
    let hiddenAt: number | null = null;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        hiddenAt = Date.now();
      } else if (hiddenAt !== null) {
        if (Date.now() - hiddenAt >= AWAY_MS) onReturn();
        hiddenAt = null;
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);
}
