/* global document, requestAnimationFrame */
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
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // fetched side by side, not one after the other as the entry's imports are discovered
    for (const href of chunks) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    import(entry);
    // The first read of the page's storage waits for the browser to open it (tens of ms on a
    // phone, on the main thread). Done now, in a task of its own while the chunks download, the
    // app's start (its router, its first calls' token) does not carry it.
    setTimeout(() => {
      try {
        localStorage.getItem('lang');
        sessionStorage.getItem('lang');
      } catch {
        // storage blocked: the app reads nothing from it either
      }
    }, 0);
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
