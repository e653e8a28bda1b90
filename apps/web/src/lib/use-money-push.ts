import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { whenIdle } from './deferred';
import { listenForMoney, openMoneySocket } from './money-push';
import { storage } from './storage';

/**
 * The member layout's one socket per tab (decision 026): opened once the screen is idle, closed
 * when the member leaves their screens (logout). If it cannot open, the wallet polls instead
 * (lib/money-live).
 */
export function useMoneyPush(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | null = null;
    let left = false;
    // once the screen's first work is done: the socket's start (its client, the handshake) took
    // long tasks of its own among the screen's, on a slow phone; the screen's own reads come first
    const cancel = whenIdle(() => {
      openMoneySocket(() => {
        const token = storage.getToken();
        return token ? { token } : null;
      }).then(
        (socket) => {
          if (left) socket.disconnect();
          else stop = listenForMoney(socket, queryClient);
        },
        () => undefined, // the chunk did not load: polling stays on
      );
    });
    return () => {
      left = true;
      cancel();
      stop?.();
    };
  }, [queryClient]);
}
