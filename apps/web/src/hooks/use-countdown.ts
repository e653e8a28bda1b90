import { useEffect, useState } from 'react';

const secondsLeft = (endsAt: number) => Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));

/** Whole seconds until `endsAt` (a Date.now() time), ticking each second; 0 once it passed. */
export function useCountdown(endsAt: number | null): number {
  const [, tick] = useState(0);
  const left = endsAt === null ? 0 : secondsLeft(endsAt);
  useEffect(() => {
    if (endsAt === null || secondsLeft(endsAt) === 0) return;
    const timer = setInterval(() => {
      tick((n) => n + 1);
      if (secondsLeft(endsAt) === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  return left;
}
