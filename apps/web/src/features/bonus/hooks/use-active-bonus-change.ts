import { useEffect, useRef } from 'react';
import type { ActiveBonus } from '@wallet/contract';

/**
 * Calls `onChange` when the active bonus changes after it was first known: another bonus, or the
 * same one in another state (credited with the deposit, ended, lost while playing). The screen
 * then reloads what that changed (the wallet, the cards).
 */
export function useActiveBonusChange(
  bonus: ActiveBonus | null | undefined,
  onChange: () => void,
): void {
  const seen = useRef<string | null>(null);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  const key = bonus === undefined ? null : bonus ? `${bonus.id}:${bonus.state}` : 'none';
  useEffect(() => {
    if (key === null) return;
    const before = seen.current;
    seen.current = key;
    if (before !== null && before !== key) latest.current();
  }, [key]);
}
