import { useEffect, useState } from 'react';

/** The current time (Date.now()), refreshed every `intervalMs`, for "5 minutes ago" texts. */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
