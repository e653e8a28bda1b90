/* global document, requestAnimationFrame, window */
// Loads the app on a prerendered public page (docs/decisions/027) only after the page's first
// contentful paint has been shown. The HTML and its styles are the first screen; were the app's
// chunks fetched and run before that paint, on a slow phone network they would share the line
// with the styles, and on a slow CPU React's start would hold the paint back. Served as a plain
// deferred script (the CSP allows 'self' only); the prerender step fills in the entry and the
// chunks to fetch beside it.
(() => {
  const me = document.currentScript;
  const entry = me.dataset.entry;
  const chunks = (me.dataset.chunks || '').split(' ').filter(Boolean);
  const PRELOADS_A_TASK = 6;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // fetched side by side, not one after the other as the entry's imports are discovered; a
    // few links a task: each starts its fetch on the main thread (milliseconds apiece on a slow
    // phone, for the thirty-odd chunks of a member screen)
    const preload = (from) => {
      for (const href of chunks.slice(from, from + PRELOADS_A_TASK)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.append(link);
      }
      if (from + PRELOADS_A_TASK < chunks.length)
        setTimeout(() => preload(from + PRELOADS_A_TASK), 0);
    };
    preload(0);
    // the entry's imports one by one, each run in a task of its own, then the entry: imported at
    // once, the whole graph (React, the router, i18n) would run in one long task
    const run = (me.dataset.run || '').split(' ').filter(Boolean);
    const next = (index) => {
      if (index >= run.length) return void import(entry);
      import(run[index]).then(
        () => setTimeout(() => next(index + 1), 0),
        () => import(entry), // the entry tries again, and reports what fails
      );
    };
    next(0);
    // The first read of the page's storage waits for the browser to open it (tens of ms on a
    // phone, on the main thread). Done now, each area in a task of its own while the chunks
    // download, the app's start (its router, its first calls' token) does not carry it.
    const open = (area) => () => {
      try {
        window[area].getItem('lang');
      } catch {
        // storage blocked: the app reads nothing from it either
      }
    };
    setTimeout(open('localStorage'), 0);
    setTimeout(open('sessionStorage'), 0);
  };
  // a tab opened in the background paints nothing: it starts at once
  if (document.visibilityState === 'hidden') return start();
  const paints =
    typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes;
  if (!paints || !paints.includes('paint')) {
    // no paint timing: a frame's callbacks run before it is painted, the task after them once it is
    requestAnimationFrame(() => setTimeout(start, 0));
    return;
  }
  // A frame is painted some time before it is shown (the compositor's work); the paint entry
  // carries the time it was shown, so waiting for it is waiting for the member to see the page.
  // Three seconds at most: the app starts even if that paint is never reported.
  const fallback = setTimeout(start, 3000);
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    clearTimeout(fallback);
    start();
  });
  observer.observe({ type: 'paint', buffered: true });
})();
