import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { listenForMoney, openMoneySocket } from './money-push';
import { storage } from './storage';

/**
 * The member layout's one socket per tab (decision 026): opened after the first paint, closed
 * when the member leaves their screens (logout). If it cannot open, the wallet polls instead
 * (lib/money-live).
 */
export function useMoneyPush(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | null = null;
    let left = false;
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
    return () => {
      left = true;
      stop?.();
    };
  }, [queryClient]);
}
