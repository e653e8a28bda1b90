import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Runs `run` once, after React has taken over a prerendered page (the first commit of the
 * hydration): what changes the screen (guards, a stored language) must wait for it, or the first
 * render would no longer be the markup it hydrates.
 */
export function AfterHydration({ run, children }: { run: () => void; children: ReactNode }) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    run();
  }, [run]);
  return children;
}
