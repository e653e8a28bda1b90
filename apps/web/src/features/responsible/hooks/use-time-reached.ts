import { useEffect, useState } from 'react';

/** setTimeout's longest wait (about 24.8 days); longer waits check again after it. */
const MAX_WAIT_MS = 2_147_483_647;

const reached = (at: number) => Number.isFinite(at) && Date.now() >= at;

/**
 * Whether the moment `iso` has come, turning true on its own when it does (issue 15: Confirm of a
 * raised limit is enabled once its 24 hours have passed; an ended exclusion offers the lift).
 * Null stays false.
 */
export function useTimeReached(iso: string | null): boolean {
  const at = iso === null ? Number.NaN : Date.parse(iso);
  const [, tick] = useState(0);
  const now = reached(at);
  useEffect(() => {
    if (!Number.isFinite(at) || reached(at)) return;
    const timer = setTimeout(() => tick((n) => n + 1), Math.min(at - Date.now(), MAX_WAIT_MS));
    return () => clearTimeout(timer);
  }, [at, now]);
  return now;
}
