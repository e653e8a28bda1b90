import { useEffect, useEffectEvent } from 'react';
import { hasOpenedGame, takeOpenedGame } from '@/lib/game-return';

/** Away at least this long (e.g. playing in the game tab) before balances are fetched again. */
const AWAY_MS = 5_000;

/**
 * Game balances change while the member plays in another tab or app; when they come back to
 * the home screen, ask the games again (quietly). Issue 13: after a game was opened from here
 * (lib/game-return) any return counts: the page shown again, the window focused again (a game
 * in a pop-up window), or home shown again after another screen. The browser back online asks
 * too (what was missed while offline).
 */
export function useRefreshOnReturn(refresh: () => void): void {
  const onReturn = useEffectEvent(refresh);
  useEffect(() => {
    // home shown again after a game was opened (from here, then another screen)
    if (takeOpenedGame()) onReturn();
    let hiddenAt: number | null = null;
    const fromGame = () => {
      if (document.visibilityState === 'hidden' || !hasOpenedGame()) return false;
      takeOpenedGame();
      onReturn();
      return true;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        hiddenAt = Date.now();
        return;
      }
      const away = hiddenAt;
      hiddenAt = null;
      if (fromGame()) return;
      if (away !== null && Date.now() - away >= AWAY_MS) onReturn();
    };
    const onFocus = () => void fromGame();
    const onOnline = () => onReturn();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('focus', onFocus);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('online', onOnline);
    };
  }, []);
}
