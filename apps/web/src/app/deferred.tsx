import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

/**
 * A component whose code is its own chunk, fetched the first time it renders or when `preload()`
 * is called (e.g. once the screen is idle). When the chunk is already there it renders at once,
 * without a Suspense round; a failed load may be tried again.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Deferred(props: P) {
    // chosen once per mount: switching from the lazy wrapper to the component would remount it
    const [Direct] = useState(() => loaded);
    const Component = (Direct ?? Lazy) as ComponentType<P>;
    return <Component {...props} />;
  }
  return Object.assign(Deferred, { preload });
}

/**
 * Mounts `children` (a deferred dialog) from the first time it opens: until then its chunk is
 * not needed. Once mounted it stays, so it closes and keeps its state as before.
 */
export function AfterFirstOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * Renders `children` (below-the-fold content, e.g. the home screen's game carousels) once its
 * place comes near the viewport: nothing of it is fetched, built or laid out while the first
 * screen loads. Until then an empty block of `minHeight` holds the place. Where the browser
 * cannot tell (no IntersectionObserver) it renders at once.
 */
export function WhenNearViewport({
  minHeight,
  children,
}: {
  minHeight: string;
  children: ReactNode;
}) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      // a screen ahead: rendered before the user (or a screen reader's cursor) gets there
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const hold = <div ref={placeholder} style={{ minHeight }} />;
  return near ? <Suspense fallback={hold}>{children}</Suspense> : hold;
}

/** Runs `task` when the browser is idle (after the first screen's work), at the latest in 3 s. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 3_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}
