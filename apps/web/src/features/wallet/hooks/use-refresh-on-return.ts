import { useEffect, useEffectEvent } from 'react';
import { hasOpenedGame, takeOpenedGame } from '@/lib/game-return';

/** How a return reads the balances: `fromGame` must not join a read started while playing. */
export type ReturnRead = (options: { fromGame: boolean }) => void;

/**
 * spec §2 home: game balances change while the member plays in another tab, window or app, and
 * the money lost there must never show again. Every return reads the balances again (GET
 * /api/wallet asks every game): the page shown again, the window focused again (a game in a
 * pop-up window), or home shown again after another screen with a game opened meanwhile
 * (lib/game-return). Back from a game the read is a new one; other returns may share a read on
 * its way (visibilitychange and focus come together).
 */
export function useRefreshOnReturn(read: ReturnRead): void {
  const onReturn = useEffectEvent(read);
  useEffect(() => {
    // home shown again after a game was opened (from here, then another screen): the read its
    // screen starts on showing began after the return, so it is shared
    if (takeOpenedGame()) onReturn({ fromGame: false });
    const back = () => {
      if (document.visibilityState === 'hidden') return;
      const fromGame = hasOpenedGame();
      if (fromGame) takeOpenedGame();
      onReturn({ fromGame });
    };
    document.addEventListener('visibilitychange', back);
    window.addEventListener('focus', back);
    return () => {
      document.removeEventListener('visibilitychange', back);
      window.removeEventListener('focus', back);
    };
  }, []);
}
