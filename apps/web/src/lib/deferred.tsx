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

const INTERACTIONS = ['pointerdown', 'keydown', 'wheel', 'scroll', 'focusin'] as const;

/**
 * Calls `task` once, at the user's first interaction with the page (a touch, a key, a scroll, a
 * focus move): work that can wait until someone uses the screen, and should not compete with
 * its first paint. Returns the cancel.
 */
export function onFirstInteraction(task: () => void): () => void {
  let done = false;
  const stop = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, run, true);
  };
  function run() {
    if (done) return;
    done = true;
    stop();
    task();
  }
  for (const type of INTERACTIONS) {
    window.addEventListener(type, run, { capture: true, passive: true });
  }
  return stop;
}

/**
 * Renders `children` (content at or below the fold, e.g. the home screen's game carousels and
 * their images) once its place shows in the viewport or the user starts using the page (a touch
 * or a scroll, a key, a screen reader moving on): nothing of it is fetched, built or laid out
 * while the first screen loads. Until then an empty block of `minHeight` holds the place. Where
 * the browser cannot tell (no IntersectionObserver) it renders at once.
 */
export function WhenNeeded({ minHeight, children }: { minHeight: string; children: ReactNode }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [needed, setNeeded] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = placeholder.current;
    if (needed || !element) return;
    const show = () => setNeeded(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) show();
    });
    observer.observe(element);
    const stop = onFirstInteraction(show);
    // and in any case once the page is idle: nothing the member may look for stays missing
    // (a search of the page, an assistive tool, a test that looks without scrolling)
    const idle = window.setTimeout(show, 2_000);
    return () => {
      observer.disconnect();
      stop();
      window.clearTimeout(idle);
    };
  }, [needed]);
  const hold = <div ref={placeholder} style={{ minHeight }} />;
  return needed ? <Suspense fallback={hold}>{children}</Suspense> : hold;
}

/**
 * Calls `task` once, when the browser is idle (the screen's first work done), or after
 * `timeoutMs` at the latest. Returns the cancel.
 */
export function whenIdle(task: () => void, timeoutMs = 1_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}

/** Calls `task` in a task after the next frame has been painted. Returns the cancel. */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Fetches the chunks of `components` (made by `deferred`) at the user's first interaction with
 * the page: a dialog behind a home widget is ready by the time it is pressed, and its code never
 * competes with the first paint. A failed fetch is tried again when the dialog opens.
 */
export function usePreloadOnInteraction(...components: readonly { preload(): Promise<unknown> }[]) {
  // module-level components: the list of the first render is the list
  const [list] = useState(components);
  useEffect(
    () =>
      onFirstInteraction(() => {
        for (const component of list) component.preload().catch(() => undefined);
      }),
    [list],
  );
}
