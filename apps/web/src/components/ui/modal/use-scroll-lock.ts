import { useEffect } from 'react';

/** Spec §2: body scrolling is disabled while a modal is open (counted, so nested modals work). */
let locks = 0;
let previousOverflow = '';

export function useScrollLock(active = true): void {
  useEffect(() => {
    if (!active) return;
    if (locks === 0) {
      previousOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) document.body.style.overflow = previousOverflow;
    };
  }, [active]);
}
