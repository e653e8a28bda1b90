import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { HydratedContext } from '@/hooks/use-hydrated';

/**
 * Wraps a prerendered page's app. Runs `run` once, after React has taken the page over (the
 * first commit of the hydration): what changes the screen (guards, a stored language) must wait
 * for it, or the first render would no longer be the markup it hydrates. Then tells the screens
 * they are hydrated (`useHydrated`) in a transition: what they add then (storage's figures, the
 * dialogs) renders in slices the browser can interrupt for a tap, not in one blocking re-render,
 * as a store whose server and client values differ would make it.
 */
export function AfterHydration({ run, children }: { run: () => void; children: ReactNode }) {
  const done = useRef(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    run();
    startTransition(() => setHydrated(true));
  }, [run]);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}
