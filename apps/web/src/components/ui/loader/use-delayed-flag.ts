import { LOADER_DELAY_MS } from '@wallet/contract';
import { useEffect, useState } from 'react';

/** True once `active` has stayed true for `delayMs` (spec §9: no loader for quick calls). */
export function useDelayedFlag(active: boolean, delayMs: number = LOADER_DELAY_MS): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [active, delayMs]);
  return active && shown;
}
